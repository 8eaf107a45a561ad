package calcudoku

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/internal/cageform"
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

// form is the text form's fields.
var form = cageform.Form{IDs: cageIDs, Clue: "clue", MaxN: maxSize}

// Parse reads calcudokus one a line; blank lines are skipped.
func (Kind) Parse(r io.Reader) ([]*gen.Puzzle, error) {
	return gen.ParseLines("calcudoku", r, parseLine)
}

// parseLine reads one puzzle.
func parseLine(text string) (*gen.Puzzle, error) {
	l, err := form.Parse(text)
	if err != nil {
		return nil, err
	}
	p := &gen.Puzzle{Kind: "calcudoku", Rows: l.N, Cols: l.N, Givens: l.Givens}
	p.Cages = make([]gen.Cage, len(l.Clues))
	for i, t := range l.Clues {
		cg, err := parseClue(t)
		if err != nil {
			return nil, fmt.Errorf("%w: clue %d: %v", gen.ErrMalformed, i+1, err)
		}
		cg.Cells = l.Cells[i]
		p.Cages[i] = cg
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

// appendClue appends cg's clue as Format writes it: its target, its
// operation's sign and '?' when the operation is hidden; false for an
// operation Format has no sign for.
func appendClue(dst []byte, cg *gen.Cage) ([]byte, bool) {
	sign, ok := textSigns[cg.Op]
	if !ok {
		return dst, false
	}
	dst = append(strconv.AppendInt(dst, int64(cg.Target), 10), sign...)
	if cg.Hidden && len(cg.Cells) > 1 {
		dst = append(dst, '?')
	}
	return dst, true
}

// Format writes the grid g (p's givens or solution) with p's cages, as
// Parse reads it.
func (Kind) Format(w io.Writer, p *gen.Puzzle, g [][]int) error {
	clues := make([]string, len(p.Cages))
	for k := range p.Cages {
		clue, ok := appendClue(nil, &p.Cages[k])
		if !ok {
			return fmt.Errorf("calcudoku: cage %d has operation %q", k+1, p.Cages[k].Op)
		}
		clues[k] = string(clue)
	}
	if err := form.Write(w, p.Rows, g, p.Cages, clues); err != nil {
		return fmt.Errorf("calcudoku: %w", err)
	}
	return nil
}
