package cagesum

import (
	"fmt"
	"io"
	"strconv"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/internal/cageform"
)

// A Cage Sum's text form is one puzzle a line, three fields apart:
//
//	1........ aabcbddce 3,5,4,4,2
//
// the digits in reading order ('.' for a blank), then the cage of each
// cell as a letter (a for the first cage in reading order, b for the
// next, ...), then the cages' targets in that order.

// form is the text form's fields: lower-case letters name the cages.
var form = cageform.Form{IDs: "abcdefghijklmnopqrstuvwxyz", Clue: "target", MaxN: maxSize + 1}

// Parse reads Cage Sums one a line; blank lines are skipped.
func (Kind) Parse(r io.Reader) ([]*gen.Puzzle, error) {
	return gen.ParseLines("cagesum", r, parseLine)
}

// parseLine reads one puzzle.
func parseLine(text string) (*gen.Puzzle, error) {
	l, err := form.Parse(text)
	if err != nil {
		return nil, err
	}
	p := &gen.Puzzle{Kind: "cagesum", Rows: l.N, Cols: l.N, Givens: l.Givens}
	p.Cages = make([]gen.Cage, len(l.Clues))
	for i, t := range l.Clues {
		v, err := strconv.Atoi(t)
		if err != nil || v < 1 {
			return nil, fmt.Errorf("%w: target %d is %q, want a whole number above 0", gen.ErrMalformed, i+1, t)
		}
		p.Cages[i] = gen.Cage{Target: v, Op: "+", Cells: l.Cells[i]}
	}
	return p, checkShape(p)
}

// Format writes the grid g (p's givens or solution) with p's cages, as
// Parse reads it.
func (Kind) Format(w io.Writer, p *gen.Puzzle, g [][]int) error {
	targets := make([]string, len(p.Cages))
	for k, cg := range p.Cages {
		targets[k] = strconv.Itoa(cg.Target)
	}
	if err := form.Write(w, p.Rows, g, p.Cages, targets); err != nil {
		return fmt.Errorf("cagesum: %w", err)
	}
	return nil
}
