package main

import (
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/internal/vectorcheck"
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// TestGenColumn draws generated Sudoku with --svg and --pdf at a column
// width, named as --png names its files, and refuses widths that do not
// work, naming one that does.
func TestGenColumn(t *testing.T) {
	tests := []struct {
		name  string
		flags []string
		code  int
		width float64 // of the files, or 0
		want  string  // a line of standard error
	}{
		{"svg and pdf at 11.5pc", []string{"--svg", "DIR", "--pdf", "DIR", "--width", "11.5pc"}, 0, 138, ""},
		{"svg at the default width", []string{"--svg", "DIR"}, 0, 144, ""},
		{"pdf in 48mm, in colour", []string{"--pdf", "DIR", "--width", "48mm", "--colour"}, 0, 48 * layout.Millimetre, ""},
		{"too narrow", []string{"--svg", "DIR", "--width", "1in"}, 2, 0, "puzzlebook: gen: --width: layout: column width 1in (72pt): a 9x9 grid's type would be 4.67pt, under the 7pt minimum; use at least 1.49in (107.28pt)"},
		{"width without svg or pdf", []string{"--width", "2in"}, 2, 0, "--width is an option of --svg DIR and --pdf DIR"},
		{"bad width", []string{"--svg", "DIR", "--width", "two inches"}, 2, 0, `--width: layout: length "two inches"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "out")
			if !genInto(t, tt.name, []string{"--kind", "sudoku", "--grade", "easy", "-n", "2", "--quiet"}, tt.flags, dir, tt.code, tt.want) {
				return
			}
			svg, pdf := strings.Contains(strings.Join(tt.flags, " "), "--svg"), strings.Contains(strings.Join(tt.flags, " "), "--pdf")
			for _, base := range []string{"puzzle-001", "puzzle-002", "answer-001", "answer-002"} {
				data, err := os.ReadFile(filepath.Join(dir, base+".svg"))
				switch {
				case svg && err != nil:
					t.Fatalf("gen %s: %v", tt.name, err)
				case !svg && err == nil:
					t.Errorf("gen %s: got %s.svg, want none without --svg", tt.name, base)
				case svg:
					m := regexp.MustCompile(`<svg [^>]*width="([\d.]+)pt" height="([\d.]+)pt"`).FindSubmatch(data)
					if m == nil || string(m[1]) != strconv.FormatFloat(math.Round(tt.width*100)/100, 'f', -1, 64) {
						t.Errorf("gen %s: %s.svg: got a width of %q, want %gpt", tt.name, base, m, tt.width)
					}
				}
				if !pdf {
					continue
				}
				data, err = os.ReadFile(filepath.Join(dir, base+".pdf"))
				if err != nil {
					t.Fatalf("gen %s: %v", tt.name, err)
				}
				// The height is the grid's and the label's, whatever it says.
				_, h := layout.ColumnPage(layout.Item{Label: "Sudoku"}, tt.width, draw.Fonts{})
				vectorcheck.CheckPDF(t, data, tt.width, h)
			}
		})
	}
}
