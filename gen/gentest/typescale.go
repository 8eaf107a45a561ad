package gentest

import (
	"math"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// typeSlack is how much larger than its promise a kind's smallest type
// may be: the promise holds for every puzzle of the params (a shape
// with holes holds fewer numbers than its grid has cells, so its
// numbers may be a digit shorter and larger), but must stay close enough
// that a book does not put fewer grids on a page than would fit.
const typeSlack = 1.35

// CheckTypeScale checks a gen.TypeScaler's promise against what Draw
// sets: drawn into areas of several sizes and shapes, as a puzzle and as
// an answer, with Bold set in Lato Bold and in the heavier worksheet face,
// the smallest type is at least TypeScale times draw.CellSide (as an
// answer, gen.AnswerTypeScaleOf's), and not far above it.
func CheckTypeScale(t *testing.T, k gen.Kind, params gen.Params, p *gen.Puzzle) {
	t.Helper()
	ts, ok := k.(gen.TypeScaler)
	if !ok {
		return
	}
	rows, cols := params.Rows, params.Cols
	if rows == 0 {
		rows = p.Rows
	}
	if cols == 0 {
		cols = rows
	}
	areas := []draw.Rect{{X: 50, Y: 70, W: 300, H: 200}, {X: 10, Y: 10, W: 90, H: 140}, {X: 0, Y: 0, W: 612, H: 612}}
	for _, bold := range []draw.Face{draw.Bold, draw.Heavy} {
		for _, area := range areas {
			for _, answer := range []bool{false, true} {
				scale := ts.TypeScale(params, bold)
				if answer {
					scale = gen.AnswerTypeScaleOf(k, params, bold)
				}
				if !(scale > 0) || math.IsInf(scale, 0) {
					t.Fatalf("type scale of %+v (answer %v, face %d): got %v, want a positive fraction", params, answer, bold, scale)
				}
				c := &typeCanvas{bold: bold, least: math.Inf(1)}
				k.Draw(c, p, area, gen.DrawOptions{Answer: answer})
				if math.IsInf(c.least, 1) {
					continue // nothing set; checkDraw reports it
				}
				want := scale * draw.CellSide(area, rows, cols)
				switch {
				case c.least < want-1e-9:
					t.Errorf("Draw in %v (answer %v, face %d): smallest type %.4gpt, want at least TypeScale %.4g x cell = %.4gpt",
						area, answer, bold, c.least, scale, want)
				case c.least > typeSlack*want:
					t.Errorf("Draw in %v (answer %v, face %d): smallest type %.4gpt, want it within %.3g of the promised %.4gpt (TypeScale %.4g): the promise is too low to guide a layout",
						area, answer, bold, c.least, typeSlack, want, scale)
				}
			}
		}
	}
}

// typeCanvas keeps the smallest type set on it. It measures text as the
// book's canvases do and, like a worksheet page, sets Bold in bold.
type typeCanvas struct {
	bold  draw.Face
	least float64
}

func (c *typeCanvas) face(f draw.Font) draw.Font {
	if f.Face == draw.Bold {
		f.Face = c.bold
	}
	return f
}

func (c *typeCanvas) Line(a, b draw.Point, s draw.Stroke)                            {}
func (c *typeCanvas) Polyline(pts []draw.Point, s draw.Stroke)                       {}
func (c *typeCanvas) Rect(r draw.Rect, fill *draw.Gray, s draw.Stroke)               {}
func (c *typeCanvas) Circle(p draw.Point, r float64, fill *draw.Gray, s draw.Stroke) {}
func (c *typeCanvas) Image(r draw.Rect, img *draw.Image)                             {}

func (c *typeCanvas) Text(x, y float64, s string, f draw.Font, a draw.Align) {
	if s != "" {
		c.least = min(c.least, f.Size)
	}
}

func (c *typeCanvas) TextWidth(s string, f draw.Font) float64 {
	return draw.TextWidth(s, c.face(f))
}
