package layouttest

import (
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/ink"
)

// Drawn is one Text call seen by a TextCanvas: the string, where its
// ink lands on the page and the region it was drawn in ("" for none).
type Drawn struct {
	Text, Region string
	Ink, Box     draw.Rect // Box: the region's, on the page
}

// TextCanvas is a Canvas that draws nothing and keeps the ink box of
// every text on the page, turns applied, with the region it belongs to.
type TextCanvas struct {
	m      ink.Turn
	region string
	box    draw.Rect
	texts  *[]Drawn
}

// NewTextCanvas returns an empty TextCanvas.
func NewTextCanvas() *TextCanvas { return &TextCanvas{m: ink.Identity, texts: &[]Drawn{}} }

// Texts returns the texts drawn so far, in order.
func (c *TextCanvas) Texts() []Drawn { return *c.texts }

// Line draws nothing.
func (c *TextCanvas) Line(a, b draw.Point, s draw.Stroke) {}

// Polyline draws nothing.
func (c *TextCanvas) Polyline(pts []draw.Point, s draw.Stroke) {}

// Rect draws nothing.
func (c *TextCanvas) Rect(r draw.Rect, fill *draw.Gray, s draw.Stroke) {}

// Circle draws nothing.
func (c *TextCanvas) Circle(p draw.Point, radius float64, fill *draw.Gray, s draw.Stroke) {}

// Image draws nothing.
func (c *TextCanvas) Image(r draw.Rect, img *draw.Image) {}

// TextWidth measures as the backends do.
func (c *TextCanvas) TextWidth(s string, f draw.Font) float64 { return draw.TextWidth(s, f) }

// Text keeps where the ink of s lands.
func (c *TextCanvas) Text(x, y float64, s string, f draw.Font, a draw.Align) {
	if box, ok := ink.Text(x, y, s, f, a); ok {
		*c.texts = append(*c.texts, Drawn{Text: s, Region: c.region, Ink: c.m.Rect(box), Box: c.box})
	}
}

// Rotate keeps the texts fn draws where the turn puts them.
func (c *TextCanvas) Rotate(at draw.Point, degrees float64, fn func(draw.Canvas)) {
	fn(&TextCanvas{m: ink.Rotation(at, degrees).Inside(c.m), region: c.region, box: c.box, texts: c.texts})
}

// InRegion keeps the texts fn draws as belonging to r.
func (c *TextCanvas) InRegion(r draw.Region, fn func(draw.Canvas)) {
	fn(&TextCanvas{m: c.m, region: r.What, box: c.m.Rect(r.Box), texts: c.texts})
}

// In returns the texts drawn in region what, joined by spaces.
func (c *TextCanvas) In(what string) string {
	var s []string
	for _, t := range *c.texts {
		if t.Region == what {
			s = append(s, t.Text)
		}
	}
	return strings.Join(s, " ")
}

// CheckInk fails when the ink of two texts Overlaps, or when a text's ink
// leaves the area where returns for it.
func CheckInk(t *testing.T, name string, texts []Drawn, where func(Drawn) (draw.Rect, bool)) {
	t.Helper()
	const eps = 0.01
	for i, a := range texts {
		for _, b := range texts[i+1:] {
			if a.Ink.X < b.Ink.X+b.Ink.W-eps && b.Ink.X < a.Ink.X+a.Ink.W-eps && a.Ink.Y < b.Ink.Y+b.Ink.H-eps && b.Ink.Y < a.Ink.Y+a.Ink.H-eps {
				t.Errorf("%s: %q (%s) at %v Overlaps %q (%s) at %v", name, a.Text, a.Region, a.Ink, b.Text, b.Region, b.Ink)
			}
		}
		if area, ok := where(a); ok && !Inside(a.Ink, area.Inset(-eps)) {
			t.Errorf("%s: %q (%s) at %v: got ink outside %v", name, a.Text, a.Region, a.Ink, area)
		}

	}
}

// OutOfBox returns how far the ink of the texts in region what runs out
// of the region's box, at most.
func OutOfBox(texts []Drawn, what string) float64 {
	by := 0.0
	for _, d := range texts {
		if d.Region == what {
			i, b := d.Ink, d.Box
			by = max(by, b.X-i.X, i.X+i.W-(b.X+b.W), b.Y-i.Y, i.Y+i.H-(b.Y+b.H))
		}
	}
	return by
}

// CheckBoxes fails when the ink of a text drawn in a region runs out of
// the region's box: where a checking canvas would report it.
func CheckBoxes(t *testing.T, name string, texts []Drawn) {
	t.Helper()
	for _, d := range texts {
		if d.Region != "" {
			if by := OutOfBox([]Drawn{d}, d.Region); by > 0.01 {
				t.Errorf("%s: %q (%s) at %v: got ink %.2fpt out of the region's box %v", name, d.Text, d.Region, d.Ink, by, d.Box)
			}
		}
	}
}

// CheckWords fails unless the words drawn are exactly the words of want,
// in order: nothing dropped, nothing cut with "…".
func CheckWords(t *testing.T, name, what, got, want string) {
	t.Helper()
	if g, w := strings.Fields(got), strings.Fields(want); !slices.Equal(g, w) {
		t.Errorf("%s: %s: got words %q, want %q", name, what, g, w)
	}
}

// wordPool mixes plain, accented, Greek and Cyrillic words and quotes.
var wordPool = strings.Fields(`Sudoku Ærøskøbing Łódź Straße “Quoted” café Ελληνικά Головоломки l’été
	O'Brien's naïve "Large" Print Zürich puzzles for à la carte Ångström Größe Dvořák Œuvre São-Paulo —`)

// SampleText is deterministic text of n runes from wordPool, starting at
// word from.
func SampleText(n, from int) string {
	var b []rune
	for i := from; len(b) < n; i++ {
		if len(b) > 0 {
			b = append(b, ' ')
		}
		b = append(b, []rune(wordPool[i%len(wordPool)])...)
	}
	return strings.TrimSpace(string(b[:n]))
}

// Trim is a page size the text tests set on: its name, its size and its
// margin, in points.
type Trim struct {
	Name                  string
	Width, Height, Margin float64
}

// Trims are the trims the text tests set on, from 4x6in to a4.
var Trims = []Trim{
	{"4x6in", 4 * 72, 6 * 72, 0.375 * 72},
	{"5x8", 5 * 72, 8 * 72, 0.5 * 72},
	{"6x9", 6 * 72, 9 * 72, 0.5 * 72},
	{"8.5x11", 8.5 * 72, 11 * 72, 0.5 * 72},
	{"a4", 210 * 72 / 25.4, 297 * 72 / 25.4, 0.5 * 72},
}

// Title is the text of a title page or a cover: a title, a subtitle and
// an author.
type Title struct{ Title, Subtitle, Author string }

// Titles are titles, subtitles and authors of 1 to 200 characters.
func Titles() []Title {
	titles := []Title{
		{Title: "Large Print Sudoku Puzzle Book for Adults and Seniors", Subtitle: "200 Easy to Hard Puzzles with Full Solutions", Author: "puzzlebook"},
		{Title: "X"},
		{Title: "é", Subtitle: "ß", Author: "Ł"},
		{Title: "Sudoku for the Weekend", Author: SampleText(200, 5)},
	}
	for i, n := range []int{1, 12, 37, 64, 100, 150, 200} {
		titles = append(titles, Title{Title: SampleText(n, i), Subtitle: SampleText(max(1, n*3/4), i+3), Author: SampleText(min(n, 60), i+7)})
	}
	return append(titles, Title{Title: SampleText(200, 2), Subtitle: SampleText(200, 4), Author: SampleText(200, 6)})
}
