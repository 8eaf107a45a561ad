package skyscrapers

import (
	"strconv"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// Proportions of a printed skyscrapers, as puzzle books print it: a
// plain grid with thin cell lines and a bold border, and the clues
// outside it, one beside each row and column on its side, set in the
// same bold type as the givens so that grid and clues scale together.
const (
	thinLine   = 0.75 // cell lines, in points: the thinnest that prints
	margin     = 0.8  // the clues' band on each side, as a fraction of a cell
	digitScale = 0.55 // givens and clues, as a fraction of the cell
	answerInk  = draw.Gray(0.45)
)

var _ gen.TypeScaler = Kind{}

// TypeScale returns the size of the givens and clues as a fraction of
// draw.CellSide for the grid alone: Draw gives part of its area to the
// clues' bands, so its cells are n/(n+2*margin) of that side.
func (Kind) TypeScale(p gen.Params, _ draw.Face) float64 {
	n := max(p.Rows, 1)
	return digitScale * float64(n) / (float64(n) + 2*margin)
}

// Draw draws p centred in area: the clues in a band round the grid,
// centred on their row or column, and the grid with its givens (with
// opt.Answer the whole solution, the solved cells in grey).
func (Kind) Draw(c draw.Canvas, p *gen.Puzzle, area draw.Rect, opt gen.DrawOptions) {
	b, err := boardOf(p)
	if err != nil {
		return // nothing sensible to draw; Verify reports the problem
	}
	n := b.n
	side := min(area.W, area.H) - draw.GridBorder
	if side <= 0 {
		return
	}
	cell := side / (float64(n) + 2*margin)
	centre := area.Center()
	box := draw.Rect{X: centre.X - cell*float64(n)/2, Y: centre.Y - cell*float64(n)/2, W: cell * float64(n), H: cell * float64(n)}
	thin := draw.Stroke{Width: thinLine, Gray: draw.Black}
	for i := 1; i < n; i++ {
		x, y := box.X+float64(i)*cell, box.Y+float64(i)*cell
		c.Line(draw.Point{X: x, Y: box.Y}, draw.Point{X: x, Y: box.Y + box.H}, thin)
		c.Line(draw.Point{X: box.X, Y: y}, draw.Point{X: box.X + box.W, Y: y}, thin)
	}
	c.Rect(box, nil, draw.Stroke{Width: draw.GridBorder, Gray: draw.Black})

	size := digitScale * cell
	bold := draw.Font{Face: draw.Bold, Size: size, Gray: draw.Black}
	solved := draw.Font{Face: draw.Regular, Size: size, Gray: answerInk}
	put := func(x, y float64, v int, f draw.Font) {
		c.Text(x, y+draw.CapHeight(f)/2, strconv.Itoa(v), f, draw.AlignCenter)
	}
	band := (margin/2 + 0.5*draw.GridBorder/cell) * cell // from the grid's edge to a clue's centre
	for l := range 2 * n {
		for _, front := range []bool{true, false} {
			v := b.clues.back[l]
			if front {
				v = b.clues.front[l]
			}
			if v == 0 {
				continue
			}
			mid := (float64(l%n) + 0.5) * cell
			switch {
			case l < n && front:
				put(box.X-band, box.Y+mid, v, bold)
			case l < n:
				put(box.X+box.W+band, box.Y+mid, v, bold)
			case front:
				put(box.X+mid, box.Y-band, v, bold)
			default:
				put(box.X+mid, box.Y+box.H+band, v, bold)
			}
		}
	}
	for r := range n {
		for col := range n {
			f, v := bold, p.Givens[r][col]
			if v == 0 && opt.Answer && r < len(p.Solution) && col < len(p.Solution[r]) {
				f, v = solved, p.Solution[r][col]
			}
			if v > 0 {
				put(box.X+(float64(col)+0.5)*cell, box.Y+(float64(r)+0.5)*cell, v, f)
			}
		}
	}
}

// FrameFor returns the area to give Draw so that p's grid itself, without
// the clues round it, fills grid (the pictures of the grading ladder
// highlight cells there).
func (Kind) FrameFor(p *gen.Puzzle, grid draw.Rect) draw.Rect {
	n := float64(max(p.Rows, 1))
	cell := min(grid.W, grid.H) / n
	side := cell*(n+2*margin) + draw.GridBorder
	centre := grid.Center()
	return draw.Rect{X: centre.X - side/2, Y: centre.Y - side/2, W: side, H: side}
}
