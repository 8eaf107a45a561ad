package book

import (
	"context"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/jobs"
)

// plan lists the jobs of cfg in book order (jobs.Plan).
func plan(cfg *config.Config) []jobs.Job {
	secs := make([]jobs.Section, len(cfg.Sections))
	for i, s := range cfg.Sections {
		secs[i] = jobs.Section{Title: s.Title, Kind: s.Kind, Params: s.Params, Count: s.Count}
	}
	return jobs.Plan(cfg.Seed, secs)
}

// generate makes the puzzles of js on opt's workers (jobs.Generate),
// reporting each to opt.Progress; none repeats a puzzle of opt.taken.
func generate(ctx context.Context, js []jobs.Job, opt Options) ([]jobs.Generated, error) {
	rep := newReporter(opt.Progress, js)
	return jobs.Generate(ctx, js, jobs.Options{
		Workers:       opt.Workers,
		PuzzleTimeout: opt.PuzzleTimeout,
		Made:          rep.puzzle,
		Taken:         opt.taken,
	})
}
