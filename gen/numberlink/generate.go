package numberlink

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Generation budgets. A cover that needs deep search to prove unique gets
// at most searchBudget nodes; a request gives up after maxCovers covers.
const (
	searchBudget = 4000
	maxCovers    = 4000
	maxRepairs   = 8
	minSplit     = 3 // the fewest cells a piece of a split path keeps
)

// Generate lays a random path cover (a domino tiling whose dominoes are
// merged end to end, never letting a path run alongside itself), turns
// path ends into solid cells when asked, and grades the puzzle. Puzzles
// the grader solves are unique by construction; the others are searched
// and, when a second solution turns up, repaired by splitting a path
// where the two solutions differ. No path has two cells only (its ends
// side by side): such dominoes are merged into a neighbouring path before
// the proof, and repairs never cut one off. It retries until the grade is the one
// requested, and gives up with an error wrapping gen.ErrGradeRare after
// maxCovers covers.
func (Kind) Generate(ctx context.Context, p gen.Params, rng *rand.Rand) (*gen.Puzzle, error) {
	o, err := optionsOf(p)
	if err != nil {
		return nil, err
	}
	for range maxCovers {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("numberlink: generate: %w", err)
		}
		cv := o.cover(rng)
		if cv == nil {
			continue
		}
		if pz := o.settle(ctx, cv); pz != nil {
			return pz, nil
		}
	}
	return nil, fmt.Errorf("numberlink: %dx%d %v with %d to %d paths: %w", o.rows, o.cols, o.grade, o.minPaths, o.maxPaths, gen.ErrGradeRare)
}

// cover lays one random cover with a number of paths drawn from the
// range (steered by the grade: fewer paths make harder puzzles) and the
// solid cells asked for, or returns nil when it falls short.
func (o options) cover(rng *rand.Rand) *cover {
	lo, hi := o.minPaths, o.maxPaths
	span := hi - lo
	switch o.grade {
	case gen.Easy:
		lo += span / 2
	case gen.Medium:
		lo, hi = lo+span/4, hi-span/4
	case gen.Hard, gen.Expert:
		hi -= span / 2
	}
	target := lo + rng.IntN(hi-lo+1)
	cv := newCover(o.rows, o.cols, rng)
	cv.mergeDominoes(rng) // most at once, while every cell still ends a path
	cv.grow(target, rng)
	if !cv.mergeDominoes(rng) || cv.live > o.maxPaths || cv.live < o.minPaths {
		return nil
	}
	for range o.solids {
		if !cv.solidify(rng) {
			return nil
		}
	}
	return cv
}

// settle grades the puzzle of cv, proves it unique and repairs it when it
// is not, and returns it when it ends with the grade asked for.
func (o options) settle(ctx context.Context, cv *cover) *gen.Puzzle {
	for range maxRepairs {
		givens, solution := cv.grids()
		b, err := newBoard(givens)
		if err != nil {
			panic(fmt.Sprintf("numberlink: generated givens: %v", err))
		}
		upTo := o.grade
		if upTo == gen.AnyGrade {
			upTo = gen.Expert
		}
		rt, ok := rate(b, upTo)
		if !ok {
			panic("numberlink: generated puzzle has no solution")
		}
		if rt.grade < gen.Expert {
			if o.grade != gen.AnyGrade && rt.grade != o.grade {
				return nil
			}
			return o.puzzle(givens, solution, rt, 0)
		}
		if o.grade != gen.AnyGrade && o.grade != gen.Expert {
			return nil
		}
		sr := newSearch(ctx, b, 2, searchBudget)
		sr.run(newState(b))
		switch {
		case errors.Is(sr.err, errBudget) || sr.err != nil:
			return nil
		case sr.count == 1:
			rt.score += searchWeight * sr.nodes
			return o.puzzle(givens, solution, rt, sr.nodes)
		}
		if !repair(cv, b, sr.first, sr.second) || cv.live > o.maxPaths {
			return nil
		}
	}
	return nil
}

// repair splits a path of cv where it differs from one of the two
// solutions found, so that the puzzle no longer allows that one. Both
// pieces keep three cells or more, so no path ends side by side. It
// reports false when no path there is long enough to split.
func repair(cv *cover, b *board, sols ...*state) bool {
	_, solution := cv.grids()
	for _, s := range sols {
		got := b.solutionGrid(s)
		for x, i := range cv.pathOf {
			r, c := x/cv.cols, x%cv.cols
			if i < 0 || got[r][c] == solution[r][c] {
				continue
			}
			p := cv.paths[i]
			k := indexOf(p, x)
			switch {
			case k >= minSplit && len(p)-k >= minSplit:
				cv.split(i, k)
				return true
			case k+1 >= minSplit && len(p)-k-1 >= minSplit:
				cv.split(i, k+1)
				return true
			}
		}
	}
	return false
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
func (o options) puzzle(givens, solution [][]int, rt rating, nodes int) *gen.Puzzle {
	paths := 0
	for _, row := range givens {
		for _, v := range row {
			paths = max(paths, v)
		}
	}
	return &gen.Puzzle{
		Kind: Kind{}.Name(), Rows: o.rows, Cols: o.cols,
		Givens: givens, Solution: solution,
		Grade: rt.grade, Score: rt.score, Technique: rt.technique,
		Stats: map[string]int{
			"paths":        paths,
			"forced_moves": rt.forced,
			"regions":      rt.regions,
			"trials":       rt.trials,
			"search_nodes": nodes,
		},
	}
}
