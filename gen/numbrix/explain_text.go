package numbrix

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// The sentences of the steps, in the puzzle's words: numbers, cells named
// r3c5 (1-based), and the path from 1 to the last number.

// cell names cell c as a step does: "r3c5".
func (tr *trace) cell(c int) string {
	return fmt.Sprintf("r%dc%d", c/tr.b.cols+1, c%tr.b.cols+1)
}

// placeText is the sentence of rule r placing p, with known the cells of
// the numbers placed before it.
func (tr *trace) placeText(r rule, p placement, known []int) string {
	k, at := p.k, tr.cell(p.c)
	switch r {
	case ruleForced:
		if j := tr.anchor(p, known); j >= 0 {
			return fmt.Sprintf("Only %s is free next to %d, so %d goes there.", at, j, k)
		}
	case ruleGapTwo:
		return fmt.Sprintf("%d and %d are both next to %s and no other free cell, so %d goes there.", k-1, k+1, at, k)
	case ruleReach:
		if by := tr.reachText(k, known); by != "" {
			return fmt.Sprintf("%d must be %s: of the cells left, only %s is, so %d goes there.", k, by, at, k)
		}
	case ruleLongReach:
		if by := tr.reachText(k, known); by != "" {
			return fmt.Sprintf("Counting steps along the long gaps, %d must be %s: of the cells left, only %s is, so %d goes there.", k, by, at, k)
		}
	case ruleNook:
		return fmt.Sprintf("%s has %s, and of the numbers still missing only %d can reach it, so %d goes there.",
			at, freeNeighbours(tr.freeNear(p.c, known)), k, k)
	case ruleTwoWays:
		if j := tr.anchor(p, known); j >= 0 {
			return fmt.Sprintf("%s has only two usable neighbours, so the path runs through it from %d: it holds %d.", at, j, k)
		}
	case ruleOnlyNumber:
		return fmt.Sprintf("No number but %d can still reach %s, so %d goes there.", k, at, k)
	}
	return fmt.Sprintf("Only %s is left for %d, so %d goes there.", at, k, k)
}

// reachText says how far k stands from the nearest placed numbers below
// and above it: "within 2 steps of 13 and 1 step of 16".
func (tr *trace) reachText(k int, known []int) string {
	var parts []string
	for j := k - 1; j >= 1; j-- {
		if known[j] >= 0 {
			parts = append(parts, steps(k-j)+" of "+strconv.Itoa(j))
			break
		}
	}
	for j := k + 1; j < len(known); j++ {
		if known[j] >= 0 {
			parts = append(parts, steps(j-k)+" of "+strconv.Itoa(j))
			break
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return "within " + strings.Join(parts, " and ")
}

// steps is "1 step" or "n steps".
func steps(n int) string {
	if n == 1 {
		return "1 step"
	}
	return strconv.Itoa(n) + " steps"
}

// narrowText is the sentence of rule r ruling out elim without placing a
// number; st is the state after it.
func (tr *trace) narrowText(r rule, st *state, elim [][3]int) string {
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
		return fmt.Sprintf("Counting steps from the placed numbers rules out %d cells that %s cannot reach.", len(elim), numberList(nums))
	case ruleLongReach:
		return fmt.Sprintf("Counting steps along the long gaps rules out %d cells that %s cannot reach.", len(elim), numberList(nums))
	case ruleTwoWays:
		x := cells[0]
		var can []int
		for k := 1; k < len(st.pos); k++ {
			if st.pos[k] < 0 && st.cand[k].has(x) {
				can = append(can, k)
			}
		}
		beside := tr.openBeside(x)
		text := fmt.Sprintf("%s has only two usable neighbours, so the path runs through it beside %s: it can only hold %s.",
			tr.cell(x), numberList(beside), orList(can))
		return text + more(len(cells)-1, "cell")
	case ruleDeadEnd:
		text := fmt.Sprintf("%s has fewer than two usable neighbours, so only an end of the path can stand there.", tr.cell(cells[0]))
		return text + more(len(cells)-1, "cell")
	case ruleRegion:
		var part set
		for _, k := range nums {
			part = part.or(st.cand[k])
		}
		return fmt.Sprintf("The walled-off region at %s has room for exactly the numbers that can reach it (each colour apart in Numbrix), so %s must stand inside it.",
			tr.cell(part.first()), numberList(nums))
	}
	return fmt.Sprintf("The rules rule out %d cells for %s.", len(elim), numberList(nums))
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
func freeNeighbours(n int) string {
	switch n {
	case 0:
		return "no free neighbour"
	case 1:
		return "one free neighbour"
	}
	return "only two free neighbours"
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

// more is " So do n more cells." when n > 0, after a sentence.
func more(n int, what string) string {
	if n == 0 {
		return ""
	}
	if n > 1 {
		what += "s"
	}
	return fmt.Sprintf(" So do %d more %s.", n, what)
}

// trialText is the sentence of trial rule r ruling t out.
func (tr *trace) trialText(r rule, t trial) string {
	if r == ruleShortTrial {
		return fmt.Sprintf("If %d went in %s, a few rounds of reach and two ways would leave a number without a cell, so %d is not there.", t.k, tr.cell(t.c), t.k)
	}
	return fmt.Sprintf("If %d went in %s, the rules up to region count would end in a contradiction, so %d is not there.", t.k, tr.cell(t.c), t.k)
}

// leavesText is " That leaves 13 only r3c5." for the numbers a trial left
// with one cell, or "" for none.
func (tr *trace) leavesText(placed []placement) string {
	if len(placed) == 0 {
		return ""
	}
	var parts []string
	for i, p := range placed {
		if i == 3 {
			parts = append(parts, fmt.Sprintf("%d more numbers one cell each", len(placed)-i))
			break
		}
		parts = append(parts, fmt.Sprintf("%d only %s", p.k, tr.cell(p.c)))
	}
	return " That leaves " + joinAnd(parts, "and") + "."
}

// distinct returns the numbers of ns, each once, ascending.
func distinct(ns []int) []int {
	out := slices.Clone(ns)
	slices.Sort(out)
	return slices.Compact(out)
}

// numberList is "12, 13 and 15", at most four numbers named.
func numberList(ns []int) string { return listOf(ns, "and") }

// orList is "12 or 14".
func orList(ns []int) string { return listOf(ns, "or") }

// listOf names ns joined by word, the fifth on counted.
func listOf(ns []int, word string) string {
	var parts []string
	for i, k := range ns {
		if i == 4 {
			parts = append(parts, fmt.Sprintf("%d more", len(ns)-i))
			break
		}
		parts = append(parts, strconv.Itoa(k))
	}
	return joinAnd(parts, word)
}

// joinAnd joins parts as "a, b and c" with word for "and".
func joinAnd(parts []string, word string) string {
	switch len(parts) {
	case 0:
		return "nothing"
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " " + word + " " + parts[len(parts)-1]
}
