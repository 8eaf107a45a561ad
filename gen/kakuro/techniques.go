package kakuro

import "github.com/puzzlebook/puzzlebook/gen"

// uniqueSum: a run whose length and sum allow one combination (3 in two
// cells is 1+2, 45 in nine every digit) keeps its cells to its digits.
func (g *grader) uniqueSum() bool {
	took := false
	for k, u := range g.b.runs {
		if !g.changedSince(int(uniqueSum), k) {
			continue
		}
		cs := combos()[len(u.cells)][u.sum]
		if u.sum == 0 || len(cs) != 1 {
			continue
		}
		var elim [][3]int
		changed := false
		for _, i := range u.cells {
			changed = g.remove(i, allDigits&^cs[0], &elim) || changed
		}
		if changed {
			g.step(uniqueSum, nil, elim, func() gen.Words {
				return gen.Say("%s can only be %s, so its cells hold only those digits.", g.b.said(k), setText(cs[0]))
			})
			took = true
			if !g.sweep {
				return true
			}
		}
	}
	return took
}

// nakedSingle: a cell left one digit holds it.
func (g *grader) nakedSingle() bool {
	took := false
	for i, c := range g.cand {
		if g.val[i] == 0 && c.count() == 1 {
			var place, elim [][3]int
			g.place(i, c.lowest(), &place, &elim)
			g.step(nakedSingle, place, elim, func() gen.Words {
				return gen.Say("%s can only be %d.", g.cellName(i), c.lowest())
			})
			took = true
			if !g.sweep {
				return true
			}
		}
	}
	return took
}

// crossedCombos: a cell keeps the digits that some combination of its
// across run and some combination of its down run both hold.
func (g *grader) crossedCombos() bool {
	took := false
	for i := range g.cand {
		if g.val[i] != 0 || g.crossed[i] {
			continue
		}
		g.crossed[i] = true
		allowed := allDigits
		for _, k := range g.b.runsOf[i] {
			if u := g.b.runs[k]; u.sum > 0 {
				allowed &= unions()[len(u.cells)][u.sum]
			}
		}
		var elim [][3]int
		if g.remove(i, allDigits&^allowed, &elim) {
			g.step(crossedCombos, nil, elim, func() gen.Words {
				a, d := g.b.runsOf[i][0], g.b.runsOf[i][1]
				return gen.Say("%s lies in %s and %s; the digits both allow are %s.", g.cellName(i), g.b.said(a), g.b.said(d), setText(g.cand[i]))
			})
			took = true
			if !g.sweep {
				return true
			}
		}
	}
	return took
}

// hiddenSingle: a digit every combination left to a run holds, that one
// cell of the run alone can take, goes there.
func (g *grader) hiddenSingle() bool {
	took := false
	for k, u := range g.b.runs {
		if !g.changedSince(int(hiddenSingle), k) {
			continue
		}
		live := g.live(k)
		if len(live) == 0 {
			continue
		}
		need := allDigits
		for _, c := range live {
			need &= c
		}
		for ; need != 0; need &= need - 1 {
			d := need.lowest()
			at, n := -1, 0
			for _, i := range u.cells {
				if g.cand[i]&bit(d) != 0 {
					at, n = i, n+1
				}
			}
			if n == 1 && g.val[at] == 0 {
				var place, elim [][3]int
				g.place(at, d, &place, &elim)
				g.step(hiddenSingle, place, elim, func() gen.Words {
					return gen.Say("%s needs a %d and only %s can take it.", g.b.said(k), d, g.cellName(at))
				})
				took = true
				if !g.sweep {
					return true
				}
			}
		}
	}
	return took
}

// excludedDigits: a digit in no combination left to a run (the others
// lack a placed digit or need one no cell can take) leaves its cells.
func (g *grader) excludedDigits() bool {
	took := false
	for k, u := range g.b.runs {
		if !g.changedSince(int(excludedDigits), k) {
			continue
		}
		live := g.live(k)
		if u.sum == 0 || len(live) == 0 {
			continue
		}
		var union digits
		for _, c := range live {
			union |= c
		}
		var elim [][3]int
		changed := false
		for _, i := range u.cells {
			changed = g.remove(i, allDigits&^union, &elim) || changed
		}
		if changed {
			g.step(excludedDigits, nil, elim, func() gen.Words {
				return gen.Say("the combinations left to %s use only %s.", g.b.said(k), setText(union))
			})
			took = true
			if !g.sweep {
				return true
			}
		}
	}
	return took
}

// runSubset: n open cells of a run whose candidates are n digits in all
// hold those digits, which leave the run's other cells.
func (g *grader) runSubset(n int, r rung) bool {
	took := false
	for k, u := range g.b.runs {
		if !g.changedSince(subsetSlot+n, k) {
			continue
		}
		var openBuf [9]int
		open := openBuf[:0]
		for _, i := range u.cells {
			if g.val[i] == 0 {
				open = append(open, i)
			}
		}
		if len(open) <= n {
			continue
		}
		for mask := 0; mask < 1<<len(open); mask++ {
			if popcount(mask) != n {
				continue
			}
			var union digits
			for j, i := range open {
				if mask&(1<<j) != 0 {
					union |= g.cand[i]
				}
			}
			if union.count() != n {
				continue
			}
			var elim [][3]int
			changed := false
			for j, i := range open {
				if mask&(1<<j) == 0 {
					changed = g.remove(i, union, &elim) || changed
				}
			}
			if changed {
				g.step(r, nil, elim, func() gen.Words {
					return gen.Say("%d cells of %s hold %s between them, so its other cells do not.", n, g.b.said(k), setText(union))
				})
				took = true
				if !g.sweep {
					return true
				}
			}
		}
	}
	return took
}

// popcount counts the bits of m.
func popcount(m int) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

// runArrangements: a digit that no arrangement of a combination left to
// a run puts in a cell (every digit once, each cell one of its own) leaves
// that cell.
func (g *grader) runArrangements() bool {
	took := false
	var memo [512]int8
	for k, u := range g.b.runs {
		if !g.changedSince(int(runArrangements), k) {
			continue
		}
		live := g.live(k)
		if len(live) == 0 {
			continue
		}
		var allow [9]digits
		for _, c := range live {
			clear(memo[:])
			g.arrange(u.cells, 0, c, 0, &allow, &memo)
		}
		var elim [][3]int
		changed := false
		for j, i := range u.cells {
			changed = g.remove(i, allDigits&^allow[j], &elim) || changed
		}
		if changed {
			g.step(runArrangements, nil, elim, func() gen.Words {
				return gen.Say("trying each way to fill %s with its combinations rules some digits out of its cells.", g.b.said(k))
			})
			took = true
			if !g.sweep {
				return true
			}
		}
	}
	return took
}

// arrange is the solver's arrangement search over the grader's
// candidates (see solver.place).
func (g *grader) arrange(cells []int, j int, c, used digits, allow *[9]digits, memo *[512]int8) bool {
	if j == len(cells) {
		return true
	}
	if m := memo[used>>1]; m != 0 {
		return m == 1
	}
	ok := false
	for x := g.cand[cells[j]] & c &^ used; x != 0; x &= x - 1 {
		d := x & -x
		if g.arrange(cells, j+1, c, used|d, allow, memo) {
			ok = true
			allow[j] |= d
		}
	}
	memo[used>>1] = 2
	if ok {
		memo[used>>1] = 1
	}
	return ok
}
