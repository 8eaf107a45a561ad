package numbrix

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// settleTops are the rule sets the generator and the grade ladder use.
var settleTops = []rule{ruleForced, ruleTwoWays, ruleRegion, ruleShortTrial, ruleLookahead}

// settleTopsFor returns settleTops and, for Hidato, the rule sets that end
// at its own rules.
func settleTopsFor(k Kind) []rule {
	if !k.Diagonal {
		return settleTops
	}
	tops := append([]rule{ruleNook, ruleLongReach}, settleTops...)
	slices.Sort(tops)
	return tops
}

// TestSettleAgreesWithGrader checks that settle, which applies the rules
// in its own order and skips trials, solves exactly the givens the
// grader solves, with every set of rules: on generated puzzles of every
// grade, each also with one given taken away (which the rules often no
// longer solve); and that a try stopped once the number taken away is
// placed gives the same verdict.
func TestSettleAgreesWithGrader(t *testing.T) {
	for _, k := range []Kind{Numbrix, Hidato} {
		for _, g := range gen.Grades {
			name := fmt.Sprintf("%s/%v", k.Name(), g)
			t.Run(name, func(t *testing.T) {
				p, err := k.Generate(context.Background(), gen.Params{Rows: 7, Grade: g}, gentest.Seeded(42))
				if err != nil {
					t.Fatal(err)
				}
				b, vals, err := k.boardOf(p)
				if err != nil {
					t.Fatal(err)
				}
				for c, v := range append([]int{0}, vals...) {
					tried := vals
					var goal []int
					if c > 0 {
						if v == 0 {
							continue
						}
						tried = append([]int(nil), vals...)
						tried[c-1] = 0
						goal = []int{v}
					}
					for _, top := range settleTopsFor(k) {
						want := rate(b, tried, top).solved
						st := newState(b)
						got := st.placeGivens(tried) && st.settle(top, &trials{}, nil) && st.solved()
						if got != want {
							t.Errorf("%s without %d, rules up to %v: settle solves %v, want %v", name, v, top, got, want)
						}
						if goal == nil || !rate(b, vals, top).solved {
							continue
						}
						st = newState(b)
						got = st.placeGivens(tried) && st.settle(top, &trials{}, goal) && st.has(goal)
						if got != want {
							t.Errorf("%s without %d, rules up to %v: settle places it %v, want %v", name, v, top, got, want)
						}
					}
				}
			})
		}
	}
}

// TestReferenceRatings compares the grader's full rating (solved, grade,
// hardest rule, steps, score) of every shared puzzle, with each rung of
// the ladder, with testdata/reference-ratings.golden, so that work on the
// grader's speed cannot change a verdict unnoticed. -update rewrites it.
func TestReferenceRatings(t *testing.T) {
	var b strings.Builder
	for _, ref := range loadRefs(t) {
		bd, vals, err := ref.kind.boardOf(ref.puzzle)
		if err != nil {
			t.Fatal(err)
		}
		for _, top := range settleTopsFor(ref.kind) {
			r := rate(bd, vals, top)
			fmt.Fprintf(&b, "%s %s up to %s: solved %v, %v, %s, %d steps, score %d\n",
				ref.kind.Name(), ref.name, top, r.solved, r.grade, r.hardest, r.steps, r.score)
		}
	}
	path := filepath.Join("testdata", "reference-ratings.golden")
	if *update {
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	got := strings.Split(b.String(), "\n")
	for i, line := range strings.Split(string(want), "\n") {
		if i >= len(got) || got[i] != line {
			g := "nothing"
			if i < len(got) {
				g = got[i]
			}
			t.Fatalf("line %d: got %q, want %q", i+1, g, line)
		}
	}
	if len(got) != len(strings.Split(string(want), "\n")) {
		t.Fatalf("got %d lines, want %d", len(got), len(strings.Split(string(want), "\n")))
	}
}
