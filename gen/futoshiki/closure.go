package futoshiki

import (
	"math/bits"
	"sync"

	"github.com/puzzlebook/puzzlebook/gen"
)

// The generator asks one question thousands of times: does the ladder,
// cut at a grade, solve these clues? Every rung only removes candidates
// and keeps applying once more is known, so what the ladder deduces is
// the closure of its rungs, the same in whatever order they run: the
// grader's order (simplest first, restarting after each step) fixes the
// score, not whether the grid gets filled. A closure computes that
// answer the fast way for the rungs a Futoshiki leans on:
//
//   - easy: naked and hidden singles, and the inequality bounds (a cell
//     less than a neighbour is under that neighbour's digit, or under N
//     while the neighbour is empty; greater, the mirror);
//   - medium adds bound propagation (a smaller cell keeps the digits
//     under its greater's largest, the greater those over the smaller's
//     least), whose closure holds every inequality chain's bound too:
//     along a chain the least rises by one a sign, as the chain's bound
//     does, and from a placed digit the same.
//
// Pointing and claiming need boxes, which a Latin square has none of.
// For hard and expert the closure hands its pencil marks to the grader,
// which goes on from there with the whole ladder: the closure at medium
// is part of the closure at any higher grade, so starting the grader
// there changes nothing it can reach. Rate then gives the grade and
// score of the puzzle chosen, by the grader's own run.

// closure holds the pencil marks of one run. Placing a digit takes it
// from the other cells of its row and column at once, so that reading a
// cell's digits (at), which every rule does far more often, costs one
// load. Its marks (pencil) hold no pointer, so that a snapshot of them
// is copied as plain bytes: a copy of a value with pointers, while the
// collector marks, records each pointer for it.
type closure struct {
	pencil
	row *[maxSize * maxSize]uint8 // each cell's row (see rowsCols)
	col *[maxSize * maxSize]uint8
	// bySign lists each cell's signs; copies of z share it, so one given
	// other signs calls setSigns.
	bySign *signIndex
	signs  []sign
	// used, when not nil, marks the signs (by their index in signs) that
	// narrowed a cell in the run.
	used []bool
}

// pencil is a closure's marks and the state of its run, with no
// pointer.
type pencil struct {
	n    int
	full uint16
	left int
	cand [maxSize * maxSize]uint16 // the digit alone once placed
	vals [maxSize * maxSize]uint8
	// limit is the grade of the last close (until one, expert). woken is
	// the signs (by their index in signs) a change touched since the sign
	// rules last looked: a digit placed in one of its cells or, from
	// medium on, any narrowing.
	limit gen.Grade
	woken signSet
	// off is the signs (by their index in signs) taken away: no rule
	// reads them, so that a run can drop signs without a new index.
	off signSet
	// where holds, for each row u (0..n-1) and column n+u, and each digit
	// d, the places along it (a bit a cell) that may hold d+1; naked and
	// hidden are the cells and the units' digits that may have become
	// singles since singles last looked.
	where  [2 * maxSize][maxSize]uint16
	naked  cellSet
	hidden [2 * maxSize]uint16
	units  uint32          // the units whose hidden is not empty
	rows   [maxSize]uint16 // the digits placed in each row
	cols   [maxSize]uint16 // and in each column
	// fewest has the lazy run read, of the signs that narrow a cell, the
	// one that takes the fewest digits away, not the most.
	fewest bool
	// until, when 0 or more, is a cell whose placing ends the run: a
	// given just taken away. Placed again, it gives back all the larger
	// puzzle knew, so when that puzzle was solved this one is (see
	// regions.Reaches).
	until int
	// gone, when its lo is 0 or more, is a sign just taken away, whose
	// holding ends the run: once every digit of its smaller
	// cell is under every digit of its larger, no rung (bounds, chains,
	// propagation) takes anything away by it again, so the ladder goes
	// on as on the larger puzzle, which it solved (every rung only
	// removes candidates, so what it reaches is the same in any order).
	gone sign
}

// load resets z to the givens cells (n*n, 0 blank) and signs, and
// reports false when the givens clash.
func (z *closure) load(n int, cells []int, signs []sign) bool {
	z.start(n, n*n, signs)
	return z.fill(cells)
}

// reload is load with the signs of z's last load, in the same order:
// their index stands, and every sign is on and woken again.
func (z *closure) reload(cells []int) bool {
	z.reset(z.n, z.n*z.n)
	z.woken, z.off = signSet{}, signSet{}
	z.wakeAll()
	return z.fill(cells)
}

// fill sets every cell empty, then places the givens cells, and reports
// false when they clash.
func (z *closure) fill(cells []int) bool {
	n, full := z.n, z.full
	for c := range cells {
		z.cand[c], z.vals[c] = full, 0
	}
	var places [maxSize]uint16 // each digit's places in a unit: all
	for d := range n {
		places[d] = full
	}
	for u := range 2 * n {
		z.where[u] = places
	}
	for c, v := range cells {
		if v != 0 && !z.place(c, v) {
			return false
		}
	}
	return true
}

// start sets z up for an n x n grid with left cells empty and signs,
// every row and column without digits, no single noted; the caller sets
// the cells and where.
func (z *closure) start(n, left int, signs []sign) {
	z.reset(n, left)
	z.setSigns(signs)
}

// reset is start but for the signs.
func (z *closure) reset(n, left int) {
	if z.row == nil || z.n != n {
		t := rowsCols()
		z.row, z.col = &t[n][0], &t[n][1]
	}
	z.n, z.full, z.left, z.until, z.gone, z.used, z.limit = n, uint16(1)<<n-1, left, -1, noSign, nil, gen.Expert
	clear(z.rows[:n])
	clear(z.cols[:n])
	z.naked, z.hidden, z.units = cellSet{}, [2 * maxSize]uint16{}, 0
}

// rowsCols are the row and column of each cell of the n x n grids, so
// that the closure never divides.
var rowsCols = sync.OnceValue(func() *[maxSize + 1][2][maxSize * maxSize]uint8 {
	t := new([maxSize + 1][2][maxSize * maxSize]uint8)
	for n := 1; n <= maxSize; n++ {
		for c := range n * n {
			t[n][0][c], t[n][1][c] = uint8(c/n), uint8(c%n)
		}
	}
	return t
})

// at returns the digits cell c may hold: its digit when placed.
func (z *closure) at(c int) uint16 { return z.cand[c] }

// place writes digit d in cell c, and reports false when c cannot hold
// it.
func (z *closure) place(c, d int) bool {
	bit := uint16(1) << ((d - 1) & 15) // the masks of shifts here and below spare their checks
	if z.cand[c]&bit == 0 || z.vals[c] != 0 {
		return false
	}
	n, r, col := z.n, int(z.row[c]), int(z.col[c])
	if m := z.cand[c] &^ bit; m != 0 {
		// c loses its other digits: no naked single to note (it is
		// placed) and its signs are woken below.
		z.cand[c] = bit
		z.dropAll(r, col, m)
	}
	// The other cells of the row and column lose d: the row and column
	// keep one place for it, c, and each cell's column or row one less.
	for at := z.where[r][d-1] &^ (1 << (col & 15)); at != 0; at &= at - 1 {
		j := bits.TrailingZeros16(at)
		x := r*n + j
		z.cand[x] &^= bit
		z.narrowed(x)
		z.drop(n+j, d-1, r)
	}
	for at := z.where[n+col][d-1] &^ (1 << (r & 15)); at != 0; at &= at - 1 {
		i := bits.TrailingZeros16(at)
		x := i*n + col
		z.cand[x] &^= bit
		z.narrowed(x)
		z.drop(i, d-1, col)
	}
	z.where[r][d-1], z.where[n+col][d-1] = 1<<(col&15), 1<<(r&15)
	z.vals[c] = uint8(d)
	z.woken.addAll(&z.bySign.on[c]) // wake, written out
	z.rows[r] |= bit
	z.cols[col] |= bit
	z.left--
	return true
}

// keep narrows cell c, whose digits are now m, to those of keep, and
// reports false when none is left or c was placed.
func (z *closure) keep(c int, m, keep uint16) bool {
	return m&keep == m || z.narrow(c, m, keep)
}

// narrow is keep where c loses digits: where no longer has it there,
// and the cell and each unit left with one place for a digit may hold a
// single.
func (z *closure) narrow(c int, m, keep uint16) bool {
	z.cand[c] = m & keep
	z.narrowed(c)
	z.dropAll(int(z.row[c]), int(z.col[c]), m&^keep)
	return m&keep != 0 && z.vals[c] == 0
}

// signPass applies every sign woken once, by the bounds rule or, from
// medium on, by propagation, and reports false on a contradiction. A
// sign that narrows a cell is marked in used, when there is one. A sign
// not woken takes nothing away: none of its cells changed in a way its
// rule reads since it last came.
func (z *closure) signPass(limit gen.Grade, changed *bool) bool {
	woken := z.takeWoken()
	for w, word := range woken {
		for ; word != 0; word &= word - 1 {
			i := w<<6 + bits.TrailingZeros64(word)
			s := z.signs[i]
			var x signCut
			if limit >= gen.Medium {
				x = z.propagated(s)
			} else {
				x = z.bounded(s)
			}
			if x.empty() {
				return false
			}
			if x.idle() {
				continue
			}
			*changed = true
			if z.used != nil {
				z.used[i] = true
			}
			// apply, written out: it does not inline.
			if !z.keep(s.lo, x.lo, x.keepLo) || !z.keep(s.hi, x.hi, x.keepHi) {
				return false
			}
		}
	}
	return true
}

// signCut is what a sign does to its cells: the digits they hold and
// those the sign leaves them.
type signCut struct{ lo, hi, keepLo, keepHi uint16 }

// empty reports whether a cell holds no digit.
func (x signCut) empty() bool { return x.lo == 0 || x.hi == 0 }

// idle reports whether the sign takes no digit away.
func (x signCut) idle() bool { return x.lo&x.keepLo == x.lo && x.hi&x.keepHi == x.hi }

// taken counts the digits the sign takes away.
func (x signCut) taken() int { return bits.OnesCount16(x.lo&^x.keepLo | x.hi&^x.keepHi) }

// cut returns what sign s does at limit: by the bounds rule below
// medium (bounded), by propagation from medium on (propagated). The
// hot loops call the two themselves, which inline where cut does not.
func (z *closure) cut(s sign, limit gen.Grade) signCut {
	if limit >= gen.Medium {
		return z.propagated(s)
	}
	return z.bounded(s)
}

// bounded returns what sign s does by the bounds rule: each cell under
// its neighbour's digit, or under N while the neighbour is empty, and
// the mirror (a placed cell holds its digit alone, so the digits under
// it are its set less one).
func (z *closure) bounded(s sign) signCut {
	lo, hi := z.cand[s.lo], z.cand[s.hi]
	x := signCut{lo, hi, z.full >> 1, 0x1fe} // under N, over 1
	if z.vals[s.hi] != 0 {
		x.keepLo = hi - 1
	}
	if z.vals[s.lo] != 0 {
		x.keepHi = 0x1ff &^ (lo<<1 - 1)
	}
	return x
}

// propagated returns what sign s does by propagation: its smaller cell
// under the largest digit of its greater, the greater over the least of
// the smaller.
func (z *closure) propagated(s sign) signCut {
	lo, hi := z.cand[s.lo], z.cand[s.hi]
	return signCut{lo, hi, below(highest(hi)), above(lowest(lo))}
}

// apply narrows s's cells by x, and reports false when one is left
// without a digit or a placed one would change.
func (z *closure) apply(s sign, x signCut) bool {
	return z.keep(s.lo, x.lo, x.keepLo) && z.keep(s.hi, x.hi, x.keepHi)
}

// close runs the easy rungs (and from medium on, propagation) until
// nothing changes, and reports false on a contradiction.
func (z *closure) close(limit gen.Grade) bool {
	if limit >= gen.Medium && z.limit < gen.Medium {
		z.wakeAll() // narrowings below medium woke no sign
	}
	z.limit = limit
	for changed := true; changed && !z.done(); {
		changed = false
		if !z.signPass(limit, &changed) || !z.singles(&changed) {
			return false
		}
	}
	return true
}

// boundAll takes N from the smaller cell of every sign and 1 from the
// larger, where not placed: what each sign takes away whatever its
// other cell holds, a cell at a time, where the signs' first pass would
// cut each sign and narrow its cells in turn. Below medium, where a
// sign reads only placed digits, the signs with no cell placed then
// take nothing more until one is: only those on a placed cell stay
// woken. It reports false when a cell is left with no digit.
func (z *closure) boundAll(limit gen.Grade) bool {
	var lose [maxSize * maxSize]uint16
	top := uint16(1) << ((z.n - 1) & 15)
	for _, s := range z.signs {
		lose[s.lo] |= top
		lose[s.hi] |= 1
	}
	for c, m := range lose[:z.n*z.n] {
		if m &= z.cand[c]; m != 0 && z.vals[c] == 0 {
			if !z.narrow(c, z.cand[c], ^m) {
				return false
			}
		}
	}
	if limit < gen.Medium {
		z.woken = signSet{}
		for c := range z.n * z.n {
			if z.vals[c] != 0 {
				z.wake(c)
			}
		}
	}
	return true
}

// keepsSigns reports whether the digits placed keep every sign not
// taken away (z.off).
func (z *closure) keepsSigns() bool {
	for i, s := range z.signs {
		lo, hi := z.vals[s.lo], z.vals[s.hi]
		if z.off[i>>6]&(1<<(i&63)) == 0 && lo != 0 && hi != 0 && lo >= hi {
			return false
		}
	}
	return true
}

// done reports whether the grid is full, the cell until is placed or
// the sign gone holds.
func (z *closure) done() bool {
	return z.left == 0 || z.until >= 0 && z.vals[z.until] != 0 || z.gone.lo >= 0 && z.holds(z.gone)
}

// holds reports whether every digit left to s's smaller cell is under
// every digit left to its larger: s then takes nothing away, now or
// later.
func (z *closure) holds(s sign) bool {
	lo, hi := z.cand[s.lo], z.cand[s.hi]
	return lo != 0 && lo < hi&-hi // hi's lowest digit over all of lo's
}
