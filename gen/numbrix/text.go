package numbrix

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Parse reads puzzles as rows of whitespace-separated cells, one row a
// line: a number, 0 or '.' for a blank, '#' for a hole. Blank lines
// separate puzzles. Every row of a puzzle has the same number of cells,
// and the grid a size the kind takes, with an open cell. Errors wrap
// gen.ErrMalformed and name the line.
//
// Parse reads the numbers but leaves their rule (each from 1 to the count
// of open cells, and given once) to Solve, Verify and the others, so that
// a grid with a number given twice is one malformed puzzle, named with the
// number and its two cells, among the puzzles of its input, not a text
// that cannot be read.
func (k Kind) Parse(r io.Reader) ([]*gen.Puzzle, error) {
	return gen.Collect(k, r)
}

// ParseEach reads puzzles as Parse does, handing each to yield at the
// blank line or the end of the input that closes it (gen.StreamParser).
func (k Kind) ParseEach(r io.Reader, yield func(p *gen.Puzzle, first, last int) error) error {
	var (
		found       int
		rows        [][]int
		first, last int // lines of the first and last row
	)
	flush := func() error {
		if len(rows) == 0 {
			return nil
		}
		p := &gen.Puzzle{Kind: k.Name(), Rows: len(rows), Cols: len(rows[0]), Givens: rows}
		if _, err := k.shapeOf(p); err != nil {
			return fmt.Errorf("%s: puzzle at line %d: %w", k.Name(), first, err)
		}
		found, rows = found+1, nil
		return yield(p, first, last)
	}
	sc := bufio.NewScanner(r)
	for line := 1; sc.Scan(); line++ {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 {
			if err := flush(); err != nil {
				return err
			}
			continue
		}
		row, err := k.parseRow(fields, line)
		if err != nil {
			return err
		}
		if len(row) > maxSide || len(rows) == maxSide {
			return fmt.Errorf("%s: line %d: a grid of more than %d rows or columns is out of range (at most %dx%d): %w", k.Name(), line, maxSide, maxSide, maxSide, gen.ErrTooLarge)
		}
		if len(rows) == 0 {
			first = line
		} else if len(row) != len(rows[0]) {
			return k.malformedf("line %d: row has %d cells, want %d like line %d", line, len(row), len(rows[0]), first)
		}
		rows, last = append(rows, row), line
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("%s: parse: %w", k.Name(), err)
	}
	if err := flush(); err != nil {
		return err
	}
	if found == 0 {
		return k.malformedf("no puzzle in the input")
	}
	return nil
}

// parseRow reads the cells of one line.
func (k Kind) parseRow(fields []string, line int) ([]int, error) {
	row := make([]int, len(fields))
	for i, f := range fields {
		switch f {
		case ".":
		case "#":
			row[i] = -1
		default:
			v, err := strconv.Atoi(f)
			if err != nil || v < 0 || strings.HasPrefix(f, "+") {
				return nil, k.malformedf("line %d: cell %d is %q, want a number, '.' or '#'", line, i+1, f)
			}
			row[i] = v
		}
	}
	return row, nil
}

// Format writes g (p's givens or solution) as rows of numbers padded to a
// common width, '.' for blanks and '#' for holes, which Parse reads back.
func (k Kind) Format(w io.Writer, p *gen.Puzzle, g [][]int) error {
	width := 1
	for _, row := range g {
		if len(row) != p.Cols {
			return k.malformedf("format: row of %d cells, want %d", len(row), p.Cols)
		}
		for _, v := range row {
			if v > 0 {
				width = max(width, len(strconv.Itoa(v)))
			}
		}
	}
	var sb strings.Builder
	for _, row := range g {
		for c, v := range row {
			if c > 0 {
				sb.WriteByte(' ')
			}
			cell := strconv.Itoa(v)
			switch v {
			case 0:
				cell = "."
			case -1:
				cell = "#"
			}
			sb.WriteString(strings.Repeat(" ", width-len(cell)) + cell)
		}
		sb.WriteByte('\n')
	}
	if _, err := io.WriteString(w, sb.String()); err != nil {
		return fmt.Errorf("%s: format: %w", k.Name(), err)
	}
	return nil
}
