package main

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/book/jobs"
	"github.com/puzzlebook/puzzlebook/gen"
)

func samplePuzzle(attempt int) *jobs.Generated {
	return &jobs.Generated{
		Job:     jobs.Job{Number: 7, Index: 2},
		Puzzle:  &gen.Puzzle{Grade: gen.Easy, Score: 31, Technique: "naked single"},
		Attempt: attempt,
		Seed:    99,
	}
}

func TestProgressBar(t *testing.T) {
	var b bytes.Buffer
	clock := time.Unix(0, 0)
	p := &progress{w: &b, live: true, now: func() time.Time { return clock }, start: map[int]time.Time{}}
	for i := 1; i <= 4; i++ {
		clock = clock.Add(time.Second)
		p.report(book.Progress{Stage: book.StagePuzzles, Title: "Easy Sudoku", Done: i, Total: 4, Puzzle: samplePuzzle(0), Elapsed: time.Second})
		if i == 2 {
			// A report 10ms later is not drawn: the bar redraws at most every 100ms.
			clock = clock.Add(10 * time.Millisecond)
			p.report(book.Progress{Stage: book.StagePuzzles, Title: "Easy Sudoku", Done: 2, Total: 4, Puzzle: samplePuzzle(1), Repeat: true})
			clock = clock.Add(-10 * time.Millisecond)
		}
	}
	clock = clock.Add(time.Second)
	p.report(book.Progress{Stage: book.StagePages, Done: 1, Total: 3, Elapsed: time.Second})
	p.done()
	lines := []string{
		"\r\x1b[KEasy Sudoku            [######------------------] 1/4  1.0/s  ~3s left",
		"\r\x1b[KEasy Sudoku            [############------------] 2/4  1.0/s  ~2s left",
		"\r\x1b[KEasy Sudoku            [##################------] 3/4  1.0/s  ~1s left",
		"\r\x1b[KEasy Sudoku            [########################] 4/4  1.0/s  done in 4s\n",
		"\r\x1b[KPNG files              [########----------------] 1/3  1.0/s  ~2s left",
		"\r\x1b[K",
	}
	if got, want := b.String(), strings.Join(lines, ""); got != want {
		t.Errorf("got\n%q\nwant\n%q", got, want)
	}
}

func TestProgressVerbose(t *testing.T) {
	var b bytes.Buffer
	p := newProgress(stdio{errOut: &b}, verbose)
	p.hook()(book.Progress{Stage: book.StagePuzzles, Title: "Easy Sudoku", Done: 3, Total: 10, Puzzle: samplePuzzle(1), Repeat: true, Elapsed: 12 * time.Millisecond})
	p.hook()(book.Progress{Stage: book.StagePuzzles, Done: 1, Total: 1, Puzzle: samplePuzzle(0), Elapsed: 1500 * time.Millisecond})
	p.hook()(book.Progress{Stage: book.StagePages, Done: 1, Total: 3})
	p.done()
	want := "puzzle 7 (Easy Sudoku 3/10): easy, score 31, naked single, seed 99 (attempt 2), replacing a repeat, 12ms\n" +
		"puzzle 7 (puzzles 3/1): easy, score 31, naked single, seed 99, 1.5s\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}

func TestNewProgress(t *testing.T) {
	var b bytes.Buffer
	tests := []struct {
		level verbosity
		want  bool
	}{{quiet, false}, {normal, false}, {verbose, true}}
	for _, tt := range tests {
		// A bytes.Buffer is not a terminal, so only --verbose shows anything.
		if got := newProgress(stdio{errOut: &b}, tt.level) != nil; got != tt.want {
			t.Errorf("level %d on a buffer: got a renderer %v, want %v", tt.level, got, tt.want)
		}
	}
	var none *progress
	if none.hook() != nil {
		t.Error("nil renderer: got a hook, want nil")
	}
	none.done() // must not panic
}

// TestProgressDaily checks that a daily run shows one bar of its dates,
// not its slots' bars taking turns, and dated lines with --verbose.
func TestProgressDaily(t *testing.T) {
	var b bytes.Buffer
	clock := time.Unix(0, 0)
	p := &progress{w: &b, live: true, now: func() time.Time { return clock }, start: map[int]time.Time{}}
	for d := 1; d <= 2; d++ {
		clock = clock.Add(time.Second)
		date := fmt.Sprintf("2026-12-0%d", d)
		for slot, name := range []string{"sudoku", "numbrix"} {
			p.report(book.Progress{Stage: book.StagePuzzles, Section: slot, Title: name, Date: date, Done: d, Total: 2, Puzzle: samplePuzzle(0)})
		}
		p.report(book.Progress{Stage: book.StageDates, Title: date, Date: date, Done: d, Total: 2, Elapsed: time.Second})
	}
	p.done()
	want := "\r\x1b[KDates                  [############------------] 1/2  1.0/s  ~1s left" +
		"\r\x1b[KDates                  [########################] 2/2  1.0/s  done in 2s\n"
	if got := b.String(); got != want {
		t.Errorf("daily bar: got\n%q\nwant\n%q", got, want)
	}

	b.Reset()
	v := newProgress(stdio{errOut: &b}, verbose)
	v.hook()(book.Progress{Stage: book.StagePuzzles, Title: "sudoku", Date: "2026-12-01", Done: 1, Total: 2, Puzzle: samplePuzzle(0), Elapsed: time.Millisecond})
	v.hook()(book.Progress{Stage: book.StageDates, Title: "2026-12-01", Date: "2026-12-01", Done: 1, Total: 2})
	if got, want := b.String(), "puzzle 7 (2026-12-01 sudoku): easy, score 31, naked single, seed 99, 1ms\n"; got != want {
		t.Errorf("daily --verbose: got\n%q\nwant\n%q", got, want)
	}
}
