package killer

import (
	"bytes"
	"fmt"
	"io"
	"strconv"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/internal/cageform"
)

var _ gen.LineAppender = Kind{}

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

// AppendLine appends g (p's givens or solution) to dst as the line Format
// writes, without its newline (gen.LineAppender): a book's puzzles are
// written without a writer, a cage index or strings each.
func (k Kind) AppendLine(dst []byte, p *gen.Puzzle, g [][]int) ([]byte, error) {
	n := p.Rows
	if n < 0 || n*n > maxCells || len(p.Cages) > len(cageIDs) {
		var b bytes.Buffer // Format's own errors
		if err := k.Format(&b, p, g); err != nil {
			return dst, err
		}
		return append(dst, bytes.TrimSuffix(b.Bytes(), []byte("\n"))...), nil
	}
	var ids [maxCells]int8 // each cell's cage, as gen.CageIndex finds it
	for i := range n * n {
		ids[i] = -1
	}
	for k, cg := range p.Cages {
		for _, x := range cg.Cells {
			if x.Row >= 0 && x.Row < n && x.Col >= 0 && x.Col < n {
				ids[x.Row*n+x.Col] = int8(k)
			}
		}
	}
	start := len(dst)
	for r := range n {
		for c := range n {
			if ids[r*n+c] < 0 {
				return dst[:start], fmt.Errorf("killer: r%dc%d is in no cage", r+1, c+1)
			}
			if v := g[r][c]; v > 0 {
				dst = append(dst, byte('0'+v))
			} else {
				dst = append(dst, '.')
			}
		}
	}
	dst = append(dst, ' ')
	for _, k := range ids[:n*n] {
		dst = append(dst, cageIDs[k])
	}
	dst = append(dst, ' ')
	for k, cg := range p.Cages {
		if k > 0 {
			dst = append(dst, ',')
		}
		dst = strconv.AppendInt(dst, int64(cg.Target), 10)
	}
	return dst, nil
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
