package regions

import (
	"fmt"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
)

// The sentences of the steps, in Sudoku words. Cells are named r3c5 (row
// 3, column 5), in lower case even at the start of a sentence, as Sudoku
// solvers write them; boxes (regions) are numbered from 1 across then down
// (by their first cell). The
// candidates a sentence quotes are the pencil marks before the step.

// sentence says why step, of technique t, holds.
func (tr *trace) sentence(t Technique, step *gen.Step) string {
	switch t {
	case FullHouse, HiddenSingle, NakedSingle:
		return tr.singleText(t, step)
	case Pointing, Claiming:
		tr.sawCrossing(t == Claiming, step)
		return tr.lockedText(t)
	case NakedPair, NakedTriple, NakedQuad:
		return tr.nakedText()
	case HiddenPair, HiddenTriple, HiddenQuad:
		return tr.hiddenText(step)
	case XWing, Swordfish, Jellyfish:
		return tr.fishText()
	case XYWing:
		return tr.xyWingText(step)
	case XYZWing:
		return tr.xyzWingText(step)
	case WWing:
		return tr.wWingText(step)
	case SimpleColouring:
		return tr.colouringText(step)
	case XYChain:
		return tr.xyChainText(step)
	}
	if tr.saw.text == "" {
		panic("regions: no sentence for technique " + tr.ladder.info(t).Name)
	}
	return tr.saw.text
}

// singleText explains a full house, a hidden single or a naked single.
func (tr *trace) singleText(t Technique, step *gen.Step) string {
	at := step.Place[0]
	c, d := at[0]*tr.s.N+at[1], at[2]
	cell := tr.cellName(c)
	switch t {
	case FullHouse:
		unit := capital(tr.unitName(tr.singleUnit(t, c, d)))
		return fmt.Sprintf("%s has one empty cell left, %s, and it takes the missing %d.", unit, cell, d)
	case HiddenSingle:
		unit := capital(tr.unitName(tr.singleUnit(t, c, d)))
		return fmt.Sprintf("%s needs %s %d and only %s can take it.", unit, digitArticle(d), d, cell)
	}
	var seen uint16
	for _, p := range tr.s.Peers[c] {
		if v := tr.vals[p]; v != 0 {
			seen |= 1 << (v - 1)
		}
	}
	if full := uint16(1)<<tr.s.N - 1; seen == full&^(1<<(d-1)) {
		if tr.s.Latin() {
			return fmt.Sprintf("Only %d can go in %s: every other digit is in its row or column.", d, cell)
		}
		return fmt.Sprintf("Only %d can go in %s: every other digit is in its row, column or %s.", d, cell, tr.s.Word)
	}
	return fmt.Sprintf("Only %d can go in %s: every other digit has been ruled out there.", d, cell)
}

// singleUnit returns the unit in which digit d at cell c is a full house
// or a hidden single (t), looking as the grader does, boxes first, then
// rows, then columns, on the marks before the step. A hidden single is
// taken from a unit with other empty cells where there is one.
func (tr *trace) singleUnit(t Technique, c, d int) int {
	n, bit, found := tr.s.N, uint16(1)<<(d-1), -1
	for k := range 3 {
		u := tr.s.CellUnits[c][(k+2)%3]
		empty, places := 0, 0
		for _, x := range tr.s.Units[u] {
			if tr.vals[x] == 0 {
				empty++
			}
			if tr.cand[x]&bit != 0 {
				places++
			}
		}
		switch {
		case t == FullHouse && empty == 1:
			return u
		case t == HiddenSingle && places == 1 && empty > 1:
			return u
		case t == HiddenSingle && places == 1 && found < 0:
			found = u
		}
	}
	if found < 0 {
		panic(fmt.Sprintf("regions: no unit makes a %v of %d at r%dc%d", t, d, c/n+1, c%n+1))
	}
	return found
}

// lockedText explains pointing (a box's digits confined to a line) or
// claiming (a line's digits confined to a box).
func (tr *trace) lockedText(t Technique) string {
	from, to := tr.unitName(tr.saw.box), tr.unitName(tr.saw.unit)
	if t == Claiming {
		from, to = to, from
	}
	ds := tr.saw.digits
	return fmt.Sprintf("In %s, the %s can only go in %s, so no other cell of %s can be %s.", from, digitList(ds, "and"), to, to, digitList(ds, "or"))
}

// nakedText explains a naked subset: k cells of a unit holding k digits.
func (tr *trace) nakedText() string {
	cells, ds := tr.cellList(tr.saw.cells, "and"), tr.saw.digits
	unit := tr.unitName(tr.saw.unit)
	if len(tr.saw.cells) == 2 {
		return fmt.Sprintf("%s can only be %s, so no other cell of %s can be either.", cells, digitList(ds, "or"), unit)
	}
	return fmt.Sprintf("%s can only hold %s among them, so no other cell of %s can be %s.", cells, digitList(ds, "and"), unit, digitList(ds, "or"))
}

// hiddenText explains a hidden subset: k digits of a unit confined to k
// cells.
func (tr *trace) hiddenText(step *gen.Step) string {
	var gone uint16
	for _, e := range step.Eliminate {
		gone |= 1 << (e[2] - 1)
	}
	return fmt.Sprintf("In %s, the %s can only go in %s, so those cells cannot be %s.",
		tr.unitName(tr.saw.unit), digitList(tr.saw.digits, "and"), tr.cellList(tr.saw.cells, "and"), digitList(gone, "or"))
}

// fishText explains an X-wing, swordfish or jellyfish.
func (tr *trace) fishText() string {
	base, cover := "rows", "columns"
	if tr.saw.byCol {
		base, cover = cover, base
	}
	d := candDigit(tr.saw.digits)
	lines, cross := base+" "+indexList(tr.saw.lines), cover+" "+indexList(tr.saw.cover)
	return fmt.Sprintf("The %ds of %s can only go in %s, so they are the %ds of those %s, and no other cell of %s can be %d.",
		d, lines, cross, d, cover, cross, d)
}

// xyWingText explains an XY-wing: pivot {x,y}, pincers {x,z} and {y,z}.
func (tr *trace) xyWingText(step *gen.Step) string {
	a, b := tr.saw.ends[0], tr.saw.ends[1]
	p := tr.pivot(a, b, tr.cand[a]^tr.cand[b], nil)
	z := candDigit(tr.saw.digits)
	x, y := candDigit(tr.cand[p]&tr.cand[a]), candDigit(tr.cand[p]&tr.cand[b])
	if x > y {
		x, y, a, b = y, x, b, a
	}
	return fmt.Sprintf("%s can only be %d or %d: if %d, %s %s is %d; if %d, %s %s is %d. Either way one of them is %d, so %s.",
		tr.cellName(p), x, y, x, tr.cellName(a), tr.marks(a), z, y, tr.cellName(b), tr.marks(b), z, z,
		tr.ruledOut(step, "both"))
}

// xyzWingText explains an XYZ-wing: pivot {x,y,z}, pincers {x,z} and
// {y,z}.
func (tr *trace) xyzWingText(step *gen.Step) string {
	a, b := tr.saw.ends[0], tr.saw.ends[1]
	p := tr.pivot(a, b, tr.cand[a]|tr.cand[b], eliminatedCells(tr.s.N, step))
	z := candDigit(tr.saw.digits)
	x, y := candDigit(tr.cand[a]&^tr.saw.digits), candDigit(tr.cand[b]&^tr.saw.digits)
	return fmt.Sprintf("%s can only be %s; %s %s and %s %s see it. If it is %d, %s is %d; if %d, %s is %d. So one of the three is %d, and %s.",
		tr.cellName(p), digitList(tr.cand[p], "or"), tr.cellName(a), tr.marks(a), tr.cellName(b), tr.marks(b),
		x, tr.cellName(a), z, y, tr.cellName(b), z, z, tr.ruledOut(step, "all three"))
}

// wWingText explains a W-wing: two cells {x,y} that cannot both be x,
// since a unit's only two places for x see one each.
func (tr *trace) wWingText(step *gen.Step) string {
	a, b := tr.saw.ends[0], tr.saw.ends[1]
	x := candDigit(tr.saw.digits)
	y := candDigit(tr.cand[a] &^ tr.saw.digits)
	var ends []int
	for _, c := range tr.s.Units[tr.saw.unit] {
		if tr.cand[c]&tr.saw.digits != 0 {
			ends = append(ends, c)
		}
	}
	unit := tr.unitName(tr.saw.unit)
	return fmt.Sprintf("%s and %s can only be %d or %d. In %s, %d can only go in %s or %s, and each of these sees one of them: if both were %d, %s would have no %d. So one of them is %d, and %s.",
		tr.cellName(a), tr.cellName(b), x, y, unit, x, tr.cellName(ends[0]), tr.cellName(ends[1]), x, unit, x, y,
		tr.ruledOut(step, "both"))
}

// colouringText explains simple colouring: a colour trap (a cell seeing
// both colours) or a colour wrap (two cells of one colour that see each
// other).
func (tr *trace) colouringText(step *gen.Step) string {
	d := candDigit(tr.saw.digits)
	var sets [2][]int
	for i, c := range tr.saw.cells {
		if tr.saw.colour[i] > 0 {
			sets[0] = append(sets[0], c)
		} else {
			sets[1] = append(sets[1], c)
		}
	}
	lead := fmt.Sprintf("Linking the places of %d that are one of only two in a row, column or %s: either %s %s %d, or %s %s.",
		d, tr.s.Word, tr.cellList(sets[0], "and"), isAre(len(sets[0])), d, tr.cellList(sets[1], "and"), isAre(len(sets[1])))
	gone := eliminatedCells(tr.s.N, step)
	for k, set := range sets {
		if !sameCells(gone, set) {
			continue
		}
		for i, a := range set {
			for _, b := range set[i+1:] {
				if tr.sees(a, b) {
					return fmt.Sprintf("%s %s and %s see each other and cannot both be %d, so %s %s %d, and %s %s not.",
						lead, tr.cellName(a), tr.cellName(b), d, tr.cellList(sets[1-k], "and"), isAre(len(sets[1-k])), d,
						tr.cellList(set, "and"), isAre(len(set)))
				}
			}
		}
	}
	return fmt.Sprintf("%s %s %s one of each, so %s cannot be %d.", lead, tr.cellList(gone, "and"), verb(len(gone), "sees", "see"),
		verb(len(gone), "it", "they"), d)
}

// xyChainText explains an XY-chain: two-candidate cells each forcing the
// next, from one end not z to the other end z.
func (tr *trace) xyChainText(step *gen.Step) string {
	z := tr.saw.digits
	path := tr.xyPath(tr.saw.ends[0], tr.saw.ends[1], z)
	var links, forced []string
	val := tr.cand[path[0]] &^ z
	for i, c := range path {
		links = append(links, tr.cellName(c)+" "+tr.marks(c))
		if i > 0 {
			val = tr.cand[c] &^ val
			forced = append(forced, fmt.Sprintf("%s is %d", tr.cellName(c), candDigit(val)))
		}
	}
	start, end, d := tr.cellName(path[0]), tr.cellName(path[len(path)-1]), candDigit(z)
	return fmt.Sprintf("%s form a chain: if %s is not %d, it is %d, so %s. So %s or %s is %d, and %s.",
		listWith(links, "and"), start, d, candDigit(tr.cand[path[0]]&^z), listWith(forced, "and"), start, end, d,
		tr.ruledOut(step, "both"))
}

// ruledOut ends a wing's or chain's sentence: the cells the step clears,
// which see both ends (or all three cells), cannot be the digit.
func (tr *trace) ruledOut(step *gen.Step, which string) string {
	cells := eliminatedCells(tr.s.N, step)
	return fmt.Sprintf("%s, which %s %s, cannot be %d", tr.cellList(cells, "and"), verb(len(cells), "sees", "see"), which, step.Eliminate[0][2])
}

// eliminatedCells lists the cells of step's eliminations, each once.
func eliminatedCells(n int, step *gen.Step) []int {
	var out []int
	for _, e := range step.Eliminate {
		if c := e[0]*n + e[1]; len(out) == 0 || out[len(out)-1] != c {
			out = append(out, c)
		}
	}
	return out
}

// sameCells reports whether a and b list the same cells in any order.
func sameCells(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	in := map[int]bool{}
	for _, c := range a {
		in[c] = true
	}
	for _, c := range b {
		if !in[c] {
			return false
		}
	}
	return true
}

// sees reports whether cells a and b share a unit.
func (tr *trace) sees(a, b int) bool {
	ua, ub := tr.s.CellUnits[a], tr.s.CellUnits[b]
	return ua[0] == ub[0] || ua[1] == ub[1] || ua[2] == ub[2]
}

// marks writes cell c's candidates before the step: "(4 or 9)".
func (tr *trace) marks(c int) string { return "(" + digitList(tr.cand[c], "or") + ")" }

// cellName names cell c: "r3c5".
func (tr *trace) cellName(c int) string {
	return fmt.Sprintf("r%dc%d", c/tr.s.N+1, c%tr.s.N+1)
}

// cellList names cells joined with word: "r1c2, r1c5 and r1c7".
func (tr *trace) cellList(cells []int, word string) string {
	names := make([]string, len(cells))
	for i, c := range cells {
		names[i] = tr.cellName(c)
	}
	return listWith(names, word)
}

// unitName names unit u: "row 3", "column 5" or "box 4".
func (tr *trace) unitName(u int) string {
	n := tr.s.N
	return fmt.Sprintf("%s %d", [3]string{"row", "column", tr.s.Word}[u/n], u%n+1)
}

// digitList writes the digits of mask joined with word: "3, 6 and 8".
func digitList(mask uint16, word string) string {
	var ds []string
	for m := mask; m != 0; m &= m - 1 {
		ds = append(ds, fmt.Sprint(candDigit(m&-m)))
	}
	return listWith(ds, word)
}

// indexList writes the 1-based positions of mask: "2 and 7".
func indexList(mask uint16) string { return digitList(mask, "and") }

// listWith joins items as a sentence does: "a", "a and b", "a, b and c".
func listWith(items []string, word string) string {
	if len(items) <= 1 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " " + word + " " + items[len(items)-1]
}

// digitArticle returns the indefinite article before a digit: "an 8",
// "a 7".
func digitArticle(d int) string {
	if d == 8 {
		return "an"
	}
	return "a"
}

// capital returns s with its first letter in upper case.
func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// verb picks the singular or plural form for a subject of k things.
func verb(k int, one, many string) string {
	if k == 1 {
		return one
	}
	return many
}

// isAre is the verb for k cells: "is" or "are".
func isAre(k int) string { return verb(k, "is", "are") }
