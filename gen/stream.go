package gen

import "io"

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
// Parse reads back (a Sudoku's 81 cells), so that a stream of results is
// printed without a writer or a copy a grid.
type LineAppender interface {
	// AppendLine appends grid g (givens or solution) of p to dst as one
	// line without its newline: what Format writes, its white space
	// dropped.
	AppendLine(dst []byte, p *Puzzle, g [][]int) ([]byte, error)
}
