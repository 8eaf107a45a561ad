package numberlink

import (
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
)

// maxPaths is the most paths a puzzle may have: a cell's possible paths
// are a bit set in one uint64.
const maxPaths = 64

// The largest puzzles the solver takes: cells are numbered in an int16,
// and the SAT encoding holds a variable for each pair of a cell and a path
// it may take, so that memory grows with their product (about 200 MB at
// the limit; thomasahle's 10x310 puzzle, the largest in the reference
// data, has 3,100 cells and 62 paths).
const (
	maxCells     = 1 << 14
	maxCellPaths = 200_000
)

// sizeProblem says why a grid of rows x cols with paths paths is larger
// than the solver takes, naming the limit, or returns "".
func sizeProblem(rows, cols, paths int) string {
	switch {
	case rows*cols > maxCells:
		return fmt.Sprintf("a %dx%d grid is too big: %d cells, at most %d", rows, cols, rows*cols, maxCells)
	case rows*cols*paths > maxCellPaths:
		return fmt.Sprintf("a %dx%d grid with %d paths is too big: cells times paths is %d, at most %d", rows, cols, paths, rows*cols*paths, maxCellPaths)
	}
	return ""
}

// board is the fixed part of a puzzle: the grid graph without its solid
// cells, the endpoints and the degree each cell needs.
type board struct {
	rows, cols int
	paths      int        // number of paths
	need       []int8     // edges a cell needs: 0 solid, 1 endpoint, 2 blank
	label      []int8     // the path index of an endpoint, else -1
	ends       [][2]int16 // the two endpoint cells of each path
	adjN       []uint8    // number of neighbours of each cell
	adjC       [][4]int16 // neighbouring cells
	adjE       [][4]int16 // the edges to them
	edgeA      []int16    // the lower-numbered cell of each edge
	edgeB      []int16    // the higher-numbered cell of each edge
}

// newBoard builds the board of a givens grid: k > 0 marks the two
// endpoints of path k, 0 a blank cell and -1 a solid cell. Givens that
// break the rules give an error wrapping gen.ErrMalformed.
func newBoard(g [][]int) (*board, error) {
	rows := len(g)
	if rows == 0 {
		return nil, fmt.Errorf("numberlink: empty grid: %w", gen.ErrMalformed)
	}
	cols := len(g[0])
	if cols == 0 {
		return nil, fmt.Errorf("numberlink: row 1 is empty: %w", gen.ErrMalformed)
	}
	if msg := sizeProblem(rows, cols, 0); msg != "" {
		return nil, fmt.Errorf("numberlink: %s: %w", msg, gen.ErrTooLarge)
	}
	b := &board{rows: rows, cols: cols}
	n := rows * cols
	b.need = make([]int8, n)
	b.label = make([]int8, n)
	seen := map[int][]int{}
	maxLabel := 0
	for r, row := range g {
		if len(row) != cols {
			return nil, fmt.Errorf("numberlink: row %d has %d cells, want %d: %w", r+1, len(row), cols, gen.ErrMalformed)
		}
		for c, v := range row {
			x := r*cols + c
			b.label[x] = -1
			switch {
			case v == -1:
			case v == 0:
				b.need[x] = 2
			case v > 0 && v <= maxPaths:
				b.need[x] = 1
				seen[v] = append(seen[v], x)
				maxLabel = max(maxLabel, v)
			default:
				return nil, fmt.Errorf("numberlink: row %d column %d holds %d, want -1 (solid), 0 (blank) or a path number 1 to %d: %w", r+1, c+1, v, maxPaths, gen.ErrMalformed)
			}
		}
	}
	if msg := sizeProblem(rows, cols, maxLabel); msg != "" {
		return nil, fmt.Errorf("numberlink: %s: %w", msg, gen.ErrTooLarge)
	}
	b.paths = maxLabel
	b.ends = make([][2]int16, maxLabel)
	for k := 1; k <= maxLabel; k++ {
		cells := seen[k]
		if len(cells) != 2 {
			return nil, fmt.Errorf("numberlink: path %d has %d endpoints, want 2 (paths are numbered 1 to %d without gaps): %w", k, len(cells), maxLabel, gen.ErrMalformed)
		}
		b.ends[k-1] = [2]int16{int16(cells[0]), int16(cells[1])}
		b.label[cells[0]], b.label[cells[1]] = int8(k-1), int8(k-1)
	}
	b.link()
	return b, nil
}

// link builds the edges between orthogonally adjacent open cells.
func (b *board) link() {
	n := b.rows * b.cols
	b.adjN = make([]uint8, n)
	b.adjC = make([][4]int16, n)
	b.adjE = make([][4]int16, n)
	add := func(x, y int) {
		e := int16(len(b.edgeA))
		b.edgeA = append(b.edgeA, int16(x))
		b.edgeB = append(b.edgeB, int16(y))
		b.adjC[x][b.adjN[x]], b.adjE[x][b.adjN[x]] = int16(y), e
		b.adjN[x]++
		b.adjC[y][b.adjN[y]], b.adjE[y][b.adjN[y]] = int16(x), e
		b.adjN[y]++
	}
	for x := range n {
		if b.need[x] == 0 {
			continue
		}
		r, c := x/b.cols, x%b.cols
		if c+1 < b.cols && b.need[x+1] != 0 {
			add(x, x+1)
		}
		if r+1 < b.rows && b.need[x+b.cols] != 0 {
			add(x, x+b.cols)
		}
	}
}

// cells returns the number of cells.
func (b *board) cells() int { return b.rows * b.cols }
