package calcudoku

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
)

// A calcudoku's text form is one puzzle a line, three fields apart:
//
//	................ AABCDBBCDEFFGEHH 3-,6x,1-,2/,1,7+,4,2/
//
// the digits in reading order ('.' for a blank), then the cage of each
// cell as a character (cageIDs: A for the first cage in reading order of
// its first cell, B for the next, ...), then the cages' clues in that
// order: the target followed by its operation, + - x /, none for a
// one-cell cage, and '?' after a clue whose operation is not printed
// ("6x?"; "6?" when the operation is not known at all). Parse also reads
// * × for x and ÷ for /.

// cageIDs are the characters that name cages in the text form, in order.
const cageIDs = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789@$%&=?^~!"

// Parse reads calcudokus one a line; blank lines are skipped.
func (Kind) Parse(r io.Reader) ([]*gen.Puzzle, error) {
	return gen.ParseLines("calcudoku", r, parseLine)
}

// parseLine reads one puzzle.
func parseLine(text string) (*gen.Puzzle, error) {
	f := strings.Fields(text)
	if len(f) != 3 {
		return nil, fmt.Errorf("%w: want digits, cage names and clues, 3 fields, not %d", gen.ErrMalformed, len(f))
	}
	n := int(math.Sqrt(float64(len(f[0]))))
	if n*n != len(f[0]) || len(f[1]) != len(f[0]) {
		return nil, fmt.Errorf("%w: %d digits and %d cage names, want one square number of each", gen.ErrMalformed, len(f[0]), len(f[1]))
	}
	if n > maxSize {
		return nil, fmt.Errorf("%dx%d: %w", n, n, gen.ErrTooLarge)
	}
	clues := strings.Split(f[2], ",")
	if len(clues) > len(cageIDs) {
		return nil, fmt.Errorf("%w: %d clues, the most is %d", gen.ErrMalformed, len(clues), len(cageIDs))
	}
	p := &gen.Puzzle{Kind: "calcudoku", Rows: n, Cols: n, Givens: gen.NewGrid(n, n)}
	p.Cages = make([]gen.Cage, len(clues))
	for i, t := range clues {
		cg, err := parseClue(t)
		if err != nil {
			return nil, fmt.Errorf("%w: clue %d: %v", gen.ErrMalformed, i+1, err)
		}
		p.Cages[i] = cg
	}
	for i := range len(f[0]) {
		cell := gen.Cell{Row: i / n, Col: i % n}
		switch d := f[0][i]; {
		case d == '.':
		case d >= '1' && d <= '9':
			p.Givens[cell.Row][cell.Col] = int(d - '0')
		default:
			return nil, fmt.Errorf("%w: %q at r%dc%d, want a digit or '.'", gen.ErrMalformed, d, cell.Row+1, cell.Col+1)
		}
		k := strings.IndexByte(cageIDs[:len(clues)], f[1][i])
		if k < 0 {
			return nil, fmt.Errorf("%w: cage %q at r%dc%d, want one of %s", gen.ErrMalformed, f[1][i], cell.Row+1, cell.Col+1, cageIDs[:len(clues)])
		}
		p.Cages[k].Cells = append(p.Cages[k].Cells, cell)
	}
	if err := checkShape(p); err != nil {
		return nil, err
	}
	fillGivens(p)
	return p, nil
}

// fillGivens writes the digit of every one-cell cage into p's givens.
func fillGivens(p *gen.Puzzle) {
	for _, cg := range p.Cages {
		if len(cg.Cells) == 1 {
			p.Givens[cg.Cells[0].Row][cg.Cells[0].Col] = cg.Target
		}
	}
}

// opSigns maps the operation signs the text form reads to gen.Cage's.
var opSigns = map[string]string{
	"+": opAdd, "-": opSub, "−": opSub,
	"x": opMul, "X": opMul, "*": opMul, "×": opMul,
	"/": opDiv, "÷": opDiv,
}

// parseClue reads one clue: a target, its operation, and '?' if hidden.
func parseClue(t string) (gen.Cage, error) {
	var cg gen.Cage
	rest, hidden := strings.CutSuffix(t, "?")
	cg.Hidden = hidden
	end := strings.IndexFunc(rest, func(r rune) bool { return r < '0' || r > '9' })
	if end < 0 {
		end = len(rest)
	}
	v, err := strconv.Atoi(rest[:end])
	if err != nil || v < 1 {
		return cg, fmt.Errorf("%q, want a target above 0 and an operation", t)
	}
	cg.Target = v
	if sign := rest[end:]; sign != "" {
		op, ok := opSigns[sign]
		if !ok {
			return cg, fmt.Errorf("%q: operation %q, want + - x or /", t, sign)
		}
		cg.Op = op
	}
	return cg, nil
}

// textSigns are the signs Format writes.
var textSigns = map[string]string{opAdd: "+", opSub: "-", opMul: "x", opDiv: "/", opNone: ""}

// Format writes the grid g (p's givens or solution) with p's cages, as
// Parse reads it.
func (Kind) Format(w io.Writer, p *gen.Puzzle, g [][]int) error {
	n := p.Rows
	if len(p.Cages) > len(cageIDs) {
		return fmt.Errorf("calcudoku: %d cages, the text form holds %d", len(p.Cages), len(cageIDs))
	}
	ids := gen.CageIndex(n, n, p.Cages)
	clues := make([]string, len(p.Cages))
	for k, cg := range p.Cages {
		sign, ok := textSigns[cg.Op]
		if !ok {
			return fmt.Errorf("calcudoku: cage %d has operation %q", k+1, cg.Op)
		}
		clues[k] = strconv.Itoa(cg.Target) + sign
		if cg.Hidden && len(cg.Cells) > 1 {
			clues[k] += "?"
		}
	}
	var digits, cages strings.Builder
	for r := range n {
		for c := range n {
			if v := g[r][c]; v > 0 {
				digits.WriteByte(byte('0' + v))
			} else {
				digits.WriteByte('.')
			}
			if ids[r][c] < 0 {
				return fmt.Errorf("calcudoku: r%dc%d is in no cage", r+1, c+1)
			}
			cages.WriteByte(cageIDs[ids[r][c]])
		}
	}
	_, err := fmt.Fprintf(w, "%s %s %s\n", digits.String(), cages.String(), strings.Join(clues, ","))
	return err
}
