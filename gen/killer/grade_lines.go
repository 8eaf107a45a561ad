package killer

import (
	"math/bits"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// lineSingle places a digit that a row or a column can put in one cell
// only (its last empty cell, or a hidden single), one a step. It is the
// last easy killer rung: Solo tries a line's singles after its killer
// reasoning, which comes after a box's hidden singles, so a puzzle that
// needs one is harder than its trivial killers, and the rung's place in
// the ladder tells them apart where the engine's hidden single (a box's,
// a row's or a column's alike) cannot.
func (k *rules) lineSingle(g *regions.Grader, t regions.Technique) bool {
	geo := k.b.g
	for u := range 2 * geo.n { // the rows, then the columns
		unit := geo.Units[u]
		var once, twice uint16
		for _, c := range unit {
			m := g.Candidates(c)
			twice |= once & m
			once |= m
		}
		single := once &^ twice
		if single == 0 {
			continue
		}
		d := bits.TrailingZeros16(single) + 1
		for _, c := range unit {
			if g.Candidates(c)&bit(d) == 0 {
				continue
			}
			g.Place(c, d)
			record(g, t, func() gen.Words {
				if article(d) == "an" {
					return gen.Say("%s needs an %d and only %s can take it.", capital(geo.unitName(u)), d, k.b.name(c))
				}
				return gen.Say("%s needs a %d and only %s can take it.", capital(geo.unitName(u)), d, k.b.name(c))
			})
			return true
		}
	}
	return false
}

// article is the indefinite article before digit d: "an 8", "a 7".
func article(d int) string {
	if d == 8 || d == 11 || d == 18 {
		return "an"
	}
	return "a"
}
