package daily

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// TestNames checks how the puzzles of a date are named: by title, else
// kind's title; the grade where two share a kind (on day.pdf); the size where
// that is not enough, or where two share a kind on the tabs of a page.
func TestNames(t *testing.T) {
	sudoku := func(title string, size int, g gen.Grade) label {
		return label{title: title, kind: "Sudoku", grade: g.String(), rows: size, cols: size}
	}
	numbrix := label{kind: "Numbrix", grade: "easy", rows: 9, cols: 9}
	tests := []struct {
		name      string
		ls        []label
		withGrade bool
		want      []string
	}{
		{"kinds apart", []label{sudoku("", 9, gen.Easy), numbrix}, true, []string{"Sudoku", "Numbrix"}},
		{"titles", []label{sudoku("Classic", 9, gen.Easy), sudoku("Mini", 6, gen.Easy)}, true, []string{"Classic", "Mini"}},
		{"grades apart", []label{sudoku("", 9, gen.Easy), sudoku("", 9, gen.Hard), numbrix}, true, []string{"Sudoku, easy", "Sudoku, hard", "Numbrix"}},
		{"same grade", []label{sudoku("", 9, gen.Easy), sudoku("", 6, gen.Easy), numbrix}, true, []string{"Sudoku 9×9, easy", "Sudoku 6×6, easy", "Numbrix"}},
		{"mixed", []label{sudoku("", 9, gen.Easy), sudoku("", 6, gen.Easy), sudoku("", 4, gen.Medium)}, true, []string{"Sudoku 9×9, easy", "Sudoku 6×6, easy", "Sudoku, medium"}},
		{"tabs", []label{sudoku("", 9, gen.Easy), sudoku("", 6, gen.Hard), numbrix}, false, []string{"Sudoku 9×9", "Sudoku 6×6", "Numbrix"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got, _ := names(tt.ls, tt.withGrade); !slices.Equal(got, tt.want) {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// TestPreviousAnswers runs a feed with daily_output.previous_answers and
// reads its day.pdf files back as text (pdftotext): the first date has no
// answers to print; the second labels its two Sudoku slots apart and
// prints the first date's answers under "Yesterday's answers", labelled
// alike; made in a later run (the first date read back from the
// archive), the second's day.pdf is the same bytes.
func TestPreviousAnswers(t *testing.T) {
	pdftotext, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Skip("pdftotext is not installed; skipping the check of day.pdf's text")
	}
	feed := strings.Replace(smallFeed, "daily_output: {pdf: true, dpi: 36}", "daily_output: {pdf: true, previous_answers: true, dpi: 36}", 1)
	cfg := parseDaily(t, feed, kinds.All)
	one := t.TempDir()
	runFeed(t, cfg, one, dec1, 2, book.Options{})
	// -layout reads the page by position: the content stream writes
	// texts in runs, not in the order the page was composed.
	text := func(dir, date string) string {
		out, err := exec.Command(pdftotext, "-layout", filepath.Join(dir, date, dayPDF), "-").Output()
		if err != nil {
			t.Fatalf("pdftotext %s: %v", date, err)
		}
		return string(out)
	}
	labels := []string{"Sudoku 9×9, easy", "Sudoku 6×6, easy", "Numbrix"}
	inOrder := func(what, s string, want []string) {
		t.Helper()
		at := 0
		for _, w := range want {
			i := strings.Index(s[at:], w)
			if i < 0 {
				t.Errorf("%s: got no %q after byte %d of its text:\n%s", what, w, at, s)
				return
			}
			at += i + len(w)
		}
	}
	first := text(one, "2026-12-01")
	inOrder("2026-12-01/day.pdf", first, labels)
	if strings.Contains(first, "Yesterday's answers") {
		t.Errorf("2026-12-01/day.pdf: got %q on the feed's first date, want none", "Yesterday's answers")
	}
	inOrder("2026-12-02/day.pdf", text(one, "2026-12-02"), append(append(slices.Clone(labels), "Yesterday's answers"), labels...))

	two := t.TempDir()
	runFeed(t, cfg, two, dec1, 1, book.Options{})
	runFeed(t, cfg, two, dec1.AddDate(0, 0, 1), 1, book.Options{})
	name := filepath.Join("2026-12-02", dayPDF)
	a, errA := os.ReadFile(filepath.Join(one, name))
	b, errB := os.ReadFile(filepath.Join(two, name))
	if errA != nil || errB != nil || !bytes.Equal(a, b) {
		t.Errorf("%s made after its previous date's run differs from the one made with it (%v, %v)", name, errA, errB)
	}
}
