package layout_test

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/layouttest"
	"github.com/puzzlebook/puzzlebook/layout/preflight"
)

var imageOp = regexp.MustCompile(`(?m)^image (\S+) \S+ at ([\d.]+),([\d.]+) ([\d.]+)x([\d.]+)$`)

// pictureOn returns where the picture drawn on page p of c lands, and
// the texts drawn there.
func pictureOn(t *testing.T, c layout.Composed, p int) (draw.Rect, []layout.TextBox) {
	t.Helper()
	var r layout.Recorder
	c.Pages[p-1].Draw(&r)
	m := imageOp.FindStringSubmatch(r.String())
	if m == nil {
		t.Fatalf("page %d: no picture drawn:\n%s", p, r.String())
	}
	f := func(s string) float64 { v, _ := strconv.ParseFloat(s, 64); return v }
	return draw.Rect{X: f(m[2]), Y: f(m[3]), W: f(m[4]), H: f(m[5])}, r.Texts()
}

// TestMatterPicture composes extra pages with pictures: a sharp one
// stands under the heading, across the text's width (or as tall as a
// page allows), before the text; one short of pixels is drawn at 300
// dpi, narrower, with a note; a dedication's picture stands over its
// text; and preflight passes every page.
func TestMatterPicture(t *testing.T) {
	pic := func(name string, w, h int) *draw.Image {
		img, err := draw.DecodeImage(name, layouttest.Picture(w, h, false))
		if err != nil {
			t.Fatal(err)
		}
		return img
	}
	b := layout.Book{
		Meta: layout.Meta{Title: "Book"}, Page: layout.PageSpec{Width: 432, Height: 648, Margin: 36},
		Puzzles: []layout.Section{{Title: "Sudoku", PerPage: 2, Items: layout.ScaledItems(2, 9, 0.5), Grid: grid9}},
		Front: []layout.Matter{
			{Paras: []string{"*For Ann*"}, Centred: true, Image: pic("heart.png", 600, 600)},
			{Title: "Introduction", Paras: []string{"Welcome to these puzzles."}, Image: pic("wide.png", 2400, 800)},
		},
		Back: []layout.Matter{{Title: "About the author", Paras: []string{"Ann writes."}, Image: pic("small.png", 300, 200)}},
	}
	c := layout.Compose(b)
	safe := b.Page.ForPages(layout.MaxPODPages).Safe()

	// The dedication: the picture over the text, centred.
	ded, texts := pictureOn(t, c, 2)
	if texts[0].Ink.Y < ded.Y+ded.H {
		t.Errorf("dedication: the text's ink starts at %.1f, over the picture's foot %.1f", texts[0].Ink.Y, ded.Y+ded.H)
	}
	// The introduction: under the heading, the text's width, over the text.
	intro, texts := pictureOn(t, c, 3)
	if texts[0].Text != "Introduction" || texts[0].Ink.Y+texts[0].Ink.H > intro.Y {
		t.Errorf("introduction: the heading %q (ink to %.1f) is not over the picture at %.1f", texts[0].Text, texts[0].Ink.Y+texts[0].Ink.H, intro.Y)
	}
	if body := texts[len(texts)-2]; !strings.HasPrefix(body.Text, "Welcome") || body.Ink.Y < intro.Y+intro.H {
		t.Errorf("introduction: %q's ink starts at %.1f, over the picture's foot %.1f", body.Text, body.Ink.Y, intro.Y+intro.H)
	}
	if d := intro.W - safe.W; d > 0.01 || d < -0.01 {
		t.Errorf("introduction: the picture is %.2fpt wide; want the text's %.2fpt", intro.W, safe.W)
	}
	// About: 300 px wide prints 1in wide at 300 dpi.
	about, _ := pictureOn(t, c, len(c.Pages)-c.Blank)
	if about.W != 72 || about.H != 48 {
		t.Errorf("about: the picture is %gx%gpt; want 72x48 (300 dpi)", about.W, about.H)
	}
	notes := strings.Join(c.Notes, "\n")
	if !strings.Contains(notes, "small.png (300x200 px) is drawn 1x0.667in, narrower than the text") || strings.Contains(notes, "wide.png") {
		t.Errorf("notes: %q; want one on small.png alone", notes)
	}
	if r := preflight.Book(c); len(r.Problems) > 0 {
		t.Errorf("preflight: %s", r)
	}
}
