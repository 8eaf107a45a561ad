package book

import (
	"context"
	"github.com/puzzlebook/puzzlebook/book/jobs"
	"path/filepath"
	"sync/atomic"
	"testing"
)

// TestBuildProgress builds small.yaml with a progress hook and checks the
// reports: every puzzle of every section counted once, every PNG page,
// and never two calls at once.
func TestBuildProgress(t *testing.T) {
	cfg := loadTestConfig(t, "testdata/small.yaml")
	done := map[int]int{}
	totals := map[int]int{}
	pages, pageTotal := 0, 0
	hook := serial(t, func(p Progress) {
		switch p.Stage {
		case StagePuzzles:
			if !p.Repeat {
				done[p.Section]++
			}
			if p.Done != done[p.Section] || p.Puzzle == nil || p.Puzzle.Section != p.Section {
				t.Errorf("section %d: got report %+v after %d puzzles", p.Section, p, done[p.Section])
			}
			totals[p.Section] = p.Total
		case StagePages:
			pages++
			pageTotal = p.Total
			if p.Done != pages {
				t.Errorf("page report %d: got Done %d", pages, p.Done)
			}
		}
	})
	res, err := Build(context.Background(), cfg, BuildOptions{Dir: t.TempDir(), Options: Options{Workers: 3, Progress: hook}})
	if err != nil {
		t.Fatal(err)
	}
	for s, sec := range cfg.Sections {
		if done[s] != sec.Count || totals[s] != sec.Count {
			t.Errorf("section %d: got %d reports of %d, want %d of %d", s, done[s], totals[s], sec.Count, sec.Count)
		}
	}
	pngs := 0
	for _, f := range res.Files {
		if filepath.Ext(f) == ".png" {
			pngs++
		}
	}
	if pages != pngs || pageTotal != pngs {
		t.Errorf("got %d page reports of %d, want %d", pages, pageTotal, pngs)
	}
}

// serial wraps a progress hook with a check that it is never called twice
// at once.
func serial(t *testing.T, hook func(Progress)) func(Progress) {
	var inside atomic.Int32
	return func(p Progress) {
		if inside.Add(1) != 1 {
			t.Error("got two progress calls at once")
		}
		defer inside.Add(-1)
		hook(p)
	}
}

// TestPuzzleReportFree wants a puzzle reported with no hook (gen's
// default) to cost no allocation: the report's copy of the puzzle is
// made only for a hook.
func TestPuzzleReportFree(t *testing.T) {
	js := []jobs.Job{{Section: 0}, {Section: 1}}
	r := newReporter(nil, js)
	g := jobs.Generated{Job: js[1]}
	if got := testing.AllocsPerRun(100, func() { r.puzzle(g, false, 0) }); got != 0 {
		t.Errorf("a puzzle reported with no hook: %v allocations, want 0", got)
	}
	var seen int
	r = newReporter(func(p Progress) { seen = p.Puzzle.Section }, js)
	r.puzzle(g, false, 0)
	if seen != 1 {
		t.Errorf("the hook saw section %d, want 1", seen)
	}
}
