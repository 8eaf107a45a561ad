package sudoku

import (
	"math/bits"
	"sync"

	"github.com/puzzlebook/puzzlebook/gen"
)

// The generator's question to the grader (grade_reach.go) has an answer
// that does not depend on the order of the steps. Each technique of the
// ladder up to hard removes candidates, and stays applicable (or is
// overtaken by simpler steps) as more is known, so applying the
// techniques of grades up to g in any order until none applies reaches
// one and the same state: their closure. The ladder tries the simplest
// technique first and uses a hard one only when singles and locked
// candidates have stalled, so it places a set of cells without a hard
// step exactly when the medium closure does, and at all exactly when the
// hard closure does. closureBoard computes those closures on digit planes,
// with each technique swept over the whole grid at once and subsets
// searched only in units that changed, instead of the grader's
// cell-by-cell ladder restarted after every step.
//
// Up to hard, locked candidates and subsets are each computed in their
// most general form: the digit plane of a band (or a
// stack) keeps only the segments on which the digit can still sit once in
// each row and box (each column and box), which is every pointing and
// claiming step and nothing more; and a unit's locked sets of any size
// are found, which is what naked and hidden pairs, triples and quads
// together cover in a 9-cell unit.

// closureBoard is a singles board that also applies locked candidates
// and locked sets. checked holds the planes as they were at the start of
// the last subset pass: a unit whose cells have not changed since holds
// no locked set.
type closureBoard struct {
	singlesBoard
	checked [planes]uint32
	pass    bool // a subset pass has run, so checked is set
}

// reachesClosure is reachesFrom for a limit of medium or hard, on digit
// planes: whether the ladder cut at limit, started from sb, fills the
// cells until (band masks), and the grade it needs to: medium when locked
// candidates and singles do, hard when subsets are needed too. sb is the
// puzzle's singles closure, or the solver's propagation of it, with the
// cells of until still open: either way singles alone go no further, and
// what sb already holds is within the medium closure.
func reachesClosure(sb *singlesBoard, limit gen.Grade, until [3]uint32) (bool, gen.Grade) {
	g := closureBoard{singlesBoard: *sb}
	grade := gen.Medium
	for {
		for g.lockedCandidates() {
			if g.fill(until) {
				return true, grade
			}
		}
		if limit < gen.Hard || !g.lockedSets() {
			return false, grade
		}
		grade = gen.Hard
		if g.fill(until) {
			return true, grade
		}
	}
}

// lockedCandidates removes, for every digit, the segments of each band
// and each stack that lie on no placement of the digit once in each of
// its rows (columns) and boxes, and reports whether it removed any.
func (g *closureBoard) lockedCandidates() bool {
	t := bandTab
	progress := false
	var cols [planes]uint32
	for j, a := range g.plane {
		x := a | g.fixed[j]
		cols[j] = (x | x>>9 | x>>18) & rowBits
		if a == 0 {
			continue
		}
		if k := a & t.keep[int(t.boxesOf[x&rowBits])|int(t.boxesOf[x>>9&rowBits])<<3|int(t.boxesOf[x>>18])<<6]; k != a {
			g.plane[j] = k
			progress = true
		}
	}
	for d := range 9 {
		c0, c1, c2 := cols[3*d], cols[3*d+1], cols[3*d+2]
		for s := range 3 {
			sh := 3 * s
			pat := c0>>sh&7 | (c1>>sh&7)<<3 | (c2>>sh&7)<<6
			for gone := pat &^ uint32(t.segKeep[pat]); gone != 0; gone &= gone - 1 {
				i := bits.TrailingZeros32(gone)
				if old := g.plane[3*d+i/3]; old&t.column[sh+i%3] != 0 {
					g.plane[3*d+i/3] = old &^ t.column[sh+i%3]
					progress = true
				}
			}
		}
	}
	return progress
}

// lockedSets finds, in every unit whose cells changed since the last
// pass, the locked sets (k open cells whose candidates are k digits, or
// k digits confined to k cells) and makes their eliminations, and reports
// whether it made any.
func (g *closureBoard) lockedSets() bool {
	var changed [3]uint32
	for j, a := range g.plane {
		if g.pass {
			changed[j%3] |= a ^ g.checked[j]
		} else {
			changed[j%3] |= a
		}
	}
	g.checked, g.pass = g.plane, true
	progress := false
	tab := closureTab()
	for u := range tab.units {
		x := &tab.units[u]
		if changed[0]&x.mask[0]|changed[1]&x.mask[1]|changed[2]&x.mask[2] != 0 && g.unitSets(x) {
			progress = true
		}
	}
	return progress
}

// unitSets makes the eliminations of the locked sets of one unit.
func (g *closureBoard) unitSets(x *closureUnit) bool {
	// A locked set and its complement need two open cells each.
	open := bits.OnesCount32(g.open[0]&x.mask[0]) + bits.OnesCount32(g.open[1]&x.mask[1]) + bits.OnesCount32(g.open[2]&x.mask[2])
	if open < 4 {
		return false
	}
	var pos [9]uint16 // digit -> its places in the unit (bit i: x.cell[i])
	g.positions(x, &pos)
	var cand [9]uint16 // cell (bit i of pos) -> its digits
	for d, m := range pos {
		for ; m != 0; m &= m - 1 {
			cand[bits.TrailingZeros16(m)] |= 1 << d
		}
	}
	// Every locked set of k cells has a complement of open-k cells that
	// is one too (the other digits confined to them), so sets of up to
	// half the open cells, hidden and naked, cover every size.
	var hidden, naked lockedSearch
	hidden.init(&pos, &cand)
	naked.init(&cand, &pos)
	progress := false
	for k := 2; 2*k <= open; k++ {
		if hidden.find(k, 0, 0, 0, 0) {
			// digits member confined to cells cover: clear the other
			// digits from those cells.
			progress = g.clearUnit(x, hidden.cover, 0x1ff&^hidden.member) || progress
		}
		if naked.find(k, 0, 0, 0, 0) {
			// cells member holding digits cover: clear those digits from
			// the unit's other cells.
			progress = g.clearUnit(x, 0x1ff&^naked.member, naked.cover) || progress
		}
	}
	return progress
}

// positions sets pos[d] to the places of digit d+1 in unit x (bit i:
// x.cell[i]).
func (g *closureBoard) positions(x *closureUnit, pos *[9]uint16) {
	sh := x.shift
	switch x.kind {
	case unitRow:
		for d := range pos {
			pos[d] = uint16(g.plane[3*d+int(x.band)] >> sh & rowBits)
		}
	case unitBox:
		for d := range pos {
			y := g.plane[3*d+int(x.band)] >> sh
			pos[d] = uint16(y&7 | y>>6&0x38 | y>>12&0x1c0)
		}
	default:
		for d := range pos {
			y0, y1, y2 := g.plane[3*d]>>sh, g.plane[3*d+1]>>sh, g.plane[3*d+2]>>sh
			pos[d] = uint16(y0&1 | y0>>8&2 | y0>>16&4 | (y1&1|y1>>8&2|y1>>16&4)<<3 | (y2&1|y2>>8&2|y2>>16&4)<<6)
		}
	}
}

// clearUnit removes the digits of mask from the cells at (bit i:
// x.cell[i]) of a unit, and reports whether any was there.
func (g *closureBoard) clearUnit(x *closureUnit, at, digits uint16) bool {
	progress := false
	for ; digits != 0; digits &= digits - 1 {
		d := bits.TrailingZeros16(digits)
		for m := at; m != 0; m &= m - 1 {
			c := x.cell[bits.TrailingZeros16(m)]
			if p := &g.plane[3*d+int(c.band)]; *p&c.bit != 0 {
				*p &^= c.bit
				progress = true
			}
		}
	}
	return progress
}

// lockedSearch looks for k members (digits, or cells, of a unit) whose
// masks (their cells, or digits) together have k bits, and whose
// elimination would remove a candidate: some other member's mask must
// meet their cover.
type lockedSearch struct {
	cnt    int
	masks  [9]uint16
	ids    [9]uint8
	cross  [9]uint16 // the transpose of the masks: bit i -> the members holding it
	member uint16    // set by find: the ids of the members found
	cover  uint16    // set by find: the union of their masks
}

// init lists the members of masks that could belong to a set of up to
// four, with cross the transpose of masks.
func (ss *lockedSearch) init(masks, cross *[9]uint16) {
	ss.cross = *cross
	for id, m := range masks {
		if n := bits.OnesCount16(m); n >= 2 && n <= 4 {
			ss.masks[ss.cnt], ss.ids[ss.cnt] = m, uint8(id)
			ss.cnt++
		}
	}
}

// find looks for k members from index at on whose masks' union has k
// bits and is useful.
func (ss *lockedSearch) find(k, at, depth int, member, cover uint16) bool {
	if depth == k {
		if bits.OnesCount16(cover) != k || !ss.useful(member, cover) {
			return false
		}
		ss.member, ss.cover = member, cover
		return true
	}
	for i := at; i <= ss.cnt-(k-depth); i++ {
		u := cover | ss.masks[i]
		if bits.OnesCount16(u) > k {
			continue
		}
		if ss.find(k, i+1, depth+1, member|1<<ss.ids[i], u) {
			return true
		}
	}
	return false
}

// useful reports whether a member outside member has a bit of cover.
func (ss *lockedSearch) useful(member, cover uint16) bool {
	for ; cover != 0; cover &= cover - 1 {
		if ss.cross[bits.TrailingZeros16(cover)]&^member != 0 {
			return true
		}
	}
	return false
}

// closureCell is one cell of a unit in band layout.
type closureCell struct {
	band uint8
	bit  uint32
}

// closureUnit is one row, column or box: its cells and their band
// masks, and where its cells lie in a digit's planes.
type closureUnit struct {
	kind  uint8 // unitRow, unitColumn or unitBox
	band  uint8 // a row's or a box's band
	shift uint8 // a row's first bit (9 * its row in the band), a column's (the column), a box's (3 * its box in the band)
	cell  [9]closureCell
	mask  [3]uint32
}

// The kinds of unit, in the order of shape.units.
const (
	unitRow = iota
	unitColumn
	unitBox
)

// closureTables are the lookups of closureBoard.
type closureTables struct {
	units [27]closureUnit
}

// closureTab returns the lookups, built on first use (see shapes).
var closureTab = sync.OnceValue(func() *closureTables {
	t := &closureTables{}
	for u, unit := range shapes()[9].units {
		x := &t.units[u]
		x.kind, x.band = uint8(u/9), uint8(unit[0]/bandBits)
		x.shift = uint8(unit[0] % 9) // a column's, or a box's first column
		if x.kind == unitRow {
			x.shift = uint8(9 * (unit[0] % bandBits / 9))
		}
		for i, c := range unit {
			b, bit := c/bandBits, uint32(1)<<(c%bandBits)
			t.units[u].cell[i] = closureCell{band: uint8(b), bit: bit}
			t.units[u].mask[b] |= bit
		}
	}
	return t
})
