package calcudoku

import (
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
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
