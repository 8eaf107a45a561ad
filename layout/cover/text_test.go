package cover

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/layouttest"
)

// TestCoverText draws covers with those titles on every trim: no text's
// ink overlaps another's or the card, every text stays where cover text
// may go, and every word is drawn, none cut.
func TestCoverText(t *testing.T) {
	for _, tr := range layouttest.Trims {
		for i, m := range layouttest.Titles() {
			for _, pages := range []int{120, 500} {
				name := fmt.Sprintf("%s/%d pages/%d: %d-character title", tr.Name, pages, i, len([]rune(m.Title)))
				t.Run(name, func(t *testing.T) {
					cv := sampleCover(pages, PaperCream)
					cv.Spec.Width, cv.Spec.Height = tr.Width, tr.Height
					cv.Meta = layout.Meta{Title: m.Title, Subtitle: m.Subtitle, Author: m.Author}
					cv.Blurb = append(cv.Blurb, layouttest.SampleText(120, i))
					c := layouttest.NewTextCanvas()
					cv.Draw(c)
					spec := cv.Spec
					front := box(spec.Front(), spec.FrontText())
					card := cv.card(front)
					card.W, card.H = card.W+cardShadow, card.H+cardShadow
					layouttest.CheckInk(t, name, c.Texts(), func(d layouttest.Drawn) (draw.Rect, bool) {
						switch {
						case d.Region == "" || d.Region == "the cover's puzzle":
							return draw.Rect{}, false // the art, and the back's list
						case strings.HasPrefix(d.Region, "spine"):
							return spec.SpineText(), true
						case layouttest.Overlaps(d.Ink, spec.Front()):
							if layouttest.Overlaps(d.Ink, card) {
								t.Errorf("%s: %q (%s) at %v: got text over the card %v", name, d.Text, d.Region, d.Ink, card)
							}
							return spec.FrontText(), true
						}
						return spec.BackText(), true
					})
					texts := c.Texts()
					if !cv.backLayout(c, box(spec.Back(), spec.BackText())).fits {
						// A blurb too long for the back runs out of its box,
						// where preflight sees it.
						if by := layouttest.OutOfBox(texts, "back text"); by <= 0 {
							t.Errorf("%s: got a blurb that does not fit inside its box, want it out of its box", name)
						}
						texts = slices.DeleteFunc(slices.Clone(texts), func(d layouttest.Drawn) bool { return d.Region == "back text" })
					}
					layouttest.CheckBoxes(t, name, texts)
					layouttest.CheckWords(t, name, "cover title", c.In("cover title"), m.Title)
					layouttest.CheckWords(t, name, "cover subtitle", c.In("cover subtitle"), m.Subtitle)
					layouttest.CheckWords(t, name, "cover author", c.In("cover author"), m.Author)
					layouttest.CheckWords(t, name, "back title", c.In("back title"), m.Title)
					layouttest.CheckWords(t, name, "back author", c.In("back author"), m.Author)
					layouttest.CheckWords(t, name, "back text", c.In("back text"), strings.Join(cv.Blurb, " "))
					if _, ok := cv.SpineText(); ok {
						layouttest.CheckWords(t, name, "spine title", c.In("spine title"), strings.ToUpper(m.Title))
					}
					var r layout.Recorder
					cv.Draw(&r)
					for _, p := range r.Collisions() {
						if cv.backLayout(c, box(spec.Back(), spec.BackText())).fits || !strings.HasPrefix(p.What, "back text:") {
							t.Errorf("%s: got collision %v, want none", name, p)
						}
					}
					if f := cv.setFront(c, front, cv.card(front)); !f.fits {
						t.Errorf("%s: front: got text that does not fit (overruns %v), want text that does", name, f.overruns)
					}
				})
			}
		}
	}
}

// TestBackTextEveryParagraph sets long blurbs of many paragraphs: every
// word prints, at MinBlurbSize or more, and one that cannot fit runs out
// of its box (and fits says so) instead of losing lines.
func TestBackTextEveryParagraph(t *testing.T) {
	para := "The puzzles begin gently and grow: the easy ones yield to careful looking, the expert ones to patience and a few clever ideas."
	tests := []struct {
		name  string
		paras []string
		fits  bool
	}{
		{"the sample", sampleCover(120, PaperWhite).Blurb, true},
		{"five paragraphs", slices.Repeat([]string{para}, 5), true},
		{"twenty paragraphs", slices.Repeat([]string{para}, 20), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cv := sampleCover(120, PaperWhite)
			cv.Blurb = tt.paras
			c := layouttest.NewTextCanvas()
			cv.Draw(c)
			layouttest.CheckWords(t, tt.name, "back text", c.In("back text"), strings.Join(tt.paras, " "))
			b := box(cv.Spec.Back(), cv.Spec.BackText())
			l := cv.backLayout(c, b)
			if l.fits != tt.fits || l.blurb.Font.Size < MinBlurbSize {
				t.Errorf("%s: got fits %v at %gpt, want %v at %gpt or more", tt.name, l.fits, l.blurb.Font.Size, tt.fits, MinBlurbSize)
			}
			if bottom := l.blurbBox.Y + l.blurb.H; tt.fits && bottom > l.blurbBox.Y+l.blurbBox.H+1e-9 {
				t.Errorf("%s: got the blurb down to %.1f, want it in its box, down to %.1f", tt.name, bottom, l.blurbBox.Y+l.blurbBox.H)
			}
		})
	}
}

// TestSpineTitle wants a long title on a thick spine in two lines rather
// than in smaller type, and never cut.
func TestSpineTitle(t *testing.T) {
	cv := sampleCover(600, PaperCream)
	cv.Meta.Title = "Large Print Sudoku Puzzle Book for Adults and Seniors"
	s := cv.setSpine()
	if !s.ok || len(s.title.Lines) != 2 {
		t.Fatalf("600-page spine: got %v, %q; want the title in two lines", s.ok, s.title.Lines)
	}
	one := sampleCover(600, PaperCream)
	one.Meta.Title = cv.Meta.Title
	one.Spec.Pages = 200 // a spine too narrow for two lines
	s1 := one.setSpine()
	if !s1.ok || len(s1.title.Lines) != 1 || s1.size >= s.size {
		t.Errorf("200-page spine: got %v, %q at %gpt; want one line smaller than two lines' %gpt", s1.ok, s1.title.Lines, s1.size, s.size)
	}
	c := layouttest.NewTextCanvas()
	cv.Draw(c)
	layouttest.CheckWords(t, "600-page spine", "spine title", c.In("spine title"), strings.ToUpper(cv.Meta.Title))
}
