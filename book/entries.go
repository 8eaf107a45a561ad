package book

import (
	"fmt"

	"github.com/puzzlebook/puzzlebook/book/jobs"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
)

// entries turns generated puzzles into manifest entries without pages.
func entries(name string, gs []jobs.Generated) []manifest.Entry {
	out := make([]manifest.Entry, len(gs))
	for i, g := range gs {
		out[i] = manifest.Entry{
			ID:       fmt.Sprintf("%s-s%d-%03d", name, g.Section+1, g.Index+1),
			Number:   g.Number,
			Section:  g.Section + 1,
			Seed:     g.Seed,
			Params:   manifest.RecordParams(g.Kind, g.Params),
			Symmetry: gen.SymmetryName(g.Params.Symmetry),
			Ends:     gen.EndsName(g.Kind, g.Params),
			Pick:     g.Params.Pick,
			Puzzle:   *g.Puzzle,

			GivensRange: g.Params.GivensText(),
		}
	}
	return out
}
