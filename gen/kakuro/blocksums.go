package kakuro

import (
	"sync"

	"github.com/puzzlebook/puzzlebook/gen"
)

// blockSums: the white cells of a band of whole rows add up to the across
// sums in it, and are the down runs wholly inside it plus the cells of
// the down runs that cross its edge (the innies); those down runs' cells
// outside the band are the outies. When one innie, or one outie, is left
// open, the arithmetic gives its digit. The same holds for bands of
// columns.
func (g *grader) blockSums() bool {
	took := false
	for _, across := range []bool{true, false} {
		n := g.b.rows
		if !across {
			n = g.b.cols
		}
		for lo := 1; lo < n; lo++ {
			for hi := lo; hi < n; hi++ {
				if g.band(across, lo, hi) {
					took = true
					if !g.sweep {
						return true
					}
				}
			}
		}
	}
	return took
}

// band tries the band of rows (across) or columns lo to hi.
func (g *grader) band(across bool, lo, hi int) bool {
	line := func(i int) int {
		if across {
			return g.b.pos[i].Row
		}
		return g.b.pos[i].Col
	}
	in := func(i int) bool { l := line(i); return l >= lo && l <= hi }
	// total: the sum of the band's cells, from the runs along it.
	total, crossSum := 0, 0
	var innies, outies []int
	side := 1 // the runs across the band: down runs for a band of rows
	if !across {
		side = 0
	}
	seen := map[int]bool{}
	for _, u := range g.b.runs {
		if u.across == across && in(u.cells[0]) {
			total += u.sum
		}
	}
	for i := range g.b.pos {
		if !in(i) {
			continue
		}
		k := g.b.runsOf[i][side]
		if seen[k] {
			continue
		}
		seen[k] = true
		u := g.b.runs[k]
		if u.sum == 0 {
			return false
		}
		inside := true
		for _, j := range u.cells {
			inside = inside && in(j)
		}
		if inside {
			total -= u.sum
			continue
		}
		crossSum += u.sum
		for _, j := range u.cells {
			if in(j) {
				innies = append(innies, j)
			} else {
				outies = append(outies, j)
			}
		}
	}
	// The innies make total; the outies make crossSum - total.
	if g.single(innies, total, across, lo, hi, "innie") {
		return true
	}
	return g.single(outies, crossSum-total, across, lo, hi, "outie")
}

// blockSumsText is the sentence of a block sums step, by the band's way
// (across: rows) and the cell it places (an innie or an outie), each its
// own format so that a language names rows and columns, innies and
// outies in its own words and agreement.
var blockSumsText = sync.OnceValue(func() map[bool]map[string]string {
	return map[bool]map[string]string{
		true: {
			"innie": "the sums of rows %d to %d leave %d for their one open innie, %s.",
			"outie": "the sums of rows %d to %d leave %d for their one open outie, %s.",
		},
		false: {
			"innie": "the sums of columns %d to %d leave %d for their one open innie, %s.",
			"outie": "the sums of columns %d to %d leave %d for their one open outie, %s.",
		},
	}
})

// single places the one open cell of cells when the others are placed
// and the cells make sum.
func (g *grader) single(cells []int, sum int, across bool, lo, hi int, what string) bool {
	at := -1
	for _, i := range cells {
		if g.val[i] != 0 {
			sum -= g.val[i]
			continue
		}
		if at >= 0 {
			return false
		}
		at = i
	}
	if at < 0 || sum < 1 || sum > 9 || g.cand[at]&bit(sum) == 0 {
		return false
	}
	var place, elim [][3]int
	g.place(at, sum, &place, &elim)
	g.step(blockSums, place, elim, func() gen.Words {
		return gen.Say(blockSumsText()[across][what], lo+1, hi+1, sum, g.cellName(at))
	})
	return true
}
