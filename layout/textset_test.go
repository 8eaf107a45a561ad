package layout

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/ink"
	"github.com/puzzlebook/puzzlebook/layout/internal/textset"
)

// drawnText is one Text call seen by a textCanvas: the string, where its
// ink lands on the page and the region it was drawn in ("" for none).
type drawnText struct {
	s, region string
	ink, box  draw.Rect // box: the region's, on the page
}

// textCanvas is a Canvas that draws nothing and keeps the ink box of
// every text on the page, turns applied, with the region it belongs to.
type textCanvas struct {
	m      ink.Turn
	region string
	box    draw.Rect
	texts  *[]drawnText
}

func newTextCanvas() *textCanvas { return &textCanvas{m: ink.Identity, texts: &[]drawnText{}} }

func (c *textCanvas) Line(a, b draw.Point, s draw.Stroke)                                 {}
func (c *textCanvas) Polyline(pts []draw.Point, s draw.Stroke)                            {}
func (c *textCanvas) Rect(r draw.Rect, fill *draw.Gray, s draw.Stroke)                    {}
func (c *textCanvas) Circle(p draw.Point, radius float64, fill *draw.Gray, s draw.Stroke) {}
func (c *textCanvas) TextWidth(s string, f draw.Font) float64                             { return draw.TextWidth(s, f) }

func (c *textCanvas) Text(x, y float64, s string, f draw.Font, a draw.Align) {
	if box, ok := ink.Text(x, y, s, f, a); ok {
		*c.texts = append(*c.texts, drawnText{s: s, region: c.region, ink: c.m.Rect(box), box: c.box})
	}
}

func (c *textCanvas) Rotate(at draw.Point, degrees float64, fn func(draw.Canvas)) {
	fn(&textCanvas{m: ink.Rotation(at, degrees).Inside(c.m), region: c.region, box: c.box, texts: c.texts})
}

func (c *textCanvas) InRegion(r draw.Region, fn func(draw.Canvas)) {
	fn(&textCanvas{m: c.m, region: r.What, box: c.m.Rect(r.Box), texts: c.texts})
}

// in returns the texts drawn in region what, joined by spaces.
func (c *textCanvas) in(what string) string {
	var s []string
	for _, t := range *c.texts {
		if t.region == what {
			s = append(s, t.s)
		}
	}
	return strings.Join(s, " ")
}

// checkInk fails when the ink of two texts overlaps, or when a text's ink
// leaves the area where returns for it.
func checkInk(t *testing.T, name string, texts []drawnText, where func(drawnText) (draw.Rect, bool)) {
	t.Helper()
	const eps = 0.01
	for i, a := range texts {
		for _, b := range texts[i+1:] {
			if a.ink.X < b.ink.X+b.ink.W-eps && b.ink.X < a.ink.X+a.ink.W-eps && a.ink.Y < b.ink.Y+b.ink.H-eps && b.ink.Y < a.ink.Y+a.ink.H-eps {
				t.Errorf("%s: %q (%s) at %v overlaps %q (%s) at %v", name, a.s, a.region, a.ink, b.s, b.region, b.ink)
			}
		}
		if area, ok := where(a); ok && !inside(a.ink, area.Inset(-eps)) {
			t.Errorf("%s: %q (%s) at %v: got ink outside %v", name, a.s, a.region, a.ink, area)
		}

	}
}

// outOfBox returns how far the ink of the texts in region what runs out
// of the region's box, at most.
func outOfBox(texts []drawnText, what string) float64 {
	by := 0.0
	for _, d := range texts {
		if d.region == what {
			i, b := d.ink, d.box
			by = max(by, b.X-i.X, i.X+i.W-(b.X+b.W), b.Y-i.Y, i.Y+i.H-(b.Y+b.H))
		}
	}
	return by
}

// checkBoxes fails when the ink of a text drawn in a region runs out of
// the region's box: where a checking canvas would report it.
func checkBoxes(t *testing.T, name string, texts []drawnText) {
	t.Helper()
	for _, d := range texts {
		if d.region != "" {
			if by := outOfBox([]drawnText{d}, d.region); by > 0.01 {
				t.Errorf("%s: %q (%s) at %v: got ink %.2fpt out of the region's box %v", name, d.s, d.region, d.ink, by, d.box)
			}
		}
	}
}

// checkWords fails unless the words drawn are exactly the words of want,
// in order: nothing dropped, nothing cut with "…".
func checkWords(t *testing.T, name, what, got, want string) {
	t.Helper()
	if g, w := strings.Fields(got), strings.Fields(want); !slices.Equal(g, w) {
		t.Errorf("%s: %s: got words %q, want %q", name, what, g, w)
	}
}

// wordPool mixes plain, accented, Greek and Cyrillic words and quotes.
var wordPool = strings.Fields(`Sudoku Ærøskøbing Łódź Straße “Quoted” café Ελληνικά Головоломки l’été
	O'Brien's naïve "Large" Print Zürich puzzles for à la carte Ångström Größe Dvořák Œuvre São-Paulo —`)

// sampleText is deterministic text of n runes from wordPool, starting at
// word from.
func sampleText(n, from int) string {
	var b []rune
	for i := from; len(b) < n; i++ {
		if len(b) > 0 {
			b = append(b, ' ')
		}
		b = append(b, []rune(wordPool[i%len(wordPool)])...)
	}
	return strings.TrimSpace(string(b[:n]))
}

// textTrims are the trims the text tests set on, with their margins.
var textTrims = []struct {
	name string
	spec PageSpec
}{
	{"4x6in", PageSpec{Width: 4 * Inch, Height: 6 * Inch, Margin: 0.375 * Inch, Gutter: 0.125 * Inch}},
	{"5x8", PageSpec{Width: 5 * Inch, Height: 8 * Inch, Margin: 0.5 * Inch, Gutter: 0.125 * Inch}},
	{"6x9", PageSpec{Width: 6 * Inch, Height: 9 * Inch, Margin: 0.5 * Inch, Gutter: 0.125 * Inch}},
	{"8.5x11", PageSpec{Width: 8.5 * Inch, Height: 11 * Inch, Margin: 0.5 * Inch, Gutter: 0.125 * Inch}},
	{"a4", PageSpec{Width: 210 * Millimetre, Height: 297 * Millimetre, Margin: 0.5 * Inch, Gutter: 0.125 * Inch}},
}

// textMetas are titles, subtitles and authors of 1 to 200 characters.
func textMetas() []Meta {
	metas := []Meta{
		{Title: "Large Print Sudoku Puzzle Book for Adults and Seniors", Subtitle: "200 Easy to Hard Puzzles with Full Solutions", Author: "puzzlebook"},
		{Title: "X"},
		{Title: "é", Subtitle: "ß", Author: "Ł"},
		{Title: "Sudoku for the Weekend", Author: sampleText(200, 5)},
	}
	for i, n := range []int{1, 12, 37, 64, 100, 150, 200} {
		metas = append(metas, Meta{Title: sampleText(n, i), Subtitle: sampleText(max(1, n*3/4), i+3), Author: sampleText(min(n, 60), i+7)})
	}
	metas = append(metas, Meta{Title: sampleText(200, 2), Subtitle: sampleText(200, 4), Author: sampleText(200, 6)})
	return metas
}

// TestTitlePageText sets titles, subtitles and authors of 1 to 200
// characters on every trim: no text's ink overlaps another's, all of it
// stays in the safe area, and every word is drawn, none cut.
func TestTitlePageText(t *testing.T) {
	for _, tr := range textTrims {
		for i, m := range textMetas() {
			name := fmt.Sprintf("%s/%d: %d-character title", tr.name, i, len([]rune(m.Title)))
			t.Run(name, func(t *testing.T) {
				safe := tr.spec.SafeOn(1)
				c := newTextCanvas()
				drawTitlePage(c, safe, m)
				checkInk(t, name, *c.texts, func(drawnText) (draw.Rect, bool) { return safe, true })
				checkBoxes(t, name, *c.texts)
				checkWords(t, name, "title", c.in("title"), m.Title)
				checkWords(t, name, "subtitle", c.in("subtitle"), m.Subtitle)
				checkWords(t, name, "author", c.in("author"), m.Author)
				var r Recorder
				drawTitlePage(&r, safe, m)
				if got := r.Collisions(); len(got) > 0 {
					t.Errorf("%s: got collisions %v, want none", name, got)
				}
				if p := setTitlePage(c, safe, m); !p.fits {
					t.Errorf("%s: got a title page that does not fit (overruns %v), want one that does", name, p.overruns)
				}
			})
		}
	}
}

// TestCoverText draws covers with those titles on every trim: no text's
// ink overlaps another's or the card, every text stays where cover text
// may go, and every word is drawn, none cut.
func TestCoverText(t *testing.T) {
	for _, tr := range textTrims {
		for i, m := range textMetas() {
			for _, pages := range []int{120, 500} {
				name := fmt.Sprintf("%s/%d pages/%d: %d-character title", tr.name, pages, i, len([]rune(m.Title)))
				t.Run(name, func(t *testing.T) {
					cv := sampleCover(pages, PaperCream)
					cv.Spec.Width, cv.Spec.Height = tr.spec.Width, tr.spec.Height
					cv.Meta = m
					cv.Blurb = append(cv.Blurb, sampleText(120, i))
					c := newTextCanvas()
					cv.Draw(c)
					spec := cv.Spec
					front := box(spec.Front(), spec.FrontText())
					card := cv.card(front)
					card.W, card.H = card.W+cardShadow, card.H+cardShadow
					checkInk(t, name, *c.texts, func(d drawnText) (draw.Rect, bool) {
						switch {
						case d.region == "" || d.region == "the cover's puzzle":
							return draw.Rect{}, false // the art, and the back's list
						case strings.HasPrefix(d.region, "spine"):
							return spec.SpineText(), true
						case overlaps(d.ink, spec.Front()):
							if overlaps(d.ink, card) {
								t.Errorf("%s: %q (%s) at %v: got text over the card %v", name, d.s, d.region, d.ink, card)
							}
							return spec.FrontText(), true
						}
						return spec.BackText(), true
					})
					texts := *c.texts
					if !cv.backLayout(c, box(spec.Back(), spec.BackText())).fits {
						// A blurb too long for the back runs out of its box,
						// where preflight sees it.
						if by := outOfBox(texts, "back text"); by <= 0 {
							t.Errorf("%s: got a blurb that does not fit inside its box, want it out of its box", name)
						}
						texts = slices.DeleteFunc(slices.Clone(texts), func(d drawnText) bool { return d.region == "back text" })
					}
					checkBoxes(t, name, texts)
					checkWords(t, name, "cover title", c.in("cover title"), m.Title)
					checkWords(t, name, "cover subtitle", c.in("cover subtitle"), m.Subtitle)
					checkWords(t, name, "cover author", c.in("cover author"), m.Author)
					checkWords(t, name, "back title", c.in("back title"), m.Title)
					checkWords(t, name, "back author", c.in("back author"), m.Author)
					checkWords(t, name, "back text", c.in("back text"), strings.Join(cv.Blurb, " "))
					if _, ok := cv.SpineText(); ok {
						checkWords(t, name, "spine title", c.in("spine title"), strings.ToUpper(m.Title))
					}
					var r Recorder
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

// TestLongTitlePage is the case: on 6x9 the author used to print
// over the subtitle's "Solutions".
func TestLongTitlePage(t *testing.T) {
	m := textMetas()[0]
	safe := textTrims[2].spec.SafeOn(1)
	c := newTextCanvas()
	drawTitlePage(c, safe, m)
	var sub, author draw.Rect
	for _, d := range *c.texts {
		switch d.region {
		case "subtitle":
			sub = d.ink
		case "author":
			author = d.ink
		}
	}
	if author.Y < sub.Y+sub.H {
		t.Errorf("6x9 title page: got the author's ink from y=%.1f, want it under the subtitle's, which ends at %.1f", author.Y, sub.Y+sub.H)
	}
	p := setTitlePage(c, safe, m)
	if got := p.title.Font.Size; got < titlePageLeast {
		t.Errorf("6x9 title page: got the title at %gpt, want at least %dpt", got, titlePageLeast)
	}
	if got := len(p.title.Lines); got > titlePageLines {
		t.Errorf("6x9 title page: got the title in %d lines %q, want at most %d", got, p.title.Lines, titlePageLines)
	}
}

// TestTitlePageOverrun sets text that cannot fit even at MinFontSize: it
// is drawn at MinFontSize, whole, without overprinting, and the textset.Overrun
// names it with how far it runs out.
func TestTitlePageOverrun(t *testing.T) {
	safe := textTrims[0].spec.SafeOn(1)
	long := strings.Repeat("W", 120) // one word, wider than the page at 7pt
	many := strings.Repeat("Puzzles to keep the mind busy all winter long. ", 60)
	tests := []struct {
		name string
		m    Meta
		what string
		by   func(p titlePage) float64
	}{
		{"a word wider than the page", Meta{Title: long, Author: "A. Author"}, "title", func(p titlePage) float64 {
			ink, _ := ink.Text(0, 0, long, p.title.Font, draw.AlignCenter)
			return ink.W/2 - p.width/2
		}},
		{"text taller than the page", Meta{Title: many, Subtitle: many, Author: "A. Author"}, "subtitle", func(p titlePage) float64 {
			return p.subTop + p.sub.InkBottom - (safe.Y + safe.H)
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := newTextCanvas()
			p := setTitlePage(c, safe, tt.m)
			for _, r := range []textset.Block{p.title, p.sub, p.author} {
				if !r.Empty() && r.Font.Size != MinFontSize {
					t.Errorf("%s: got %q... at %gpt, want %dpt", tt.name, r.Lines[0], r.Font.Size, MinFontSize)
				}
			}
			i := slices.IndexFunc(p.overruns, func(o textset.Overrun) bool { return o.What == tt.what })
			if i < 0 {
				t.Fatalf("%s: got overruns %v, want one of %q", tt.name, p.overruns, tt.what)
			}
			if got, want := p.overruns[i].By, tt.by(p); want <= 0 || math.Abs(got-want) > 0.01 {
				t.Errorf("%s: got %q over by %.2fpt, want %.2fpt", tt.name, tt.what, got, want)
			}
			drawTitlePage(c, safe, tt.m)
			checkInk(t, tt.name, *c.texts, func(drawnText) (draw.Rect, bool) { return draw.Rect{}, false })
			if got := outOfBox(*c.texts, tt.what); math.Abs(got-p.overruns[i].By) > 0.01 {
				t.Errorf("%s: got the %s %.2fpt out of its box, want the %.2fpt it is over by", tt.name, tt.what, got, p.overruns[i].By)
			}
			// Preflight names the text and says by how much.
			var r Recorder
			drawTitlePage(&r, safe, tt.m)
			want := fmt.Sprintf("%s: %q runs %.1fpt", tt.what, p.title.Lines[0], p.overruns[i].By)
			if tt.what == "subtitle" {
				want = fmt.Sprintf("%s: %q runs %.1fpt below its box", tt.what, p.sub.Lines[len(p.sub.Lines)-1], p.overruns[i].By)
			}
			if got := fmt.Sprint(r.Collisions()); !strings.Contains(got, want) {
				t.Errorf("%s: got collisions %s, want one saying %s", tt.name, got, want)
			}
			checkWords(t, tt.name, "title", c.in("title"), tt.m.Title)
			checkWords(t, tt.name, "subtitle", c.in("subtitle"), tt.m.Subtitle)
			checkWords(t, tt.name, "author", c.in("author"), tt.m.Author)
		})
	}
}

// podCopyright is configs/pod-6x9.yaml's copyright text, which lost its
// last paragraph.
var podCopyright = []string{
	"Copyright © 2026 puzzlebook. All rights reserved.",
	"Every puzzle in this book has exactly one solution, proven by computer, and is graded by the hardest technique a person needs to solve it.",
	"Set in the Go fonts. Printed on demand.",
}

// TestCopyrightEveryParagraph draws copyright pages and wants every word
// of every paragraph, inside the safe area while it fits at MinFontSize.
func TestCopyrightEveryParagraph(t *testing.T) {
	pod := PageSpec{Width: 6 * Inch, Height: 9 * Inch, Margin: 0.5 * Inch, Gutter: 0.125 * Inch, Bleed: BleedWidth}
	long := slices.Repeat([]string{"Every puzzle in this book has exactly one solution, proven by computer, and is graded by the hardest technique a person needs to solve it."}, 20)
	huge := slices.Repeat(long, 4)
	tests := []struct {
		name  string
		spec  PageSpec
		paras []string
		size  float64 // of the type drawn
		fits  bool
	}{
		{"sample book", sampleBook().Page, sampleBook().Meta.Copyright, 9, true},
		{"pod-6x9", pod, podCopyright, 9, true},
		{"a long notice shrinks", pod, long, 8, true},
		{"a notice too long for a page", pod, huge, 7, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			safe := tt.spec.SafeOn(2)
			c := newTextCanvas()
			drawCopyright(c, safe, tt.paras)
			checkWords(t, tt.name, "copyright", c.in("copyright"), strings.Join(tt.paras, " "))
			p := setCopyright(c, safe, tt.paras)
			if p.set.Font.Size != tt.size || p.fits != tt.fits {
				t.Errorf("%s: got %gpt, over by %.1fpt; want %gpt, fitting %v", tt.name, p.set.Font.Size, p.over, tt.size, tt.fits)
			}
			if tt.fits {
				checkInk(t, tt.name, *c.texts, func(drawnText) (draw.Rect, bool) { return safe, true })
				checkBoxes(t, tt.name, *c.texts)
			} else if got := outOfBox(*c.texts, "copyright"); math.Abs(got-p.over) > 0.01 {
				t.Errorf("%s: got the text %.2fpt out of its box, want the %.2fpt it is over by", tt.name, got, p.over)
			}
		})
	}
}

// TestCopyrightGolden wants the golden copyright page to hold every
// paragraph of the sample book's copyright text, which has several.
func TestCopyrightGolden(t *testing.T) {
	paras := sampleBook().Meta.Copyright
	if len(paras) < 3 {
		t.Fatalf("sample book: got %d copyright paragraphs, want several (3 or more)", len(paras))
	}
	data, err := os.ReadFile(filepath.Join("testdata", "copyright_page.golden"))
	if err != nil {
		t.Fatal(err)
	}
	var drawn []string
	for _, l := range strings.Split(string(data), "\n") {
		if i := strings.Index(l, ` "`); strings.HasPrefix(l, "text ") && i >= 0 {
			s := l[i+1:]
			drawn = append(drawn, s[1:strings.LastIndex(s, `"`)])
		}
	}
	checkWords(t, "copyright_page.golden", "copyright", strings.Join(drawn, " "), strings.Join(paras, " "))
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
			c := newTextCanvas()
			cv.Draw(c)
			checkWords(t, tt.name, "back text", c.in("back text"), strings.Join(tt.paras, " "))
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
	c := newTextCanvas()
	cv.Draw(c)
	checkWords(t, "600-page spine", "spine title", c.in("spine title"), strings.ToUpper(cv.Meta.Title))
}

func TestMissingGlyphs(t *testing.T) {
	tests := []struct {
		s    string
		want []rune
	}{
		{"Łódź Straße Ελληνικά Головоломки “naïve” — café…", nil},
		{"Tick ✓ and ✓ star ★\n", []rune{'✓', '★'}},
		{"漢字 😀", []rune{'漢', '字', '😀'}},
	}
	for _, tt := range tests {
		if got := MissingGlyphs(tt.s); !slices.Equal(got, tt.want) {
			t.Errorf("MissingGlyphs(%q): got %q, want %q", tt.s, got, tt.want)
		}
	}
}
