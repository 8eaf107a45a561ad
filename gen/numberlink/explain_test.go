package numberlink

import (
	"context"
	"fmt"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// TestLadderNamed wants the ladder to be the four named techniques, one
// a grade, with the weights scoreOf gives them, and no "deep search".
func TestLadderNamed(t *testing.T) {
	want := []gen.Rung{
		{Technique: "forced move", Grade: gen.Easy, Weight: 1},
		{Technique: "region", Grade: gen.Medium, Weight: regionWeight},
		{Technique: "trial", Grade: gen.Hard, Weight: trialWeight},
		{Technique: "either way", Grade: gen.Expert, Weight: eitherWeight},
	}
	got := Kind{}.Ladder()
	for i := range got {
		got[i].Example = nil // the examples are internal/rungs' to check
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("got ladder %v, want %v", got, want)
	}
}

// TestStepsGenerated replays the steps of generated puzzles of every
// grade (gentest.CheckSteps) and wants each to be what is printed: unique,
// finished by the ladder with every step one of its rungs, and rated as
// the generator rated it.
func TestStepsGenerated(t *testing.T) {
	onLadder := map[string]bool{}
	for _, r := range (Kind{}).Ladder() {
		onLadder[r.Technique] = true
	}
	for _, g := range gen.Grades {
		for _, rows := range []int{8, 10} {
			for seed := uint64(1); seed <= 3; seed++ {
				name := fmt.Sprintf("%v/%dx%d/%d", g, rows, rows, seed)
				t.Run(name, func(t *testing.T) {
					p, err := Kind{}.Generate(context.Background(), gen.Params{Rows: rows, Grade: g}, gentest.Seeded(seed))
					if err != nil {
						t.Fatal(err)
					}
					e := gentest.CheckSteps(t, Kind{}, p, name)
					got := fmt.Sprintf("%s %v %d %s", e.Status, e.Grade, e.Score, e.Technique)
					if want := fmt.Sprintf("unique %v %d %s", p.Grade, p.Score, p.Technique); got != want {
						t.Errorf("got %s, want %s", got, want)
					}
					if p.Grade != g {
						t.Errorf("got grade %v, want %v", p.Grade, g)
					}
					for i, s := range e.Steps {
						if !onLadder[s.Technique] {
							t.Errorf("step %d: got technique %q, off the ladder", i+1, s.Technique)
						}
					}
					if _, ok := e.KeyStep(); !ok {
						t.Errorf("got no key step for technique %q", e.Technique)
					}
				})
			}
		}
	}
}
