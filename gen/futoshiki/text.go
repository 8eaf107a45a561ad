package futoshiki

import (
	"fmt"
	"io"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
)

// A Futoshiki's text form is one puzzle a line, three fields apart:
//
//	..2............. <..>.....<.. ..^.v.......
//
// the N*N digits in reading order ('.' for a blank); then the signs
// between left and right neighbours, N-1 a row, row by row ('<' the left
// cell smaller, '>' larger, '.' none); then the signs between a cell and
// the one below it, N a gap, from the top gap down ('^' the upper cell
// smaller, 'v' larger, '.' none). The first field's length gives N.

// Parse reads Futoshikis one a line; blank lines are skipped.
func (Kind) Parse(r io.Reader) ([]*gen.Puzzle, error) {
	return gen.ParseLines("futoshiki", r, parseLine)
}

// parseLine reads one puzzle.
func parseLine(text string) (*gen.Puzzle, error) {
	f := strings.Fields(text)
	if len(f) != 3 {
		return nil, fmt.Errorf("%w: want digits, row signs and column signs, 3 fields, not %d", gen.ErrMalformed, len(f))
	}
	n := 0
	for n*n < len(f[0]) {
		n++
	}
	switch {
	case n*n != len(f[0]) || n < 1:
		return nil, fmt.Errorf("%w: %d digits, want a square number", gen.ErrMalformed, len(f[0]))
	case n > maxSize:
		return nil, fmt.Errorf("%dx%d: %w", n, n, gen.ErrTooLarge)
	case len(f[1]) != n*(n-1) || len(f[2]) != n*(n-1):
		return nil, fmt.Errorf("%w: %d row signs and %d column signs, want %d of each for %dx%d", gen.ErrMalformed, len(f[1]), len(f[2]), n*(n-1), n, n)
	}
	p := &gen.Puzzle{Kind: "futoshiki", Rows: n, Cols: n, Givens: gen.NewGrid(n, n)}
	for i := range len(f[0]) {
		switch d := f[0][i]; {
		case d == '.':
		case d >= '1' && d <= '9':
			p.Givens[i/n][i%n] = int(d - '0')
		default:
			return nil, fmt.Errorf("%w: %q at r%dc%d, want a digit or '.'", gen.ErrMalformed, d, i/n+1, i%n+1)
		}
	}
	var signs []sign
	for i := range len(f[1]) {
		r, c := i/(n-1), i%(n-1)
		a, b := r*n+c, r*n+c+1
		switch f[1][i] {
		case '<':
			signs = append(signs, sign{a, b})
		case '>':
			signs = append(signs, sign{b, a})
		case '.':
		default:
			return nil, fmt.Errorf("%w: %q between r%dc%d and r%dc%d, want '<', '>' or '.'", gen.ErrMalformed, f[1][i], r+1, c+1, r+1, c+2)
		}
	}
	for i := range len(f[2]) {
		a, b := i, i+n
		switch f[2][i] {
		case '^':
			signs = append(signs, sign{a, b})
		case 'v':
			signs = append(signs, sign{b, a})
		case '.':
		default:
			return nil, fmt.Errorf("%w: %q between r%dc%d and r%dc%d, want '^', 'v' or '.'", gen.ErrMalformed, f[2][i], a/n+1, a%n+1, b/n+1, b%n+1)
		}
	}
	p.Marks = marksOf(n, signs)
	if _, err := read(p); err != nil {
		return nil, prefixless{err} // Parse names the kind before the line
	}
	return p, nil
}

// prefixless is an error of read without its "futoshiki: " prefix.
type prefixless struct{ error }

func (e prefixless) Error() string { return strings.TrimPrefix(e.error.Error(), "futoshiki: ") }
func (e prefixless) Unwrap() error { return e.error }

// Format writes the grid g (p's givens or solution) with p's signs, as
// Parse reads it.
func (Kind) Format(w io.Writer, p *gen.Puzzle, g [][]int) error {
	n := p.Rows
	sc := scratches.Get().(*scratch)
	defer scratches.Put(sc)
	signs, err := signsOf(sc.signs[:0], n, p.Marks)
	if err != nil {
		return err
	}
	// One line: the digits, the signs across, the signs down.
	var line []byte
	if size := n*n + 2*n*(n-1) + 3; size <= len(sc.line) {
		line = sc.line[:size]
	} else {
		line = make([]byte, size)
	}
	digits, across, down := line[:n*n], line[n*n+1:n*n+1+n*(n-1)], line[n*n+2+n*(n-1):len(line)-1]
	for r := range n {
		for c := range n {
			digits[r*n+c] = '.'
			if v := at(g, r, c); v > 0 && v <= 9 {
				digits[r*n+c] = byte('0' + v)
			}
		}
	}
	for i := range across {
		across[i], down[i] = '.', '.'
	}
	line[n*n], line[n*n+1+n*(n-1)], line[len(line)-1] = ' ', ' ', '\n'
	for _, s := range signs {
		a, b, less := min(s.lo, s.hi), max(s.lo, s.hi), s.lo < s.hi
		if b == a+1 {
			across[a/n*(n-1)+a%n] = pick(less, '<', '>')
		} else {
			down[a] = pick(less, '^', 'v')
		}
	}
	_, err = w.Write(line)
	return err
}

// pick returns a when cond holds, else b.
func pick(cond bool, a, b byte) byte {
	if cond {
		return a
	}
	return b
}

// at returns g[r][c], or 0 when g does not reach that far.
func at(g [][]int, r, c int) int {
	if r < len(g) && c < len(g[r]) {
		return g[r][c]
	}
	return 0
}
