package killer

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
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

// Parse reads killers one a line; blank lines are skipped.
func (Kind) Parse(r io.Reader) ([]*gen.Puzzle, error) {
	return gen.ParseLines("killer", r, parseLine)
}

// parseLine reads one puzzle.
func parseLine(text string) (*gen.Puzzle, error) {
	f := strings.Fields(text)
	if len(f) != 3 {
		return nil, fmt.Errorf("%w: want digits, cage names and sums, 3 fields, not %d", gen.ErrMalformed, len(f))
	}
	n := int(math.Sqrt(float64(len(f[0]))))
	if n*n != len(f[0]) || len(f[1]) != len(f[0]) {
		return nil, fmt.Errorf("%w: %d digits and %d cage names, want one square number of each", gen.ErrMalformed, len(f[0]), len(f[1]))
	}
	if n > 9 {
		return nil, fmt.Errorf("%dx%d: %w", n, n, gen.ErrTooLarge)
	}
	g, err := geomFor(n)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", gen.ErrMalformed, err)
	}
	sums := strings.Split(f[2], ",")
	if len(sums) > len(cageIDs) {
		return nil, fmt.Errorf("%w: %d sums, the most is %d", gen.ErrMalformed, len(sums), len(cageIDs))
	}
	p := &gen.Puzzle{Kind: "killer", Rows: n, Cols: n, BoxRows: g.boxRows, BoxCols: g.boxCols, Givens: gen.NewGrid(n, n)}
	p.Cages = make([]gen.Cage, len(sums))
	for i, t := range sums {
		v, err := strconv.Atoi(t)
		if err != nil || v < 1 {
			return nil, fmt.Errorf("%w: sum %d is %q, want a whole number above 0", gen.ErrMalformed, i+1, t)
		}
		p.Cages[i] = gen.Cage{Target: v, Op: "+", Hidden: true}
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
		k := strings.IndexByte(cageIDs[:len(sums)], f[1][i])
		if k < 0 {
			return nil, fmt.Errorf("%w: cage %q at r%dc%d, want one of %s", gen.ErrMalformed, f[1][i], cell.Row+1, cell.Col+1, cageIDs[:len(sums)])
		}
		p.Cages[k].Cells = append(p.Cages[k].Cells, cell)
	}
	return p, checkShape(p)
}

// Format writes the grid g (p's givens or solution) with p's cages, as
// Parse reads it.
func (Kind) Format(w io.Writer, p *gen.Puzzle, g [][]int) error {
	n := p.Rows
	if len(p.Cages) > len(cageIDs) {
		return fmt.Errorf("killer: %d cages, the text form holds %d", len(p.Cages), len(cageIDs))
	}
	ids := gen.CageIndex(n, n, p.Cages)
	sums := make([]string, len(p.Cages))
	for k, cg := range p.Cages {
		sums[k] = strconv.Itoa(cg.Target)
	}
	var digits, cages strings.Builder
	for r := range n {
		for c := range n {
			if v := g[r][c]; v > 0 {
				digits.WriteByte(byte('0' + v))
			} else {
				digits.WriteByte('.')
			}
			if ids[r][c] < 0 {
				return fmt.Errorf("killer: r%dc%d is in no cage", r+1, c+1)
			}
			cages.WriteByte(cageIDs[ids[r][c]])
		}
	}
	_, err := fmt.Fprintf(w, "%s %s %s\n", digits.String(), cages.String(), strings.Join(sums, ","))
	return err
}
