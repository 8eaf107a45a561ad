package book

import (
	"context"
	"fmt"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/jobs"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
)

// GenerateSet makes n puzzles of kind k with params p from seed, outside
// any book, as `puzzlebook gen` does. Puzzle i has the seed of puzzle i of
// the first section of a book with that seed, so a set and a one-section
// book agree. The entries have ids "gen-s1-001", ... and no pages.
func GenerateSet(ctx context.Context, k gen.Kind, p gen.Params, n int, seed uint64, opt Options) ([]manifest.Entry, error) {
	if err := ValidateSet(k, p, n); err != nil {
		return nil, err
	}
	cfg := &config.Config{Seed: seed, Sections: []config.Section{{Kind: k, Params: p, Count: n}}}
	gs, err := generate(ctx, plan(cfg), opt)
	if err != nil {
		return nil, err
	}
	return entries("gen", gs), nil
}

// ValidateSet reports, before any work, whether GenerateSet can make n
// puzzles of kind k with params p: n from 1 to MaxCount, params the kind
// accepts, and no more puzzles than the kind says a set can hold
// (gen.Bounded, gen.Reacher).
func ValidateSet(k gen.Kind, p gen.Params, n int) error {
	if n < 1 || n > config.MaxCount {
		return fmt.Errorf("book: count must be between 1 and %d, not %d", config.MaxCount, n)
	}
	if err := k.Validate(p); err != nil {
		return err
	}
	if most, _ := jobs.SetBound(k, p); most > 0 && n > most {
		return fmt.Errorf("book: %s", config.Section{Kind: k, Params: p}.TooMany(n, most))
	}
	return nil
}
