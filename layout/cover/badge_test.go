package cover

import (
	"testing"

	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/internal/layouttest"
)

// TestBadge draws the sample cover with a "LARGE PRINT" badge: the badge
// is on the front, above the title, at 14 pt or more, and nothing
// collides; without Badge the front has none.
func TestBadge(t *testing.T) {
	c := sampleCover(120, PaperWhite)
	c.Badge = "LARGE PRINT"
	var r layout.Recorder
	c.Draw(&r)
	var badge, title *layout.TextBox
	texts := r.Texts()
	for i, tb := range texts {
		switch tb.Region.What {
		case "cover badge":
			badge = &texts[i]
		case "cover title":
			if title == nil {
				title = &texts[i]
			}
		}
	}
	if badge == nil || badge.Text != "LARGE PRINT" {
		t.Fatalf("got badge %+v, want \"LARGE PRINT\"", badge)
	}
	if !layouttest.Inside(badge.Ink, c.Spec.Front()) || title == nil || badge.Ink.Y+badge.Ink.H > title.Ink.Y {
		t.Errorf("got the badge at %+v, title %+v; want it on the front above the title", badge.Ink, title)
	}
	if badge.Font.Size < 14 {
		t.Errorf("got the badge at %g pt, want 14 pt or more", badge.Font.Size)
	}
	if got := r.Collisions(); len(got) > 0 {
		t.Errorf("got collisions %v, want none", got)
	}
	c.Badge = ""
	r.Reset()
	c.Draw(&r)
	for _, tb := range r.Texts() {
		if tb.Region.What == "cover badge" {
			t.Errorf("got a badge %q on a cover without one", tb.Text)
		}
	}
}
