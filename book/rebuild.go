package book

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/puzzlebook/puzzlebook/book/jobs"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// ErrNoParams is the error of Rebuild for a puzzle whose record has no
// params: manifests and SLOT.json files written before puzzlebook
// recorded them.
var ErrNoParams = errors.New("the record has no params (it was written before puzzlebook recorded them), so the puzzle cannot be rebuilt from it")

// ErrRebuiltDiffers is the error of Rebuild when the puzzle made again
// from a record is not the puzzle it records.
var ErrRebuiltDiffers = errors.New("the rebuilt puzzle differs from its record")

// Rebuild makes again the puzzle e records, from its kind, its params and
// its seed alone (Recorded): one call of the kind's generator with
// e.Params and jobs.NewRand(e.Seed), the seed of the attempt that made it
// (AttemptSeed), so no retry is needed. It checks the puzzle as a build
// does, and that it is e's puzzle field for field (ErrRebuiltDiffers
// otherwise). The entry it returns is e with the rebuilt puzzle and no
// pages.
func Rebuild(ctx context.Context, e manifest.Entry, opt Options) (manifest.Entry, error) {
	k, p, err := Recorded(e)
	if err != nil {
		return manifest.Entry{}, err
	}
	j := jobs.Job{Kind: k, Params: p, Seed: e.Seed}
	got, err := jobs.Attempt(ctx, j, e.Seed, opt.timeout())
	if errors.Is(err, context.DeadlineExceeded) && ctx.Err() == nil {
		err = fmt.Errorf("%w: the generator ran out of its %v (Options.PuzzleTimeout)", err, opt.timeout())
	}
	if err != nil {
		return manifest.Entry{}, fmt.Errorf("book: %s (seed %d): %w", recordName(e), e.Seed, err)
	}
	made := *got
	if e.Puzzle.Solution == nil {
		made.Solution = nil // recorded without it: a daily feed's, its solution kept back
	}
	if diff := puzzleDiff(&made, &e.Puzzle); len(diff) > 0 {
		return manifest.Entry{}, fmt.Errorf("book: %s (seed %d): %w: %s; was it made by another version of puzzlebook?", recordName(e), e.Seed, ErrRebuiltDiffers, strings.Join(diff, ", "))
	}
	e.Puzzle = *got
	e.Page, e.AnswerPage = 0, 0
	return e, nil
}

// Recorded returns the kind and the params e records, which rebuild its
// puzzle with its seed. A record without params is refused with
// ErrNoParams, and params its kind does not accept with the kind's
// error; both are a *RefusedError.
func Recorded(e manifest.Entry) (gen.Kind, gen.Params, error) {
	refuse := func(err error) (gen.Kind, gen.Params, error) {
		return nil, gen.Params{}, &RefusedError{Err: fmt.Errorf("book: %s: %w", recordName(e), err)}
	}
	k, ok := kinds.Find(e.Kind)
	if !ok {
		return refuse(fmt.Errorf("unknown kind %q (want %s)", e.Kind, strings.Join(kinds.Names(kinds.All), ", ")))
	}
	if e.Params == nil {
		return refuse(ErrNoParams)
	}
	p, err := e.Params.Gen(k)
	if err == nil {
		err = k.Validate(p)
	}
	if err != nil {
		return refuse(err)
	}
	return k, p, nil
}

// recordName names e in messages: its id, or its number.
func recordName(e manifest.Entry) string {
	if e.ID == "" {
		return fmt.Sprintf("puzzle %d", e.Number)
	}
	return e.ID
}

// puzzleDiff names the JSON fields of a puzzle in which a and b differ,
// as manifests write them (so a nil and an empty map of stats agree).
func puzzleDiff(a, b *gen.Puzzle) []string {
	fields := func(p *gen.Puzzle) map[string]json.RawMessage {
		m := map[string]json.RawMessage{}
		data, err := json.Marshal(p)
		if err != nil {
			panic(err) // a gen.Puzzle always marshals
		}
		if err := json.Unmarshal(data, &m); err != nil {
			panic(err)
		}
		return m
	}
	fa, fb := fields(a), fields(b)
	var diff []string
	for _, f := range slices.Sorted(maps.Keys(fa)) {
		if string(fa[f]) != string(fb[f]) {
			diff = append(diff, f)
		}
	}
	for _, f := range slices.Sorted(maps.Keys(fb)) {
		if _, ok := fa[f]; !ok {
			diff = append(diff, f)
		}
	}
	return diff
}
