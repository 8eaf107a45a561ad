package sudoku

import (
	"bufio"
	"fmt"
	"io"
	"strings"

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
		text := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(text, "#") {
			continue
		}
		if text == "" {
			if len(rows) > 0 {
				return malformed(lines[0], "grid of %d-cell rows ends after %d rows, want %d", len(rows[0]), len(rows), len(rows[0]))
			}
			continue
		}
		cells, err := rowCells(text)
		if err != nil {
			return malformed(line, "%v", err)
		}
		if cells == "" {
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
		rows, lines = append(rows, cells), append(lines, line)
		if n := len(rows[0]); len(rows) == n {
			p, err := puzzleOf(shapes[n], strings.Join(rows, ""), func(r int) int { return lines[r] })
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
		return shapes[4], true
	case 36:
		return shapes[6], true
	case 81:
		return shapes[9], true
	}
	return nil, false
}

// malformed returns an error wrapping gen.ErrMalformed that names the line.
func malformed(line int, format string, args ...any) error {
	return fmt.Errorf("sudoku: line %d: %s: %w", line, fmt.Sprintf(format, args...), gen.ErrMalformed)
}

// rowCells returns the cells of one line with the separators dropped and
// '0' blanks written '.', or an error naming the first stray character.
func rowCells(text string) (string, error) {
	if plainCells(text) {
		return text, nil // the usual line: nothing to drop or rewrite
	}
	var sb strings.Builder
	for i, ch := range text {
		switch {
		case ch == '.' || ch == '0':
			sb.WriteByte('.')
		case ch >= '1' && ch <= '9':
			sb.WriteRune(ch)
		case ch == ' ' || ch == '\t' || ch == '|' || ch == '-' || ch == '+':
		default:
			return "", fmt.Errorf("column %d: unexpected %q", i+1, ch)
		}
	}
	return sb.String(), nil
}

// plainCells reports whether text is only digits 1-9 and '.' blanks.
func plainCells(text string) bool {
	for i := range len(text) {
		if ch := text[i]; ch != '.' && (ch < '1' || ch > '9') {
			return false
		}
	}
	return true
}

// puzzleOf builds the puzzle of the n*n cells read from the text, where
// lineOf gives the line of each row, checking digits against the size and
// units for repeats.
func puzzleOf(s *shape, cells string, lineOf func(row int) int) (*gen.Puzzle, error) {
	vals := make([]int, len(cells))
	for i := range len(cells) {
		if ch := cells[i]; ch != '.' {
			v := int(ch - '0')
			if v > s.n {
				return nil, malformed(lineOf(i/s.n), "digit %d is too big for a %dx%d grid", v, s.n, s.n)
			}
			vals[i] = v
		}
	}
	if msg := s.repeat(vals); msg != "" {
		return nil, malformed(lineOf(0), "%s", msg)
	}
	return &gen.Puzzle{
		Kind: Kind{}.Name(), Rows: s.n, Cols: s.n, BoxRows: s.boxRows, BoxCols: s.boxCols,
		Givens: rowsOf(s.n, vals),
	}, nil
}

// Format writes g (p's givens or solution) as n rows of digits with '.'
// for blanks, which Parse reads back.
func (Kind) Format(w io.Writer, p *gen.Puzzle, g [][]int) error {
	s, err := shapeOf(p)
	if err != nil {
		return err
	}
	var buf [maxCells]int
	cells, err := flattenInto(buf[:0], s, g, "grid", 0)
	if err != nil {
		return err
	}
	var text [maxCells + maxN]byte // the rows and their newlines
	k := 0
	for i, v := range cells {
		text[k] = '.'
		if v != 0 {
			text[k] = byte('0' + v)
		}
		k++
		if i%s.n == s.n-1 {
			text[k] = '\n'
			k++
		}
	}
	if _, err := w.Write(text[:k]); err != nil {
		return fmt.Errorf("sudoku: format: %w", err)
	}
	return nil
}
