package futoshiki

import (
	"fmt"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// The grader solves a Futoshiki the way a person does, on the shared
// engine (gen/regions): the singles, subsets, fish, wings and chains of
// rows and columns, with the kind's three rungs added to the ladder. A
// puzzle's grade is the grade of the hardest technique it needed; its
// score is the sum of the weights of its steps. A puzzle the ladder
// cannot finish is not graded ("guessing").
//
// The Futoshiki rungs (grade, weight per step):
//
//	easy    inequality bounds 1: a cell less than a neighbour cannot hold
//	        N, one greater cannot hold 1, and a placed neighbour bounds
//	        it by its digit (one step takes every sign at once)
//	medium  inequality chain 3: at the end of a chain of k signs a cell
//	        is at least k+1 (or at most N-k), or k past a placed digit
//	        at the chain's other end
//	medium  bound propagation 4: a sign passes on the bounds of its
//	        cells' candidates: a cell less than one that holds at most 4
//	        holds at most 3, which row and column eliminations, crossing
//	        from chain to chain, make far stronger than the chains alone

// The Futoshiki rungs, as rules of the engine's ladder.
var signRules = []struct {
	info  regions.TechniqueInfo
	after regions.Technique
	apply func(*rules, *regions.Grader, regions.Technique) bool
}{
	{regions.TechniqueInfo{Name: "inequality bounds", Grade: gen.Easy, Weight: 1}, regions.NakedSingle, (*rules).bounds},
	{regions.TechniqueInfo{Name: "inequality chain", Grade: gen.Medium, Weight: 3}, regions.NakedSingle, (*rules).chain},
	{regions.TechniqueInfo{Name: "bound propagation", Grade: gen.Medium, Weight: 4}, regions.Claiming, (*rules).propagate},
}

// rules are one puzzle's signs as the grader reads them. The generator
// changes signs between runs of one ladder.
type rules struct {
	n     int
	signs []sign
	// used, when not nil, is where the generator's closure marks the
	// signs that narrowed a cell (see closure.used).
	used []bool
	// chains is chain's scratch, kept off the stack (it is large, and a
	// deeper stack costs every goroutine that grades a puzzle a growth).
	chains *chainBounds
}

// ladderOf returns the engine's ladder with the Futoshiki rungs on k.
func ladderOf(k *rules) *regions.Ladder {
	rs := make([]regions.Rule, len(signRules))
	for i, r := range signRules {
		rs[i] = regions.Rule{TechniqueInfo: r.info, After: r.after, Apply: func(g *regions.Grader, t regions.Technique) bool { return r.apply(k, g, t) }}
	}
	return regions.NewLadder(rs...)
}

// cand returns the digits cell c may hold in g: its digit when placed
// (the engine keeps no candidates there).
func cand(g *regions.Grader, c int) uint16 {
	if v := g.Value(c); v != 0 {
		return 1 << (v - 1)
	}
	return g.Candidates(c)
}

// bounds applies every sign once, with its other cell's extreme or
// placed digit: one step for the lot.
func (k *rules) bounds(g *regions.Grader, t regions.Technique) bool {
	var notes []gen.Words
	changed := false
	for _, s := range k.signs {
		if g.Value(s.lo) == 0 {
			top := k.n
			if v := g.Value(s.hi); v != 0 {
				top = v
			}
			if m := g.Candidates(s.lo) &^ below(top); m != 0 {
				g.Eliminate(s.lo, m)
				changed = true
				if g.Tracing() {
					notes = append(notes, k.boundNote(g, s.lo, s.hi, m, "less"))
				}
			}
		}
		if g.Value(s.hi) == 0 {
			bottom := 1
			if v := g.Value(s.lo); v != 0 {
				bottom = v
			}
			if m := g.Candidates(s.hi) &^ above(bottom); m != 0 {
				g.Eliminate(s.hi, m)
				changed = true
				if g.Tracing() {
					notes = append(notes, k.boundNote(g, s.hi, s.lo, m, "greater"))
				}
			}
		}
	}
	if !changed {
		return false
	}
	record(g, t, func() gen.Words { return gen.Say("By the signs: %s.", clauses(notes)) })
	return true
}

// boundNote says why cell c, less or greater than its neighbour other,
// is not the digits of m.
func (k *rules) boundNote(g *regions.Grader, c, other int, m uint16, rel string) gen.Words {
	cell, by := cellName(k.n, c), cellName(k.n, other)
	v := g.Value(other)
	switch {
	case rel == "less" && v != 0:
		return gen.Say("%s is not %s (it is less than the %d in %s)", cell, digitList(m), v, by)
	case rel == "less":
		return gen.Say("%s is not %s (it is less than %s)", cell, digitList(m), by)
	case v != 0:
		return gen.Say("%s is not %s (it is greater than the %d in %s)", cell, digitList(m), v, by)
	}
	return gen.Say("%s is not %s (it is greater than %s)", cell, digitList(m), by)
}

// clauses joins clauses with semicolons: "a; b; c".
func clauses(parts []gen.Words) gen.Words {
	said := parts[len(parts)-1]
	for i := len(parts) - 2; i >= 0; i-- {
		said = gen.Say("%s; %s", parts[i], said)
	}
	return said
}

// chainBounds are the bounds the signs give each cell from chain length
// alone: a placed cell is its digit, an empty one 1 to n, and each sign
// raises its greater cell past its smaller one's least and lowers the
// smaller under the greater's most. from names the neighbour each bound
// came through (-1: none), to retrace the chain.
type chainBounds struct {
	lo, hi         [maxSize * maxSize]int
	fromLo, fromHi [maxSize * maxSize]int
}

// compute fills b for the grid of g and signs.
func (b *chainBounds) compute(g *regions.Grader, n int, signs []sign) {
	for c := range n * n {
		b.lo[c], b.hi[c], b.fromLo[c], b.fromHi[c] = 1, n, -1, -1
		if v := g.Value(c); v != 0 {
			b.lo[c], b.hi[c] = v, v
		}
	}
	// Chains are at most n cells long; a loop of signs (a malformed
	// puzzle) stops after n+1 rounds with bounds out of range.
	for round, changed := 0, true; changed && round <= n; round++ {
		changed = false
		for _, s := range signs {
			if g.Value(s.hi) == 0 && b.lo[s.lo]+1 > b.lo[s.hi] {
				b.lo[s.hi], b.fromLo[s.hi], changed = b.lo[s.lo]+1, s.lo, true
			}
			if g.Value(s.lo) == 0 && b.hi[s.hi]-1 < b.hi[s.lo] {
				b.hi[s.lo], b.fromHi[s.lo], changed = b.hi[s.hi]-1, s.hi, true
			}
		}
	}
}

// chain bounds one cell by the longest chain of signs below or above it.
func (k *rules) chain(g *regions.Grader, t regions.Technique) bool {
	if k.chains == nil {
		k.chains = new(chainBounds)
	}
	b := k.chains
	b.compute(g, k.n, k.signs)
	for c := range k.n * k.n {
		if g.Value(c) != 0 {
			continue
		}
		low := g.Candidates(c) & below(b.lo[c])
		high := g.Candidates(c) & above(max(b.hi[c], 0))
		if low|high == 0 {
			continue
		}
		g.Eliminate(c, low|high)
		record(g, t, func() gen.Words {
			var parts []gen.Words
			if low != 0 {
				parts = append(parts, gen.Say("%s is at least %d, so not %s", k.retrace(g, b, c, true, true), b.lo[c], digitList(low)))
			}
			if high != 0 {
				parts = append(parts, gen.Say("%s is at most %d, so not %s", k.retrace(g, b, c, false, low == 0), b.hi[c], digitList(high)))
			}
			return gen.Say("%s.", clauses(parts))
		})
		return true
	}
	return false
}

// retrace writes the chain that bounds cell c from below (up) or above:
// "by the chain r1c3 > r1c2 > r1c1 (a 2), r1c3"; "By the chain..." at
// the start of a sentence (capital).
func (k *rules) retrace(g *regions.Grader, b *chainBounds, c int, up, capital bool) gen.Words {
	op, from := " > ", &b.fromLo
	if !up {
		op, from = " < ", &b.fromHi
	}
	parts := []string{cellName(k.n, c)}
	x := c
	for len(parts) <= k.n && from[x] >= 0 {
		x = from[x]
		parts = append(parts, cellName(k.n, x))
	}
	var chain any = strings.Join(parts, op)
	if v := g.Value(x); v != 0 {
		chain = gen.Say("%s (a %d)", chain, v)
	}
	if capital {
		return gen.Say("By the chain %s, %s", chain, cellName(k.n, c))
	}
	return gen.Say("by the chain %s, %s", chain, cellName(k.n, c))
}

// propagate passes one sign the bounds of its cells' candidates: the
// smaller cell keeps digits under the greater's largest, the greater
// digits over the smaller's least.
func (k *rules) propagate(g *regions.Grader, t regions.Technique) bool {
	for _, s := range k.signs {
		lo, hi := cand(g, s.lo), cand(g, s.hi)
		if lo == 0 || hi == 0 {
			continue
		}
		var cutLo, cutHi uint16
		if g.Value(s.lo) == 0 {
			cutLo = lo &^ below(highest(hi))
		}
		if g.Value(s.hi) == 0 {
			cutHi = hi &^ above(lowest(lo))
		}
		if cutLo|cutHi == 0 {
			continue
		}
		if cutLo != 0 {
			g.Eliminate(s.lo, cutLo)
		}
		if cutHi != 0 {
			g.Eliminate(s.hi, cutHi)
		}
		record(g, t, func() gen.Words {
			a, b := cellName(k.n, s.lo), cellName(k.n, s.hi)
			var parts []gen.Words
			if cutLo != 0 {
				parts = append(parts, gen.Say("%s holds at most %d (%s), so %s is not %s", b, highest(hi), digitList(hi), a, digitList(cutLo)))
			}
			if cutHi != 0 {
				parts = append(parts, gen.Say("%s holds at least %d (%s), so %s is not %s", a, lowest(lo), digitList(lo), b, digitList(cutHi)))
			}
			return gen.Say("%s < %s: %s.", a, b, clauses(parts))
		})
		return true
	}
	return false
}

// record notes the step's sentence, when the run is traced, and counts it.
func record(g *regions.Grader, t regions.Technique, text func() gen.Words) {
	if g.Tracing() {
		g.Say(text())
	}
	g.Record(t)
}

// cellName names cell c of an n x n grid as "r2c3".
func cellName(n, c int) string { return fmt.Sprintf("r%dc%d", c/n+1, c%n+1) }

// digitList lists the digits of m as "1, 2 or 3".
func digitList(m uint16) gen.List {
	var ds []any
	for d := 1; m != 0; d, m = d+1, m>>1 {
		if m&1 != 0 {
			ds = append(ds, d)
		}
	}
	return gen.Or(ds...)
}
