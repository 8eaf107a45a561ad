package layout

import (
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// checkGolden compares got with testdata/name; with -update it rewrites
// the file instead. A missing golden file fails.
func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if got != string(want) {
		gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
		for i := range max(len(gl), len(wl)) {
			g, w := line(gl, i), line(wl, i)
			if g != w {
				t.Fatalf("%s line %d:\ngot  %s\nwant %s\n(run go test -update if the change is intended)", name, i+1, g, w)
			}
		}
	}
}

func line(lines []string, i int) string {
	if i < len(lines) {
		return lines[i]
	}
	return "<end>"
}

func TestComposeGolden(t *testing.T) {
	c := Compose(sampleBook())
	tests := []struct {
		name, golden string
		page         int // 1-based
	}{
		{"title page", "title_page.golden", 1},
		{"puzzle page, two per page", "puzzle_page.golden", 2},
		{"puzzle page, one per page", "puzzle_page_one.golden", 5},
		{"answers opening page", "answers_divider.golden", 7},
		{"answer page", "answer_page.golden", 8},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var r Recorder
			c.Pages[tt.page-1].Draw(&r)
			checkGolden(t, tt.golden, r.String())
		})
	}
}

func TestComposePageNumbers(t *testing.T) {
	c := Compose(sampleBook())
	if got, want := len(c.Pages), 9; got != want {
		t.Errorf("sample book: got %d pages, want %d", got, want)
	}
	wantPuzzles := [][]int{{2, 2, 3, 3, 4}, {5, 6}}
	if !reflect.DeepEqual(c.PuzzlePages, wantPuzzles) {
		t.Errorf("sample book puzzle pages: got %v, want %v", c.PuzzlePages, wantPuzzles)
	}
	wantAnswers := [][]int{{8, 8, 8, 8, 8, 8, 9}}
	if !reflect.DeepEqual(c.AnswerPages, wantAnswers) {
		t.Errorf("sample book answer pages: got %v, want %v", c.AnswerPages, wantAnswers)
	}
}

func TestComposeWithoutTitleOrAnswers(t *testing.T) {
	b := sampleBook()
	b.Meta.Title = ""
	b.Answers = nil
	b.Puzzles = append(b.Puzzles, Section{Title: "Empty", PerPage: 4})
	c := Compose(b)
	if got, want := len(c.Pages), 5; got != want {
		t.Errorf("got %d pages, want %d", got, want)
	}
	want := [][]int{{1, 1, 2, 2, 3}, {4, 5}, {}}
	if !reflect.DeepEqual(c.PuzzlePages, want) {
		t.Errorf("got puzzle pages %v, want %v", c.PuzzlePages, want)
	}
	if len(c.AnswerPages) != 0 {
		t.Errorf("got answer pages %v, want none", c.AnswerPages)
	}
}
