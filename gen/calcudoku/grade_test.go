package calcudoku

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// TestCageAndLineIsHard checks the ladder's split, as Keen's levels
// draw it: the example of cage tuples is medium, and the example of cage
// and line, a cage read against a line outside it, needs the hard rung:
// the ladder cut at medium, and the closure at medium, stall on it, and
// cut at hard they solve it, hard.
func TestCageAndLineIsHard(t *testing.T) {
	for name, want := range map[string]gen.Grade{"cage tuples": gen.Medium, "cage and line": gen.Hard} {
		ps, err := Kind{}.Parse(strings.NewReader(examples[name]))
		if err != nil || len(ps) != 1 {
			t.Fatalf("%s: %v", name, err)
		}
		b := newBoard(ps[0])
		for limit := gen.Easy; limit <= gen.Expert; limit++ {
			r := rate(b, limit)
			z := new(closure)
			if !z.load(b) {
				t.Fatalf("%s: the givens clash", name)
			}
			solved, grade := z.solves(limit)
			if r.Solved != (limit >= want) || solved != r.Solved {
				t.Errorf("%s cut at %v: the grader solves it %v, the closure %v; want %v", name, limit, r.Solved, solved, limit >= want)
			}
			if r.Solved && (r.Grade != want || r.Technique != name) {
				t.Errorf("%s cut at %v: %v by %q, want %v by %q", name, limit, r.Grade, r.Technique, want, name)
			}
			if solved && limit == want && grade != want {
				t.Errorf("%s cut at %v: the closure says %v", name, limit, grade)
			}
		}
	}
}

// TestRaterAgreesWithRate checks the generator's rater, whose one ladder
// and lists serve board after board (read into one board, as the
// generator does), against rate's fresh ladder on random layouts of 4x4
// to 7x7 at every limit: the same grade, score, hardest technique and
// steps.
func TestRaterAgreesWithRate(t *testing.T) {
	var r rater
	var scratch board
	solved := 0
	for n := 4; n <= 7; n++ {
		geo := regions.SharedLatin(n)
		rng := rand.New(rand.NewPCG(uint64(n), 14))
		for i := range 40 {
			sol, ok, err := regions.Fill(context.Background(), geo, nil, rng, 0)
			if err != nil || !ok {
				t.Fatalf("%dx%d: no Latin square: %v", n, n, err)
			}
			limit := gen.Grade(1 + i%4)
			cages := withOps(cutLayout(nil, n, limit, Options{}, sizeWeights[limit], rng), sol, n, "+-×÷", i%5 == 4, rng)
			b := scratch.read(n, nil, cages, nil)
			got, want := r.rate(b, limit), rate(b, limit)
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Fatalf("%dx%d #%d at %v: the rater gives %+v, rate %+v", n, n, i, limit, got, want)
			}
			if got.Solved {
				solved++
			}
		}
	}
	if solved == 0 {
		t.Error("no layout solved: the test checks too little")
	}
}
