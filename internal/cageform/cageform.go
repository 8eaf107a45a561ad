// Package cageform reads and writes the text form the kinds with cages
// share: one puzzle a line, three fields apart,
//
//	.......... AABBC... 11,25,...
//
// the digits in reading order ('.' for a blank), then the cage of each
// cell as a character (the form's IDs: the first for the first cage in
// reading order of its first cell, the second for the next, ...), then
// the cages' clues in that order, comma-separated. What a clue says is
// the kind's; this package splits and joins the fields.
package cageform

import (
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Form is one kind's use of the text form. Its errors name no package,
// for the kind to add its own.
type Form struct {
	IDs  string // the characters that name cages, in order
	Clue string // what a clue is called in errors: "sum"
	MaxN int    // the largest side; a larger grid is gen.ErrTooLarge
}

// Line is one puzzle of the form, split into its fields.
type Line struct {
	N      int          // the side of the grid
	Givens [][]int      // the digits, 0 for a blank
	Cells  [][]gen.Cell // each cage's cells, in reading order
	Clues  []string     // each cage's clue as written
}

// Parse splits one line of the form (trimmed, not blank). Errors wrap
// gen.ErrMalformed, or gen.ErrTooLarge for a grid larger than f.MaxN.
func (f Form) Parse(text string) (Line, error) {
	var l Line
	fields := strings.Fields(text)
	if len(fields) != 3 {
		return l, fmt.Errorf("%w: want digits, cage names and %ss, 3 fields, not %d", gen.ErrMalformed, f.Clue, len(fields))
	}
	digits, names := fields[0], fields[1]
	n := int(math.Sqrt(float64(len(digits))))
	if n*n != len(digits) || len(names) != len(digits) {
		return l, fmt.Errorf("%w: %d digits and %d cage names, want one square number of each", gen.ErrMalformed, len(digits), len(names))
	}
	if n > f.MaxN {
		return l, fmt.Errorf("%dx%d: %w", n, n, gen.ErrTooLarge)
	}
	l.N, l.Givens, l.Clues = n, gen.NewGrid(n, n), strings.Split(fields[2], ",")
	if len(l.Clues) > len(f.IDs) {
		return l, fmt.Errorf("%w: %d %ss, the most is %d", gen.ErrMalformed, len(l.Clues), f.Clue, len(f.IDs))
	}
	ids := f.IDs[:len(l.Clues)]
	l.Cells = make([][]gen.Cell, len(l.Clues))
	for i := range len(digits) {
		cell := gen.Cell{Row: i / n, Col: i % n}
		switch d := digits[i]; {
		case d == '.':
		case d >= '1' && d <= '9':
			l.Givens[cell.Row][cell.Col] = int(d - '0')
		default:
			return l, fmt.Errorf("%w: %q at r%dc%d, want a digit or '.'", gen.ErrMalformed, d, cell.Row+1, cell.Col+1)
		}
		k := strings.IndexByte(ids, names[i])
		if k < 0 {
			return l, fmt.Errorf("%w: cage %q at r%dc%d, want %c to %c", gen.ErrMalformed, names[i], cell.Row+1, cell.Col+1, ids[0], ids[len(ids)-1])
		}
		l.Cells[k] = append(l.Cells[k], cell)
	}
	return l, nil
}

// Write writes the n x n grid g (givens or solution, 0 for a blank) with
// the cages and their clues (one a cage, as Parse reads them) as one line.
func (f Form) Write(w io.Writer, n int, g [][]int, cages []gen.Cage, clues []string) error {
	if len(cages) > len(f.IDs) {
		return fmt.Errorf("%d cages, the text form holds %d", len(cages), len(f.IDs))
	}
	ids := gen.CageIndex(n, n, cages)
	var digits, names strings.Builder
	for r := range n {
		for c := range n {
			if v := g[r][c]; v > 0 {
				digits.WriteByte(byte('0' + v))
			} else {
				digits.WriteByte('.')
			}
			if ids[r][c] < 0 {
				return fmt.Errorf("r%dc%d is in no cage", r+1, c+1)
			}
			names.WriteByte(f.IDs[ids[r][c]])
		}
	}
	_, err := fmt.Fprintf(w, "%s %s %s\n", digits.String(), names.String(), strings.Join(clues, ","))
	return err
}
