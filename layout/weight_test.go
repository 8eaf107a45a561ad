package layout

import (
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// TestHeavierRectKeepsOuterEdge checks that large print's heavier lines
// thicken a rectangle's outline inwards: its ink's outer edge stays where
// the kind drew it, so that a rectangle at its area's edge (Skyscrapers'
// clue cells on an answer page) stays in the safe area.
func TestHeavierRectKeepsOuterEdge(t *testing.T) {
	var rec draw.Recorder
	LargePrint.heavier(&rec).Rect(draw.Rect{X: 10, Y: 20, W: 30, H: 40}, nil, draw.Stroke{Width: 1})
	// The outline was 1 pt wide, its ink from 9.5 out; at 1.5 pt it is
	// drawn 0.25 pt further in, its ink still from 9.5.
	if got, want := rec.String(), "rect 10.25,20.25 29.50x39.50 w=1.50"; !strings.HasPrefix(got, want) {
		t.Errorf("got %q, want it to start %q", got, want)
	}
}
