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
	tb.do(chromedp.Sleep(1100 * time.Millisecond))
	if got := clock(); got != "0:01" {
		t.Errorf("after a second: got the clock at %s, want 0:01", got)
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
	tb.do(chromedp.Sleep(2100 * time.Millisecond)) // the clock shows whole seconds, ticking once a second
	if got := clock(); got == paused {
		t.Errorf("shown again: got the clock still at %s, want it running", got)
	}
	tb.press("Reveal")
	solved := clock()
	tb.do(chromedp.Sleep(1100 * time.Millisecond))
	if got := clock(); got != solved {
		t.Errorf("solved: got the clock from %s to %s, want it stopped", solved, got)
	}
	tb.quiet(file)
}
