package skyscrapers

import (
	"context"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// TestLineOrdersByEmptyCells checks that the three visibility rungs
// share a clued line by its empty cells: visibility counting takes three
// or fewer, line orders four, long line orders five or more, and each
// leaves the others' lines alone.
func TestLineOrdersByEmptyCells(t *testing.T) {
	const n = 6
	rungs := []struct {
		name  string
		apply func(*clues, *regions.Grader, regions.Technique) bool
	}{
		{"visibility counting", (*clues).visibilityShort},
		{"line orders", (*clues).visibilityFour},
		{"long line orders", (*clues).visibilityLong},
	}
	// Row 1 reads 2 3 1 6 4 5 and sees 3 buildings from the left; the
	// cells from its end are filled one by one.
	row := []int{2, 3, 1, 6, 4, 5}
	for filled := 0; filled <= 3; filled++ {
		open := n - filled
		want := "long line orders"
		switch {
		case open <= shortLine:
			want = "visibility counting"
		case open == shortLine+1:
			want = "line orders"
		}
		for i, r := range rungs {
			k := &clues{n: n, memo: lineMemo{}}
			k.front[0] = 3
			cells := make([]int, n*n)
			for j := n - filled; j < n; j++ {
				cells[j] = row[j]
			}
			g := regions.NewGrader()
			g.Init(latin(n), ladderOf(k), cells, gen.Expert)
			got := r.apply(k, g, regions.NumTechniques+regions.Technique(3+i))
			g.Release()
			if got != (r.name == want) {
				t.Errorf("%d empty cells: %s made a step: %v, want %v", open, r.name, got, r.name == want)
			}
		}
	}
}

// TestLongLineOrdersGrade checks that the example of long line orders
// needs it: the ladder cut at medium stalls, cut at hard it solves the
// puzzle with long line orders as its hardest step.
func TestLongLineOrdersGrade(t *testing.T) {
	ps, err := Kind{}.Parse(stringReader(examples["long line orders"]))
	if err != nil || len(ps) != 1 {
		t.Fatalf("parse: %v", err)
	}
	b, err := boardOf(ps[0])
	if err != nil {
		t.Fatal(err)
	}
	lad := ladderOf(b.clues)
	if r := regions.Rate(b.geo, lad, b.givens, gen.Medium); r.Solved {
		t.Errorf("cut at medium: solved (%v, %s), want stalled", r.Grade, r.Technique)
	}
	r := regions.Rate(b.geo, lad, b.givens, gen.Hard)
	if !r.Solved || r.Grade != gen.Hard || r.Technique != "long line orders" {
		t.Errorf("cut at hard: solved %v, %v, %q; want solved, hard, long line orders", r.Solved, r.Grade, r.Technique)
	}
}

// TestEdgeRulesStartAfresh checks that the edge rules' place in the
// clues, kept through a grading run, starts afresh with the next run:
// one clue set and ladder rate puzzle after puzzle (the generator's way,
// the clues set anew each time) as fresh ones rate each alone.
func TestEdgeRulesStartAfresh(t *testing.T) {
	ctx := context.Background()
	k := &clues{}
	lad := ladderOf(k)
	for n := 4; n <= 6; n++ {
		grades := gen.Grades
		if n == 4 {
			grades = []gen.Grade{gen.Easy, gen.Medium} // all 4x4 reaches
		}
		for seed := range uint64(24) {
			p, err := Kind{}.Generate(ctx, gen.Params{Rows: n, Grade: grades[int(seed)%len(grades)]}, gentest.Seeded(seed))
			if err != nil {
				t.Fatal(err)
			}
			b, err := boardOf(p)
			if err != nil {
				t.Fatal(err)
			}
			k.n, k.front, k.back = n, b.clues.front, b.clues.back
			got := regions.Rate(b.geo, lad, b.givens, gen.Expert)
			want := regions.Rate(b.geo, ladderOf(b.clues), b.givens, gen.Expert)
			if got != want {
				t.Errorf("%dx%d seed %d: rated after other puzzles %+v, alone %+v", n, n, seed, got, want)
			}
		}
	}
}
