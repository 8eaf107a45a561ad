package skyscrapers

// Most clue removals the generator tries are refused because the puzzle
// left has a second solution, and the grader needs its longest runs to
// find that out: it stalls only after trying every technique up to the
// grade on many open cells. Many of those second solutions are the
// solution with one cycle of cells swapped:
//
//   - two rows, over a set of columns whose heights the two rows share,
//     swapped between the rows (two columns holding a and b crosswise is
//     the smallest);
//   - the same for two columns;
//   - two heights a and b swapped along a cycle of the cells holding them.
//
// Each swap leaves a Latin square. It is a second solution of a puzzle
// when it changes no given and no clue the puzzle shows, and a puzzle
// with two solutions is one no deduction solves; so a removal that leaves
// such a swap is refused at once, as the grader would refuse it. Only
// the refusals come sooner: the puzzles made are the same.

// trade is one Latin square a cycle swap away from a solution.
type trade struct {
	differs uint64 // the clue slots (slotOf) where its clues differ from the solution's
}

// slotOf numbers the clue of line l on side front: 2l from the line's
// start, 2l+1 from its end.
func slotOf(l int, front bool) uint {
	if front {
		return uint(2 * l)
	}
	return uint(2*l + 1)
}

// shown returns the slots of the clues k shows.
func (k *clues) shown() uint64 {
	var m uint64
	for l := range 2 * k.n {
		if k.front[l] != 0 {
			m |= 1 << slotOf(l, true)
		}
		if k.back[l] != 0 {
			m |= 1 << slotOf(l, false)
		}
	}
	return m
}

// trades returns the cycle swaps of the Latin square sol (n x n) that
// change none of the cells givens fills.
func trades(sol, givens []int, n int) []trade {
	var base clues // the solution's clues (no line search asked)
	base.n = n
	base.setSeen(sol)
	alt := append([]int(nil), sol...)
	out := make([]trade, 0, 4*n*n) // 19 at 5x5, 50 at 6x6, 120 at 8x8
	// add records the square sol with swapped's cells exchanged pairwise.
	add := func(swapped []int) {
		touched := 0 // the lines the swap changes
		for _, c := range swapped {
			if givens[c] != 0 {
				return
			}
			touched |= 1<<(c/n) | 1<<(n+c%n)
		}
		for i := 0; i < len(swapped); i += 2 {
			a, b := swapped[i], swapped[i+1]
			alt[a], alt[b] = sol[b], sol[a]
		}
		var t trade
		var line [maxSize]int
		for l := range 2 * n {
			if touched&(1<<l) == 0 {
				continue
			}
			for i := range n {
				line[i] = alt[cellOf(n, l, i)]
			}
			if seen(line[:n]) != base.front[l] {
				t.differs |= 1 << slotOf(l, true)
			}
			if seenBack(line[:n]) != base.back[l] {
				t.differs |= 1 << slotOf(l, false)
			}
		}
		for _, c := range swapped { // back to sol
			alt[c] = sol[c]
		}
		out = append(out, t)
	}
	swapped := make([]int, 0, 2*n)
	// Two lines of the same direction (rows, then columns): follow the
	// height of the first line at position i to its position in the
	// second, until the cycle closes.
	for dir := range 2 {
		for l1 := range n {
			for l2 := l1 + 1; l2 < n; l2++ {
				var pos [maxSize]int // pos[h-1]: where line l2 holds height h
				for i := range n {
					pos[sol[cellOf(n, dir*n+l2, i)]-1] = i
				}
				done := 0
				for i0 := range n {
					swapped = swapped[:0]
					for i := i0; done&(1<<i) == 0; i = pos[sol[cellOf(n, dir*n+l1, i)]-1] {
						done |= 1 << i
						swapped = append(swapped, cellOf(n, dir*n+l1, i), cellOf(n, dir*n+l2, i))
					}
					if len(swapped) > 0 {
						add(swapped)
					}
				}
			}
		}
	}
	// Two heights: from a row's a, its b is swapped with it, then the
	// row with b in the column the a left, and so on.
	for a := 1; a <= n; a++ {
		for b := a + 1; b <= n; b++ {
			var colA, rowB [maxSize]int // colA[r]: column of a in row r; rowB[c]: row of b in column c
			var colB [maxSize]int
			for c := range n * n {
				switch sol[c] {
				case a:
					colA[c/n] = c % n
				case b:
					colB[c/n] = c % n
					rowB[c%n] = c / n
				}
			}
			done := 0
			for r0 := range n {
				swapped = swapped[:0]
				for r := r0; done&(1<<r) == 0; r = rowB[colA[r]] {
					done |= 1 << r
					swapped = append(swapped, r*n+colA[r], r*n+colB[r])
				}
				if len(swapped) > 0 {
					add(swapped)
				}
			}
		}
	}
	return out
}

// anyTrade reports whether one of ts changes none of the clue slots in
// shown: then the puzzle showing those clues has a second solution.
func anyTrade(ts []trade, shown uint64) bool {
	for _, t := range ts {
		if t.differs&shown == 0 {
			return true
		}
	}
	return false
}
