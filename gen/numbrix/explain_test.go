package numbrix

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// TestLadder wants each kind's ladder to be the grader's rules it uses,
// simplest first, with their names, grades and weights: Numbrix's
// without Hidato's own rules.
func TestLadder(t *testing.T) {
	for _, tc := range []struct {
		kind Kind
		want []rule
	}{
		{Numbrix, []rule{ruleForced, ruleGapTwo, ruleReach, ruleTwoWays, ruleDeadEnd, ruleOnlyNumber, ruleRegion, ruleShortTrial, ruleLookahead}},
		{Hidato, []rule{ruleForced, ruleGapTwo, ruleReach, ruleTwoWays, ruleNook, ruleLongReach, ruleDeadEnd, ruleOnlyNumber, ruleRegion, ruleShortTrial, ruleLookahead}},
	} {
		t.Run(tc.kind.Name(), func(t *testing.T) {
			ladder := tc.kind.Ladder()
			if len(ladder) != len(tc.want) {
				t.Fatalf("got %d rungs, want %d", len(ladder), len(tc.want))
			}
			for i, r := range tc.want {
				want := gen.Rung{Technique: r.String(), Grade: ruleInfo[r].grade, Weight: ruleInfo[r].weight}
				if got := ladder[i]; got.Technique != want.Technique || got.Grade != want.Grade || got.Weight != want.Weight {
					t.Errorf("rung %d: got %+v, want %+v", i+1, ladder[i], want)
				}
			}
		})
	}
}

// TestStepsGenerated replays the steps of generated puzzles of every
// grade, Numbrix and Hidato, with the ends given and free: they reach the
// solution and rate the puzzle as the generator did; and Hidato's own
// rules are among their steps, so that their steps are replayed too.
func TestStepsGenerated(t *testing.T) {
	seen := map[string]bool{}
	for _, k := range []Kind{Numbrix, Hidato} {
		ends := []Ends{EndsDefault}
		if k.Diagonal {
			ends = []Ends{EndsGiven, EndsFree}
		}
		for _, ends := range ends {
			for _, g := range gen.Grades {
				for seed := uint64(1); seed <= 3; seed++ {
					name := fmt.Sprintf("%s/%v/%v/%d", k.Name(), ends, g, seed)
					t.Run(name, func(t *testing.T) {
						p, err := k.Generate(context.Background(), gen.Params{Rows: 7, Grade: g, Options: Options{Ends: ends}}, gentest.Seeded(seed))
						if err != nil {
							t.Fatal(err)
						}
						e := gentest.CheckSteps(t, k, p, name)
						for _, s := range e.Steps {
							seen[k.Name()+"/"+s.Technique] = true
						}
						got := fmt.Sprintf("%v %d %s", e.Grade, e.Score, e.Technique)
						if want := fmt.Sprintf("%v %d %s", p.Grade, p.Score, p.Technique); e.Status != gen.StatusUnique || got != want {
							t.Errorf("got %s %s, want unique %s", e.Status, got, want)
						}
						if _, ok := e.KeyStep(); !ok {
							t.Errorf("got no key step for technique %q", e.Technique)
						}
					})
				}
			}
		}
	}
	for _, r := range []rule{ruleNook, ruleLongReach} {
		if !seen["hidato/"+r.String()] {
			t.Errorf("got no %s step in the generated Hidato puzzles, want some", r)
		}
	}
}

// TestStepsReferenceData replays the steps of every puzzle of the shared
// data (naming the puzzles, never printing them): the unique ones rate as
// Rate does.
func TestStepsReferenceData(t *testing.T) {
	for _, ref := range loadRefs(t) {
		t.Run(ref.kind.Name()+"/"+ref.name, func(t *testing.T) {
			p := *ref.puzzle
			if ref.want == 1 && ref.solution != nil {
				p.Solution = ref.solution
			}
			e := gentest.CheckSteps(t, ref.kind, &p, ref.name)
			rated := *ref.puzzle
			if err := ref.kind.Rate(context.Background(), &rated); err != nil {
				t.Fatal(err)
			}
			if ref.want == 1 && (e.Grade != rated.Grade || e.Score != rated.Score || e.Technique != rated.Technique) {
				t.Errorf("%s: got %v %d %s, want Rate's %v %d %s", ref.name, e.Grade, e.Score, e.Technique, rated.Grade, rated.Score, rated.Technique)
			}
		})
	}
}

// TestStepsStatuses explains small puzzles of every verdict.
func TestStepsStatuses(t *testing.T) {
	tests := []struct {
		name   string
		kind   Kind
		givens [][]int
		want   gen.Status
	}{
		{"unique", Numbrix, [][]int{{1, 0, 0}, {0, 0, 0}, {0, 0, 9}}, gen.StatusNotUnique},
		{"snake", Numbrix, [][]int{{1, 0, 3}, {0, 0, 0}, {7, 0, 9}}, gen.StatusUnique},
		{"none", Numbrix, [][]int{{1, 0, 0}, {0, 0, 0}, {0, 0, 2}}, gen.StatusNoSolution},
		{"hidato", Hidato, [][]int{{1, 0, 0}, {0, 5, 0}, {0, 0, 9}}, gen.StatusNotUnique},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := &gen.Puzzle{Kind: tt.kind.Name(), Rows: len(tt.givens), Cols: len(tt.givens[0]), Givens: tt.givens}
			e, err := tt.kind.Steps(context.Background(), p)
			if err != nil {
				t.Fatal(err)
			}
			if e.Status != tt.want {
				t.Fatalf("got status %q, want %q", e.Status, tt.want)
			}
			if tt.want != gen.StatusNoSolution {
				gentest.CheckSteps(t, tt.kind, p, tt.name)
			}
			for _, s := range e.Steps {
				if s.Text == "" || strings.Contains(s.Text, "%!") {
					t.Errorf("step %+v: got a broken sentence", s)
				}
			}
		})
	}
}
