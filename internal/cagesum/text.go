package cagesum

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
)

// A Cage Sum's text form is one puzzle a line, three fields apart:
//
//	1........ aabcbddce 3,5,4,4,2
//
// the digits in reading order ('.' for a blank), then the cage of each
// cell as a letter (a for the first cage in reading order, b for the
// next, ...), then the cages' targets in that order.

// Parse reads Cage Sums one a line; blank lines are skipped.
func (Kind) Parse(r io.Reader) ([]*gen.Puzzle, error) {
	return gen.ParseLines("cagesum", r, parseLine)
}

// parseLine reads one puzzle.
func parseLine(text string) (*gen.Puzzle, error) {
	f := strings.Fields(text)
	if len(f) != 3 {
		return nil, fmt.Errorf("%w: want digits, cage letters and targets, 3 fields, not %d", gen.ErrMalformed, len(f))
	}
	n := int(math.Sqrt(float64(len(f[0]))))
	if n*n != len(f[0]) || len(f[1]) != len(f[0]) {
		return nil, fmt.Errorf("%w: %d digits and %d cage letters, want one square number of each", gen.ErrMalformed, len(f[0]), len(f[1]))
	}
	if n > maxSize+1 {
		return nil, fmt.Errorf("%dx%d: %w", n, n, gen.ErrTooLarge)
	}
	targets := strings.Split(f[2], ",")
	p := &gen.Puzzle{Kind: "cagesum", Rows: n, Cols: n, Givens: gen.NewGrid(n, n)}
	p.Cages = make([]gen.Cage, len(targets))
	for i, t := range targets {
		v, err := strconv.Atoi(t)
		if err != nil || v < 1 {
			return nil, fmt.Errorf("%w: target %d is %q, want a whole number above 0", gen.ErrMalformed, i+1, t)
		}
		p.Cages[i] = gen.Cage{Target: v, Op: "+"}
	}
	for i := range len(f[0]) {
		cell := gen.Cell{Row: i / n, Col: i % n}
		switch d := f[0][i]; {
		case d == '.':
		case d >= '1' && d <= '9':
			p.Givens[cell.Row][cell.Col] = int(d - '0')
		default:
			return nil, fmt.Errorf("%w: %q at r%dc%d, want a digit or '.'", gen.ErrMalformed, d, cell.Row+1, cell.Col+1)
		}
		k := int(f[1][i]) - 'a'
		if k < 0 || k >= len(p.Cages) {
			return nil, fmt.Errorf("%w: cage %q at r%dc%d, want a to %c", gen.ErrMalformed, f[1][i], cell.Row+1, cell.Col+1, 'a'+len(p.Cages)-1)
		}
		p.Cages[k].Cells = append(p.Cages[k].Cells, cell)
	}
	return p, checkShape(p)
}

// Format writes the grid g (p's givens or solution) with p's cages, as
// Parse reads it.
func (Kind) Format(w io.Writer, p *gen.Puzzle, g [][]int) error {
	n := p.Rows
	if len(p.Cages) > 26 {
		return fmt.Errorf("cagesum: %d cages, the text form holds 26", len(p.Cages))
	}
	letters := gen.CageIndex(n, n, p.Cages)
	targets := make([]string, len(p.Cages))
	for k, cg := range p.Cages {
		targets[k] = strconv.Itoa(cg.Target)
	}
	var digits, cages strings.Builder
	for r := range n {
		for c := range n {
			if v := g[r][c]; v > 0 {
				digits.WriteByte(byte('0' + v))
			} else {
				digits.WriteByte('.')
			}
			if letters[r][c] < 0 {
				return fmt.Errorf("cagesum: r%dc%d is in no cage", r+1, c+1)
			}
			cages.WriteByte(byte('a' + letters[r][c]))
		}
	}
	_, err := fmt.Fprintf(w, "%s %s %s\n", digits.String(), cages.String(), strings.Join(targets, ","))
	return err
}
