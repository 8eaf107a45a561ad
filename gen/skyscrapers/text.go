package skyscrapers

import (
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
)

// A skyscrapers' text form is one puzzle a line, two fields apart:
//
//	2.1./.3../3..2/.1.. ................
//
// the clues of the four sides, top/bottom/left/right (top and bottom
// left to right, left and right top to bottom; '.' for no clue), then
// the grid's cells in reading order ('.' for a blank).

// Parse reads puzzles one a line; blank lines are skipped.
func (Kind) Parse(r io.Reader) ([]*gen.Puzzle, error) {
	return gen.ParseLines("skyscrapers", r, parseLine)
}

// parseLine reads one puzzle.
func parseLine(text string) (*gen.Puzzle, error) {
	f := strings.Fields(text)
	if len(f) != 2 {
		return nil, fmt.Errorf("%w: want the clues and the grid, 2 fields, not %d", gen.ErrMalformed, len(f))
	}
	n := int(math.Sqrt(float64(len(f[1]))))
	if n*n != len(f[1]) || n < 1 {
		return nil, fmt.Errorf("%w: %d cells, want a square number", gen.ErrMalformed, len(f[1]))
	}
	if n > maxSize {
		return nil, fmt.Errorf("%dx%d: %w", n, n, gen.ErrTooLarge)
	}
	sides := strings.Split(f[0], "/")
	if len(sides) != 4 {
		return nil, fmt.Errorf("%w: %d sides of clues, want 4 (top/bottom/left/right)", gen.ErrMalformed, len(sides))
	}
	e := &gen.Edges{}
	for i, dst := range []*[]int{&e.Top, &e.Bottom, &e.Left, &e.Right} {
		v, err := digits(sides[i], n)
		if err != nil {
			return nil, fmt.Errorf("%s clues: %w", [4]string{"top", "bottom", "left", "right"}[i], err)
		}
		*dst = v
	}
	cells, err := digits(f[1], n*n)
	if err != nil {
		return nil, fmt.Errorf("grid: %w", err)
	}
	p := &gen.Puzzle{Kind: "skyscrapers", Rows: n, Cols: n, Givens: gen.GridOf(n, cells), Overlays: gen.Overlays{Edges: e}}
	if _, err := boardOf(p); err != nil {
		return nil, err
	}
	return p, nil
}

// digits reads want characters, each '.' (0) or a digit from 1 to 9.
func digits(s string, want int) ([]int, error) {
	if len(s) != want {
		return nil, fmt.Errorf("%w: %d characters, want %d", gen.ErrMalformed, len(s), want)
	}
	out := make([]int, want)
	for i := range want {
		switch d := s[i]; {
		case d == '.':
		case d >= '1' && d <= '9':
			out[i] = int(d - '0')
		default:
			return nil, fmt.Errorf("%w: %q at %d, want a digit or '.'", gen.ErrMalformed, d, i+1)
		}
	}
	return out, nil
}

// Format writes the grid g (p's givens or solution) with p's clues, as
// Parse reads it.
func (Kind) Format(w io.Writer, p *gen.Puzzle, g [][]int) error {
	n := p.Rows
	if err := checkEdges(p.Edges, n); err != nil {
		return err
	}
	e := p.Edges
	if e == nil {
		e = cluesOf(nil, n).edges()
	}
	var b strings.Builder
	for i, side := range [][]int{e.Top, e.Bottom, e.Left, e.Right} {
		if i > 0 {
			b.WriteByte('/')
		}
		writeDigits(&b, side)
	}
	b.WriteByte(' ')
	for _, row := range g {
		if len(row) != n {
			return fmt.Errorf("skyscrapers: a row of %d cells in a %dx%d grid", len(row), n, n)
		}
		writeDigits(&b, row)
	}
	b.WriteByte('\n')
	_, err := io.WriteString(w, b.String())
	return err
}

// writeDigits writes each value as a digit, 0 as '.'.
func writeDigits(b *strings.Builder, vals []int) {
	for _, v := range vals {
		if v > 0 && v <= 9 {
			b.WriteByte(byte('0' + v))
		} else {
			b.WriteByte('.')
		}
	}
}
