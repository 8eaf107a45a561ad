package web

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/sudoku"
	"github.com/puzzlebook/puzzlebook/internal/golden"
	"github.com/puzzlebook/puzzlebook/internal/toy"
	"github.com/puzzlebook/puzzlebook/layout/lang"
)

// checkGolden compares got with testdata/name (golden.Check).
func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	golden.Check(t, name, got)
}

func sum(b []byte) string { return fmt.Sprintf("sha256:%x", sha256.Sum256(b)) }

// TestPageGolden holds the page of the 9x9 fixture to its golden bytes,
// with the inlined script and styles (long, and checked by the browser
// tests) replaced by their SHA-256, which the golden file records too.
func TestPageGolden(t *testing.T) {
	var b bytes.Buffer
	if err := WritePage(&b, fixturePage(t, "sudoku9")); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	for _, asset := range [][]byte{Bundle(), Style(), pageStyle()} {
		if !strings.Contains(page, string(asset)) {
			t.Fatalf("the page does not inline an asset whole (%s)", sum(asset))
		}
		page = strings.Replace(page, string(asset), sum(asset)+"\n", 1)
	}
	checkGolden(t, "sudoku9.page.golden", page)
}

// TestPageSameBytes writes every fixture's page twice: the same input
// gives the same bytes.
func TestPageSameBytes(t *testing.T) {
	for _, name := range fixtures {
		t.Run(name, func(t *testing.T) {
			var a, b bytes.Buffer
			if err := WritePage(&a, fixturePage(t, name)); err != nil {
				t.Fatal(err)
			}
			if err := WritePage(&b, fixturePage(t, name)); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(a.Bytes(), b.Bytes()) {
				t.Errorf("%s: two writes of one page differ", name)
			}
			if !strings.Contains(a.String(), `data-puzzle-id="test-`+name+`" data-state="playing"`) {
				t.Errorf("%s: got no root with data-puzzle-id and data-state", name)
			}
		})
	}
}

// TestWritePageRefuses lists puzzle objects the player could not show.
func TestWritePageRefuses(t *testing.T) {
	grid := [][]int{{1, 2}, {2, 1}}
	tests := []struct {
		name   string
		puzzle any
		kind   gen.Kind
		want   string
	}{
		{"no id", map[string]any{"kind": "sudoku", "rows": 2, "cols": 2, "givens": grid, "solution": grid}, sudoku.Kind{}, "has no id"},
		{"unplayed kind", map[string]any{"id": "x", "kind": "toy", "rows": 2, "cols": 2, "givens": grid, "solution": grid}, toy.Kind{}, `no kind "toy"`},
		{"kind not listed", map[string]any{"id": "x", "kind": "extra", "rows": 2, "cols": 2, "givens": grid, "solution": grid},
			named{name: "extra", player: &gen.PlayerModule{Name: "extra.js", Game: "extra", Source: []byte("export const extra = {};\n")}}, `no kind "extra"`},
		{"no kind", map[string]any{"id": "x", "kind": "sudoku", "rows": 2, "cols": 2, "givens": grid, "solution": grid}, nil, "not the puzzle's"},
		{"other kind", map[string]any{"id": "x", "kind": "chess", "rows": 2, "cols": 2, "givens": grid, "solution": grid}, sudoku.Kind{}, `not the puzzle's, "chess"`},
		{"short grid", map[string]any{"id": "x", "kind": "sudoku", "rows": 3, "cols": 2, "givens": grid, "solution": grid}, sudoku.Kind{}, "3x2 grids"},
		{"no solution", map[string]any{"id": "x", "kind": "sudoku", "rows": 2, "cols": 2, "givens": grid}, sudoku.Kind{}, "2x2 grids"},
		{"not an object", []int{1, 2}, sudoku.Kind{}, "not a puzzle object"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			err := WritePage(&b, Page{Puzzle: tt.puzzle, Kind: tt.kind})
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want an error containing %q", err, tt.want)
			}
			if b.Len() > 0 {
				t.Errorf("got %d bytes written, want none", b.Len())
			}
		})
	}
}

// TestCalendarMonths lays out two months, Monday first.
func TestCalendarMonths(t *testing.T) {
	day := func(s string) Day {
		d, _ := time.Parse(time.DateOnly, s)
		return Day{Date: d, Href: s + "/a.html"}
	}
	ms := months([]Day{day("2026-12-01"), day("2026-11-30"), day("2026-12-01")}, false, lang.WebFor("en"))
	if len(ms) != 2 || ms[0].Name != "November 2026" || ms[1].Name != "December 2026" {
		t.Fatalf("got months %+v, want November and December 2026", ms)
	}
	// 1 November 2026 is a Sunday: six blanks open the month.
	if w := ms[0].Weeks[0]; w[5].Day != 0 || w[6].Day != 1 {
		t.Errorf("November's first week: got %+v, want 1 on Sunday", w)
	}
	last := ms[0].Weeks[len(ms[0].Weeks)-1]
	if last[0].Day != 30 || last[0].Href != "2026-11-30/a.html" {
		t.Errorf("November's last week: got %+v, want 30 on Monday, linked", last[0])
	}
	if ms[1].Weeks[0][1].Href != "2026-12-01/a.html" || ms[1].Weeks[0][2].Href != "" {
		t.Errorf("December: got %+v, want the 1st (a Tuesday) linked and the 2nd not", ms[1].Weeks[0])
	}
	if nm := months([]Day{day("2026-11-30"), day("2026-12-01")}, true, lang.WebFor("en")); nm[0].Name != "December 2026" {
		t.Errorf("newest first: got %s first, want December 2026", nm[0].Name)
	}
}
