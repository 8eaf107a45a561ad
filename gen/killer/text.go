package killer

import (
	"fmt"
	"io"
	"strconv"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/internal/cageform"
)

// A killer's text form is one puzzle a line, three fields apart:
//
//	.......... AABBC... 11,25,...
//
// the digits in reading order ('.' for a blank), then the cage of each
// cell as a character (cageIDs: A for the first cage in reading order of
// its first cell, B for the next, ...), then the cages' sums in that
// order. The size (4, 6 or 9) gives the boxes.

// cageIDs are the characters that name cages in the text form, in order.
const cageIDs = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789@$%&=?^~!"

// form is the text form's fields.
var form = cageform.Form{IDs: cageIDs, Clue: "sum", MaxN: 9}

// Parse reads killers one a line; blank lines are skipped.
func (Kind) Parse(r io.Reader) ([]*gen.Puzzle, error) {
	return gen.ParseLines("killer", r, parseLine)
}

// parseLine reads one puzzle.
func parseLine(text string) (*gen.Puzzle, error) {
	l, err := form.Parse(text)
	if err != nil {
		return nil, err
	}
	g, err := geomFor(l.N)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", gen.ErrMalformed, err)
	}
	p := &gen.Puzzle{Kind: "killer", Rows: l.N, Cols: l.N, BoxRows: g.boxRows, BoxCols: g.boxCols, Givens: l.Givens}
	p.Cages = make([]gen.Cage, len(l.Clues))
	for i, t := range l.Clues {
		v, err := strconv.Atoi(t)
		if err != nil || v < 1 {
			return nil, fmt.Errorf("%w: sum %d is %q, want a whole number above 0", gen.ErrMalformed, i+1, t)
		}
		p.Cages[i] = gen.Cage{Target: v, Op: "+", Hidden: true, Cells: l.Cells[i]}
	}
	return p, checkShape(p)
}

// Format writes the grid g (p's givens or solution) with p's cages, as
// Parse reads it.
func (Kind) Format(w io.Writer, p *gen.Puzzle, g [][]int) error {
	sums := make([]string, len(p.Cages))
	for k, cg := range p.Cages {
		sums[k] = strconv.Itoa(cg.Target)
	}
	if err := form.Write(w, p.Rows, g, p.Cages, sums); err != nil {
		return fmt.Errorf("killer: %w", err)
	}
	return nil
}
