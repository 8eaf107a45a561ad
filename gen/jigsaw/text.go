package jigsaw

import (
	"bufio"
	"bytes"
	"fmt"
	"io"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

var _ gen.LineAppender = Kind{}

// The text form gives the cells and, beside them, the regions as letters
// (A for region 1, B for region 2, and so on; equal letters, one region):
//
//   - one puzzle a line: the n*n cells, a space, the n*n letters
//     ("..43...1.2...... AAABABBBCCDDCCDD");
//   - a grid: n lines, each the n cells of a row, a space, its n letters.
//
// A cell is a digit, with '.' or '0' for a blank. Lines starting with '#'
// are comments; blank lines separate grids. The size is inferred from the
// length of the cells.

// Parse reads puzzles in either text form. Errors wrap gen.ErrMalformed
// and name the line.
func (Kind) Parse(r io.Reader) ([]*gen.Puzzle, error) {
	var (
		out   []*gen.Puzzle
		cells []byte // the rows of the grid being read, run together
		marks []byte
		first int // the grid's first line
		width int // the length of its rows
	)
	sc := bufio.NewScanner(r)
	line := 0
	for sc.Scan() {
		line++
		text := bytes.TrimSpace(sc.Bytes())
		if len(text) > 0 && text[0] == '#' {
			continue
		}
		if len(text) == 0 {
			if len(cells) > 0 {
				return nil, malformed(first, "a grid of %d-cell rows ends after %d rows", width, len(cells)/width)
			}
			continue
		}
		fields := bytes.Fields(text)
		if len(fields) != 2 {
			return nil, malformed(line, "want the cells, a space and the region letters, not %d fields", len(fields))
		}
		c, m := fields[0], fields[1]
		if len(c) != len(m) {
			return nil, malformed(line, "%d cells but %d region letters", len(c), len(m))
		}
		if len(cells) == 0 {
			if n := side(len(c)); n >= minSize && n*n == len(c) {
				p, err := puzzleOf(n, c, m)
				if err != nil {
					return nil, malformed(line, "%v", err)
				}
				out = append(out, p)
				continue
			}
			if len(c) < minSize || len(c) > maxSize {
				return nil, malformed(line, "%d cells: want a row of %d to %d or a puzzle of %d to %d", len(c), minSize, maxSize, minSize*minSize, maxSize*maxSize)
			}
			first, width = line, len(c)
		} else if len(c) != width {
			return nil, malformed(line, "row has %d cells, want %d like line %d", len(c), width, first)
		}
		cells, marks = append(cells, c...), append(marks, m...)
		if n := len(c); len(cells) == n*n {
			p, err := puzzleOf(n, cells, marks)
			if err != nil {
				return nil, malformed(first, "%v", err)
			}
			out = append(out, p)
			cells, marks = nil, nil
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("jigsaw: read: %w", err)
	}
	if len(cells) > 0 {
		return nil, malformed(first, "the input ends inside a grid, after %d rows", len(cells)/width)
	}
	return out, nil
}

// side returns the integer square root of k, rounded down.
func side(k int) int {
	n := 0
	for (n+1)*(n+1) <= k {
		n++
	}
	return n
}

// puzzleOf returns the puzzle of an n x n grid's cells and region letters.
func puzzleOf(n int, cells, marks []byte) (*gen.Puzzle, error) {
	p := &gen.Puzzle{Kind: "jigsaw", Rows: n, Cols: n, Givens: gen.NewGrid(n, n), Overlays: gen.Overlays{Regions: gen.NewGrid(n, n)}}
	region := make([]int, n*n)
	for i := range n * n {
		r, c := i/n, i%n
		switch ch := cells[i]; {
		case ch == '.' || ch == '0':
		case ch >= '1' && ch <= '9' && int(ch-'0') <= n:
			p.Givens[r][c] = int(ch - '0')
		default:
			return nil, fmt.Errorf("r%dc%d: %q is not a digit from 1 to %d or a blank", r+1, c+1, ch, n)
		}
		k := int(marks[i]|0x20) - 'a' // either case
		if k < 0 || k >= n {
			return nil, fmt.Errorf("r%dc%d: region %q, want a letter from A to %c", r+1, c+1, marks[i], 'A'+n-1)
		}
		region[i], p.Regions[r][c] = k, k
	}
	if _, err := regions.New(n, region, "region"); err != nil {
		return nil, err
	}
	return p, nil
}

// malformed returns a parse error at line.
func malformed(line int, format string, args ...any) error {
	return fmt.Errorf("jigsaw: line %d: %s: %w", line, fmt.Sprintf(format, args...), gen.ErrMalformed)
}

// Format writes g (p's givens or solution) as a grid: n rows, each its
// cells ('.' for a blank), a space and the letters of its regions.
func (Kind) Format(w io.Writer, p *gen.Puzzle, g [][]int) error {
	text, err := appendText(nil, p, g, true)
	if err != nil {
		return err
	}
	if _, err := w.Write(text); err != nil {
		return fmt.Errorf("jigsaw: format: %w", err)
	}
	return nil
}

// AppendLine appends g (p's givens or solution) to dst as one line: the
// n*n cells, a space and the n*n region letters (gen.LineAppender).
func (Kind) AppendLine(dst []byte, p *gen.Puzzle, g [][]int) ([]byte, error) {
	return appendText(dst, p, g, false)
}

// appendText appends g and p's regions to dst, by rows or as one line.
func appendText(dst []byte, p *gen.Puzzle, g [][]int, rows bool) ([]byte, error) {
	geo, err := geometryOf(p)
	if err != nil {
		return dst, err
	}
	cells, err := regions.Flatten(geo.N, g, "grid", 0)
	if err != nil {
		return dst, fmt.Errorf("jigsaw: %w", err)
	}
	n := geo.N
	digit := func(v int) byte {
		if v == 0 {
			return '.'
		}
		return byte('0' + v)
	}
	if !rows {
		for _, v := range cells {
			dst = append(dst, digit(v))
		}
		dst = append(dst, ' ')
		for _, k := range geo.Region {
			dst = append(dst, byte('A'+k))
		}
		return dst, nil
	}
	for r := range n {
		for _, v := range cells[r*n : (r+1)*n] {
			dst = append(dst, digit(v))
		}
		dst = append(dst, ' ')
		for _, k := range geo.Region[r*n : (r+1)*n] {
			dst = append(dst, byte('A'+k))
		}
		dst = append(dst, '\n')
	}
	return dst, nil
}
