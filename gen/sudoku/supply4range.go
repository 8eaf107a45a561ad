package sudoku

import (
	"math/bits"
	"slices"
	"sync"

	"github.com/puzzlebook/puzzlebook/gen"
)

// A 4x4 request with a range of givens draws on every unique 4x4 puzzle
// whose count of givens is in the range, not only on the minimal ones of
// supply4.txt: a minimal puzzle with givens added is one of them, and
// listing them all lets a book take as many as exist without two being
// one puzzle. There are too many to keep in a file (71,497 without
// symmetry, most with 7 to 10 givens; 557 rotational, 659 mirror), but
// they are found in about 0.1 s, once: every pattern of givens with the
// symmetry on the 12 grids whose first row reads 1 2 3 4 (every grid is
// a relabelling of one of them, and relabelling keeps a pattern; without
// symmetry one grid of each class under rotation and reflection is
// enough), unique when it meets every smallest set of cells where
// another grid differs, once per canonical form.

// rangedPuzzle is one puzzle of a ranged list: a grid of grids4 and the
// mask of its given cells (bit r*4+c).
type rangedPuzzle struct {
	grid, mask uint16
}

// rangedList is every unique 4x4 puzzle of one clue symmetry with 4 to
// 15 givens, sorted by count of givens and then canonical key, with
// start[k] the index of the first one with k givens (start[16] the end).
type rangedList struct {
	puzzles []rangedPuzzle
	start   [17]int
}

// ranged holds the ranged list of each symmetry, made on first use.
var ranged = func() map[gen.Symmetry]func() *rangedList {
	m := map[gen.Symmetry]func() *rangedList{}
	for _, sym := range []gen.Symmetry{gen.SymmetryNone, gen.SymmetryRotational, gen.SymmetryMirror} {
		m[sym] = sync.OnceValue(func() *rangedList { return enumerateRanged(sym) })
	}
	return m
}()

// rangedIn returns the puzzles of ranged list of sym with lo to hi givens.
func rangedIn(sym gen.Symmetry, lo, hi int) []rangedPuzzle {
	l := ranged[sym]()
	lo, hi = max(lo, 0), min(hi, 15)
	if lo > hi {
		return nil
	}
	return l.puzzles[l.start[lo]:l.start[hi+1]]
}

// listed returns rp as a listed puzzle.
func (rp rangedPuzzle) listed() listedPuzzle {
	g := grids4()[rp.grid]
	lp := listedPuzzle{givens: make([]int, 16), solution: make([]int, 16)}
	for c, v := range g {
		lp.solution[c] = int(v)
		if rp.mask>>c&1 == 1 {
			lp.givens[c] = int(v)
		}
	}
	return lp
}

// enumerateRanged makes the ranged list of sym.
func enumerateRanged(sym gen.Symmetry) *rangedList {
	all := grids4()
	orbits := orbitsOf()[4][sym]
	type found struct {
		rangedPuzzle
		count int
		key   uint64
	}
	var out []found
	seen := map[uint64]bool{}
	classes := map[uint64]bool{}
	for gi, g := range all {
		if g[0] != 1 || g[1] != 2 || g[2] != 3 || g[3] != 4 {
			continue
		}
		if sym == gen.SymmetryNone {
			// Without symmetry a pattern on a rotation or reflection of
			// g is a pattern on g: one grid of each class is enough.
			if c := key4(&g, 0xffff); classes[c] {
				continue
			} else {
				classes[c] = true
			}
		}
		diffs := unavoidable4(g, all)
		for sub := 1; sub < 1<<len(orbits); sub++ {
			var m uint16
			for o, cells := range orbits {
				if sub>>o&1 == 1 {
					for _, c := range cells {
						m |= 1 << c
					}
				}
			}
			k := bits.OnesCount16(m)
			if k > 15 || !meetsAll(m, diffs) {
				continue
			}
			key := key4(&g, m)
			if seen[key] {
				continue
			}
			seen[key] = true
			out = append(out, found{rangedPuzzle{uint16(gi), m}, k, key})
		}
	}
	slices.SortFunc(out, func(a, b found) int {
		if a.count != b.count {
			return a.count - b.count
		}
		switch {
		case a.key < b.key:
			return -1
		case a.key > b.key:
			return 1
		}
		return 0
	})
	l := &rangedList{puzzles: make([]rangedPuzzle, len(out))}
	for i, f := range out {
		l.puzzles[i] = f.rangedPuzzle
	}
	for k := 0; k <= 16; k++ {
		l.start[k] = len(out)
		for i, f := range out {
			if f.count >= k {
				l.start[k] = i
				break
			}
		}
	}
	return l
}

// unavoidable4 returns the cells where g differs from another grid of
// all, keeping only the smallest such sets (none holds another): givens
// on g are unique exactly when they meet every one.
func unavoidable4(g [16]uint8, all [][16]uint8) []uint16 {
	var diffs []uint16
	for _, h := range all {
		var d uint16
		for c := range 16 {
			if g[c] != h[c] {
				d |= 1 << c
			}
		}
		if d != 0 {
			diffs = append(diffs, d)
		}
	}
	slices.SortFunc(diffs, func(a, b uint16) int { return bits.OnesCount16(a) - bits.OnesCount16(b) })
	var out []uint16
	for _, d := range diffs {
		if !slices.ContainsFunc(out, func(e uint16) bool { return e&d == e }) {
			out = append(out, d)
		}
	}
	return out
}

// meetsAll reports whether the givens m meet every difference in diffs:
// whether no other grid agrees with them, so that they are unique.
func meetsAll(m uint16, diffs []uint16) bool {
	for _, d := range diffs {
		if m&d == 0 {
			return false
		}
	}
	return true
}

// key4 returns a number that is the same for two 4x4 puzzles (solution g,
// givens m) exactly when one is a rotation, reflection or relabelling of
// the other: as Canonical, the smallest over the eight rotations and
// reflections of the solution relabelled so that its first row reads
// 1 2 3 4 (two bits a cell), then the pattern of givens (a bit a cell).
func key4(g *[16]uint8, m uint16) uint64 {
	best := ^uint64(0)
	for t := range transforms {
		var label [5]uint64
		for c := range 4 {
			r0, c0 := source(t, 4, 0, c)
			label[g[r0*4+c0]] = uint64(c)
		}
		var sol, pat uint64
		for r := range 4 {
			for c := range 4 {
				sr, sc := source(t, 4, r, c)
				sol = sol<<2 | label[g[sr*4+sc]]
				pat = pat<<1 | uint64(m>>(sr*4+sc)&1)
			}
		}
		best = min(best, sol<<16|pat)
	}
	return best
}

// grids4 returns every 4x4 grid (288), cells row by row, in the order a
// search that tries digits in order meets them.
var grids4 = sync.OnceValue(func() [][16]uint8 {
	s := shapes()[4]
	var out [][16]uint8
	var g [16]uint8
	var fill func(c int)
	fill = func(c int) {
		if c == 16 {
			out = append(out, g)
			return
		}
		for d := uint8(1); d <= 4; d++ {
			ok := true
			for _, p := range s.peers[c] {
				if p < c && g[p] == d {
					ok = false
					break
				}
			}
			if ok {
				g[c] = d
				fill(c + 1)
			}
		}
		g[c] = 0
	}
	fill(0)
	return out
})
