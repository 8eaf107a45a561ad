package kakuro

import (
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/internal/golden"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// handMade returns a 4x4 grid of sums written by hand (its solution
// checked against them by sumsAgree): a block in two corners, clue cells
// heading runs of two and three, one of them (1,3) heading only a down
// run below the across run beside it. Its sums have three fillings
// (TestExampleUnique counts them): the drawing and the player's logic
// need no more than one solution that makes them.
//
//	#     3\    23\   #
//	\10   1     9     16\
//	\17   2     8     7
//	#     \15   6     9
func handMade() *gen.Puzzle {
	x := -1
	return &gen.Puzzle{
		Kind: "kakuro", Rows: 4, Cols: 4,
		Givens: [][]int{{x, x, x, x}, {x, 0, 0, x}, {x, 0, 0, 0}, {x, x, 0, 0}},
		Solution: [][]int{
			{x, x, x, x}, {x, 1, 9, x}, {x, 2, 8, 7}, {x, x, 6, 9},
		},
		Overlays: gen.Overlays{Clues: []gen.ClueCell{
			{Cell: gen.Cell{Row: 0, Col: 1}, Down: 3},
			{Cell: gen.Cell{Row: 0, Col: 2}, Down: 23},
			{Cell: gen.Cell{Row: 1, Col: 0}, Across: 10},
			{Cell: gen.Cell{Row: 1, Col: 3}, Down: 16},
			{Cell: gen.Cell{Row: 2, Col: 0}, Across: 17},
			{Cell: gen.Cell{Row: 3, Col: 1}, Across: 15},
		}},
	}
}

// sumsAgree reports whether p's solution makes every clue's sums: the
// check that keeps handMade a Kakuro without the solver.
func sumsAgree(p *gen.Puzzle) bool {
	for _, cl := range p.Clues {
		for _, dir := range [][2]int{{1, 0}, {0, 1}} {
			want := cl.Down
			if dir[1] == 1 {
				want = cl.Across
			}
			sum, seen := 0, 0
			r, c := cl.Cell.Row+dir[0], cl.Cell.Col+dir[1]
			for r < p.Rows && c < p.Cols && p.Givens[r][c] == 0 {
				d := p.Solution[r][c]
				if seen&(1<<d) != 0 {
					return false
				}
				seen |= 1 << d
				sum += d
				r, c = r+dir[0], c+dir[1]
			}
			if sum != want {
				return false
			}
		}
	}
	return true
}

// TestDrawGolden records the drawing of handMade, puzzle and answer, as a
// list of drawing operations, against testdata: the grey blocks and clue
// cells, the white diagonals and sums, the thin lines and the border.
func TestDrawGolden(t *testing.T) {
	p := handMade()
	if !sumsAgree(p) {
		t.Fatal("handMade's solution does not make its sums")
	}
	var rec draw.Recorder
	area := draw.Rect{X: 10, Y: 10, W: 146, H: 146}
	Kind{}.Draw(&rec, p, area, gen.DrawOptions{})
	rec.Text(0, 0, "--- answer", draw.Font{Face: draw.Regular, Size: 7}, draw.AlignLeft)
	Kind{}.Draw(&rec, p, area, gen.DrawOptions{Answer: true})
	got := rec.String()
	golden.Check(t, "draw4.golden", got)
	puzzle, answer, _ := strings.Cut(got, "--- answer")
	for _, s := range []string{`"3" bold`, `"23" bold`, `"10" bold`, `"16" bold`, `"17" bold`, `"15" bold`} {
		if strings.Count(puzzle, s) != 1 {
			t.Errorf("the puzzle draws %s %d times, want once", s, strings.Count(puzzle, s))
		}
	}
	if n := strings.Count(puzzle, "fill=0.30"); n != 9 {
		t.Errorf("the puzzle fills %d cells dark grey, want the 9 that are not white", n)
	}
	if n := strings.Count(answer, "gray=0.45"); n != 7 {
		t.Errorf("the answer draws %d digits, want the 7 white cells'", n)
	}
}

// TestSumsInTheirHalves sets the widest sums (45, and 3 in the narrowest
// digits) in a cell and checks that each one's box, from its left end to
// its right and from its baseline to its capitals, lies inside the cell's
// half it belongs to, clear of the diagonal, whatever the cell's size.
func TestSumsInTheirHalves(t *testing.T) {
	for _, side := range []float64{14, 24, 40} {
		for _, sum := range []string{"45", "11", "3"} {
			f := draw.Font{Face: draw.Bold, Size: sumScale * side}
			w, ch := draw.TextWidth(sum, f)/side, draw.CapHeight(f)/side
			// Down: below the diagonal y = x, so its top-right corner too.
			if l, r, top := downX-w/2, downX+w/2, downBase-ch; l < 0.04 || top <= r+0.04 || downBase > 0.96 {
				t.Errorf("side %g: down sum %s spans x %.2f-%.2f, top %.2f: over the diagonal or the cell's edge", side, sum, l, r, top)
			}
			// Across: above the diagonal, so its bottom-left corner too.
			if l, r, top := acrossX-w/2, acrossX+w/2, acrossBase-ch; r > 0.96 || acrossBase >= l-0.04 || top < 0.04 {
				t.Errorf("side %g: across sum %s spans x %.2f-%.2f, baseline %.2f: over the diagonal or the cell's edge", side, sum, l, r, acrossBase)
			}
		}
	}
}

// smallestType is a Canvas that keeps the smallest type drawn on it.
type smallestType struct {
	draw.Recorder
	size float64
}

func (s *smallestType) Text(x, y float64, text string, f draw.Font, a draw.Align) {
	if s.size == 0 || f.Size < s.size {
		s.size = f.Size
	}
}

// TestTypeScale checks that the type scales are the smallest type Draw
// sets, as a fraction of the cell the drawing has: the sums in a puzzle,
// the digits in an answer, which leaves the sums out.
func TestTypeScale(t *testing.T) {
	p := handMade()
	area := draw.Rect{W: 82, H: 82} // cells of 20 points
	for _, answer := range []bool{false, true} {
		var c smallestType
		Kind{}.Draw(&c, p, area, gen.DrawOptions{Answer: answer})
		scale := Kind{}.TypeScale(gen.Params{}, draw.Bold)
		if answer {
			scale = Kind{}.AnswerTypeScale(gen.Params{}, draw.Bold)
		}
		if want := scale * draw.CellSide(area, p.Rows, p.Cols); c.size != want {
			t.Errorf("answer %v: smallest type %.2fpt, want the type scale's %.2fpt", answer, c.size, want)
		}
	}
}
