package book

import (
	"cmp"
	"slices"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/jobs"
)

// order puts the puzzles of gs, which generate returned in plan order,
// in book order: within each section, by score where the section asks
// for it (ties, and sections with order: generated, by index, so that
// the order does not depend on the workers), and numbers them 1, 2, ...
// in that order. A puzzle keeps its Index and Seed, its identity.
func order(cfg *config.Config, gs []jobs.Generated) {
	slices.SortStableFunc(gs, func(a, b jobs.Generated) int {
		if c := cmp.Compare(a.Section, b.Section); c != 0 {
			return c
		}
		if cfg.Sections[a.Section].Order == config.OrderScore {
			if c := cmp.Compare(a.Puzzle.Score, b.Puzzle.Score); c != 0 {
				return c
			}
		}
		return cmp.Compare(a.Index, b.Index)
	})
	for i := range gs {
		gs[i].Number = i + 1
	}
}
