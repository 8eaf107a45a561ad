package jigsaw

import (
	"strconv"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// Line weights and type proportions of a printed grid, Sudoku's: thin
// cell lines, thick region edges and border, and digits that read at
// 7 pt in the smallest grids a book sets.
const (
	thinLine    = 0.75 // cell lines, in points: heavy enough to print, never a hairline
	thickLine   = 2.0  // region edges and the outer border
	digitScale  = 0.6  // font size as a fraction of the cell size
	baselineOff = 0.35 // baseline below the cell centre, as a fraction of the font size
)

// answerInk is the grey of the digits a solver fills in, in answer keys.
const answerInk draw.Gray = 0.45

// tints are the pale colours of the regions drawn in colour (PNG with
// DrawOptions.Colour): neighbouring regions never share one, and print
// stays grey.
var tints = []draw.RGB{
	{R: 0.87, G: 0.92, B: 0.98}, // blue
	{R: 0.98, G: 0.93, B: 0.84}, // sand
	{R: 0.88, G: 0.96, B: 0.88}, // green
	{R: 0.95, G: 0.89, B: 0.96}, // lilac
}

// Draw draws p as a square grid centred in area: with opt.Colour on a
// canvas that draws colour, regions tinted so that neighbours differ;
// thin cell lines; thick region edges and border; givens in bold black.
// With opt.Answer the rest of the solution is filled in, in mid grey.
func (Kind) Draw(c draw.Canvas, p *gen.Puzzle, area draw.Rect, opt gen.DrawOptions) {
	geo, err := geometryOf(p)
	if err != nil {
		return // nothing sensible to draw; Verify reports the problem
	}
	n := geo.N
	side := min(area.W, area.H) - thickLine // keep the border's ink inside area
	if side <= 0 {
		return
	}
	centre := area.Center()
	box := draw.Rect{X: centre.X - side/2, Y: centre.Y - side/2, W: side, H: side}
	cell := side / float64(n)
	if cc, ok := c.(draw.Colourer); ok && opt.Colour {
		tint(cc, box, geo.Region, n)
	}
	drawLines(c, box, geo.Region, n)

	size := digitScale * cell
	bold := draw.Font{Face: draw.Bold, Size: size, Gray: draw.Black}
	filled := draw.Font{Face: draw.Regular, Size: size, Gray: answerInk}
	for r := range n {
		for col := range n {
			f, v := bold, at(p.Givens, r, col)
			if v <= 0 && opt.Answer {
				f, v = filled, at(p.Solution, r, col)
			}
			if v <= 0 {
				continue
			}
			x := box.X + (float64(col)+0.5)*cell
			y := box.Y + (float64(r)+0.5)*cell + baselineOff*size
			c.Text(x, y, strconv.Itoa(v), f, draw.AlignCenter)
		}
	}
}

// drawLines draws the rules of an n x n grid filling box: thin lines
// right across, then the region edges thick, each straight run of edge as
// one line (square caps join the runs at corners), then the border as one
// closed rectangle.
func drawLines(c draw.Canvas, box draw.Rect, region []int, n int) {
	cell := box.W / float64(n)
	thin := draw.Stroke{Width: thinLine, Gray: draw.Black}
	thick := draw.Stroke{Width: thickLine, Gray: draw.Black}
	for i := 1; i < n; i++ {
		x, y := box.X+float64(i)*cell, box.Y+float64(i)*cell
		c.Line(draw.Point{X: x, Y: box.Y}, draw.Point{X: x, Y: box.Y + box.H}, thin)
		c.Line(draw.Point{X: box.X, Y: y}, draw.Point{X: box.X + box.W, Y: y}, thin)
	}
	// Horizontal edges below row i, then vertical edges right of column i.
	for _, vertical := range []bool{false, true} {
		for i := range n - 1 {
			run := -1 // the start of the current run of edge, or -1
			for j := 0; j <= n; j++ {
				edge := false
				if j < n {
					a, b := i*n+j, (i+1)*n+j
					if vertical {
						a, b = j*n+i, j*n+i+1
					}
					edge = region[a] != region[b]
				}
				switch {
				case edge && run < 0:
					run = j
				case !edge && run >= 0:
					at := float64(i+1) * cell
					from, to := float64(run)*cell, float64(j)*cell
					if vertical {
						c.Line(draw.Point{X: box.X + at, Y: box.Y + from}, draw.Point{X: box.X + at, Y: box.Y + to}, thick)
					} else {
						c.Line(draw.Point{X: box.X + from, Y: box.Y + at}, draw.Point{X: box.X + to, Y: box.Y + at}, thick)
					}
					run = -1
				}
			}
		}
	}
	c.Rect(box, nil, thick)
}

// tint fills each region's cells with its tint, neighbours differing.
func tint(cc draw.Colourer, box draw.Rect, region []int, n int) {
	cell := box.W / float64(n)
	colour := colouring(region, n)
	ink := draw.Black
	for i, k := range region {
		r := draw.Rect{X: box.X + float64(i%n)*cell, Y: box.Y + float64(i/n)*cell, W: cell, H: cell}
		cc.InColour(tints[colour[k]]).Rect(r, &ink, draw.Stroke{})
	}
}

// colouring gives each region one of the tints, greedily in the order of
// the regions, so that regions that touch differ: a map of n regions
// needs four at most, and greedy order finds few enough here (a region
// with every tint taken by its neighbours takes the least used one).
func colouring(region []int, n int) []int {
	touch := make([][maxSize]bool, n)
	for c, k := range region {
		if c%n < n-1 && region[c+1] != k {
			touch[k][region[c+1]], touch[region[c+1]][k] = true, true
		}
		if c+n < n*n && region[c+n] != k {
			touch[k][region[c+n]], touch[region[c+n]][k] = true, true
		}
	}
	colour := make([]int, n)
	for k := range n {
		var taken [4]bool
		for j := range k {
			if touch[k][j] {
				taken[colour[j]] = true
			}
		}
		colour[k] = k % len(tints)
		for t, used := range taken {
			if !used {
				colour[k] = t
				break
			}
		}
	}
	return colour
}

// at returns g[r][c], or 0 when g does not reach that far.
func at(g [][]int, r, c int) int {
	if r < len(g) && c < len(g[r]) {
		return g[r][c]
	}
	return 0
}
