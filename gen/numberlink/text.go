package numberlink

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
)

// alphabet lists the characters that name paths, in the order Parse
// numbers them and Format writes them: path 1 is '1', path 10 is 'A',
// path 36 is 'a'. '.' (blank) and '#' (solid) are not in it.
const alphabet = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0" +
	"!\"$%&'()*+,-/:;<=>?@[\\]^_`{|}~"

// Parse reads puzzles in either text form, several to an input:
//
//   - Flow level rows: one row a line, '.' for a blank cell, '#' for a
//     solid cell, any other character (letters, digits, punctuation) for
//     an endpoint; a blank line or the end of the input ends the grid;
//   - a "W H" header line (width, then height) followed by H rows of W
//     cells in the same alphabet, as in the Janko collection.
//
// Lines starting with '#' and holding a space are comments. A line ending
// in ':' (such as "Solution:") opens a block that is skipped up to the
// next blank line. Each character that names an endpoint must appear
// exactly twice; paths are numbered in the order of the package alphabet
// (digits, capitals, small letters, then punctuation). A grid without
// blanks in which every name appears at least twice is read as a
// solution. Errors wrap gen.ErrMalformed and name the line.
func (k Kind) Parse(r io.Reader) ([]*gen.Puzzle, error) {
	out, err := gen.Collect(k, r)
	if err != nil || out == nil {
		return nil, err // an input without a puzzle is no error here
	}
	return out, nil
}

// ParseEach reads puzzles as Parse does, handing each to yield as soon as
// its grid is closed (gen.StreamParser).
func (Kind) ParseEach(r io.Reader, yield func(p *gen.Puzzle, first, last int) error) error {
	var (
		rows           []string
		first, last    int  // the lines of the first and last row
		want, wantCols int  // the header's size, 0 in Flow form
		skipping       bool // inside a block opened by "...:"
	)
	finish := func() error {
		if len(rows) == 0 {
			if want > 0 {
				return malformed(first, "header announces %d rows, got none", want)
			}
			return nil
		}
		if want > 0 && len(rows) != want {
			return malformed(first, "grid has %d rows, want %d as its header says", len(rows), want)
		}
		p, err := puzzleOf(rows, first)
		if err != nil {
			return err
		}
		rows, want, wantCols = nil, 0, 0
		return yield(p, first, last)
	}
	sc := bufio.NewScanner(r)
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		switch {
		case skipping:
			skipping = text != ""
			continue
		case text == "":
			if want > 0 && len(rows) < want {
				continue // blank lines between a header and its rows
			}
			if err := finish(); err != nil {
				return err
			}
			continue
		case strings.HasPrefix(text, "#") && strings.ContainsAny(text, " \t"):
			continue
		case strings.HasSuffix(text, ":"):
			if err := finish(); err != nil {
				return err
			}
			skipping = true
			continue
		}
		if w, h, ok := header(text); ok {
			if err := finish(); err != nil {
				return err
			}
			if w < 1 || h < 1 {
				return malformed(line, "size %dx%d: want a width and a height of at least 1", w, h)
			}
			want, wantCols, first = h, w, line
			continue
		}
		if err := rowError(text); err != "" {
			return malformed(line, "%s", err)
		}
		if len(rows) == 0 && want == 0 {
			first = line
		}
		if wantCols > 0 && len(text) != wantCols {
			return malformed(line, "row has %d cells, want %d as the header on line %d says", len(text), wantCols, first)
		}
		if len(rows) > 0 && len(text) != len(rows[0]) {
			return malformed(line, "row has %d cells, want %d like the row above", len(text), len(rows[0]))
		}
		if (len(rows)+1)*len(text) > maxCells {
			return fmt.Errorf("numberlink: line %d: a grid of more than %d cells is too big: %w", line, maxCells, gen.ErrTooLarge)
		}
		rows, last = append(rows, text), line
		if want > 0 && len(rows) == want {
			if err := finish(); err != nil {
				return err
			}
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("numberlink: parse: %w", err)
	}
	return finish()
}

// header reads a "W H" line.
func header(text string) (w, h int, ok bool) {
	f := strings.Fields(text)
	if len(f) != 2 {
		return 0, 0, false
	}
	w, err1 := strconv.Atoi(f[0])
	h, err2 := strconv.Atoi(f[1])
	return w, h, err1 == nil && err2 == nil
}

// rowError describes the first character of a grid row that is not a
// cell, or returns "".
func rowError(text string) string {
	for i, ch := range text {
		if ch != '.' && ch != '#' && !strings.ContainsRune(alphabet, ch) {
			return fmt.Sprintf("column %d: unexpected %q, want '.', '#' or a letter, digit or punctuation mark", i+1, ch)
		}
	}
	return ""
}

// malformed returns an error wrapping gen.ErrMalformed that names the line.
func malformed(line int, format string, args ...any) error {
	return fmt.Errorf("numberlink: line %d: %s: %w", line, fmt.Sprintf(format, args...), gen.ErrMalformed)
}

// puzzleOf numbers the endpoint names of rows (read from line first on)
// and returns the puzzle, or a solution grid when it has no blanks.
func puzzleOf(rows []string, first int) (*gen.Puzzle, error) {
	counts := map[byte]int{}
	blanks := 0
	for _, row := range rows {
		for i := range len(row) {
			switch ch := row[i]; ch {
			case '.':
				blanks++
			case '#':
			default:
				counts[ch]++
			}
		}
	}
	names := make([]byte, 0, len(counts))
	for ch := range counts {
		names = append(names, ch)
	}
	slices.SortFunc(names, func(a, b byte) int {
		return strings.IndexByte(alphabet, a) - strings.IndexByte(alphabet, b)
	})
	if len(names) > maxPaths {
		return nil, malformed(first, "grid names %d paths, want at most %d", len(names), maxPaths)
	}
	if msg := sizeProblem(len(rows), len(rows[0]), len(names)); msg != "" {
		return nil, fmt.Errorf("numberlink: line %d: %s: %w", first, msg, gen.ErrTooLarge)
	}
	for _, ch := range names {
		n := counts[ch]
		if n == 1 || (n > 2 && blanks > 0) {
			times := fmt.Sprintf("%d times", n)
			if n == 1 {
				times = "once"
			}
			return nil, malformed(first, "%q appears %s in the grid, want twice (once at each end of its path)", ch, times)
		}
	}
	number := map[byte]int{}
	for i, ch := range names {
		number[ch] = i + 1
	}
	g := gen.NewGrid(len(rows), len(rows[0]))
	for r, row := range rows {
		for c := range len(row) {
			switch ch := row[c]; ch {
			case '.':
			case '#':
				g[r][c] = -1
			default:
				g[r][c] = number[ch]
			}
		}
	}
	return &gen.Puzzle{Kind: Kind{}.Name(), Rows: len(rows), Cols: len(rows[0]), Givens: g}, nil
}

// Format writes g (p's givens or solution) in the "W H" header form:
// '.' for a blank, '#' for a solid cell, path k as the k-th character of
// the package alphabet ('1'..'9', then 'A'..'Z', 'a'..'z').
func (Kind) Format(w io.Writer, p *gen.Puzzle, g [][]int) error {
	if len(g) != p.Rows || p.Rows == 0 {
		return fmt.Errorf("numberlink: format: grid has %d rows, want %d: %w", len(g), p.Rows, gen.ErrMalformed)
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "%d %d\n", p.Cols, p.Rows)
	for r, row := range g {
		if len(row) != p.Cols {
			return fmt.Errorf("numberlink: format: row %d has %d cells, want %d: %w", r+1, len(row), p.Cols, gen.ErrMalformed)
		}
		for c, v := range row {
			switch {
			case v == 0:
				sb.WriteByte('.')
			case v == -1:
				sb.WriteByte('#')
			case v > 0 && v <= maxPaths:
				sb.WriteByte(alphabet[v-1])
			default:
				return fmt.Errorf("numberlink: format: row %d column %d holds %d, want -1 to %d: %w", r+1, c+1, v, maxPaths, gen.ErrMalformed)
			}
		}
		sb.WriteByte('\n')
	}
	if _, err := io.WriteString(w, sb.String()); err != nil {
		return fmt.Errorf("numberlink: format: %w", err)
	}
	return nil
}
