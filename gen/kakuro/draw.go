package kakuro

import (
	"strconv"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// Draw draws p plainly: blocks grey, clue cells with their sums, white
// cells with their digits in the answer. (A first drawing, for the
// conformance suite; the printed form replaces it.)
func (Kind) Draw(c draw.Canvas, p *gen.Puzzle, area draw.Rect, opt gen.DrawOptions) {
	side := min((area.W-1)/float64(p.Cols), (area.H-1)/float64(p.Rows))
	x0 := area.X + (area.W-side*float64(p.Cols))/2
	y0 := area.Y + (area.H-side*float64(p.Rows))/2
	grey := draw.Gray(0.35)
	thin := draw.Stroke{Width: 0.75}
	g := p.Givens
	if opt.Answer && p.Solution != nil {
		g = p.Solution
	}
	font := draw.Font{Size: side * 0.3}
	for r := range p.Rows {
		for col := range p.Cols {
			cell := draw.Rect{X: x0 + float64(col)*side, Y: y0 + float64(r)*side, W: side, H: side}
			if g[r][col] < 0 {
				c.Rect(cell, &grey, thin)
				continue
			}
			c.Rect(cell, nil, thin)
			if g[r][col] > 0 {
				c.Text(cell.X+side/2, cell.Y+side*0.65, strconv.Itoa(g[r][col]), draw.Font{Size: side * 0.6}, draw.AlignCenter)
			}
		}
	}
	for _, k := range p.Clues {
		x, y := x0+float64(k.Cell.Col)*side, y0+float64(k.Cell.Row)*side
		if k.Down > 0 {
			c.Text(x+side*0.3, y+side*0.85, strconv.Itoa(k.Down), font, draw.AlignCenter)
		}
		if k.Across > 0 {
			c.Text(x+side*0.7, y+side*0.4, strconv.Itoa(k.Across), font, draw.AlignCenter)
		}
	}
}
