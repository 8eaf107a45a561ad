package sudoku

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Parse reads puzzles in either text form:
//
//   - a grid: n rows of n cells, one row a line, in which '|', '-', '+'
//     and spaces may draw box lines;
//   - one line of n*n cells (81, 36 or 16 characters).
//
// A cell is a digit, with '.' or '0' for a blank. Lines starting with '#'
// are comments; blank lines separate grids. The size is inferred from the
// number of cells in a line. Errors wrap gen.ErrMalformed and name the line.
func (k Kind) Parse(r io.Reader) ([]*gen.Puzzle, error) {
	return gen.Collect(k, r)
}

// ParseEach reads puzzles as Parse does, handing each to yield as soon as
// its last row is read (gen.StreamParser).
func (Kind) ParseEach(r io.Reader, yield func(p *gen.Puzzle, first, last int) error) error {
	var (
		found int
		rows  []string // the rows of the grid being read
		lines []int    // the line number of each row
	)
	sc := bufio.NewScanner(r)
	for line := 1; sc.Scan(); line++ {
		raw := bytes.TrimSpace(sc.Bytes())
		if len(raw) > 0 && raw[0] == '#' {
			continue
		}
		if len(raw) == 0 {
			if len(rows) > 0 {
				return malformed(lines[0], "grid of %d-cell rows ends after %d rows, want %d", len(rows[0]), len(rows), len(rows[0]))
			}
			continue
		}
		cells, err := rowCells(raw)
		if err != nil {
			return malformed(line, "%v", err)
		}
		if len(cells) == 0 {
			continue // a line of box separators
		}
		if len(rows) == 0 {
			if s, ok := lineShapes(len(cells)); ok {
				p, err := puzzleOf(s, cells, func(int) int { return line })
				if err != nil {
					return err
				}
				found++
				if err := yield(p, line, line); err != nil {
					return err
				}
				continue
			}
			if _, err := shapeFor(len(cells)); err != nil {
				return malformed(line, "%d cells: want a row of 4, 6 or 9 or a puzzle of 16, 36 or 81", len(cells))
			}
		} else if len(cells) != len(rows[0]) {
			return malformed(line, "row has %d cells, want %d like line %d", len(cells), len(rows[0]), lines[0])
		}
		rows, lines = append(rows, string(cells)), append(lines, line)
		if n := len(rows[0]); len(rows) == n {
			p, err := puzzleOf(shapes()[n], strings.Join(rows, ""), func(r int) int { return lines[r] })
			if err != nil {
				return err
			}
			found++
			if err := yield(p, lines[0], line); err != nil {
				return err
			}
			rows, lines = rows[:0], lines[:0]
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("sudoku: parse: %w", err)
	}
	if len(rows) > 0 {
		return malformed(lines[0], "grid of %d-cell rows ends after %d rows, want %d", len(rows[0]), len(rows), len(rows[0]))
	}
	if found == 0 {
		return fmt.Errorf("sudoku: no puzzle in the input: %w", gen.ErrMalformed)
	}
	return nil
}

// lineShapes returns the shape of a one-line puzzle of n cells.
func lineShapes(n int) (*shape, bool) {
	switch n {
	case 16:
		return shapes()[4], true
	case 36:
		return shapes()[6], true
	case 81:
		return shapes()[9], true
	}
	return nil, false
}

// malformed returns an error wrapping gen.ErrMalformed that names the line.
func malformed(line int, format string, args ...any) error {
	return fmt.Errorf("sudoku: line %d: %s: %w", line, fmt.Sprintf(format, args...), gen.ErrMalformed)
}

// rowCells returns the cells of one line with the separators dropped and
// '0' blanks written '.', or an error naming the first stray character.
// The usual line, with nothing to drop or rewrite, is returned itself.
func rowCells(text []byte) ([]byte, error) {
	if plainCells(text) {
		return text, nil
	}
	cells := make([]byte, 0, len(text))
	for i, ch := range string(text) {
		switch {
		case ch == '.' || ch == '0':
			cells = append(cells, '.')
		case ch >= '1' && ch <= '9':
			cells = append(cells, byte(ch))
		case ch == ' ' || ch == '\t' || ch == '|' || ch == '-' || ch == '+':
		default:
			return nil, fmt.Errorf("column %d: unexpected %q", i+1, ch)
		}
	}
	return cells, nil
}

// plainCells reports whether text is only digits 1-9 and '.' blanks.
func plainCells(text []byte) bool {
	for _, ch := range text {
		if ch != '.' && (ch < '1' || ch > '9') {
			return false
		}
	}
	return true
}

// puzzleOf builds the puzzle of the n*n cells read from the text, where
// lineOf gives the line of each row, checking digits against the size and
// units for repeats. It reads into a recycled puzzle when there is one.
func puzzleOf[T string | []byte](s *shape, cells T, lineOf func(row int) int) (*gen.Puzzle, error) {
	p, _ := recycled.Get().(*gen.Puzzle)
	givens := p.Givens
	if !square(givens, s.n) {
		givens = new(gridMem).grid(s.n)
	}
	var units unitMarks
	for r, row := range givens {
		for c := range row {
			v := 0
			if ch := cells[r*s.n+c]; ch != '.' {
				v = int(ch - '0')
				if v > s.n {
					return nil, malformed(lineOf(r), "digit %d is too big for a %dx%d grid", v, s.n, s.n)
				}
				units.mark(s.tab, r*s.n+c, v)
			}
			row[c] = v
		}
	}
	if units.dup != 0 {
		var buf [maxCells]int
		vals, _ := flattenInto(buf[:0], s, givens, "givens", 0)
		return nil, malformed(lineOf(0), "%s", s.repeat(vals))
	}
	*p = gen.Puzzle{
		Kind: Kind{}.Name(), Rows: s.n, Cols: s.n, BoxRows: s.boxRows, BoxCols: s.boxCols,
		Givens: givens,
	}
	return p, nil
}

// recycled holds puzzles handed back (Recycle) for puzzleOf to read the
// next ones into: solve reads tens of thousands a second, and memory that
// was just used is far quicker to write than fresh memory. It is the
// kind's one piece of shared state, and a sync.Pool is safe for any
// number of goroutines.
var recycled = sync.Pool{New: func() any { return new(gen.Puzzle) }}

// Recycle hands p back for the parser to read another puzzle into
// (gen.Recycler).
func (Kind) Recycle(p *gen.Puzzle) {
	recycled.Put(p)
}

// Format writes g (p's givens or solution) as n rows of digits with '.'
// for blanks, which Parse reads back.
func (Kind) Format(w io.Writer, p *gen.Puzzle, g [][]int) error {
	var buf [maxCells + maxN]byte // the rows and their newlines
	text, err := appendCells(buf[:0], p, g, true)
	if err != nil {
		return err
	}
	if _, err := w.Write(text); err != nil {
		return fmt.Errorf("sudoku: format: %w", err)
	}
	return nil
}

// AppendLine appends g (p's givens or solution) to dst as one line of n*n
// cells, which Parse reads back (gen.LineAppender).
func (Kind) AppendLine(dst []byte, p *gen.Puzzle, g [][]int) ([]byte, error) {
	return appendCells(dst, p, g, false)
}

// appendCells appends the cells of g, checked against p's shape, to dst:
// a digit each, '.' for a blank, with a newline after each row when rows
// is set.
func appendCells(dst []byte, p *gen.Puzzle, g [][]int, rows bool) ([]byte, error) {
	s, err := shapeOf(p)
	if err != nil {
		return dst, err
	}
	n, start := s.n, len(dst)
	if len(g) != n {
		return dst, checkGrid(s, g, "grid", 0)
	}
	for _, row := range g {
		if len(row) != n {
			return dst[:start], checkGrid(s, g, "grid", 0)
		}
		for _, v := range row {
			if uint(v) > uint(n) {
				return dst[:start], checkGrid(s, g, "grid", 0)
			}
			ch := byte('.')
			if v != 0 {
				ch = byte('0' + v)
			}
			dst = append(dst, ch)
		}
		if rows {
			dst = append(dst, '\n')
		}
	}
	return dst, nil
}
