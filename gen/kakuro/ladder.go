package kakuro

import (
	"context"
	"math/rand/v2"
	"sync"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Ladder lists the grader's techniques, simplest first, each with the
// givens and clue cells of a small generated puzzle whose steps use it.
func (Kind) Ladder() []gen.Rung { return examples() }

// examples finds, once, an example of each rung: the first of the
// generator's 6x6 to 9x9 puzzles from fixed seeds whose steps use it.
var examples = sync.OnceValue(func() []gen.Rung {
	out := append([]gen.Rung(nil), ladder...)
	missing := len(out)
	for seed := uint64(1); seed <= 60 && missing > 0; seed++ {
		n := 6 + int(seed%4)
		grade := gen.Grades[seed%4]
		rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
		pz, err := Kind{}.Generate(context.Background(), gen.Params{Rows: n, Grade: grade}, rng)
		if err != nil {
			continue
		}
		e, err := Kind{}.Steps(context.Background(), pz)
		if err != nil {
			continue
		}
		for _, s := range e.Steps {
			for r := range out {
				if out[r].Technique == s.Technique && out[r].Example == nil {
					out[r].Example, out[r].Overlays = pz.Givens, gen.CloneOverlays(pz.Overlays)
					missing--
				}
			}
		}
	}
	for r := range out {
		if out[r].Example == nil {
			out[r].NoExample = "none of the generator's 60 small puzzles from fixed seeds uses it"
		}
	}
	return out
})
