package numberlink

import (
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
)

// What the generator reaches in good time: a request outside it is
// refused by Validate, before any work, with the numbers that would do.
// The figures are measured (docs/performance-numberlink.md#reach): a
// count of paths is in reach when the generator makes puzzles of it in
// about half a second of CPU or less on average.

// maxExpertCells is the largest grid the expert grade is offered on: on
// 12x12 an expert puzzle took at most 2.4 s of CPU over ten seeds, on
// 13x13 4.4 s, on 14x14 6.7 s, on 15x15 8.1 s, on 20x20 up to half a
// minute.
const maxExpertCells = 144

// pathFloors lists the fewest paths each grade reaches on a grid of a
// number of open cells (its cells less the solid ones), by grade from
// easy to expert (offered from 64 to 144 cells: the other rows repeat
// the nearest); between two rows the floor grows in proportion. Fewer, longer paths leave more of the grid for the grader
// to reason over, and the merging that makes them stalls: a 20x20 easy
// cover stalls at 33 paths in the median. Above about 320 cells the
// covers start from 64 paths, the most a puzzle holds, rather than one
// path per startCells cells, which is why the floors climb there.
var pathFloors = []struct {
	cells int
	floor [4]int // easy, medium, hard, expert
}{
	{25, [4]int{3, 3, 3, 4}},
	{36, [4]int{4, 4, 3, 4}},
	{49, [4]int{4, 4, 4, 4}},
	{64, [4]int{5, 5, 5, 5}},
	{100, [4]int{6, 8, 8, 8}},
	{144, [4]int{8, 12, 12, 13}},
	{225, [4]int{12, 20, 22, 13}},
	{289, [4]int{17, 25, 29, 13}},
	{324, [4]int{20, 29, 35, 13}},
	{400, [4]int{35, 38, 44, 13}},
}

// cellsPerPath is the fewest open cells per path each grade reaches, by
// grade from easy to expert, as a fraction: many short paths leave
// nothing to reason about, so the harder grades need longer paths
// (10x10 easy reached 31 paths, medium 29, hard 23, expert 11).
var cellsPerPath = [4]struct{ num, den int }{{10, 3}, {4, 1}, {5, 1}, {9, 1}}

// pathReach returns the fewest and the most paths a puzzle of grade g
// reaches on a grid of open cells. A request without a grade merges with
// the medium grader (it takes the easy or medium puzzle it ends with): as
// few paths as medium, as many as easy.
func pathReach(open int, g gen.Grade) (lo, hi int) {
	if g == gen.AnyGrade {
		elo, ehi := pathReach(open, gen.Easy)
		mlo, mhi := pathReach(open, gen.Medium)
		return max(elo, mlo), max(ehi, mhi)
	}
	i := int(g - gen.Easy)
	lo = pathFloors[0].floor[i]
	for k := 1; k < len(pathFloors); k++ {
		a, b := pathFloors[k-1], pathFloors[k]
		if open <= a.cells {
			break
		}
		if open >= b.cells {
			lo = b.floor[i]
			continue
		}
		// Round up: the floor is a count that was reached.
		span, step := b.cells-a.cells, b.floor[i]-a.floor[i]
		lo = a.floor[i] + (step*(open-a.cells)+span-1)/span
		break
	}
	c := cellsPerPath[i]
	hi = min(maxPaths, open*c.den/c.num)
	if g >= gen.Hard {
		// The last merge makes a hard puzzle: the cover starts with one
		// path more, and no puzzle holds more than maxPaths.
		hi = min(hi, maxPaths-1)
	}
	return lo, hi
}

// checkReach refuses a path range that misses what grade o.grade reaches
// on o's grid, naming the range that does.
func (o options) checkReach() error {
	open := o.rows*o.cols - o.solids
	lo, hi := pathReach(open, o.grade)
	if o.maxPaths >= lo && o.minPaths <= hi {
		return nil
	}
	// The suggestion keeps the width of the range asked for.
	width := o.maxPaths - o.minPaths
	a, b := lo, min(hi, lo+width)
	if o.minPaths > hi {
		a, b = max(lo, hi-width), hi
	}
	what := "puzzle"
	if o.grade != gen.AnyGrade {
		what = o.grade.String() + " puzzle"
	}
	switch {
	case o.solids == 1:
		what += " with 1 solid cell"
	case o.solids > 1:
		what += fmt.Sprintf(" with %d solid cells", o.solids)
	}
	return gen.ParamErrorf("paths", "numberlink: a %dx%d %s needs %d to %d paths, not %s (use paths: %s)",
		o.rows, o.cols, what, lo, hi, span(o.minPaths, o.maxPaths, " to "), span(a, b, "-"))
}

// span writes a count, or a range of counts joined by sep.
func span(lo, hi int, sep string) string {
	if lo == hi {
		return fmt.Sprint(lo)
	}
	return fmt.Sprintf("%d%s%d", lo, sep, hi)
}
