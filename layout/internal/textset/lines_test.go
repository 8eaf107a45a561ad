package textset

import (
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

func TestBalancedLines(t *testing.T) {
	f := draw.Font{Face: draw.Bold, Size: 30}
	c := &draw.Recorder{}
	tests := []struct {
		name, s string
		width   float64
		want    []string
	}{
		{"one line", "Sudoku", 300, []string{"Sudoku"}},
		{"no word alone at the end", "Sudoku for the Weekend", draw.TextWidth("Sudoku for the", f) + 1, []string{"Sudoku for", "the Weekend"}},
		{"evenly over three lines", "Large Print Sudoku Puzzle Book for Adults and Seniors", draw.TextWidth("Large Print Sudoku Puzzle", f),
			[]string{"Large Print Sudoku", "Puzzle Book for", "Adults and Seniors"}},
		{"no short word alone above", "The Sudoku Journey", draw.TextWidth("The Sudoku Journ", f), []string{"The Sudoku", "Journey"}},
		{"a word per line", "Alpha Beta", draw.TextWidth("Alpha", f) + 1, []string{"Alpha", "Beta"}},
		{"a word wider than the line", "Extraordinarily long", draw.TextWidth("Extra", f), []string{"Extraordinarily", "long"}},
		{"empty", "  ", 100, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := BalancedLines(c, tt.s, f, tt.width)
			if !slices.Equal(got, tt.want) {
				t.Errorf("%s: got %q, want %q", tt.name, got, tt.want)
			}
			if n := len(Wrap(c, tt.s, f, tt.width)); len(got) != n {
				t.Errorf("%s: got %d lines, want %d as filling gives", tt.name, len(got), n)
			}
		})
	}
}

// TestNoLineStartsWithPunctuation fills text with punctuation set apart,
// as French sets it, at every width from narrow to wide: no line starts
// with a mark.
func TestNoLineStartsWithPunctuation(t *testing.T) {
	f := draw.Font{Size: 10}
	c := &draw.Recorder{}
	s := "Jeux de logique : Sudoku, Numbrix et Hidato ! Pour tous « petits et grands » ; à vous de jouer ?"
	for width := 40.0; width < 400; width += 3 {
		for _, set := range []func(draw.Canvas, string, draw.Font, float64) []string{Wrap, BodyLines, BalancedLines} {
			for _, line := range set(c, s, f, width) {
				if r, _ := utf8.DecodeRuneInString(line); unicode.IsPunct(r) && r != '«' {
					t.Fatalf("width %.0f: the line %q starts with %q", width, line, r)
				}
			}
		}
	}
}

// TestNoBreakAtNoBreakSpace fills French text set with thin no-break
// spaces at every width: no line starts with a mark or ends inside « »,
// and the thin spaces are kept, not turned into breaking ones.
func TestNoBreakAtNoBreakSpace(t *testing.T) {
	f := draw.Font{Size: 10}
	c := &draw.Recorder{}
	s := "Jeux\u202f: Sudoku et «\u202fHidato\u202f» pour tous\u202f! Prêts\u202f?"
	for width := 30.0; width < 300; width += 3 {
		lines := Wrap(c, s, f, width)
		for _, line := range lines {
			if r, _ := utf8.DecodeRuneInString(line); unicode.IsPunct(r) && r != '«' {
				t.Fatalf("width %.0f: the line %q starts with %q", width, line, r)
			}
			if strings.HasSuffix(line, "«\u202f") || strings.HasPrefix(line, "\u202f") {
				t.Fatalf("width %.0f: the line %q breaks at a no-break space", width, line)
			}
		}
		if got := strings.Join(lines, " "); got != s {
			t.Fatalf("width %.0f: lines %q rejoin as %q, want %q", width, lines, got, s)
		}
	}
}

func TestBodyLines(t *testing.T) {
	f := draw.Font{Size: 10}
	c := &draw.Recorder{}
	s := "Start with the easy ones over coffee; save the hard ones for a quiet evening."
	width := draw.TextWidth("Start with the easy ones over coffee; save the hard ones for a quiet", f) + 1
	if got := Wrap(c, s, f, width); got[len(got)-1] != "evening." {
		t.Fatalf("Wrap: got %q, want a widow to remove", got)
	}
	got := BodyLines(c, s, f, width)
	want := []string{"Start with the easy ones over coffee; save the hard ones for a", "quiet evening."}
	if !slices.Equal(got, want) {
		t.Errorf("BodyLines: got %q, want %q", got, want)
	}
}

func TestSizeLadder(t *testing.T) {
	steps, preferred := Ladder([]float64{40, 16, 14.4}, []float64{14, 10, 10})
	if got := steps[0]; !slices.Equal(got, []float64{40, 16, 14.4}) {
		t.Errorf("got first sizes %v, want the full sizes", got)
	}
	if got := steps[preferred-1]; !slices.Equal(got, []float64{14, 10, 10}) {
		t.Errorf("got last preferred sizes %v, want the least sizes", got)
	}
	if got := steps[len(steps)-1]; !slices.Equal(got, []float64{7, 7, 7}) {
		t.Errorf("got last sizes %v, want %dpt each", got, MinSize)
	}
	for i := 1; i < len(steps); i++ {
		for j := range steps[i] {
			if steps[i][j] > steps[i-1][j] || steps[i][j] < MinSize {
				t.Fatalf("step %d: got %v after %v, want sizes that only shrink, down to %dpt", i, steps[i], steps[i-1], MinSize)
			}
		}
	}
}
