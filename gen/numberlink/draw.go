package numberlink

import (
	"strconv"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// Line weights and proportions of a printed grid, as fractions of the
// cell size unless they are in points.
const (
	thinLine    = 0.75 // cell lines, in points
	thickLine   = 2.0  // the outer border, in points
	circleScale = 0.40 // endpoint circle radius
	digitScale  = 0.48 // endpoint number size
	pathScale   = 0.30 // answer line width
	solidInk    = draw.Gray(0.55)
	gridInk     = draw.Gray(0.45)
)

// pathInks are the greys of answer lines; neighbouring paths get
// different ones.
var pathInks = []draw.Gray{0.15, 0.62, 0.38, 0.78, 0.5}

// Draw draws p centred in area with square cells: thin grid lines, solid
// cells shaded, a thick border, and each endpoint as a bold number in a
// circle. With opt.Answer the lines of the solution are drawn as thick
// rounded strokes under the endpoints, neighbouring paths in different
// greys. With opt.Colour, on a canvas that can draw colour (PNG), each
// path has its own hue instead, and its endpoints are discs of that hue.
func (Kind) Draw(c draw.Canvas, p *gen.Puzzle, area draw.Rect, opt gen.DrawOptions) {
	if p.Rows <= 0 || p.Cols <= 0 || len(p.Givens) != p.Rows {
		return // nothing sensible to draw; Verify reports the problem
	}
	cell := min((area.W-thickLine)/float64(p.Cols), (area.H-thickLine)/float64(p.Rows))
	if cell <= 0 {
		return
	}
	w, h := cell*float64(p.Cols), cell*float64(p.Rows)
	ctr := area.Center()
	box := draw.Rect{X: ctr.X - w/2, Y: ctr.Y - h/2, W: w, H: h}
	centre := func(x int) draw.Point {
		return draw.Point{X: box.X + (float64(x%p.Cols)+0.5)*cell, Y: box.Y + (float64(x/p.Cols)+0.5)*cell}
	}
	solid := solidInk
	for r, row := range p.Givens {
		for col, v := range row {
			if v == -1 {
				c.Rect(draw.Rect{X: box.X + float64(col)*cell, Y: box.Y + float64(r)*cell, W: cell, H: cell}, &solid, draw.Stroke{})
			}
		}
	}
	thin := draw.Stroke{Width: thinLine, Gray: gridInk}
	for i := 1; i < p.Cols; i++ {
		x := box.X + float64(i)*cell
		c.Line(draw.Point{X: x, Y: box.Y}, draw.Point{X: x, Y: box.Y + h}, thin)
	}
	for i := 1; i < p.Rows; i++ {
		y := box.Y + float64(i)*cell
		c.Line(draw.Point{X: box.X, Y: y}, draw.Point{X: box.X + w, Y: y}, thin)
	}
	c.Rect(box, nil, draw.Stroke{Width: thickLine, Gray: draw.Black})
	pen := pensFor(c, p, opt)
	if opt.Answer {
		drawLines(c, p, cell, centre, pen)
	}
	font := draw.Font{Face: draw.Bold, Size: digitScale * cell, Gray: draw.Black}
	white := draw.White
	ring := draw.Stroke{Width: max(thinLine, cell/24), Gray: draw.Black}
	for r, row := range p.Givens {
		for col, v := range row {
			if v <= 0 {
				continue
			}
			at := centre(r*p.Cols + col)
			if pen != nil {
				drawDisc(c, pen, at, cell, v)
				continue
			}
			c.Circle(at, circleScale*cell, &white, ring)
			c.Text(at.X, at.Y+draw.CapHeight(font)/2, strconv.Itoa(v), font, draw.AlignCenter)
		}
	}
}

// drawLines draws the solution's lines, each as one rounded polyline
// from endpoint to endpoint, in greys or, with pen, in colour.
func drawLines(c draw.Canvas, p *gen.Puzzle, cell float64, centre func(int) draw.Point, pen *pens) {
	b, s, err := routes(p)
	if err != nil {
		return
	}
	inks := inkOf(b, s)
	for k, ends := range b.ends {
		dc := c
		if pen != nil {
			dc = pen.canvas(k + 1)
		}
		var pts []draw.Point
		prev, x := int16(-1), ends[0]
		for x >= 0 {
			pts = append(pts, centre(int(x)))
			next := int16(-1)
			for i := range int(b.adjN[x]) {
				if y := b.adjC[x][i]; y != prev && s.edge[b.adjE[x][i]] == on {
					next = y
				}
			}
			prev, x = x, next
		}
		dc.Polyline(pts, draw.Stroke{Width: pathScale * cell, Gray: inks[k], Round: true})
	}
}

// inkOf gives each path a grey different from the paths beside it where
// the palette allows (greedily, in path order).
func inkOf(b *board, s *state) []draw.Gray {
	near := nearPaths(b, s)
	pick := make([]int, b.paths)
	inks := make([]draw.Gray, b.paths)
	for k := range b.paths {
		used := takenBy(near, pick, k)
		pick[k] = k % len(pathInks)
		for i := range pathInks {
			if used&(1<<i) == 0 {
				pick[k] = i
				break
			}
		}
		inks[k] = pathInks[pick[k]]
	}
	return inks
}

// takenBy returns the palette entries (bit i for entry i) picked by the
// paths before path k that run beside it.
func takenBy(near []uint64, pick []int, k int) int {
	taken := 0
	for j := range k {
		if near[k]&(1<<j) != 0 {
			taken |= 1 << pick[j]
		}
	}
	return taken
}

// nearPaths returns, for each path of the solved state s, the set of
// paths that run beside it somewhere (bit j for path j).
func nearPaths(b *board, s *state) []uint64 {
	near := make([]uint64, b.paths)
	pathAt := func(x int) int {
		m := s.mask[x]
		k := 0
		for m > 1 {
			m >>= 1
			k++
		}
		return k
	}
	for e := range b.edgeA {
		i, j := pathAt(int(b.edgeA[e])), pathAt(int(b.edgeB[e]))
		if i != j {
			near[i] |= 1 << j
			near[j] |= 1 << i
		}
	}
	return near
}
