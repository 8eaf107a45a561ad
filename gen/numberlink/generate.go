package numberlink

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Generation budgets. A would-be expert puzzle gets filterBudget search
// nodes to show it unique before the either-way trials; a
// request gives up after maxCovers covers; a cover stops merging after
// mergeTries merges in a row that the grader turns down, or stuckTries
// while it has more paths than the range allows (the cover is lost if it
// stops there, and a wider search reaches fewer paths: 20x20 easy covers
// stalled at 46 paths in the median with 8 tries, at 33 with 64).
const (
	filterBudget = 256
	maxCovers    = 40000 // 20x20 easy: about 1 cover in 1,000 at the start is easy; 0.25 ms each
	mergeTries   = 8
	stuckTries   = 64
	// startCells is the cells per path of a cover at the start at most:
	// the more paths, the likelier the cheap grades solve it (15x15 easy
	// covers: 6 a second solved with 28 paths, 93 with 45), and a request
	// for few paths needs such a start to merge down from (15x15 easy
	// with 12 paths: none in 2 s starting from 15 paths, 0.27 s a puzzle
	// from 45).
	startCells = 5
	minSplit   = 3 // the fewest cells of a path (no path's ends side by side)
)

// Generate lays a random path cover with a few more paths than the range
// asks for, and at least one per startCells cells (a domino tiling whose
// dominoes are merged end to end, never letting a path run alongside
// itself), turns path ends into solid cells
// when asked, and then merges two paths into one at a time, keeping a
// merge only when the grader still solves the puzzle, until a number of
// paths drawn from the range is left. Puzzles the grader solves are
// unique by construction. Easy requests keep every merge easy; the
// others keep merges medium (forced moves and regions, cheap to check),
// and hard and expert requests then merge on with the full grader until a
// merge needs one-line trials (hard) or more (expert, proved unique by
// search). A request without a grade takes the easy or medium puzzle the
// cheap merging ends with. No path has two cells only (its ends side by
// side). It retries with new covers until the grade is the one asked for,
// and gives up with an error wrapping gen.ErrGradeRare after maxCovers
// covers.
func (Kind) Generate(ctx context.Context, p gen.Params, rng *rand.Rand) (*gen.Puzzle, error) {
	o, err := optionsOf(p)
	if err != nil {
		return nil, err
	}
	for range maxCovers {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("numberlink: generate: %w", err)
		}
		if pz := o.attempt(ctx, rng); pz != nil {
			return pz, nil
		}
	}
	return nil, fmt.Errorf("numberlink: %dx%d %v with %d to %d paths: %w", o.rows, o.cols, o.grade, o.minPaths, o.maxPaths, gen.ErrGradeRare)
}

// attempt lays one cover and merges it down, and returns the puzzle, or
// nil when this cover does not give the grade asked for within the range.
func (o options) attempt(ctx context.Context, rng *rand.Rand) *gen.Puzzle {
	cheap := gen.Medium
	if o.grade == gen.Easy {
		cheap = gen.Easy
	}
	cv := o.cover(rng)
	if cv == nil {
		return nil
	}
	cd := newCandidate(cv)
	if !cd.rate(cheap) {
		return nil
	}
	target := o.minPaths + rng.IntN(o.maxPaths-o.minPaths+1)
	if o.grade >= gen.Hard {
		return o.finish(ctx, o.descend(cd, target+1, cheap, rng), rng)
	}
	cd = o.descend(cd, target, cheap, rng)
	if n := cd.cv.live; n < o.minPaths || n > o.maxPaths || o.grade != gen.AnyGrade && cd.rt.grade != o.grade {
		return nil
	}
	return o.puzzle(cd)
}

// descend merges paths of cd while the grader still solves the puzzle at
// the cheap grade or below, until target paths are left (and, for a
// medium request, the puzzle is no longer easy), the range runs out or
// mergeTries merges in a row are turned down (stuckTries above the range).
func (o options) descend(cd candidate, target int, cheap gen.Grade, rng *rand.Rand) candidate {
	for cd.cv.live > target || o.grade == gen.Medium && cd.rt.grade < gen.Medium && cd.cv.live > o.minPaths {
		found := false
		tries := mergeTries
		if cd.cv.live > o.maxPaths {
			tries = stuckTries
		}
		for range tries {
			nc := merged(cd.cv, rng)
			if nc == nil {
				continue
			}
			if next := newCandidate(nc); next.rate(cheap) {
				cd, found = next, true
				break
			}
		}
		if !found {
			break
		}
	}
	return cd
}

// finish merges on from cd, which the grader solved at medium or below,
// until a merge needs the hard or expert grade asked for: a merge that is
// still medium or easier is kept and merging goes on, one that is not
// unique, comes out harder than asked or past the ladder is dropped. An
// expert request searches uniqueness first (at most filterBudget nodes),
// since the either-way trials cost more than the search takes to find a
// second solution; for a hard one the trials cost less. It returns nil when
// mergeTries merges in a row are dropped or the range runs out.
func (o options) finish(ctx context.Context, cd candidate, rng *rand.Rand) *gen.Puzzle {
	for tries := 0; tries < mergeTries; tries++ {
		nc := merged(cd.cv, rng)
		if nc == nil || nc.live < o.minPaths {
			continue
		}
		next := newCandidate(nc)
		if next.rate(gen.Medium) {
			cd, tries = next, -1
			continue
		}
		if o.grade == gen.Expert && !next.unique(ctx, filterBudget) {
			continue
		}
		next.rate(o.grade)
		switch {
		case next.rt.grade == gen.AnyGrade:
		case next.rt.grade < o.grade:
			cd, tries = next, -1
		case next.rt.grade == o.grade && nc.live <= o.maxPaths:
			return o.puzzle(next)
		}
	}
	return nil
}

// cover lays one random cover with a few more paths than the top of the
// range (one per 30 cells, at least three), or one path per startCells
// cells when that is more, within what the grid holds, and the solid
// cells asked for, or returns nil when it falls short.
func (o options) cover(rng *rand.Rand) *cover {
	cells := o.rows * o.cols
	start := min(max(o.maxPaths+max(3, cells/30), cells/startCells), max(o.maxPaths, cells/(minSplit+1)), maxPaths)
	cv := newCover(o.rows, o.cols, rng)
	if !cv.grow(start, rng) || !cv.mergeShort(rng) {
		return nil
	}
	for cv.live < start && cv.splitLong(rng) {
	}
	for range o.solids {
		if !cv.solidify(rng) {
			return nil
		}
	}
	if cv.hasShort() {
		return nil
	}
	return cv
}

// merged returns a copy of cv with two of its paths merged into one, or
// nil when it found no merge.
func merged(cv *cover, rng *rand.Rand) *cover {
	nc := cv.clone()
	if !nc.grow(cv.live-1, rng) || !nc.mergeShort(rng) {
		return nil
	}
	return nc
}

// candidate is a cover with its puzzle and what the grader and the
// search found.
type candidate struct {
	cv               *cover
	givens, solution [][]int
	b                *board
	rt               rating
}

func newCandidate(cv *cover) candidate {
	cd := candidate{cv: cv}
	cd.givens, cd.solution = cv.grids()
	b, err := newBoard(cd.givens)
	if err != nil {
		panic(fmt.Sprintf("numberlink: generated givens: %v", err))
	}
	cd.b = b
	return cd
}

// rate grades the puzzle up to maxGrade and reports whether the grader
// solved it at maxGrade or below.
func (cd *candidate) rate(maxGrade gen.Grade) bool {
	rt, ok := rate(cd.b, maxGrade)
	if !ok {
		panic("numberlink: generated puzzle has no solution")
	}
	cd.rt = rt
	return rt.grade <= maxGrade
}

// unique reports whether a search of at most budget nodes proves the
// puzzle unique.
func (cd *candidate) unique(ctx context.Context, budget int) bool {
	sr := newSearch(ctx, cd.b, 2, budget)
	sr.run(newState(cd.b))
	return sr.err == nil && sr.count == 1
}

func indexOf(p []int, x int) int {
	for i, v := range p {
		if v == x {
			return i
		}
	}
	return -1
}

// puzzle assembles the generated puzzle.
func (o options) puzzle(cd candidate) *gen.Puzzle {
	rt := cd.rt
	return &gen.Puzzle{
		Kind: Kind{}.Name(), Rows: o.rows, Cols: o.cols,
		Givens: cd.givens, Solution: cd.solution,
		Grade: rt.grade, Score: rt.score, Technique: rt.technique,
		Stats: map[string]int{
			"paths":        cd.cv.live,
			"forced_moves": rt.forced,
			"regions":      rt.regions,
			"trials":       rt.trials,
			"either_ways":  rt.eithers,
			"rounds":       rt.rounds,
		},
	}
}
