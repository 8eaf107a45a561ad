package numberlink

import (
	"strconv"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// pathColours are the hues of paths drawn in colour, in the order paths
// take them: as in Flow, red, blue, green, yellow, orange, cyan, magenta,
// maroon, purple ..., each darkened or lightened just enough to stand out
// on white.
var pathColours = []draw.RGB{
	{R: 0.91, G: 0.11, B: 0.14}, // red
	{R: 0.12, G: 0.35, B: 0.95}, // blue
	{R: 0.10, G: 0.58, B: 0.16}, // green
	{R: 0.96, G: 0.78, B: 0.05}, // yellow
	{R: 1.00, G: 0.52, B: 0.00}, // orange
	{R: 0.00, G: 0.75, B: 0.85}, // cyan
	{R: 0.88, G: 0.15, B: 0.78}, // magenta
	{R: 0.55, G: 0.16, B: 0.10}, // maroon
	{R: 0.45, G: 0.18, B: 0.68}, // purple
	{R: 0.55, G: 0.86, B: 0.12}, // lime
	{R: 0.00, G: 0.47, B: 0.47}, // teal
	{R: 1.00, G: 0.56, B: 0.72}, // pink
	{R: 0.07, G: 0.11, B: 0.45}, // navy
	{R: 0.55, G: 0.52, B: 0.06}, // olive
	{R: 0.55, G: 0.55, B: 0.55}, // grey
	{R: 0.80, G: 0.64, B: 0.42}, // tan
}

// pens draw the paths of one puzzle in colour.
type pens struct {
	on      draw.Colourer
	colours []draw.RGB // by path number - 1
}

// pensFor returns the pens of p when opt asks for colour and c can draw
// it, or nil to draw in greys.
func pensFor(c draw.Canvas, p *gen.Puzzle, opt gen.DrawOptions) *pens {
	cc, ok := c.(draw.Colourer)
	if !opt.Colour || !ok {
		return nil
	}
	return &pens{on: cc, colours: coloursOf(p)}
}

// canvas returns a canvas drawing in the colour of path number v.
func (pn *pens) canvas(v int) draw.Canvas { return pn.on.InColour(pn.colour(v)) }

// colour is the colour of path number v.
func (pn *pens) colour(v int) draw.RGB {
	if v-1 < len(pn.colours) {
		return pn.colours[v-1]
	}
	return pathColours[(v-1)%len(pathColours)]
}

// coloursOf gives each path of p a colour: while the palette lasts every
// path its own, in number order; past it, greedily, a colour no earlier
// path with an endpoint near one of its own has, the least used first.
// Only the givens decide, so the colours of a puzzle say nothing of its
// solution, and its answer gets the same ones. Givens that do not make a
// board give nil, and paths take the palette in turn.
func coloursOf(p *gen.Puzzle) []draw.RGB {
	b, err := newBoard(p.Givens)
	if err != nil {
		return nil
	}
	near := nearEnds(b)
	pick := make([]int, b.paths)
	uses := make([]int, len(pathColours))
	out := make([]draw.RGB, b.paths)
	for k := range b.paths {
		taken := takenBy(near, pick, k)
		best, bestScore := 0, -1
		for i := range pathColours {
			score := uses[i]
			if taken&(1<<i) != 0 {
				score += b.paths + 1 // a neighbour's colour only when all are
			}
			if bestScore < 0 || score < bestScore {
				best, bestScore = i, score
			}
		}
		pick[k] = best
		uses[best]++
		out[k] = pathColours[best]
	}
	return out
}

// nearEnd is how many cells apart, across or along, two endpoints may be
// to count as near for the colouring.
const nearEnd = 2

// nearEnds returns, for each path of b, the set of paths with an endpoint
// within nearEnd cells of one of its own (bit j for path j).
func nearEnds(b *board) []uint64 {
	near := make([]uint64, b.paths)
	for i := range b.paths {
		for j := range i {
			if endsNear(b, b.ends[i], b.ends[j]) {
				near[i] |= 1 << j
				near[j] |= 1 << i
			}
		}
	}
	return near
}

// endsNear reports whether an endpoint of one pair lies within nearEnd
// cells of an endpoint of the other.
func endsNear(b *board, p, q [2]int16) bool {
	for _, x := range p {
		for _, y := range q {
			dr := abs(int(x)/b.cols - int(y)/b.cols)
			dc := abs(int(x)%b.cols - int(y)%b.cols)
			if max(dr, dc) <= nearEnd {
				return true
			}
		}
	}
	return false
}

// abs returns |v|.
func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// drawDisc draws the endpoint of path number v at at as a disc of the
// path's colour, its number in white or black, whichever reads better.
func drawDisc(c draw.Canvas, pn *pens, at draw.Point, cell float64, v int) {
	col := pn.colour(v)
	fill := draw.Black // the tint replaces it
	pn.on.InColour(col).Circle(at, circleScale*cell, &fill, draw.Stroke{})
	ink := draw.White
	if col.Luma() > 0.6 {
		ink = draw.Black
	}
	font := draw.Font{Face: draw.Bold, Size: digitScale * cell, Gray: ink}
	c.Text(at.X, at.Y+draw.CapHeight(font)/2, strconv.Itoa(v), font, draw.AlignCenter)
}
