package gentest

import (
	"context"
	"fmt"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// checkGeneratedSteps checks a gen.Stepper's explanation of a puzzle it
// generated: CheckSteps passes, the steps reach the solution, and they
// rate the puzzle as the generator did.
func checkGeneratedSteps(t *testing.T, k gen.Kind, p *gen.Puzzle) {
	t.Helper()
	if _, ok := k.(gen.Stepper); !ok {
		return
	}
	e := CheckSteps(t, k, p, "generated puzzle")
	if e.Status != gen.StatusUnique {
		t.Errorf("Steps: got status %q, want %q: the generator's grader finished this puzzle", e.Status, gen.StatusUnique)
	}
	got := fmt.Sprintf("%v, score %d, %s", e.Grade, e.Score, e.Technique)
	want := fmt.Sprintf("%v, score %d, %s", p.Grade, p.Score, p.Technique)
	if got != want {
		t.Errorf("Steps: got %s, want the generator's %s", got, want)
	}
}

// CheckSteps replays the explanation a gen.Stepper k gives of p.Givens
// and checks it, naming the puzzle as name in failures (never printing
// its grids, which may come from data that must not be copied).
// p.Solution is the unique solution; when it is nil, k.Solve finds one,
// and a puzzle it finds several solutions of must be explained as not
// unique, with steps that hold in the solution found (sound deductions
// hold in every solution). It checks that:
//
//   - every technique is on the ladder of k, which must be gen.Laddered;
//   - every placement is a blank cell placed once, with the solution's
//     value, and every elimination rules out a value the solution does
//     not hold there;
//   - a unique puzzle's steps fill every blank cell; a puzzle the ladder
//     does not finish stops short of it, and Progress is where it stops;
//   - the grade is the grade of the hardest step, the technique its name
//     and the score the sum of the steps' weights (a grade only when the
//     steps finish).
//
// It returns the explanation for further checks.
func CheckSteps(t testing.TB, k gen.Kind, p *gen.Puzzle, name string) gen.Explanation {
	t.Helper()
	ctx := context.Background()
	st, ok := k.(gen.Stepper)
	if !ok {
		t.Fatalf("%s: kind %s is not a gen.Stepper", name, k.Name())
	}
	ld, ok := k.(gen.Laddered)
	if !ok {
		t.Fatalf("%s: kind %s is a gen.Stepper but not gen.Laddered: its steps name no ladder", name, k.Name())
	}
	solution, unique := p.Solution, true
	if solution == nil {
		s, err := k.Solve(ctx, p)
		if err != nil || s.Count == 0 {
			t.Fatalf("%s: Solve: got %d solutions (%v), want 1 or more", name, s.Count, err)
		}
		solution, unique = s.Grid, s.Count == 1
	}
	bare := &gen.Puzzle{Kind: p.Kind, Rows: p.Rows, Cols: p.Cols, BoxRows: p.BoxRows, BoxCols: p.BoxCols,
		Overlays: gen.CloneOverlays(p.Overlays), Givens: gen.CloneGrid(p.Givens)}
	e, err := st.Steps(ctx, bare)
	if err != nil {
		t.Fatalf("%s: Steps: %v", name, err)
	}
	if !gen.EqualGrids(e.Givens, p.Givens) {
		t.Errorf("%s: Steps: got givens other than the puzzle's", name)
	}
	switch {
	case !unique && (e.Status != gen.StatusNotUnique || e.Solution != nil):
		t.Fatalf("%s: Steps: got status %q (solution set: %v), want %q and no solution", name, e.Status, e.Solution != nil, gen.StatusNotUnique)
	case unique && e.Status != gen.StatusUnique && e.Status != gen.StatusUnfinished:
		t.Fatalf("%s: Steps: got status %q, want %q or %q for a unique puzzle", name, e.Status, gen.StatusUnique, gen.StatusUnfinished)
	case unique && !gen.EqualGrids(e.Solution, solution):
		t.Errorf("%s: Steps: got a solution other than the puzzle's", name)
	}
	grid := replay(t, p.Givens, solution, e.Steps, name)
	filled := gen.EqualGrids(grid, solution)
	switch {
	case e.Status == gen.StatusUnique && !filled:
		t.Errorf("%s: status %q, but the steps leave blank cells", name, e.Status)
	case e.Status == gen.StatusUnique && e.Progress != nil:
		t.Errorf("%s: status %q with a Progress grid, want none", name, e.Status)
	case e.Status != gen.StatusUnique && filled:
		t.Errorf("%s: status %q, but the steps fill every blank cell", name, e.Status)
	case e.Status != gen.StatusUnique && !gen.EqualGrids(e.Progress, grid):
		t.Errorf("%s: Progress is not the grid the steps reach", name)
	}
	checkRating(t, ld.Ladder(), e, name)
	return e
}

// replay applies steps to givens and checks each against solution; it
// returns the grid they reach.
func replay(t testing.TB, givens, solution [][]int, steps []gen.Step, name string) [][]int {
	t.Helper()
	grid := gen.CloneGrid(givens)
	inside := func(v [3]int) bool {
		return v[0] >= 0 && v[0] < len(grid) && v[1] >= 0 && v[1] < len(grid[v[0]])
	}
	for i, s := range steps {
		at := fmt.Sprintf("%s: step %d (%s)", name, i+1, s.Technique)
		if s.Text == "" {
			t.Errorf("%s: got no text, want a sentence", at)
		}
		if len(s.Place) == 0 && len(s.Eliminate) == 0 {
			t.Errorf("%s: places and rules out nothing", at)
		}
		for _, v := range s.Place {
			switch {
			case !inside(v):
				t.Fatalf("%s: places %v outside the grid", at, v)
			case grid[v[0]][v[1]] != 0:
				t.Errorf("%s: places %d at row %d column %d, which already holds %d", at, v[2], v[0]+1, v[1]+1, grid[v[0]][v[1]])
			case v[2] != solution[v[0]][v[1]]:
				t.Errorf("%s: places %d at row %d column %d, want the solution's %d", at, v[2], v[0]+1, v[1]+1, solution[v[0]][v[1]])
			}
			grid[v[0]][v[1]] = v[2]
		}
		for _, v := range s.Eliminate {
			switch {
			case !inside(v):
				t.Fatalf("%s: rules out %v outside the grid", at, v)
			case v[2] == solution[v[0]][v[1]]:
				t.Errorf("%s: rules out %d at row %d column %d, which the solution holds there", at, v[2], v[0]+1, v[1]+1)
			}
		}
	}
	return grid
}

// checkRating checks that e's grade, technique and score follow from its
// steps on ladder.
func checkRating(t testing.TB, ladder []gen.Rung, e gen.Explanation, name string) {
	t.Helper()
	rank := make(map[string]int, len(ladder))
	for i, r := range ladder {
		rank[r.Technique] = i
	}
	hardest, score := -1, 0
	for i, s := range e.Steps {
		r, ok := rank[s.Technique]
		if !ok {
			t.Errorf("%s: step %d: technique %q is not on the ladder", name, i+1, s.Technique)
			continue
		}
		if s.Weight < ladder[r].Weight {
			t.Errorf("%s: step %d (%s): got weight %d, want at least the rung's %d", name, i+1, s.Technique, s.Weight, ladder[r].Weight)
		}
		hardest, score = max(hardest, r), score+s.Weight
	}
	if e.Score != score {
		t.Errorf("%s: got score %d, want %d, the sum of the steps' weights", name, e.Score, score)
	}
	if e.Status != gen.StatusUnique {
		if e.Grade != gen.AnyGrade {
			t.Errorf("%s: status %q with grade %v, want no grade", name, e.Status, e.Grade)
		}
		return
	}
	want, tech := gen.Easy, ""
	if hardest >= 0 {
		want, tech = ladder[hardest].Grade, ladder[hardest].Technique
	}
	if e.Grade != want || e.Technique != tech {
		t.Errorf("%s: got grade %v (%s), want %v (%s), the hardest step's", name, e.Grade, e.Technique, want, tech)
	}
}
