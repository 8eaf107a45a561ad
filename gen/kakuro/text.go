package kakuro

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Parse reads puzzles in the text form (see the package comment), one a
// block of lines, blocks apart by blank lines.
func (Kind) Parse(r io.Reader) ([]*gen.Puzzle, error) {
	var out []*gen.Puzzle
	var block []string
	first := 0
	flush := func() error {
		if len(block) == 0 {
			return nil
		}
		p, err := parseBlock(block, first)
		if err != nil {
			return err
		}
		out = append(out, p)
		block = nil
		return nil
	}
	sc := bufio.NewScanner(r)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			if err := flush(); err != nil {
				return nil, err
			}
			continue
		}
		if len(block) == 0 {
			first = line
		}
		block = append(block, text)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("kakuro: %w", err)
	}
	if err := flush(); err != nil {
		return nil, err
	}
	return out, nil
}

// parseBlock reads one puzzle whose first row is line first.
func parseBlock(rows []string, first int) (*gen.Puzzle, error) {
	cols := len(strings.Fields(rows[0]))
	if len(rows) > maxRows || cols > maxCols {
		return nil, fmt.Errorf("kakuro: line %d: %dx%d, the most is %dx%d: %w", first, len(rows), cols, maxRows, maxCols, gen.ErrTooLarge)
	}
	p := &gen.Puzzle{Kind: "kakuro", Rows: len(rows), Cols: cols, Givens: gen.NewGrid(len(rows), cols)}
	for r, text := range rows {
		f := strings.Fields(text)
		if len(f) != cols {
			return nil, fmt.Errorf("kakuro: line %d: %w: %d cells, want %d as in the first row", first+r, gen.ErrMalformed, len(f), cols)
		}
		for c, tok := range f {
			v, clue, err := parseCell(tok)
			if err != nil {
				return nil, fmt.Errorf("kakuro: line %d: %w: r%dc%d is %q, %v", first+r, gen.ErrMalformed, r+1, c+1, tok, err)
			}
			p.Givens[r][c] = v
			if clue != nil {
				clue.Cell = gen.Cell{Row: r, Col: c}
				p.Clues = append(p.Clues, *clue)
			}
		}
	}
	if _, err := newBoard(p); err != nil {
		return nil, fmt.Errorf("line %d: %w", first, err)
	}
	return p, nil
}

// parseCell reads one cell: its value in the givens, and its clue for a
// clue cell.
func parseCell(tok string) (int, *gen.ClueCell, error) {
	switch {
	case tok == "#":
		return -1, nil, nil
	case tok == ".":
		return 0, nil, nil
	case len(tok) == 1 && tok[0] >= '1' && tok[0] <= '9':
		return int(tok[0] - '0'), nil, nil
	}
	down, across, ok := strings.Cut(tok, `\`)
	if !ok {
		return 0, nil, fmt.Errorf("want #, ., a digit or a clue like 16\\ or 23\\7")
	}
	var k gen.ClueCell
	for _, part := range []struct {
		text string
		dst  *int
	}{{down, &k.Down}, {across, &k.Across}} {
		if part.text == "" {
			continue
		}
		v, err := strconv.Atoi(part.text)
		if err != nil || v < 1 || v > 45 {
			return 0, nil, fmt.Errorf("want sums from 1 to 45")
		}
		*part.dst = v
	}
	if k.Down == 0 && k.Across == 0 {
		return -1, nil, nil
	}
	return -1, &k, nil
}

// Format writes the grid g (p's givens or solution) with p's clues, as
// Parse reads it, and a blank line after it.
func (Kind) Format(w io.Writer, p *gen.Puzzle, g [][]int) error {
	clue := make(map[gen.Cell]gen.ClueCell, len(p.Clues))
	for _, k := range p.Clues {
		clue[k.Cell] = k
	}
	var sb strings.Builder
	for r := range p.Rows {
		for c := range p.Cols {
			if c > 0 {
				sb.WriteByte(' ')
			}
			v := g[r][c]
			k, isClue := clue[gen.Cell{Row: r, Col: c}]
			switch {
			case isClue:
				sb.WriteString(sumText(k.Down) + `\` + sumText(k.Across))
			case v < 0:
				sb.WriteByte('#')
			case v == 0:
				sb.WriteByte('.')
			case v <= 9:
				sb.WriteByte(byte('0' + v))
			default:
				return fmt.Errorf("kakuro: r%dc%d holds %d, want a digit", r+1, c+1, v)
			}
		}
		sb.WriteByte('\n')
	}
	sb.WriteByte('\n')
	_, err := io.WriteString(w, sb.String())
	return err
}

// sumText writes a clue's sum, "" for none.
func sumText(v int) string {
	if v == 0 {
		return ""
	}
	return strconv.Itoa(v)
}
