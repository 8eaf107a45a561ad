package kakuro

import (
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
)

// The largest grid the solver reads, clue row and column included: the
// largest published puzzles are 31x46.
const (
	maxRows = 48
	maxCols = 48
)

// run is one run of white cells: their indexes in the board, in order,
// and the sum they make (0 for a one-cell run without a clue).
type run struct {
	cells  []int
	sum    int
	across bool
	head   gen.Cell // the clue cell at its head
}

// board is a puzzle read for solving: its white cells numbered in reading
// order, their runs, and the givens.
type board struct {
	rows, cols int
	pos        []gen.Cell // the grid cell of each white cell
	index      [][]int    // the white cell at each grid cell, -1 for none
	runs       []run
	runsOf     [][2]int // the across and down run of each white cell
	givens     []int    // the digit given in each white cell, 0 for none
}

// checkShape reports a puzzle whose grids or clues do not fit its size.
func checkShape(p *gen.Puzzle) error {
	if p.Rows < 2 || p.Cols < 2 {
		return fmt.Errorf("kakuro: %w: a %dx%d grid, want 2x2 or more", gen.ErrMalformed, p.Rows, p.Cols)
	}
	if p.Rows > maxRows || p.Cols > maxCols {
		return fmt.Errorf("kakuro: %dx%d, the most is %dx%d: %w", p.Rows, p.Cols, maxRows, maxCols, gen.ErrTooLarge)
	}
	if err := checkRows(p, p.Givens, "given"); err != nil {
		return err
	}
	for r, row := range p.Givens {
		for c, v := range row {
			if v < -1 || v > 9 {
				return fmt.Errorf("kakuro: %w: r%dc%d holds %d, want -1, 0 or 1 to 9", gen.ErrMalformed, r+1, c+1, v)
			}
		}
	}
	return nil
}

// checkRows reports a grid g (what names it) without p's rows and
// columns.
func checkRows(p *gen.Puzzle, g [][]int, what string) error {
	if len(g) != p.Rows {
		return fmt.Errorf("kakuro: %w: %d %s rows, want %d", gen.ErrMalformed, len(g), what, p.Rows)
	}
	for r, row := range g {
		if len(row) != p.Cols {
			return fmt.Errorf("kakuro: %w: %s row %d has %d cells, want %d", gen.ErrMalformed, what, r+1, len(row), p.Cols)
		}
	}
	return nil
}

// newBoard reads p, which checkShape passed, and reports clues that do
// not fit its white cells: a clue on a white cell or off the grid, a run
// of two or more cells without a sum, a sum no run of its length makes.
func newBoard(p *gen.Puzzle) (*board, error) { return readBoard(p, true) }

// readBoard is newBoard, with the checks of runs against their sums left
// out unless strict (the generator reads its patterns before their sums).
func readBoard(p *gen.Puzzle, strict bool) (*board, error) {
	if err := checkShape(p); err != nil {
		return nil, err
	}
	b := &board{rows: p.Rows, cols: p.Cols, index: gen.NewGrid(p.Rows, p.Cols)}
	for r := range p.Rows {
		for c := range p.Cols {
			b.index[r][c] = -1
			if v := p.Givens[r][c]; v >= 0 {
				b.index[r][c] = len(b.pos)
				b.pos = append(b.pos, gen.Cell{Row: r, Col: c})
				b.givens = append(b.givens, v)
			}
		}
	}
	clue := make(map[gen.Cell]gen.ClueCell, len(p.Clues))
	for _, k := range p.Clues {
		x := k.Cell
		switch {
		case x.Row < 0 || x.Row >= p.Rows || x.Col < 0 || x.Col >= p.Cols:
			return nil, fmt.Errorf("kakuro: %w: a clue at r%dc%d, outside the %dx%d grid", gen.ErrMalformed, x.Row+1, x.Col+1, p.Rows, p.Cols)
		case b.index[x.Row][x.Col] >= 0:
			return nil, fmt.Errorf("kakuro: %w: a clue at r%dc%d, a white cell", gen.ErrMalformed, x.Row+1, x.Col+1)
		case k.Down < 0 || k.Across < 0:
			return nil, fmt.Errorf("kakuro: %w: a negative sum at r%dc%d", gen.ErrMalformed, x.Row+1, x.Col+1)
		}
		if _, dup := clue[x]; dup {
			return nil, fmt.Errorf("kakuro: %w: two clues at r%dc%d", gen.ErrMalformed, x.Row+1, x.Col+1)
		}
		clue[x] = k
	}
	b.runsOf = make([][2]int, len(b.pos))
	for _, across := range []bool{true, false} {
		if err := b.readRuns(clue, across, strict); err != nil {
			return nil, err
		}
	}
	for x, k := range clue {
		if k.Across > 0 && !b.white(x.Row, x.Col+1) || k.Down > 0 && !b.white(x.Row+1, x.Col) {
			return nil, fmt.Errorf("kakuro: %w: the clue at r%dc%d heads no run its sum could be for", gen.ErrMalformed, x.Row+1, x.Col+1)
		}
	}
	return b, nil
}

// white reports whether (r, c) is a white cell of the grid.
func (b *board) white(r, c int) bool {
	return r >= 0 && r < b.rows && c >= 0 && c < b.cols && b.index[r][c] >= 0
}

// readRuns finds the runs one way and checks their clues.
func (b *board) readRuns(clue map[gen.Cell]gen.ClueCell, across, strict bool) error {
	way, dr, dc, n, m := "down", 1, 0, b.cols, b.rows
	if across {
		way, dr, dc, n, m = "across", 0, 1, b.rows, b.cols
	}
	for line := range n {
		for k := 0; k < m; {
			r, c := line*dc+k*dr, line*dr+k*dc // (line, k) along the way
			if !b.white(r, c) {
				k++
				continue
			}
			head := gen.Cell{Row: r - dr, Col: c - dc}
			var cells []int
			for ; k < m && b.white(line*dc+k*dr, line*dr+k*dc); k++ {
				cells = append(cells, b.index[line*dc+k*dr][line*dr+k*dc])
			}
			sum := 0
			if cl, ok := clue[head]; ok {
				sum = cl.Down
				if across {
					sum = cl.Across
				}
			}
			switch {
			case !strict:
			case sum == 0 && len(cells) > 1:
				return fmt.Errorf("kakuro: %w: the %s run from r%dc%d has no sum", gen.ErrMalformed, way, r+1, c+1)
			case len(cells) > 9:
				return fmt.Errorf("kakuro: %w: the %s run from r%dc%d has %d cells, the most is 9", gen.ErrMalformed, way, r+1, c+1, len(cells))
			case sum != 0 && (sum < minSum(len(cells)) || sum > maxSum(len(cells))):
				return fmt.Errorf("kakuro: %w: the %s run from r%dc%d has %d cells, which cannot add up to %d", gen.ErrMalformed, way, r+1, c+1, len(cells), sum)
			}
			side := 1
			if across {
				side = 0
			}
			for _, i := range cells {
				b.runsOf[i][side] = len(b.runs)
			}
			b.runs = append(b.runs, run{cells: cells, sum: sum, across: across, head: head})
		}
	}
	return nil
}

// minSum and maxSum are the least and most n different digits add up to.
func minSum(n int) int { return n * (n + 1) / 2 }
func maxSum(n int) int { return n * (19 - n) / 2 }

// name is how a message names run k: "the across 16 in 2 at r2c3".
func (b *board) name(k int) string { return b.said(k).String() }

// said is how a step's sentence names run k: "the across 16 in 2 at
// r2c3", its sum, its length and its clue cell.
func (b *board) said(k int) gen.Words {
	u := b.runs[k]
	at := fmt.Sprintf("r%dc%d", u.head.Row+1, u.head.Col+1)
	if u.across {
		return gen.Say("the across %d in %d at %s", u.sum, len(u.cells), at)
	}
	return gen.Say("the down %d in %d at %s", u.sum, len(u.cells), at)
}

// grid returns digits of the white cells as a puzzle grid, -1 elsewhere.
func (b *board) grid(digits []int) [][]int {
	g := gen.NewGrid(b.rows, b.cols)
	for r := range g {
		for c := range g[r] {
			g[r][c] = -1
		}
	}
	for i, x := range b.pos {
		g[x.Row][x.Col] = digits[i]
	}
	return g
}
