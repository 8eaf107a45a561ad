package sudoku

import (
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// drawLog is a draw.Canvas that keeps the strokes and fonts used.
type drawLog struct {
	widths map[float64]int
	fonts  map[draw.Font]int
	rects  []draw.Rect
}

func (d *drawLog) Line(a, b draw.Point, s draw.Stroke)      { d.widths[s.Width]++ }
func (d *drawLog) Polyline(pts []draw.Point, s draw.Stroke) { d.widths[s.Width]++ }
func (d *drawLog) Rect(r draw.Rect, fill *draw.Gray, s draw.Stroke) {
	d.widths[s.Width]++
	d.rects = append(d.rects, r)
}
func (d *drawLog) Circle(c draw.Point, radius float64, fill *draw.Gray, s draw.Stroke) {}
func (d *drawLog) Text(x, y float64, s string, f draw.Font, a draw.Align)              { d.fonts[f]++ }
func (d *drawLog) TextWidth(s string, f draw.Font) float64                             { return 0 }
func (d *drawLog) Image(r draw.Rect, img *draw.Image)                                  {}

func TestDraw(t *testing.T) {
	p := &gen.Puzzle{Kind: "sudoku", Rows: 4, Cols: 4,
		Givens:   [][]int{{1, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 4}},
		Solution: [][]int{{1, 2, 3, 4}, {3, 4, 1, 2}, {2, 1, 4, 3}, {4, 3, 2, 1}}}
	area := draw.Rect{X: 10, Y: 20, W: 200, H: 100}
	for _, answer := range []bool{false, true} {
		d := &drawLog{widths: map[float64]int{}, fonts: map[draw.Font]int{}}
		Kind{}.Draw(d, p, area, gen.DrawOptions{Answer: answer})
		// 3 inner lines each way: the middle ones thick, the others thin.
		if d.widths[thinLine] != 4 || d.widths[thickLine] != 3 {
			t.Errorf("answer %v: got strokes %v, want 4 thin and 3 thick (2 box lines, 1 border)", answer, d.widths)
		}
		if len(d.rects) != 1 || d.rects[0].W != d.rects[0].H || d.rects[0].H > area.H {
			t.Errorf("answer %v: got border %v, want one square inside %v", answer, d.rects, area)
		}
		cell := d.rects[0].W / 4
		bold := draw.Font{Face: draw.Bold, Size: digitScale * cell, Gray: draw.Black}
		grey := draw.Font{Face: draw.Regular, Size: digitScale * cell, Gray: answerInk}
		wantGrey := 0
		if answer {
			wantGrey = 14
		}
		if d.fonts[bold] != 2 || d.fonts[grey] != wantGrey {
			t.Errorf("answer %v: got fonts %v, want 2 bold givens and %d grey digits", answer, d.fonts, wantGrey)
		}
	}
}
