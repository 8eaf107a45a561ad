package web

import (
	"context"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// TestPrint prints a Sudoku under way (print media): the grid and its
// givens show; the buttons, the player's digits, the hint's colour and
// the pencil marks do not.
func TestPrint(t *testing.T) {
	tb := newTab(t)
	file := writeFixture(t, "sudoku6")
	tb.open(file)
	tb.fresh()
	tb.open(file)
	p := tb.puzzle()
	blank := empties(p)
	tb.click(blank[0][0], blank[0][1])
	tb.keys(itoa(p.Solution[blank[0][0]][blank[0][1]]))
	tb.click(blank[1][0], blank[1][1])
	tb.keys("1", shift)
	tb.press("Hint")
	tb.do(chromedp.Func(func(ctx context.Context, tt *chromedp.Target) error {
		_, err := cdp.Call(ctx, tt, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"})
		return err
	}))
	shown := func(sel string) bool {
		return eval[bool](tb, `(() => { const e = document.querySelector(`+"`"+sel+"`"+`); return !!e && e.checkVisibility(); })()`)
	}
	for sel, want := range map[string]bool{
		".pb-board":            true,
		".pb-cell.given .pb-v": true,
		".pb-cell.entry .pb-v": false,
		".pb-marks":            false,
		".pb-side":             false,
		".pb-bar":              false,
		".pb-nav":              false,
	} {
		if got := shown(sel); got != want {
			t.Errorf("printed: got %s shown %v, want %v", sel, got, want)
		}
	}
	if bg := eval[string](tb, `getComputedStyle(document.querySelector('.pb-cell.hint, .pb-cell.hint-soft')).backgroundColor`); bg != "rgb(255, 255, 255)" {
		t.Errorf("printed: got the hint's cell in %s, want white", bg)
	}
	tb.quiet(file)
}
