package web

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestTimerPauses runs the clock, hides the page (as switching tabs does)
// and wants the clock stopped and marked paused until the page shows
// again; a solved puzzle's clock stops for good.
func TestTimerPauses(t *testing.T) {
	tb := newTab(t)
	file := writeFixture(t, "sudoku4")
	tb.open(file)
	tb.fresh()
	tb.open(file)
	clock := func() string { return eval[string](tb, `document.querySelector('.pb-timer').textContent`) }
	visible := func(shown bool) {
		tb.t.Helper()
		eval[bool](tb, `Object.defineProperty(document, "hidden", { value: `+map[bool]string{true: "false", false: "true"}[shown]+`, configurable: true }), document.dispatchEvent(new Event("visibilitychange")), true`)
	}
	// The clock ticks once a second; a loaded machine may run the tick
	// late, so the test waits for a change rather than a fixed time.
	changed := func(from string) string {
		tb.t.Helper()
		got := clock()
		for deadline := time.Now().Add(10 * time.Second); got == from && time.Now().Before(deadline); got = clock() {
			tb.do(chromedp.Sleep(100 * time.Millisecond))
		}
		return got
	}
	// A loaded machine may also read the clock late, past 0:01: what
	// counts is that it runs, on from 0:00, and only seconds later.
	if got := changed("0:00"); got == "0:00" || len(got) != 4 || got[:2] != "0:" {
		t.Errorf("running: got the clock from 0:00 to %s, want it on a few seconds (0:01)", got)
	}
	visible(false)
	paused := clock()
	tb.do(chromedp.Sleep(1200 * time.Millisecond))
	if got := clock(); got != paused {
		t.Errorf("hidden page: got the clock from %s to %s, want it stopped", paused, got)
	}
	if got := eval[string](tb, `document.querySelector('.pb-paused').textContent`); got != "paused" {
		t.Errorf("hidden page: got %q beside the clock, want paused", got)
	}
	visible(true)
	if got := changed(paused); got == paused {
		t.Errorf("shown again: got the clock still at %s after 10 s, want it running", got)
	}
	tb.press("Reveal")
	solved := clock()
	tb.do(chromedp.Sleep(1100 * time.Millisecond))
	if got := clock(); got != solved {
		t.Errorf("solved: got the clock from %s to %s, want it stopped", solved, got)
	}
	tb.quiet(file)
}
