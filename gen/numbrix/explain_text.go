package numbrix

import (
	"fmt"
	"slices"

	"github.com/puzzlebook/puzzlebook/gen"
)

// The sentences of the steps, in the puzzle's words: numbers, cells named
// r3c5 (1-based), and the path from 1 to the last number. They are
// gen.Words, said in other languages from the tables of lang_*.go.

// cell names cell c as a step does: "r3c5".
func (tr *trace) cell(c int) string {
	return fmt.Sprintf("r%dc%d", c/tr.b.cols+1, c%tr.b.cols+1)
}

// placeText is the sentence of rule r placing p, with known the cells of
// the numbers placed before it.
func (tr *trace) placeText(r rule, p placement, known []int) gen.Words {
	k, at := p.k, tr.cell(p.c)
	switch r {
	case ruleForced:
		if j := tr.anchor(p, known); j >= 0 {
			return gen.Say("Only %s is free next to %d, so %d goes there.", at, j, k)
		}
	case ruleGapTwo:
		return gen.Say("%d and %d are both next to %s and no other free cell, so %d goes there.", k-1, k+1, at, k)
	case ruleReach:
		if by, ok := tr.reachText(k, known); ok {
			return gen.Say("%d must be %s: of the cells left, only %s is, so %d goes there.", k, by, at, k)
		}
	case ruleLongReach:
		if by, ok := tr.reachText(k, known); ok {
			return gen.Say("Counting steps along the long gaps, %d must be %s: of the cells left, only %s is, so %d goes there.", k, by, at, k)
		}
	case ruleNook:
		return gen.Say("%s has %s, and of the numbers still missing only %d can reach it, so %d goes there.",
			at, freeNeighbours(tr.freeNear(p.c, known)), k, k)
	case ruleTwoWays:
		if j := tr.anchor(p, known); j >= 0 {
			return gen.Say("%s has only two usable neighbours, so the path runs through it from %d: it holds %d.", at, j, k)
		}
	case ruleOnlyNumber:
		return gen.Say("No number but %d can still reach %s, so %d goes there.", k, at, k)
	}
	return gen.Say("Only %s is left for %d, so %d goes there.", at, k, k)
}

// reachText says how far k stands from the nearest placed numbers below
// and above it: "within 2 steps of 13 and 1 step of 16"; false when
// neither is placed.
func (tr *trace) reachText(k int, known []int) (gen.Words, bool) {
	var parts []any
	for j := k - 1; j >= 1; j-- {
		if known[j] >= 0 {
			parts = append(parts, stepsOf(k-j, j))
			break
		}
	}
	for j := k + 1; j < len(known); j++ {
		if known[j] >= 0 {
			parts = append(parts, stepsOf(j-k, j))
			break
		}
	}
	if len(parts) == 0 {
		return gen.Words{}, false
	}
	return gen.Say("within %s", gen.And(parts...)), true
}

// stepsOf is "1 step of j" or "n steps of j".
func stepsOf(n, j int) gen.Words {
	if n == 1 {
		return gen.Say("1 step of %d", j)
	}
	return gen.Say("%d steps of %d", n, j)
}

// narrowText is the sentence of rule r ruling out elim without placing a
// number; st is the state after it.
func (tr *trace) narrowText(r rule, st *state, elim [][3]int) gen.Words {
	var cells, nums []int
	for _, e := range elim {
		c := e[0]*tr.b.cols + e[1]
		if len(cells) == 0 || cells[len(cells)-1] != c {
			cells = append(cells, c)
		}
		nums = append(nums, e[2])
	}
	nums = distinct(nums)
	switch r {
	case ruleReach:
		return ruledOut(len(elim), nums, "Counting steps from the placed numbers rules out %d cells that %s cannot reach.",
			"Counting steps from the placed numbers rules out 1 cells that %s cannot reach.")
	case ruleLongReach:
		return ruledOut(len(elim), nums, "Counting steps along the long gaps rules out %d cells that %s cannot reach.",
			"Counting steps along the long gaps rules out 1 cells that %s cannot reach.")
	case ruleTwoWays:
		x := cells[0]
		var can []int
		for k := 1; k < len(st.pos); k++ {
			if st.pos[k] < 0 && st.cand[k].has(x) {
				can = append(can, k)
			}
		}
		text := gen.Say("%s has only two usable neighbours, so the path runs through it beside %s: it can only hold %s.",
			tr.cell(x), numberList(tr.openBeside(x)), orList(can))
		return more(text, len(cells)-1)
	case ruleDeadEnd:
		text := gen.Say("%s has fewer than two usable neighbours, so only an end of the path can stand there.", tr.cell(cells[0]))
		return more(text, len(cells)-1)
	case ruleRegion:
		var part set
		for _, k := range nums {
			part = part.or(st.cand[k])
		}
		return gen.Say("The walled-off region at %s has room for exactly the numbers that can reach it (each colour apart in Numbrix), so %s must stand inside it.",
			tr.cell(part.first()), numberList(nums))
	}
	return ruledOut(len(elim), nums, "The rules rule out %d cells for %s.", "The rules rule out 1 cells for %s.")
}

// ruledOut says that a rule ruled n cells out for the numbers nums, in
// the format several of n and nums, or for one cell in the format one
// of nums alone, which its translations say in the singular.
func ruledOut(n int, nums []int, several, one string) gen.Words {
	if n == 1 {
		return gen.Say(one, numberList(nums))
	}
	return gen.Say(several, n, numberList(nums))
}

// freeNear counts the free neighbours of cell c, where known holds the
// cells of the numbers placed.
func (tr *trace) freeNear(c int, known []int) int {
	near := tr.b.near[c]
	for k := 1; k < len(known); k++ {
		if known[k] >= 0 {
			near.del(known[k])
		}
	}
	return near.count()
}

// freeNeighbours is "no free neighbour", "one free neighbour" or "only
// two free neighbours" (n is at most two: see nook).
func freeNeighbours(n int) gen.Words {
	switch n {
	case 0:
		return gen.Say("no free neighbour")
	case 1:
		return gen.Say("one free neighbour")
	}
	return gen.Say("only two free neighbours")
}

// openBeside returns the numbers next to free cell x that were still open
// on a side before the step.
func (tr *trace) openBeside(x int) []int {
	var out []int
	for k := 1; k < len(tr.pos); k++ {
		c := tr.pos[k]
		if c < 0 || !tr.b.adjacent(c, x) {
			continue
		}
		if (k > 1 && tr.pos[k-1] < 0) || (k < len(tr.pos)-1 && tr.pos[k+1] < 0) {
			out = append(out, k)
		}
	}
	return out
}

// more is text followed by " So do n more cells." when n > 0.
func more(text gen.Words, n int) gen.Words {
	switch n {
	case 0:
		return text
	case 1:
		return gen.Say("%s So do 1 more cell.", text)
	}
	return gen.Say("%s So do %d more cells.", text, n)
}

// trialText is the sentence of trial rule r ruling t out.
func (tr *trace) trialText(r rule, t trial) gen.Words {
	if r == ruleShortTrial {
		return gen.Say("If %d went in %s, a few rounds of reach and two ways would leave a number without a cell, so %d is not there.", t.k, tr.cell(t.c), t.k)
	}
	return gen.Say("If %d went in %s, the rules up to region count would end in a contradiction, so %d is not there.", t.k, tr.cell(t.c), t.k)
}

// leavesText is text followed by " That leaves 13 only r3c5." for the
// numbers a trial left with one cell, or text alone for none.
func (tr *trace) leavesText(text gen.Words, placed []placement) gen.Words {
	if len(placed) == 0 {
		return text
	}
	var parts []any
	for i, p := range placed {
		if i == 3 {
			parts = append(parts, gen.Say("%d more numbers one cell each", len(placed)-i))
			break
		}
		parts = append(parts, gen.Say("%d only %s", p.k, tr.cell(p.c)))
	}
	return gen.Say("%s That leaves %s.", text, gen.And(parts...))
}

// distinct returns the numbers of ns, each once, ascending.
func distinct(ns []int) []int {
	out := slices.Clone(ns)
	slices.Sort(out)
	return slices.Compact(out)
}

// numberList is "12, 13 and 15", at most four numbers named.
func numberList(ns []int) any { return listOf(ns, gen.And) }

// orList is "12 or 14".
func orList(ns []int) any { return listOf(ns, gen.Or) }

// listOf names ns joined by join (gen.And or gen.Or), the fifth on
// counted; "nothing" when ns is empty.
func listOf(ns []int, join func(...any) gen.List) any {
	if len(ns) == 0 {
		return gen.Say("nothing")
	}
	var parts []any
	for i, k := range ns {
		if i == 4 {
			parts = append(parts, gen.Say("%d more", len(ns)-i))
			break
		}
		parts = append(parts, k)
	}
	return join(parts...)
}
