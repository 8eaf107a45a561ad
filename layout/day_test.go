package layout

import (
	"strconv"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/layouttest"
)

// TestDayPage lays out a day of four 9x9 grids with a strip of four
// smaller answers, and of the same grids without one: no text collides
// or leaves its region, the strip's grids lie below every puzzle and are
// at most stripGrid wide, and the puzzles give up room for the strip.
func TestDayPage(t *testing.T) {
	spec := PageSpec{Width: 8.5 * Inch, Height: 11 * Inch, Margin: 0.5 * Inch}
	items := func(label string) []Item {
		out := make([]Item, 4)
		for i := range out {
			out[i] = Item{Label: label + " " + strconv.Itoa(i+1), Note: "Easy", Draw: layouttest.Placeholder(i, 9), Cells: 9}
		}
		return out
	}
	grids := func(r *Recorder) map[string]draw.Rect {
		out := map[string]draw.Rect{}
		for _, tb := range r.Texts() {
			if tb.Region.Grid {
				out[tb.Region.What] = tb.Region.Box
			}
		}
		return out
	}
	var with, without Recorder
	DayPage(spec, Type{}, "Daily · Tuesday 1 December 2026", items("Puzzle"), Strip{Title: "Yesterday's answers", Items: items("Answer")}).Draw(&with)
	DayPage(spec, Type{}, "Daily · Tuesday 1 December 2026", items("Puzzle"), Strip{}).Draw(&without)
	if got := with.Collisions(); len(got) > 0 {
		t.Errorf("with a strip: got collisions %v, want none", got)
	}
	g, alone := grids(&with), grids(&without)
	lowest := 0.0
	for i := 1; i <= 4; i++ {
		p := g["Puzzle "+strconv.Itoa(i)]
		lowest = max(lowest, p.Y+p.H)
		if a := alone["Puzzle "+strconv.Itoa(i)]; !(p.W < a.W) {
			t.Errorf("puzzle %d: got %.1f points wide with a strip, %.1f without, want narrower with one", i, p.W, a.W)
		}
	}
	for i := 1; i <= 4; i++ {
		a, ok := g["Answer "+strconv.Itoa(i)]
		switch {
		case !ok:
			t.Errorf("answer %d: got no grid drawn, want one", i)
		case a.Y < lowest:
			t.Errorf("answer %d: got its top at %.1f, want below the puzzles' %.1f", i, a.Y, lowest)
		case a.W > stripGrid+1e-9:
			t.Errorf("answer %d: got %.1f points wide, want at most %.1f", i, a.W, stripGrid)
		}
	}
}
