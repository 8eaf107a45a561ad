package kakuro

import (
	"strconv"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// Line weights, inks and proportions of a printed Kakuro, as puzzle books
// print it: white cells with thin borders, every other cell filled dark
// grey, and each clue cell split by a white diagonal from its top-left
// corner, the down sum in its bottom-left half and the across sum in its
// top-right half, in white.
const (
	thinLine   = 0.75 // cell lines and the diagonals, in points: the thinnest that prints
	thickLine  = draw.GridBorder
	digitScale = 0.58 // digit size, as a fraction of the cell
	sumScale   = 0.38 // sum size, as a fraction of the cell
	blockInk   = draw.Gray(0.3)
	answerInk  = draw.Gray(0.45)
)

// Where a clue cell's sums sit, as fractions of the cell from its
// top-left corner: the centre of each number and its baseline. A two-digit
// sum of sumScale stays inside its half, clear of the diagonal.
const (
	downX, downBase     = 0.29, 0.88
	acrossX, acrossBase = 0.71, 0.41
)

// Draw draws p as a grid of square cells centred in area: the blocks and
// clue cells filled dark grey, each clue cell's diagonal and sums, the thin
// lines of the white cells and a thick border. With opt.Answer it draws
// the digits of the solution in the white cells and leaves the clue cells
// plain, without their sums, which the digits make plain (so an answer
// key holds more to a page: AnswerTypeScale); opt.Clues keeps them, for
// a worked example.
func (Kind) Draw(c draw.Canvas, p *gen.Puzzle, area draw.Rect, opt gen.DrawOptions) {
	if !drawable(p) {
		return // nothing sensible to draw; Verify reports the problem
	}
	cell := draw.CellSide(area, p.Rows, p.Cols)
	if cell <= 0 {
		return
	}
	w, h := cell*float64(p.Cols), cell*float64(p.Rows)
	centre := area.Center()
	box := draw.Rect{X: centre.X - w/2, Y: centre.Y - h/2, W: w, H: h}
	at := func(r, col int) draw.Rect {
		return draw.Rect{X: box.X + float64(col)*cell, Y: box.Y + float64(r)*cell, W: cell, H: cell}
	}
	fill := blockInk
	for r := range p.Rows {
		for col := range p.Cols {
			if p.Givens[r][col] < 0 {
				c.Rect(at(r, col), &fill, draw.Stroke{})
			}
		}
	}
	thin := draw.Stroke{Width: thinLine, Gray: draw.Black}
	for i := 1; i < p.Cols; i++ {
		x := box.X + float64(i)*cell
		c.Line(draw.Point{X: x, Y: box.Y}, draw.Point{X: x, Y: box.Y + box.H}, thin)
	}
	for i := 1; i < p.Rows; i++ {
		y := box.Y + float64(i)*cell
		c.Line(draw.Point{X: box.X, Y: y}, draw.Point{X: box.X + box.W, Y: y}, thin)
	}
	for _, cl := range p.Clues {
		if !opt.Answer || opt.Clues { // an answer key's digits make its sums plain
			drawClue(c, cl, at(cl.Cell.Row, cl.Cell.Col))
		}
	}
	c.Rect(box, nil, draw.Stroke{Width: thickLine, Gray: draw.Black})
	if !opt.Answer || len(p.Solution) != p.Rows {
		return
	}
	size := digitScale * cell
	solved := draw.Font{Face: draw.Regular, Size: size, Gray: answerInk}
	for r := range p.Rows {
		for col := range p.Cols {
			if p.Givens[r][col] != 0 || col >= len(p.Solution[r]) || p.Solution[r][col] < 1 {
				continue
			}
			rc := at(r, col)
			c.Text(rc.X+rc.W/2, rc.Y+0.5*cell+0.36*size, strconv.Itoa(p.Solution[r][col]), solved, draw.AlignCenter)
		}
	}
}

// drawClue draws clue cell cl in rc: its diagonal, from the top-left
// corner, and its sums, each in its half.
func drawClue(c draw.Canvas, cl gen.ClueCell, rc draw.Rect) {
	white := draw.Stroke{Width: thinLine, Gray: draw.White}
	c.Line(draw.Point{X: rc.X, Y: rc.Y}, draw.Point{X: rc.X + rc.W, Y: rc.Y + rc.H}, white)
	f := draw.Font{Face: draw.Bold, Size: sumScale * rc.W, Gray: draw.White}
	if cl.Down > 0 {
		c.Text(rc.X+downX*rc.W, rc.Y+downBase*rc.H, strconv.Itoa(cl.Down), f, draw.AlignCenter)
	}
	if cl.Across > 0 {
		c.Text(rc.X+acrossX*rc.W, rc.Y+acrossBase*rc.H, strconv.Itoa(cl.Across), f, draw.AlignCenter)
	}
}

// drawable reports whether p's grids have its size and its clue cells lie
// on non-white cells, so that Draw can draw it.
func drawable(p *gen.Puzzle) bool {
	if p.Rows < 1 || p.Cols < 1 || len(p.Givens) != p.Rows {
		return false
	}
	for _, row := range p.Givens {
		if len(row) != p.Cols {
			return false
		}
	}
	for _, cl := range p.Clues {
		r, col := cl.Cell.Row, cl.Cell.Col
		if r < 0 || col < 0 || r >= p.Rows || col >= p.Cols || p.Givens[r][col] >= 0 {
			return false
		}
	}
	return true
}
