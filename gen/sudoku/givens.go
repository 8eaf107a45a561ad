package sudoku

import (
	"fmt"
	"math/rand/v2"

	"github.com/puzzlebook/puzzlebook/gen"
)

// givensBounds are the counts of givens a range must reach for one size,
// grade and clue symmetry: its top no lower than fewest, its bottom no
// higher than most.
type givensBounds struct {
	fewest, most int
}

// givensKey names one row of givensTable.
type givensKey struct {
	n     int
	grade gen.Grade
	sym   gen.Symmetry
}

// givensTable holds what the generator reaches, measured on 600 carved
// puzzles of each row (docs/config.md, "Givens"). Carving stops at a
// puzzle of the grade from which no orbit can go, so a puzzle with more
// than the top of a range is thrown away for a fresh grid: fewest is the
// count that one carved puzzle in ten reaches or goes below. A puzzle
// with fewer than the bottom gets givens added (addGivens) as long as
// they keep its grade and technique: most is the count that one carved
// puzzle in four still reaches that way. An easy puzzle stays easy
// whatever is added, so easy rows go up to the last count that leaves
// a blank orbit. 4x4 puzzles with a range come from the list of every
// puzzle in it (supply4range.go), which holds some of each count from 4
// (none, rotational and mirror alike; even counts only with symmetry).
var givensTable = map[givensKey]givensBounds{
	{4, gen.Easy, gen.SymmetryNone}:       {4, 15},
	{4, gen.Easy, gen.SymmetryRotational}: {4, 14},
	{4, gen.Easy, gen.SymmetryMirror}:     {4, 14},

	{6, gen.Easy, gen.SymmetryNone}:         {9, 35},
	{6, gen.Easy, gen.SymmetryRotational}:   {10, 34},
	{6, gen.Easy, gen.SymmetryMirror}:       {10, 34},
	{6, gen.Medium, gen.SymmetryNone}:       {9, 15},
	{6, gen.Medium, gen.SymmetryRotational}: {10, 12},
	{6, gen.Medium, gen.SymmetryMirror}:     {12, 12},
	{6, gen.Expert, gen.SymmetryNone}:       {9, 18},
	{6, gen.Expert, gen.SymmetryRotational}: {10, 12},
	{6, gen.Expert, gen.SymmetryMirror}:     {10, 14},

	{9, gen.Easy, gen.SymmetryNone}:         {23, 80},
	{9, gen.Easy, gen.SymmetryRotational}:   {26, 80},
	{9, gen.Easy, gen.SymmetryMirror}:       {26, 80},
	{9, gen.Medium, gen.SymmetryNone}:       {22, 46},
	{9, gen.Medium, gen.SymmetryRotational}: {24, 35},
	{9, gen.Medium, gen.SymmetryMirror}:     {25, 37},
	{9, gen.Hard, gen.SymmetryNone}:         {22, 43},
	{9, gen.Hard, gen.SymmetryRotational}:   {24, 32},
	{9, gen.Hard, gen.SymmetryMirror}:       {25, 35},
	{9, gen.Expert, gen.SymmetryNone}:       {22, 49},
	{9, gen.Expert, gen.SymmetryRotational}: {25, 36},
	{9, gen.Expert, gen.SymmetryMirror}:     {25, 39},
}

// boundsFor returns the bounds of an n x n grid of grade g (the widest
// of every grade for gen.AnyGrade, which keeps no grade) and clue
// symmetry sym (not SymmetryDefault).
func boundsFor(n int, g gen.Grade, sym gen.Symmetry) givensBounds {
	if g != gen.AnyGrade {
		return givensTable[givensKey{n, g, sym}]
	}
	b := givensTable[givensKey{n, gen.Easy, sym}]
	for _, gr := range reachable[n] {
		b.fewest = min(b.fewest, givensTable[givensKey{n, gr, sym}].fewest)
	}
	return b
}

// paired reports whether every orbit of symmetry sym on an n x n grid
// has two cells (an even side leaves no cell on the centre or the axis),
// so that a count of givens is always even.
func paired(n int, sym gen.Symmetry) bool {
	return n%2 == 0 && sym != gen.SymmetryNone
}

// checkGivens checks p's range of givens, if any, for shape s and clue
// symmetry sym: a range the generator reaches at p's grade (givensTable),
// holding an even count where givens come in pairs. Its errors are
// gen.ParamErrors on "givens" that name a range that works.
func checkGivens(p gen.Params, s *shape, sym gen.Symmetry) error {
	if !p.HasGivens() {
		return nil
	}
	lo, hi, n := p.MinGivens, p.MaxGivens, s.n
	asked := "givens " + p.GivensText()
	if lo < 1 || hi < lo {
		return gen.ParamErrorf("givens", "sudoku: %s: want a count like 36 or a range like 35-40, the smaller first", asked)
	}
	b := boundsFor(n, p.Grade, sym)
	what := fmt.Sprintf("%dx%d puzzles", n, n)
	if p.Grade != gen.AnyGrade {
		what = fmt.Sprintf("%v %dx%d puzzles", p.Grade, n, n)
	}
	if sym == gen.SymmetryNone {
		what += " without symmetry"
	} else {
		what += fmt.Sprintf(" with %v givens", sym)
	}
	switch {
	case lo > b.most && b.most >= n*n-2:
		return gen.ParamErrorf("givens", "sudoku: %s: a %dx%d grid has %d cells and needs blanks; ask for at most %d, e.g. givens: %s",
			asked, n, n, n*n, b.most, rangeText(max(b.fewest, b.most-5), b.most))
	case lo > b.most:
		return gen.ParamErrorf("givens", "sudoku: %s: %s keep their grade's technique with at most %d givens (added givens make a puzzle easier); ask for at most %d, e.g. givens: %s",
			asked, what, b.most, b.most, rangeText(max(b.fewest, b.most-5), b.most))
	case hi < b.fewest && n == 4:
		return gen.ParamErrorf("givens", "sudoku: %s: no 4x4 puzzle has one solution with fewer than %d givens; ask for a range reaching %d, e.g. givens: %s",
			asked, b.fewest, b.fewest, rangeText(b.fewest, min(b.most, b.fewest+4)))
	case hi < b.fewest:
		return gen.ParamErrorf("givens", "sudoku: %s: %s carve to %d givens or more (fewer are too rare to find); ask for a range reaching %d, e.g. givens: %s",
			asked, what, b.fewest, b.fewest, rangeText(b.fewest, min(b.most, b.fewest+5)))
	case paired(n, sym) && lo == hi && lo%2 == 1:
		return gen.ParamErrorf("givens", "sudoku: %s: %v givens on %dx%d come in pairs, so their count is even; ask for %d or %d",
			asked, sym, n, n, lo-1, lo+1)
	}
	return nil
}

// rangeText writes a range of givens as configs do: "30-36", or "36".
func rangeText(lo, hi int) string {
	return gen.Params{MinGivens: lo, MaxGivens: hi}.GivensText()
}

// addGivens gives more cells of solution in cells, a unique puzzle that
// the grader rates r, until it holds from lo to hi givens, and returns
// the new rating and whether the count is in range. It draws a count
// from lo to hi and gives blank orbits of the symmetry (so the pattern
// keeps it) in random order, keeping each only when the puzzle stays of
// the target grade (keeps): its grade and, past easy, the hardest
// technique it needs, or for gen.AnyGrade any grade. A given can only
// make a puzzle easier (every technique only removes candidates, and
// more givens remove more), so an orbit refused once would be refused
// again later, and one pass over the orbits suffices. Adding givens to a
// unique puzzle keeps it unique. A puzzle with lo givens or more is
// left as it is; it has too many when it has more than hi.
func addGivens(s *shape, cells, solution []int, orbits [][]int, r rating, target gen.Grade, lo, hi int, rng *rand.Rand) (rating, bool) {
	k := clues(cells)
	if k >= lo {
		return r, k <= hi
	}
	want := lo + rng.IntN(hi-lo+1)
	var blank []int
	for o, orbit := range orbits {
		if cells[orbit[0]] == 0 {
			blank = append(blank, o)
		}
	}
	rng.Shuffle(len(blank), func(i, j int) { blank[i], blank[j] = blank[j], blank[i] })
	for _, o := range blank {
		if k >= want {
			break
		}
		orbit := orbits[o]
		if k+len(orbit) > hi {
			continue
		}
		for _, c := range orbit {
			cells[c] = solution[c]
		}
		if nr := rateAs(s, cells, limitFor(target)); keeps(r, nr, target) {
			r, k = nr, k+len(orbit)
			continue
		}
		for _, c := range orbit {
			cells[c] = 0
		}
	}
	return r, k >= lo
}

// keeps reports whether a puzzle rated after, made from one rated before
// by adding givens, is still one of the target grade: the grader solves
// it, and unless the target is gen.AnyGrade it has the same grade and,
// past easy, the same hardest technique.
func keeps(before, after rating, target gen.Grade) bool {
	if target == gen.AnyGrade {
		return after.Solved
	}
	return after.Solved && after.Grade == before.Grade &&
		(before.Grade == gen.Easy || after.Technique == before.Technique)
}

// limitFor is the grade the ladder is cut at to rate a puzzle of the
// target grade: the whole ladder for gen.AnyGrade.
func limitFor(target gen.Grade) gen.Grade {
	if target == gen.AnyGrade {
		return gen.Expert
	}
	return target
}

// rateAs rates cells with the ladder cut at limit: rate's rating for a
// puzzle of grade limit or easier (rateUpTo), on digit planes for an easy
// 9x9 (rateSingles, the same rating faster).
func rateAs(s *shape, cells []int, limit gen.Grade) rating {
	if s.n == 9 && limit == gen.Easy {
		return rateSingles(cells)
	}
	return rateUpTo(s, cells, limit)
}
