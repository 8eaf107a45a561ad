package cover

import (
	"testing"

	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/internal/layouttest"
)

// TestRecorderTexts checks the layout.Recorder's boxes of turned text: the
// spine's title and author lie inside the spine, as preflight.Cover needs.
func TestRecorderTexts(t *testing.T) {
	c := sampleCover(120, PaperWhite)
	var r layout.Recorder
	c.Draw(&r)
	room := c.Spec.SpineText()
	title, author := c.spineStrings()
	found := 0
	for _, tb := range r.Texts() {
		if tb.Text != title && tb.Text != author {
			continue
		}
		found++
		if !layouttest.Inside(tb.Ink, room.Inset(-0.01)) || tb.Ink.H < 3*tb.Ink.W {
			t.Errorf("spine text %q: got ink %+v, want it upright inside %+v", tb.Text, tb.Ink, room)
		}
	}
	if found != 2 {
		t.Errorf("cover: got %d spine texts, want 2", found)
	}
	if got := r.Collisions(); len(got) > 0 {
		t.Errorf("sample cover: got collisions %v, want none", got)
	}
	r.Reset()
	if n := len(r.Texts()); n > 0 {
		t.Errorf("after Reset: got %d texts, want none", n)
	}
}
