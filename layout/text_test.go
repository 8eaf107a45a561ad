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
	"github.com/puzzlebook/puzzlebook/layout/internal/layouttest"
	"github.com/puzzlebook/puzzlebook/layout/internal/textset"
)

// textSpec is a page of trim tr, with a gutter.
func textSpec(tr layouttest.Trim) PageSpec {
	return PageSpec{Width: tr.Width, Height: tr.Height, Margin: tr.Margin, Gutter: 0.125 * Inch}
}

// textMetas are titles, subtitles and authors of 1 to 200 characters.
func textMetas() []Meta {
	var metas []Meta
	for _, t := range layouttest.Titles() {
		metas = append(metas, Meta{Title: t.Title, Subtitle: t.Subtitle, Author: t.Author})
	}
	return metas
}

// TestTitlePageText sets titles, subtitles and authors of 1 to 200
// characters on every trim: no text's ink overlaps another's, all of it
// stays in the safe area, and every word is drawn, none cut.
func TestTitlePageText(t *testing.T) {
	for _, tr := range layouttest.Trims {
		for i, m := range textMetas() {
			name := fmt.Sprintf("%s/%d: %d-character title", tr.Name, i, len([]rune(m.Title)))
			t.Run(name, func(t *testing.T) {
				safe := textSpec(tr).SafeOn(1)
				c := layouttest.NewTextCanvas()
				Type{}.drawTitlePage(c, safe, m)
				layouttest.CheckInk(t, name, c.Texts(), func(layouttest.Drawn) (draw.Rect, bool) { return safe, true })
				layouttest.CheckBoxes(t, name, c.Texts())
				layouttest.CheckWords(t, name, "title", c.In("title"), m.Title)
				layouttest.CheckWords(t, name, "subtitle", c.In("subtitle"), m.Subtitle)
				layouttest.CheckWords(t, name, "author", c.In("author"), m.Author)
				var r Recorder
				Type{}.drawTitlePage(&r, safe, m)
				if got := r.Collisions(); len(got) > 0 {
					t.Errorf("%s: got collisions %v, want none", name, got)
				}
				if p := (Type{}).setTitlePage(c, safe, m); !p.fits {
					t.Errorf("%s: got a title page that does not fit (overruns %v), want one that does", name, p.overruns)
				}
			})
		}
	}
}

// TestLongTitlePage is the case: on 6x9 the author used to print
// over the subtitle's "Solutions".
func TestLongTitlePage(t *testing.T) {
	m := textMetas()[0]
	safe := textSpec(layouttest.Trims[2]).SafeOn(1)
	c := layouttest.NewTextCanvas()
	Type{}.drawTitlePage(c, safe, m)
	var sub, author draw.Rect
	for _, d := range c.Texts() {
		switch d.Region {
		case "subtitle":
			sub = d.Ink
		case "author":
			author = d.Ink
		}
	}
	if author.Y < sub.Y+sub.H {
		t.Errorf("6x9 title page: got the author's ink from y=%.1f, want it under the subtitle's, which ends at %.1f", author.Y, sub.Y+sub.H)
	}
	p := Type{}.setTitlePage(c, safe, m)
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
	safe := textSpec(layouttest.Trims[0]).SafeOn(1)
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
			c := layouttest.NewTextCanvas()
			p := Type{}.setTitlePage(c, safe, tt.m)
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
			Type{}.drawTitlePage(c, safe, tt.m)
			layouttest.CheckInk(t, tt.name, c.Texts(), func(layouttest.Drawn) (draw.Rect, bool) { return draw.Rect{}, false })
			if got := layouttest.OutOfBox(c.Texts(), tt.what); math.Abs(got-p.overruns[i].By) > 0.01 {
				t.Errorf("%s: got the %s %.2fpt out of its box, want the %.2fpt it is over by", tt.name, tt.what, got, p.overruns[i].By)
			}
			// Preflight names the text and says by how much.
			var r Recorder
			Type{}.drawTitlePage(&r, safe, tt.m)
			want := fmt.Sprintf("%s: %q runs %.1fpt", tt.what, p.title.Lines[0], p.overruns[i].By)
			if tt.what == "subtitle" {
				want = fmt.Sprintf("%s: %q runs %.1fpt below its box", tt.what, p.sub.Lines[len(p.sub.Lines)-1], p.overruns[i].By)
			}
			if got := fmt.Sprint(r.Collisions()); !strings.Contains(got, want) {
				t.Errorf("%s: got collisions %s, want one saying %s", tt.name, got, want)
			}
			layouttest.CheckWords(t, tt.name, "title", c.In("title"), tt.m.Title)
			layouttest.CheckWords(t, tt.name, "subtitle", c.In("subtitle"), tt.m.Subtitle)
			layouttest.CheckWords(t, tt.name, "author", c.In("author"), tt.m.Author)
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
			c := layouttest.NewTextCanvas()
			Type{}.drawCopyright(c, safe, tt.paras)
			layouttest.CheckWords(t, tt.name, "copyright", c.In("copyright"), strings.Join(tt.paras, " "))
			p := Type{}.setCopyright(c, safe, tt.paras)
			if p.set.Font.Size != tt.size || p.fits != tt.fits {
				t.Errorf("%s: got %gpt, over by %.1fpt; want %gpt, fitting %v", tt.name, p.set.Font.Size, p.over, tt.size, tt.fits)
			}
			if tt.fits {
				layouttest.CheckInk(t, tt.name, c.Texts(), func(layouttest.Drawn) (draw.Rect, bool) { return safe, true })
				layouttest.CheckBoxes(t, tt.name, c.Texts())
			} else if got := layouttest.OutOfBox(c.Texts(), "copyright"); math.Abs(got-p.over) > 0.01 {
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
	layouttest.CheckWords(t, "copyright_page.golden", "copyright", strings.Join(drawn, " "), strings.Join(paras, " "))
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
		if got := MissingGlyphs(tt.s, 0); !slices.Equal(got, tt.want) {
			t.Errorf("MissingGlyphs(%q): got %q, want %q", tt.s, got, tt.want)
		}
	}
}
