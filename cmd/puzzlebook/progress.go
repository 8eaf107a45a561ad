package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/puzzlebook/puzzlebook/book"
)

// How chatty a command is on standard error.
type verbosity int

const (
	quiet   verbosity = iota // errors only
	normal                   // a progress bar on a terminal, and a summary
	verbose                  // a line per puzzle, and a summary
)

// verbosityFlags reads --quiet and --verbose; both at once is a usage error.
func verbosityFlags(q, v bool) (verbosity, error) {
	switch {
	case q && v:
		return normal, fmt.Errorf("--quiet and --verbose exclude each other")
	case q:
		return quiet, nil
	case v:
		return verbose, nil
	}
	return normal, nil
}

// isTerminal reports whether w is a terminal (a character device), where
// a progress bar may redraw its line.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// progress renders book.Progress reports on w: a bar redrawn in place
// for each section of a book, or for the dates of a daily feed (live, on
// a terminal), or a line per puzzle (verbose).
type progress struct {
	w       io.Writer
	live    bool // redraw a bar with \r
	verbose bool
	now     func() time.Time

	mu      sync.Mutex
	start   map[int]time.Time // when each section (pagesKey, datesKey) began
	drawn   time.Time         // last redraw of the bar
	showing bool              // a bar is on the current line
}

// newProgress returns the renderer for level on s's standard error, or
// nil when there is nothing to show.
func newProgress(s stdio, level verbosity) *progress {
	live := level == normal && isTerminal(s.errOut)
	if !live && level != verbose {
		return nil
	}
	return &progress{w: s.errOut, live: live, verbose: level == verbose, now: time.Now, start: map[int]time.Time{}}
}

// hook returns the function for book.Options.Progress, or nil.
func (p *progress) hook() func(book.Progress) {
	if p == nil {
		return nil
	}
	return p.report
}

// redrawEvery limits redraws of the bar, which costs a terminal write.
const redrawEvery = 100 * time.Millisecond

// Keys of p.start besides the sections.
const (
	pagesKey = -1
	datesKey = -2
)

// barOf returns the key and title of the bar of e.
func barOf(e book.Progress) (int, string) {
	switch e.Stage {
	case book.StagePages:
		return pagesKey, "PNG files"
	case book.StageDates:
		return datesKey, "Dates"
	}
	return e.Section, orPuzzles(e.Title)
}

func (p *progress) report(e book.Progress) {
	p.mu.Lock()
	defer p.mu.Unlock()
	now := p.now()
	key, _ := barOf(e)
	if _, ok := p.start[key]; !ok {
		p.start[key] = now.Add(-e.Elapsed)
	}
	if p.verbose && e.Stage == book.StagePuzzles {
		fmt.Fprintln(p.w, puzzleLine(e))
		return
	}
	// A daily feed's bar counts dates; its puzzles, slot by slot, would
	// take turns on the one line.
	if !p.live || e.Stage == book.StagePuzzles && e.Date != "" {
		return
	}
	finished := e.Done == e.Total && !e.Repeat
	if !finished && now.Sub(p.drawn) < redrawEvery {
		return
	}
	p.drawn = now
	fmt.Fprintf(p.w, "\r\033[K%s", p.bar(e, now))
	p.showing = true
	if finished {
		fmt.Fprintln(p.w)
		p.showing = false
	}
}

// bar is one line: title, bar, done/total, rate and time left.
func (p *progress) bar(e book.Progress, now time.Time) string {
	key, title := barOf(e)
	const width = 24
	fill := 0
	if e.Total > 0 {
		fill = width * e.Done / e.Total
	}
	line := fmt.Sprintf("%-22s [%s%s] %d/%d", clip(title, 22), strings.Repeat("#", fill), strings.Repeat("-", width-fill), e.Done, e.Total)
	spent := now.Sub(p.start[key])
	if e.Done == 0 || spent <= 0 {
		return line
	}
	rate := float64(e.Done) / spent.Seconds()
	if e.Done == e.Total {
		return line + fmt.Sprintf("  %.1f/s  done in %s", rate, round(spent))
	}
	left := time.Duration(float64(e.Total-e.Done) / rate * float64(time.Second))
	return line + fmt.Sprintf("  %.1f/s  ~%s left", rate, round(left))
}

// puzzleLine describes one puzzle for --verbose.
func puzzleLine(e book.Progress) string {
	g := e.Puzzle
	where := fmt.Sprintf("%s %d/%d", orPuzzles(e.Title), g.Index+1, e.Total)
	if e.Date != "" {
		where = e.Date + " " + printable(e.Title)
	}
	line := fmt.Sprintf("puzzle %d (%s): %v, score %d, %s, seed %d", g.Number, where,
		g.Puzzle.Grade, g.Puzzle.Score, g.Puzzle.Technique, g.Seed)
	if g.Attempt > 0 {
		line += fmt.Sprintf(" (attempt %d)", g.Attempt+1)
	}
	if e.Repeat {
		line += ", replacing a repeat"
	}
	return line + fmt.Sprintf(", %s", round(e.Elapsed))
}

// done clears a bar left on the line, before a summary or an error.
func (p *progress) done() {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.showing {
		fmt.Fprint(p.w, "\r\033[K")
		p.showing = false
	}
}

// round shortens d for display: milliseconds below a second, else tenths.
func round(d time.Duration) time.Duration {
	if d < time.Second {
		return d.Round(time.Millisecond)
	}
	return d.Round(100 * time.Millisecond)
}

// clip shortens s to n runes.
func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// orPuzzles is title, printable, or "puzzles" for the untitled set of gen.
func orPuzzles(title string) string {
	if title == "" {
		return "puzzles"
	}
	return printable(title)
}
