package calcudoku

import (
	"fmt"
	"slices"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// Sizes Calcudoku takes.
const (
	minSize = 3
	maxSize = regions.MaxN // 9
)

// board is a puzzle's fixed part: its geometry, cages and givens.
type board struct {
	geo    *regions.Geometry
	n      int
	cages  []cage
	cageOf []int // per cell, its cage
	givens []int // per cell, its given (one-cell cages' too) or 0
}

// newBoard reads p, whose shape checkShape has passed.
func newBoard(p *gen.Puzzle) *board { return boardOf(p.Rows, p.Givens, p.Cages, nil) }

// cageCache holds the cages a generator has read, by their clue and
// cells: its walk changes one or two cages of a layout a step, and reads
// the others again. A cached cage is never changed.
type cageCache map[cageID]*cage

// cageID names a cage of at most maxCage cells by its clue and its cells
// (each plus one, in the order the puzzle lists them).
type cageID struct {
	cells  [maxCage]uint8
	op     uint8 // opCode's
	target int
	hidden bool
}

// boardOf reads the n x n puzzle of givens (nil: none but its one-cell
// cages) and cages as newBoard does, taking the cages it has read before
// from known and adding the others, when known is not nil.
func boardOf(n int, givens [][]int, cages []gen.Cage, known cageCache) *board {
	return new(board).read(n, givens, cages, known)
}

// read is boardOf into b, whose lists it reuses: the generator reads
// one board a run of the ladder.
func (b *board) read(n int, givens [][]int, cages []gen.Cage, known cageCache) *board {
	b.geo, b.n = regions.SharedLatin(n), n
	b.cageOf, b.givens = cleared(b.cageOf, n*n), cleared(b.givens, n*n)
	b.cages = slices.Grow(b.cages[:0], len(cages))[:len(cages)]
	for r, row := range givens {
		copy(b.givens[r*n:], row)
	}
	for k, cg := range cages {
		id := cageID{op: opCode(cg.Op), target: cg.Target, hidden: cg.Hidden}
		for j, x := range cg.Cells {
			i := x.Row*n + x.Col
			b.cageOf[i] = k
			id.cells[j] = uint8(i + 1)
		}
		c, ok := known[id]
		if !ok {
			c = readCage(cg, n)
			if known != nil {
				known[id] = c
			}
		}
		if len(c.cells) == 1 {
			b.givens[c.cells[0]] = c.target
		}
		b.cages[k] = *c
	}
	return b
}

// cleared returns s with length m, every element 0, reusing its array
// when it is large enough.
func cleared(s []int, m int) []int {
	s = slices.Grow(s[:0], m)[:m]
	clear(s)
	return s
}

// readCage reads cg on an n x n grid, with its tuples.
func readCage(cg gen.Cage, n int) *cage {
	// One allocation holds the cage, its cells and lines, and the words
	// its copies share.
	box := &struct {
		c     cage
		words []uint64
		cells [maxCage]int
		lines [maxCage + 1]cageLine // a connected cage's most
	}{}
	c := &box.c
	c.target, c.op, c.hidden, c.lineWords = cg.Target, cg.Op, cg.Hidden, &box.words
	c.cells, c.lines = box.cells[:0], box.lines[:0]
	if len(cg.Cells) > maxCage {
		c.cells = make([]int, 0, len(cg.Cells))
	}
	for _, x := range cg.Cells {
		c.cells = append(c.cells, x.Row*n+x.Col)
	}
	slices.Sort(c.cells)
	if len(c.cells) == 1 {
		c.op = opNone
	}
	c.enumerate(n)
	return c
}

// checkShape checks what every reader of p relies on: a square grid of 3
// to 9, givens in range, and cages of 1 to maxCage connected cells that cover
// every cell once, each with an operation its size takes and a target
// some digits make.
func checkShape(p *gen.Puzzle) error {
	n := p.Rows
	switch {
	case p.Cols != n:
		return fmt.Errorf("calcudoku: %w: the grid must be square, not %dx%d", gen.ErrMalformed, n, p.Cols)
	case n > maxSize:
		return fmt.Errorf("calcudoku: %w: %dx%d, the most is 9x9", gen.ErrTooLarge, n, n)
	case n < minSize:
		return fmt.Errorf("calcudoku: %w: %dx%d, the least is 3x3", gen.ErrMalformed, n, n)
	case p.BoxRows != 0 || p.BoxCols != 0:
		return fmt.Errorf("calcudoku: %w: a calcudoku has no boxes", gen.ErrMalformed)
	case len(p.Givens) != n:
		return fmt.Errorf("calcudoku: %w: %d rows of givens, want %d", gen.ErrMalformed, len(p.Givens), n)
	}
	for r, row := range p.Givens {
		if len(row) != n {
			return fmt.Errorf("calcudoku: %w: givens row %d has %d cells, want %d", gen.ErrMalformed, r+1, len(row), n)
		}
		for c, v := range row {
			if v < 0 || v > n {
				return fmt.Errorf("calcudoku: %w: r%dc%d holds %d, want 1 to %d or blank", gen.ErrMalformed, r+1, c+1, v, n)
			}
		}
	}
	return checkCages(p, n)
}

// checkCages checks p's cages on an n x n grid.
func checkCages(p *gen.Puzzle, n int) error {
	var owner [maxCells]int
	for i, cg := range p.Cages {
		if len(cg.Cells) == 0 || len(cg.Cells) > maxCage {
			return fmt.Errorf("calcudoku: %w: cage %d has %d cells, want 1 to %d", gen.ErrMalformed, i+1, len(cg.Cells), maxCage)
		}
		for _, c := range cg.Cells {
			if c.Row < 0 || c.Row >= n || c.Col < 0 || c.Col >= n {
				return fmt.Errorf("calcudoku: %w: cage %d has a cell outside the grid, r%dc%d", gen.ErrMalformed, i+1, c.Row+1, c.Col+1)
			}
			if owner[c.Row*n+c.Col] != 0 {
				return fmt.Errorf("calcudoku: %w: r%dc%d is in two cages", gen.ErrMalformed, c.Row+1, c.Col+1)
			}
			owner[c.Row*n+c.Col] = i + 1
		}
		if !connected(cg.Cells) {
			return fmt.Errorf("calcudoku: %w: cage %d is not connected", gen.ErrMalformed, i+1)
		}
		if err := checkOp(cg, n); err != nil {
			return fmt.Errorf("calcudoku: %w: cage %d: %v", gen.ErrMalformed, i+1, err)
		}
		if len(cg.Cells) == 1 {
			if v := p.Givens[cg.Cells[0].Row][cg.Cells[0].Col]; v != 0 && v != cg.Target {
				return fmt.Errorf("calcudoku: %w: cage %d is the one cell r%dc%d, %d, but its given is %d", gen.ErrMalformed, i+1, cg.Cells[0].Row+1, cg.Cells[0].Col+1, cg.Target, v)
			}
		}
	}
	for r := range n {
		for c := range n {
			if owner[r*n+c] == 0 {
				return fmt.Errorf("calcudoku: %w: r%dc%d is in no cage", gen.ErrMalformed, r+1, c+1)
			}
		}
	}
	return nil
}

// checkOp checks that a cage's operation fits its size and that its
// target is in reach.
func checkOp(cg gen.Cage, n int) error {
	k := len(cg.Cells)
	switch {
	case k == 1 && (cg.Op != opNone && cg.Op != opAdd && cg.Op != opMul):
		return fmt.Errorf("a one-cell cage has operation %q, want none", cg.Op)
	case k == 1 && (cg.Target < 1 || cg.Target > n):
		return fmt.Errorf("a one-cell cage holds %d, want 1 to %d", cg.Target, n)
	case k == 1:
		return nil
	case !slices.Contains([]string{opAdd, opSub, opMul, opDiv}, cg.Op) && !(cg.Op == opNone && cg.Hidden):
		return fmt.Errorf("operation %q, want +, -, × or ÷", cg.Op)
	case (cg.Op == opSub || cg.Op == opDiv) && k != 2:
		return fmt.Errorf("%s on %d cells: - and ÷ take two", cg.Op, k)
	case cg.Target < 1:
		return fmt.Errorf("target %d, want 1 or more", cg.Target)
	}
	return nil
}

// connected reports whether cells form one group through shared sides.
func connected(cells []gen.Cell) bool {
	var buf [maxCage]gen.Cell
	seen := append(buf[:0], cells[0])
	for i := 0; i < len(seen); i++ {
		for _, c := range cells {
			dr, dc := c.Row-seen[i].Row, c.Col-seen[i].Col
			if dr*dr+dc*dc == 1 && !slices.Contains(seen, c) {
				seen = append(seen, c)
			}
		}
	}
	return len(seen) == len(cells)
}

// Narrow keeps each cell of every cage to the digits some tuple of the
// cage holds there whose every digit its cell still allows; it reports
// false when a cage has no such tuple (regions.Constraint).
func (b *board) Narrow(vals []uint8, cand []uint16) bool {
	for k := range b.cages {
		c := &b.cages[k]
		m := c.masks(cand)
		sup, fit := supportOf(c, &m, 0)
		if fit == 0 {
			return false
		}
		for j, i := range c.cells {
			cand[i] &= sup[j]
		}
	}
	return true
}

// masks returns the candidates in cand of c's cells.
func (c *cage) masks(cand []uint16) (m [maxCage]uint16) {
	for j, i := range c.cells {
		m[j] = cand[i]
	}
	return m
}

// bit is digit d's candidate bit.
func bit(d int) uint16 { return 1 << (d - 1) }
