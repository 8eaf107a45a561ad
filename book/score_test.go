package book

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/jobs"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// TestScoresOrder generates puzzles of every kind and size at every grade
// the size reaches and checks that the score can order a section:
// puzzles of one grade do not all score the same, and the mean score
// rises with the grade.
func TestScoresOrder(t *testing.T) {
	const perGrade = 12
	sizes := map[string][]int{
		"sudoku": {4, 6, 9}, "numbrix": {6, 9}, "hidato": {6, 9}, "numberlink": {6, 9},
		"jigsaw":      {6, 9},
		"killer":      {6, 9},
		"calcudoku":   {6, 9},
		"futoshiki":   {5, 7},
		"skyscrapers": {4, 6},
		"kakuro":      {7},
	}
	for _, k := range kinds.All {
		if len(sizes[k.Name()]) == 0 {
			t.Errorf("%s: no sizes to test, want some", k.Name())
		}
		for _, n := range sizes[k.Name()] {
			t.Run(fmt.Sprintf("%s/%dx%d", k.Name(), n, n), func(t *testing.T) {
				prev := 0.0
				for _, g := range gen.Grades {
					p := gen.Params{Rows: n, Cols: n, Grade: g}
					if k.Validate(p) != nil {
						continue // a grade out of reach for the size
					}
					scores := make([]int, perGrade)
					sum := 0
					for i := range scores {
						pz, err := k.Generate(context.Background(), p, jobs.NewRand(jobs.JobSeed(uint64(n), int(g), i)))
						if err != nil {
							t.Fatalf("%s %dx%d %v, puzzle %d: %v", k.Name(), n, n, g, i, err)
						}
						scores[i] = pz.Score
						sum += pz.Score
					}
					mean := float64(sum) / perGrade
					if slices.Min(scores) == slices.Max(scores) {
						t.Errorf("%s %dx%d %v: got every score %d, want scores that tell the puzzles apart", k.Name(), n, n, g, scores[0])
					}
					if mean <= prev {
						t.Errorf("%s %dx%d %v: got a mean score of %.1f, want more than the grade below's %.1f", k.Name(), n, n, g, mean, prev)
					}
					t.Logf("%v: mean %.1f, scores %v", g, mean, scores)
					prev = mean
				}
			})
		}
	}
}
