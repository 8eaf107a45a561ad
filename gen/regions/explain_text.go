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

// sentence says why step, of technique t, holds, in Words (said in
// English for Step.Text, in a book's language from Translations). A
// rule's step gives the Words its Say named; a rule that only gave
// Note's English text gives none.
func (tr *trace) sentence(t Technique, step *gen.Step) gen.Words {
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
	if tr.saw.said.Format == "" && tr.saw.text == "" {
		panic("regions: no sentence for technique " + tr.ladder.info(t).Name)
	}
	return tr.saw.said
}

// singleText explains a full house, a hidden single or a naked single.
func (tr *trace) singleText(t Technique, step *gen.Step) gen.Words {
	at := step.Place[0]
	c, d := at[0]*tr.s.N+at[1], at[2]
	cell := tr.cellName(c)
	switch t {
	case FullHouse:
		unit := tr.unitName(tr.singleUnit(t, c, d), true)
		return gen.Say("%s has one empty cell left, %s, and it takes the missing %d.", unit, cell, d)
	case HiddenSingle:
		unit := tr.unitName(tr.singleUnit(t, c, d), true)
		if d == 8 {
			return gen.Say("%s needs an %d and only %s can take it.", unit, d, cell)
		}
		return gen.Say("%s needs a %d and only %s can take it.", unit, d, cell)
	}
	var seen uint16
	for _, p := range tr.s.Peers[c] {
		if v := tr.vals[p]; v != 0 {
			seen |= 1 << (v - 1)
		}
	}
	if full := uint16(1)<<tr.s.N - 1; seen == full&^(1<<(d-1)) {
		if tr.s.Latin() {
			return gen.Say("Only %d can go in %s: every other digit is in its row or column.", d, cell)
		}
		return gen.Say("Only %d can go in %s: every other digit is in its row, column or %s.", d, cell, gen.Say(tr.s.Word))
	}
	return gen.Say("Only %d can go in %s: every other digit has been ruled out there.", d, cell)
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
func (tr *trace) lockedText(t Technique) gen.Words {
	from, to := tr.unitName(tr.saw.box, false), tr.unitName(tr.saw.unit, false)
	if t == Claiming {
		from, to = to, from
	}
	ds := tr.saw.digits
	return gen.Say("In %s, the %s can only go in %s, so no other cell of %s can be %s.", from, digitList(ds, "and"), to, to, digitList(ds, "or"))
}

// nakedText explains a naked subset: k cells of a unit holding k digits.
func (tr *trace) nakedText() gen.Words {
	cells, ds := tr.cellList(tr.saw.cells), tr.saw.digits
	unit := tr.unitName(tr.saw.unit, false)
	if len(tr.saw.cells) == 2 {
		return gen.Say("%s can only be %s, so no other cell of %s can be either.", cells, digitList(ds, "or"), unit)
	}
	return gen.Say("%s can only hold %s among them, so no other cell of %s can be %s.", cells, digitList(ds, "and"), unit, digitList(ds, "or"))
}

// hiddenText explains a hidden subset: k digits of a unit confined to k
// cells.
func (tr *trace) hiddenText(step *gen.Step) gen.Words {
	var gone uint16
	for _, e := range step.Eliminate {
		gone |= 1 << (e[2] - 1)
	}
	return gen.Say("In %s, the %s can only go in %s, so those cells cannot be %s.",
		tr.unitName(tr.saw.unit, false), digitList(tr.saw.digits, "and"), tr.cellList(tr.saw.cells), digitList(gone, "or"))
}

// fishText explains an X-wing, swordfish or jellyfish.
func (tr *trace) fishText() gen.Words {
	base, cover := "rows", "columns"
	if tr.saw.byCol {
		base, cover = cover, base
	}
	d := candDigit(tr.saw.digits)
	lines, cross := gen.Say(base+" %s", digitList(tr.saw.lines, "and")), gen.Say(cover+" %s", digitList(tr.saw.cover, "and"))
	return gen.Say("The %ds of %s can only go in %s, so they are the %ds of those %s, and no other cell of %s can be %d.",
		d, lines, cross, d, gen.Say(cover), cross, d)
}

// xyWingText explains an XY-wing: pivot {x,y}, pincers {x,z} and {y,z}.
func (tr *trace) xyWingText(step *gen.Step) gen.Words {
	a, b := tr.saw.ends[0], tr.saw.ends[1]
	p := tr.pivot(a, b, tr.cand[a]^tr.cand[b], nil)
	z := candDigit(tr.saw.digits)
	x, y := candDigit(tr.cand[p]&tr.cand[a]), candDigit(tr.cand[p]&tr.cand[b])
	if x > y {
		x, y, a, b = y, x, b, a
	}
	return gen.Say("%s can only be %d or %d: if %d, %s %s is %d; if %d, %s %s is %d. Either way one of them is %d, so %s.",
		tr.cellName(p), x, y, x, tr.cellName(a), tr.marks(a), z, y, tr.cellName(b), tr.marks(b), z, z,
		tr.ruledOut(step, false))
}

// xyzWingText explains an XYZ-wing: pivot {x,y,z}, pincers {x,z} and
// {y,z}.
func (tr *trace) xyzWingText(step *gen.Step) gen.Words {
	a, b := tr.saw.ends[0], tr.saw.ends[1]
	p := tr.pivot(a, b, tr.cand[a]|tr.cand[b], eliminatedCells(tr.s.N, step))
	z := candDigit(tr.saw.digits)
	x, y := candDigit(tr.cand[a]&^tr.saw.digits), candDigit(tr.cand[b]&^tr.saw.digits)
	return gen.Say("%s can only be %s; %s %s and %s %s see it. If it is %d, %s is %d; if %d, %s is %d. So one of the three is %d, and %s.",
		tr.cellName(p), digitList(tr.cand[p], "or"), tr.cellName(a), tr.marks(a), tr.cellName(b), tr.marks(b),
		x, tr.cellName(a), z, y, tr.cellName(b), z, z, tr.ruledOut(step, true))
}

// wWingText explains a W-wing: two cells {x,y} that cannot both be x,
// since a unit's only two places for x see one each.
func (tr *trace) wWingText(step *gen.Step) gen.Words {
	a, b := tr.saw.ends[0], tr.saw.ends[1]
	x := candDigit(tr.saw.digits)
	y := candDigit(tr.cand[a] &^ tr.saw.digits)
	var ends []int
	for _, c := range tr.s.Units[tr.saw.unit] {
		if tr.cand[c]&tr.saw.digits != 0 {
			ends = append(ends, c)
		}
	}
	unit := tr.unitName(tr.saw.unit, false)
	return gen.Say("%s and %s can only be %d or %d. In %s, %d can only go in %s or %s, and each of these sees one of them: if both were %d, %s would have no %d. So one of them is %d, and %s.",
		tr.cellName(a), tr.cellName(b), x, y, unit, x, tr.cellName(ends[0]), tr.cellName(ends[1]), x, unit, x, y,
		tr.ruledOut(step, false))
}

// colouringText explains simple colouring: a colour trap (a cell seeing
// both colours) or a colour wrap (two cells of one colour that see each
// other).
func (tr *trace) colouringText(step *gen.Step) gen.Words {
	d := candDigit(tr.saw.digits)
	var sets [2][]int
	for i, c := range tr.saw.cells {
		if tr.saw.colour[i] > 0 {
			sets[0] = append(sets[0], c)
		} else {
			sets[1] = append(sets[1], c)
		}
	}
	lead := gen.Say("Linking the places of %d that are one of only two in a row, column or %s: either %s, or %s.",
		d, gen.Say(tr.s.Word), tr.cellsAre(sets[0], d), tr.cellsAre(sets[1], 0))
	if tr.s.Latin() {
		lead = gen.Say("Linking the places of %d that are one of only two in a row or column: either %s, or %s.",
			d, tr.cellsAre(sets[0], d), tr.cellsAre(sets[1], 0))
	}
	gone := eliminatedCells(tr.s.N, step)
	for k, set := range sets {
		if !sameCells(gone, set) {
			continue
		}
		for i, a := range set {
			for _, b := range set[i+1:] {
				if tr.sees(a, b) {
					return gen.Say("%s %s and %s see each other and cannot both be %d, so %s, and %s.",
						lead, tr.cellName(a), tr.cellName(b), d, tr.cellsAre(sets[1-k], d), tr.cellsAre(set, -1))
				}
			}
		}
	}
	if len(gone) == 1 {
		return gen.Say("%s %s sees one of each, so it cannot be %d.", lead, tr.cellList(gone), d)
	}
	return gen.Say("%s %s see one of each, so they cannot be %d.", lead, tr.cellList(gone), d)
}

// cellsAre says that cells are digit d ("r1c2 and r3c4 are 5"), or only
// that they are (d 0: "r1c2 is", the end of "either ..., or r1c2 is"),
// or that they are not (d -1: "r1c2 is not").
func (tr *trace) cellsAre(cells []int, d int) gen.Words {
	list := tr.cellList(cells)
	one := len(cells) == 1
	switch {
	case d > 0 && one:
		return gen.Say("%s is %d", list, d)
	case d > 0:
		return gen.Say("%s are %d", list, d)
	case d == 0 && one:
		return gen.Say("%s is", list)
	case d == 0:
		return gen.Say("%s are", list)
	case one:
		return gen.Say("%s is not", list)
	}
	return gen.Say("%s are not", list)
}

// xyChainText explains an XY-chain: two-candidate cells each forcing the
// next, from one end not z to the other end z.
func (tr *trace) xyChainText(step *gen.Step) gen.Words {
	z := tr.saw.digits
	path := tr.xyPath(tr.saw.ends[0], tr.saw.ends[1], z)
	var links, forced []any
	val := tr.cand[path[0]] &^ z
	for i, c := range path {
		links = append(links, gen.Say("%s %s", tr.cellName(c), tr.marks(c)))
		if i > 0 {
			val = tr.cand[c] &^ val
			forced = append(forced, gen.Say("%s is %d", tr.cellName(c), candDigit(val)))
		}
	}
	start, end, d := tr.cellName(path[0]), tr.cellName(path[len(path)-1]), candDigit(z)
	return gen.Say("%s form a chain: if %s is not %d, it is %d, so %s. So %s or %s is %d, and %s.",
		gen.And(links...), start, d, candDigit(tr.cand[path[0]]&^z), gen.And(forced...), start, end, d,
		tr.ruledOut(step, false))
}

// ruledOut ends a wing's or chain's sentence: the cells the step clears,
// which see both ends (or all three cells, three), cannot be the digit.
func (tr *trace) ruledOut(step *gen.Step, three bool) gen.Words {
	cells := eliminatedCells(tr.s.N, step)
	list, d := tr.cellList(cells), step.Eliminate[0][2]
	switch {
	case len(cells) == 1 && three:
		return gen.Say("%s, which sees all three, cannot be %d", list, d)
	case three:
		return gen.Say("%s, which see all three, cannot be %d", list, d)
	case len(cells) == 1:
		return gen.Say("%s, which sees both, cannot be %d", list, d)
	}
	return gen.Say("%s, which see both, cannot be %d", list, d)
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
func (tr *trace) marks(c int) gen.Words { return gen.Say("(%s)", digitList(tr.cand[c], "or")) }

// cellName names cell c: "r3c5".
func (tr *trace) cellName(c int) string {
	return fmt.Sprintf("r%dc%d", c/tr.s.N+1, c%tr.s.N+1)
}

// cellList names cells: "r1c2, r1c5 and r1c7".
func (tr *trace) cellList(cells []int) gen.List {
	names := make([]any, len(cells))
	for i, c := range cells {
		names[i] = tr.cellName(c)
	}
	return gen.And(names...)
}

// unitName names unit u: "row 3", "column 5" or "box 4"; "Row 3"... at
// the start of a sentence (capital).
func (tr *trace) unitName(u int, capital bool) gen.Words {
	n := tr.s.N
	word := [3]string{"row", "column", tr.s.Word}[u/n]
	if capital {
		word = strings.ToUpper(word[:1]) + word[1:]
	}
	return gen.Say(word+" %d", u%n+1)
}

// digitList lists the digits of mask joined by conj ("and" or "or"):
// "3, 6 and 8".
func digitList(mask uint16, conj string) gen.List {
	var ds []any
	for m := mask; m != 0; m &= m - 1 {
		ds = append(ds, candDigit(m&-m))
	}
	return gen.List{Items: ds, Conj: conj}
}
