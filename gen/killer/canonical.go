package killer

import (
	"strconv"

	"github.com/puzzlebook/puzzlebook/gen"
)

var _ gen.Canonicalizer = Kind{}

// Canonical returns the least text form of p among its mirror images and
// turns that keep its boxes (all eight on a 4x4 and a 9x9, the four that
// keep 2x3 boxes on a 6x6), so that a book never prints one killer twice
// in disguise. Relabelling digits changes the sums, so it is no disguise.
// It returns "" for a puzzle of a shape the kind does not take.
func (Kind) Canonical(p *gen.Puzzle) string {
	if checkShape(p) != nil {
		return ""
	}
	g := geoms.of(p.Rows)
	givens, owner := formCells(p)
	var room [2][2*maxCells + 4*maxCells]byte // two forms: cells, cage names, sums
	best, form := []byte(nil), room[0][:0]
	var same [maxCells + 1]byte // the givens' part of every form, when no move changes it
	fixed := sameGivens(givens[:p.Rows*p.Rows], same[:0])
	for t := range 8 {
		if t&4 != 0 && g.boxRows != g.boxCols {
			continue
		}
		var less bool
		if form, less = appendForm(form[:0], p, &givens, &owner, g.moved[t], best, fixed); less {
			if best == nil {
				best = room[1][:0]
			}
			best, form = form, best
		}
	}
	return string(best)
}

// formCells returns what appendForm reads of p: each cell's given as
// its character, and its cage's index in p.Cages.
func formCells(p *gen.Puzzle) (givens [maxCells]byte, owner [maxCells]int) {
	n := p.Rows
	for i := range n * n {
		givens[i] = byte('0' + p.Givens[i/n][i%n])
	}
	for k, cg := range p.Cages {
		for _, c := range cg.Cells {
			owner[c.Row*n+c.Col] = k
		}
	}
	return givens, owner
}

// sameGivens appends to dst the givens' part of a form (givens, each
// cell's given as its character, and a space) when every cell holds the
// same, as in a killer without givens, and returns it; nil when not.
func sameGivens(givens []byte, dst []byte) []byte {
	for _, v := range givens {
		if v != givens[0] {
			return nil
		}
	}
	return append(append(dst, givens...), ' ')
}

// appendForm appends to dst p's text form moved by from (per cell, the
// cell that moves there): the givens, each cell's cage named in reading
// order of first cells, and the sums. givens holds each cell's given as
// its character, owner its cage in p.Cages; fixed, when not nil, is the
// givens' part of every form (sameGivens), which best then begins with
// too. It reports whether the form is less than best (nil: none yet),
// and gives up as soon as the form is greater (most of the eight are,
// within their first cells).
func appendForm(dst []byte, p *gen.Puzzle, givens *[maxCells]byte, owner *[maxCells]int, from []int, best, fixed []byte) ([]byte, bool) {
	c := formOrder{best: best}
	if fixed != nil {
		dst = append(dst, fixed...)
		c.seen = len(fixed) // the same as best's
	} else {
		for _, i := range from {
			dst = append(dst, givens[i])
		}
		dst = append(dst, ' ')
	}
	if !c.see(dst) {
		return dst, false
	}
	var name [maxCells]int // per cage, 1 + its name's index; 0 unnamed
	var order [maxCells]int
	named := 0
	for _, i := range from {
		k := owner[i]
		if name[k] == 0 {
			order[named] = k
			named++
			name[k] = named
		}
		dst = append(dst, cageIDs[(name[k]-1)%len(cageIDs)])
		if !c.see(dst) {
			return dst, false
		}
	}
	dst = append(dst, ' ')
	for x, k := range order[:named] {
		if x > 0 {
			dst = append(dst, ',')
		}
		dst = strconv.AppendInt(dst, int64(p.Cages[k].Target), 10)
		if !c.see(dst) {
			return dst, false
		}
	}
	return dst, c.less(dst)
}

// formOrder compares a form, as it is written, with the least so far.
type formOrder struct {
	best []byte
	seen int // the bytes of the form compared so far
	// order is -1 once the form is less than best, 1 once greater, 0
	// while equal so far.
	order int
}

// see compares the bytes of form written since it last looked, and
// reports whether the form may still be less than best.
func (c *formOrder) see(form []byte) bool {
	if c.best == nil || c.order != 0 {
		return c.order <= 0
	}
	for ; c.seen < len(form); c.seen++ {
		switch {
		case c.seen >= len(c.best):
			c.order = 1 // best is a prefix of the form
		case form[c.seen] < c.best[c.seen]:
			c.order = -1
		case form[c.seen] > c.best[c.seen]:
			c.order = 1
		default:
			continue
		}
		break
	}
	return c.order <= 0
}

// less reports whether the whole form is less than best, as bytes.Compare.
func (c *formOrder) less(form []byte) bool {
	return c.best == nil || c.order < 0 || c.order == 0 && len(form) < len(c.best)
}
