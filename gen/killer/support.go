package killer

// maxCage is the most cells a cage has: a whole 9x9 row.
const maxCage = 9

// maskSums holds the sum of the digits of every digit set.
var maskSums = func() (t [512]uint8) {
	for m := range t {
		t[m] = uint8(maskSum(uint16(m)))
	}
	return t
}()

// rest holds, per size, the least and the most that r more different
// digits add up to beside the digits of a set v: lo[v][r] and hi[v][r].
type rest struct{ lo, hi [512][maxCage + 1]uint8 }

// restSums are the rest tables of every size, each built on first use.
var restSums = newSized(newRest)

func newRest(n int) *rest {
	t := &rest{}
	for v := range 512 {
		lo, hi := 0, 0
		for r, d := 1, 1; d <= n && r <= maxCage; d++ {
			if v&(1<<(d-1)) == 0 {
				lo += d
				t.lo[v][r] = uint8(lo)
				r++
			}
		}
		for r, d := 1, n; d >= 1 && r <= maxCage; d-- {
			if v&(1<<(d-1)) == 0 {
				hi += d
				t.hi[v][r] = uint8(hi)
				r++
			}
		}
		for r := range maxCage + 1 { // more digits than are left: no filling
			if r > 0 && t.hi[v][r] == 0 {
				t.lo[v][r], t.hi[v][r] = 255, 0
			}
		}
	}
	return t
}

// cageScratch is the working space of cageSupport: per level (cells
// filled so far), the sets of digits used that can be reached, with
// marks stamped per call so that nothing is cleared between calls.
type cageScratch struct {
	list  [maxCage + 1][512]uint16
	count [maxCage + 1]int
	seen  [maxCage + 1][512]uint32 // stamp: reached at this level
	good  [maxCage + 1][512]uint32 // stamp: reached and completes the sum
	stamp uint32
}

// support sets support[k], for the k-th cell of a cage whose cells have
// candidates cands, to the digits it takes in some filling of the whole
// cage: different digits from 1 to n, each from its cell's candidates,
// that add up to target. It returns
// false when there is no such filling. This is a cage's rule kept
// exactly (not only the sets of digits, but where they fit), computed as
// paths through the sets of digits used after each cell.
func (w *cageScratch) support(n int, cands []uint16, target int, support []uint16) bool {
	if len(cands) <= 3 {
		return supportSmall(n, cands, target, support)
	}
	w.stamp++
	if w.stamp == 0 { // wrapped: clear the stamps once
		w.seen, w.good = [maxCage + 1][512]uint32{}, [maxCage + 1][512]uint32{}
		w.stamp = 1
	}
	k := len(cands)
	lo, hi := restSums.of(n).lo, restSums.of(n).hi
	w.list[0][0], w.count[0] = 0, 1
	for lv := range k {
		w.count[lv+1] = 0
		cand := cands[lv]
		for _, u := range w.list[lv][:w.count[lv]] {
			for m := cand &^ u; m != 0; m &= m - 1 {
				v := u | m&-m
				rest, sum := k-lv-1, int(maskSums[v])
				if sum+int(lo[v][rest]) > target || sum+int(hi[v][rest]) < target || w.seen[lv+1][v] == w.stamp {
					continue
				}
				w.seen[lv+1][v] = w.stamp
				w.list[lv+1][w.count[lv+1]] = v
				w.count[lv+1]++
			}
		}
	}
	any := false
	for _, u := range w.list[k][:w.count[k]] {
		if int(maskSums[u]) == target {
			w.good[k][u] = w.stamp
			any = true
		}
	}
	if !any {
		return false
	}
	for lv := k - 1; lv >= 0; lv-- {
		support[lv] = 0
		cand := cands[lv]
		for _, u := range w.list[lv][:w.count[lv]] {
			for m := cand &^ u; m != 0; m &= m - 1 {
				d := m & -m
				if w.good[lv+1][u|d] == w.stamp {
					w.good[lv][u] = w.stamp
					support[lv] |= d
				}
			}
		}
	}
	return true
}

// supportSmall is support for a cage of one to three cells, which needs
// no working space.
func supportSmall(n int, cands []uint16, target int, support []uint16) bool {
	switch len(cands) {
	case 1:
		support[0] = 0
		if target >= 1 && target <= n {
			support[0] = cands[0] & bit(target)
		}
		return support[0] != 0
	case 2:
		return support2(cands, target, support)
	}
	return support3(cands, target, support)
}

// support2 is support for a cage of two cells: a digit stays where its
// partner, the sum less it, is another digit the other cell can take.
func support2(cands []uint16, target int, support []uint16) bool {
	support[0], support[1] = 0, 0
	for m := cands[0]; m != 0; m &= m - 1 {
		d := digitOf(m)
		e := target - d
		if e != d && e >= 1 && e <= 9 && cands[1]&bit(e) != 0 {
			support[0] |= bit(d)
			support[1] |= bit(e)
		}
	}
	return support[0] != 0
}

// support3Of is support3 for a cage of three cells whose sum the digit
// sets sets make: each set that the cells' candidates hold is tried in
// its six orders (twice as fast as support3 in the search, where most
// sets no longer fit).
func support3Of(cands []uint16, sets []uint16, support []uint16) bool {
	support[0], support[1], support[2] = 0, 0, 0
	c0, c1, c2 := cands[0], cands[1], cands[2]
	for _, m := range sets {
		if c0&m == 0 || c1&m == 0 || c2&m == 0 || (c0|c1|c2)&m != m {
			continue
		}
		if c0&m == m && c1&m == m && c2&m == m { // every order fits
			support[0] |= m
			support[1] |= m
			support[2] |= m
			continue
		}
		a := m & -m
		b := m &^ a & -(m &^ a)
		c := m &^ a &^ b
		for _, o := range [6][3]uint16{{a, b, c}, {a, c, b}, {b, a, c}, {b, c, a}, {c, a, b}, {c, b, a}} {
			if c0&o[0] != 0 && c1&o[1] != 0 && c2&o[2] != 0 {
				support[0] |= o[0]
				support[1] |= o[1]
				support[2] |= o[2]
			}
		}
	}
	return support[0] != 0
}

// support3 is support for a cage of three cells, by trying the first two
// digits: the third is what the sum leaves.
func support3(cands []uint16, target int, support []uint16) bool {
	support[0], support[1], support[2] = 0, 0, 0
	for m := cands[0]; m != 0; m &= m - 1 {
		d := digitOf(m)
		for m1 := cands[1] &^ bit(d); m1 != 0; m1 &= m1 - 1 {
			e := digitOf(m1)
			f := target - d - e
			if f < 1 || f > 9 || f == d || f == e || cands[2]&bit(f) == 0 {
				continue
			}
			support[0] |= bit(d)
			support[1] |= bit(e)
			support[2] |= bit(f)
		}
	}
	return support[0] != 0
}
