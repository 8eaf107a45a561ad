package layout

import (
	"io"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/layouttest"
)

// BenchmarkWritePuzzle writes a placeholder 9x9 puzzle with its label at
// a 2in column, as SVG, as PDF and as a 150-dpi PNG.
func BenchmarkWritePuzzle(b *testing.B) {
	it := Item{Label: "Sudoku", Note: "Hard", Draw: layouttest.Placeholder(3, 9), Cells: 9}
	for _, bb := range []struct {
		name  string
		write func() error
	}{
		{"svg", func() error { return WritePuzzleSVG(io.Discard, it, 2*Inch, draw.Fonts{}, Meta{}) }},
		{"pdf", func() error { return PDF{}.WritePuzzle(io.Discard, it, 2*Inch, draw.Fonts{}, Meta{}) }},
		{"png-150dpi", func() error { return WritePuzzlePNG(io.Discard, it, 2*Inch, draw.Fonts{}, 150) }},
	} {
		b.Run(bb.name, func(b *testing.B) {
			for b.Loop() {
				if err := bb.write(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
