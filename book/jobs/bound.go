package jobs

import (
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
)

// SetBound returns how many distinct puzzles of kind k with params p a
// set (a book, or the run and archive of a daily slot) may hold, and
// whether the bound is proven (gen.Bounded: that many exist) rather than
// measured (gen.Reacher: that many are within the generator's reach); 0
// when neither bounds p. A book refuses a section past it, and so does a
// daily feed a slot.
func SetBound(k gen.Kind, p gen.Params) (most int, proven bool) {
	if b, ok := k.(gen.Bounded); ok {
		if n := b.MaxDistinct(p); n > 0 {
			return n, true
		}
	}
	if r, ok := k.(gen.Reacher); ok {
		return r.MaxReached(p), false
	}
	return 0, false
}

// SupplyBound says how many distinct puzzles of kind k with params p a
// set may hold, most, and why, leaving its parenthesis open for the
// caller to add to: "only 469 distinct 4x4 sudoku puzzles exist (a puzzle
// and its rotations, reflections and relabellings count once". A proven
// bound says how many exist; a measured one (6x6 medium with symmetric
// givens) is the share of the generator's reach a set can fill.
func SupplyBound(k gen.Kind, p gen.Params, most int) string {
	const once = "a puzzle and its rotations, reflections and relabellings count once"
	if _, proven := SetBound(k, Unpicked(p)); proven {
		return fmt.Sprintf("only %d distinct %s exist (%s", most, SupplyName(k, p), once)
	}
	return fmt.Sprintf("a set holds at most %d distinct %s, about a third of those the generator reaches, so that its last puzzles are still new (%s", most, SupplyName(k, p), once)
}

// Roomier names, for a message, the symmetry whose supply holds the most
// puzzles of kind k's size and grade in p when it holds at least n, which
// p's own does not: "; symmetry: none has 469"; or "".
func Roomier(k gen.Kind, p gen.Params, n int) string {
	best, name, unbounded := 0, "", ""
	for _, sym := range []gen.Symmetry{gen.SymmetryNone, gen.SymmetryRotational, gen.SymmetryMirror} {
		q := Unpicked(p)
		q.Symmetry = sym
		if k.Validate(q) != nil {
			continue
		}
		m, _ := SetBound(k, q)
		if m == 0 && unbounded == "" {
			unbounded = sym.String()
		}
		if m > best {
			best, name = m, sym.String()
		}
	}
	if unbounded != "" {
		return fmt.Sprintf("; symmetry: %s has no such bound", unbounded)
	}
	if best < n {
		return ""
	}
	return fmt.Sprintf("; symmetry: %s has %d", name, best)
}

// SupplyName names the puzzles of kind k made with p, for messages: "4x4
// sudoku puzzles with rotational givens", "... without symmetry", "...
// with 12-14 rotational givens".
func SupplyName(k gen.Kind, p gen.Params) string {
	name := fmt.Sprintf("%dx%d %s puzzles", p.Rows, p.Cols, k.Name())
	count := ""
	if p.HasGivens() {
		count = p.GivensText() + " "
	}
	switch p.Symmetry {
	case gen.SymmetryDefault:
		if count != "" {
			name += " with " + count + "givens"
		}
	case gen.SymmetryNone:
		if count != "" {
			name += " with " + count + "givens and"
		}
		name += " without symmetry"
	default:
		name += fmt.Sprintf(" with %s%v givens", count, p.Symmetry)
	}
	return name
}
