package gen

import (
	"context"
	"io"
)

// StreamParser is a Kind whose text can be read a puzzle at a time, so
// that a long input is solved as it is read, in memory that does not
// grow with it.
type StreamParser interface {
	// ParseEach reads r as Parse does and calls yield with each puzzle as
	// soon as its text has been read, with the first and last line (from
	// 1) its text spans. It returns yield's first error, or the error
	// Parse would return, after yielding the puzzles before it.
	ParseEach(r io.Reader, yield func(p *Puzzle, first, last int) error) error
}

// Collect reads every puzzle of r with ParseEach, as Parse returns them.
func Collect(k StreamParser, r io.Reader) ([]*Puzzle, error) {
	var out []*Puzzle
	err := k.ParseEach(r, func(p *Puzzle, _, _ int) error {
		out = append(out, p)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// LineAppender is a Kind whose grids can be written on one line that its
// Parse reads back (a 9x9 grid's 81 cells), so that a stream of results is
// printed without a writer or a copy a grid.
type LineAppender interface {
	// AppendLine appends grid g (givens or solution) of p to dst as one
	// line without its newline: what Format writes, its white space
	// dropped.
	AppendLine(dst []byte, p *Puzzle, g [][]int) ([]byte, error)
}

// GridReuser is a Kind whose Solve can write the first solution into a
// grid the caller already has, so that a stream of puzzles is solved
// without a new grid each: fresh memory for every puzzle costs solve, which
// reads tens of thousands a second, about what the solving does.
type GridReuser interface {
	// SolveInto is Solve writing the first solution into grid, which
	// Solution.Grid then is, when grid has the rows and columns of p; into
	// a new grid otherwise.
	SolveInto(ctx context.Context, p *Puzzle, grid [][]int) (Solution, error)
}

// Recycler is a Kind whose parser can read the next puzzle into the memory
// of one no longer used, for the reason GridReuser gives.
type Recycler interface {
	// Recycle hands back p, with its grids: the caller uses them no more.
	Recycle(p *Puzzle)
}
