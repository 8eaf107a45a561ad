package calcudoku

import (
	"strconv"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// Line weights and proportions of a printed calcudoku, as KenKen books
// print it: thin cell lines, bold cage borders and frame, and each cage's
// target and operation ("12×") small in its top-left cell.
const (
	thinLine    = 0.75 // cell lines, in points: the thinnest that prints
	thickLine   = 2.0  // cage borders and the frame
	digitScale  = 0.55 // digit size, as a fraction of the cell
	labelScale  = 0.24 // the clue's size, as a fraction of the cell
	labelInset  = 0.08 // the clue's distance from the cell's top-left corner
	baselineOff = 0.35 // a digit's baseline below the cell centre, as a fraction of its size
	answerInk   = draw.Gray(0.45)
)

// Draw draws p as a square grid centred in area: thin cell lines, bold
// cage borders and frame, each cage's clue in its first cell, and the
// givens (the one-cell cages) in bold. With opt.Answer it draws the whole
// solution, the solved cells in grey, and leaves out the clues, which
// the digits make plain (so an answer key holds more to a page:
// AnswerTypeScale); opt.Clues keeps them, for a worked example.
func (Kind) Draw(c draw.Canvas, p *gen.Puzzle, area draw.Rect, opt gen.DrawOptions) {
	if checkShape(p) != nil {
		return // nothing sensible to draw; Verify reports the problem
	}
	n := p.Rows
	side := min(area.W, area.H) - thickLine
	if side <= 0 {
		return
	}
	centre := area.Center()
	box := draw.Rect{X: centre.X - side/2, Y: centre.Y - side/2, W: side, H: side}
	cell := side / float64(n)
	owner := gen.CageIndex(n, n, p.Cages)
	drawLines(c, box, owner, n)

	label := draw.Font{Face: draw.Bold, Size: labelScale * cell, Gray: draw.Black}
	for _, cg := range p.Cages {
		if len(cg.Cells) == 1 || opt.Answer && !opt.Clues {
			continue // a given, drawn as a digit; or an answer
		}
		x := box.X + (float64(cg.Cells[0].Col)+labelInset)*cell
		y := box.Y + (float64(cg.Cells[0].Row)+labelInset)*cell + draw.CapHeight(label)
		c.Text(x, y, clueText(cg), label, draw.AlignLeft)
	}

	size := digitScale * cell
	bold := draw.Font{Face: draw.Bold, Size: size, Gray: draw.Black}
	solved := draw.Font{Face: draw.Regular, Size: size, Gray: answerInk}
	for r := range n {
		for col := range n {
			f, v := bold, p.Givens[r][col]
			if v == 0 && opt.Answer && r < len(p.Solution) && col < len(p.Solution[r]) {
				f, v = solved, p.Solution[r][col]
			}
			if v > 0 {
				x := box.X + (float64(col)+0.5)*cell
				y := box.Y + (float64(r)+0.55)*cell + baselineOff*size
				c.Text(x, y, strconv.Itoa(v), f, draw.AlignCenter)
			}
		}
	}
}

// drawLines draws the rules of an n x n grid filling box: thin lines
// between cells of one cage, thick lines between cages (each straight
// run as one line), then the frame.
func drawLines(c draw.Canvas, box draw.Rect, owner [][]int, n int) {
	cell := box.W / float64(n)
	thin := draw.Stroke{Width: thinLine, Gray: draw.Black}
	thick := draw.Stroke{Width: thickLine, Gray: draw.Black}
	for _, heavy := range []bool{false, true} {
		st := thin
		if heavy {
			st = thick
		}
		for i := 1; i < n; i++ {
			// the vertical line left of column i, then the horizontal
			// line above row i, in runs of cells alike.
			runs(n, func(j int) bool { return (owner[j][i-1] != owner[j][i]) == heavy }, func(a, b int) {
				x := box.X + float64(i)*cell
				c.Line(draw.Point{X: x, Y: box.Y + float64(a)*cell}, draw.Point{X: x, Y: box.Y + float64(b)*cell}, st)
			})
			runs(n, func(j int) bool { return (owner[i-1][j] != owner[i][j]) == heavy }, func(a, b int) {
				y := box.Y + float64(i)*cell
				c.Line(draw.Point{X: box.X + float64(a)*cell, Y: y}, draw.Point{X: box.X + float64(b)*cell, Y: y}, st)
			})
		}
	}
	c.Rect(box, nil, thick)
}

// runs calls line(a, b) for each maximal run a..b-1 of 0..n-1 where in
// holds.
func runs(n int, in func(int) bool, line func(a, b int)) {
	start := -1
	for j := 0; j <= n; j++ {
		switch {
		case j < n && in(j) && start < 0:
			start = j
		case (j == n || !in(j)) && start >= 0:
			line(start, j)
			start = -1
		}
	}
}

// clueText is a cage's printed clue: "12×", "1−" (a minus sign), "5÷",
// "7+", or the target alone when the operation is hidden.
func clueText(cg gen.Cage) string {
	t := strconv.Itoa(cg.Target)
	switch {
	case cg.Hidden:
		return t
	case cg.Op == opSub:
		return t + "−"
	}
	return t + cg.Op
}
