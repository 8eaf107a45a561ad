package sudoku

import (
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
)

// unitName names unit u of shape s for messages: "row 3", "column 5", "box 2"
// (1-based, boxes numbered left to right, top to bottom).
func (s *shape) unitName(u int) string {
	kinds := [3]string{"row", "column", "box"}
	return fmt.Sprintf("%s %d", kinds[u/s.n], u%s.n+1)
}

// flatten checks that g is an n x n grid of shape s with values from lo to
// n and returns its cells row by row. Errors wrap gen.ErrMalformed.
func flatten(s *shape, g [][]int, what string, lo int) ([]int, error) {
	return flattenInto(make([]int, 0, s.n*s.n), s, g, what, lo)
}

// flattenInto is flatten appending the cells to cells, so that a caller
// can keep them in an array of its own.
func flattenInto(cells []int, s *shape, g [][]int, what string, lo int) ([]int, error) {
	n := s.n
	if len(g) != n {
		return nil, checkGrid(s, g, what, lo)
	}
	for _, row := range g {
		if len(row) != n {
			return nil, checkGrid(s, g, what, lo)
		}
		for _, v := range row {
			if uint(v-lo) > uint(n-lo) { // v < lo || v > n
				return nil, checkGrid(s, g, what, lo)
			}
			cells = append(cells, v)
		}
	}
	return cells, nil
}

// checkGrid checks that g is an n x n grid of shape s with values from lo
// to n. Errors wrap gen.ErrMalformed and call g what. The loops that read
// a grid check it as they go and call checkGrid only to say what is wrong.
func checkGrid(s *shape, g [][]int, what string, lo int) error {
	n := s.n
	if len(g) != n {
		return fmt.Errorf("sudoku: %s has %d rows, want %d: %w", what, len(g), n, gen.ErrMalformed)
	}
	for r, row := range g {
		if len(row) != n {
			return fmt.Errorf("sudoku: %s row %d has %d cells, want %d: %w", what, r+1, len(row), n, gen.ErrMalformed)
		}
		for c, v := range row {
			if uint(v-lo) > uint(n-lo) { // v < lo || v > n
				return fmt.Errorf("sudoku: %s row %d column %d holds %d, want %d to %d: %w", what, r+1, c+1, v, lo, n, gen.ErrMalformed)
			}
		}
	}
	return nil
}

// checkUnits reports the first unit of s in which cells repeat a digit, as
// an error wrapping gen.ErrMalformed ("row 3 has two 7s").
func checkUnits(s *shape, cells []int, what string) error {
	if msg := s.repeat(cells); msg != "" {
		return fmt.Errorf("sudoku: %s: %s: %w", what, msg, gen.ErrMalformed)
	}
	return nil
}

// repeat describes the first unit of s in which cells repeat a digit, or
// returns "" when none does.
func (s *shape) repeat(cells []int) string {
	if !s.repeats(cells) {
		return ""
	}
	for u, unit := range s.units {
		seen := 0
		for _, c := range unit {
			v := cells[c]
			if v == 0 {
				continue
			}
			if seen&(1<<v) != 0 {
				return fmt.Sprintf("%s has two %ds", s.unitName(u), v)
			}
			seen |= 1 << v
		}
	}
	return ""
}

// repeats reports whether cells may repeat a digit in a unit of s (see
// unitMarks). Parse and Solve check every puzzle, and this is much
// quicker than repeat's walk of the units, which it spares when, as
// nearly always, nothing repeats.
func (s *shape) repeats(cells []int) bool {
	var m unitMarks
	for c, v := range cells[:s.n*s.n] {
		if v != 0 {
			m.mark(s.tab, c, v)
		}
	}
	return m.dup != 0
}

// unitMarks notes the digits met in each unit of a grid, a bit a digit,
// and whether one came twice. Digits over 63 share bits, so dup may be set
// falsely for them, never missed.
type unitMarks struct {
	seen [maxUnits]uint64
	dup  uint64
}

// mark notes digit v (not 0) in cell c's units.
func (m *unitMarks) mark(t *tables, c, v int) {
	bit := uint64(1) << (uint(v) & 63)
	for _, u := range t.unitOf[c] {
		m.dup |= m.seen[u] & bit
		m.seen[u] |= bit
	}
}

// shapeOf returns the shape of p, checking that its recorded size and box
// dimensions agree. Errors wrap gen.ErrMalformed.
func shapeOf(p *gen.Puzzle) (*shape, error) {
	s, err := shapeFor(p.Rows)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", err, gen.ErrMalformed)
	}
	if p.Cols != p.Rows {
		return nil, fmt.Errorf("sudoku: grid is %dx%d, want a square: %w", p.Rows, p.Cols, gen.ErrMalformed)
	}
	if (p.BoxRows != 0 || p.BoxCols != 0) && (p.BoxRows != s.boxRows || p.BoxCols != s.boxCols) {
		return nil, fmt.Errorf("sudoku: boxes of %dx%d in a %dx%d grid, want %dx%d: %w",
			p.BoxRows, p.BoxCols, s.n, s.n, s.boxRows, s.boxCols, gen.ErrMalformed)
	}
	return s, nil
}

// givens returns the shape and the checked givens of p.
func givens(p *gen.Puzzle) (*shape, []int, error) {
	s, err := shapeOf(p)
	if err != nil {
		return nil, nil, err
	}
	cells, err := flatten(s, p.Givens, "givens", 0)
	if err != nil {
		return nil, nil, err
	}
	if err := checkUnits(s, cells, "givens"); err != nil {
		return nil, nil, err
	}
	return s, cells, nil
}

// Verify checks that p.Solution is a complete, valid grid of the right
// shape that agrees with p.Givens. It does not search. Errors wrap
// gen.ErrMalformed.
func (Kind) Verify(p *gen.Puzzle) error {
	s, giv, err := givens(p)
	if err != nil {
		return err
	}
	sol, err := flatten(s, p.Solution, "solution", 1)
	if err != nil {
		return err
	}
	if err := checkUnits(s, sol, "solution"); err != nil {
		return err
	}
	for c, v := range giv {
		if v != 0 && sol[c] != v {
			return fmt.Errorf("sudoku: row %d column %d: given %d but solution %d: %w",
				c/s.n+1, c%s.n+1, v, sol[c], gen.ErrMalformed)
		}
	}
	return nil
}

// grid returns a copy of cells (n*n values) as an n x n grid.
func grid(n int, cells []int) [][]int {
	m := new(gridMem)
	copy(m.cells[:], cells[:n*n])
	return m.grid(n)
}

// gridMem holds an n x n grid, its rows and its cells, in one allocation:
// solve reads a puzzle and writes its solution tens of thousands of times
// a second.
type gridMem struct {
	rows  [maxN][]int
	cells [maxCells]int // row by row
}

// grid returns m's first n*n cells as the rows of an n x n grid.
func (m *gridMem) grid(n int) [][]int {
	for r := range n {
		m.rows[r] = m.cells[r*n : (r+1)*n : (r+1)*n]
	}
	return m.rows[:n:n]
}
