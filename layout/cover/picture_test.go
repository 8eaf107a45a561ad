package cover

import (
	"bytes"
	"fmt"
	"image/color"
	imagepng "image/png"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/layouttest"
	"github.com/puzzlebook/puzzlebook/layout/png"
)

// quarters is a w x h picture of four coloured quarters.
func quarters(t *testing.T, w, h int) *draw.Image {
	t.Helper()
	img, err := draw.DecodeImage("quarters.png", layouttest.Picture(w, h, false))
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// TestPictureOnFront writes the front of a coloured cover with a picture
// as its PNG and checks that the picture's four quarters show in their
// colours where PictureArea says, the puzzle is not drawn, and white
// card shows around the picture.
func TestPictureOnFront(t *testing.T) {
	for _, aspect := range []float64{1.5, 0.5, 3} {
		c := sampleCover(120, PaperWhite)
		c.Theme, _ = ParseTheme("teal")
		c.Picture = quarters(t, int(1500*aspect), 1500)
		puzzle := false
		c.Art.Draw = func(draw.Canvas, draw.Rect) { puzzle = true }
		var rec draw.Recorder
		c.Draw(&rec)
		if got := strings.Count(rec.String(), "image quarters.png"); got != 1 {
			t.Errorf("aspect %v: %d pictures drawn; want 1", aspect, got)
		}
		if puzzle {
			t.Errorf("aspect %v: the puzzle is drawn as well as the picture", aspect)
		}
		var buf bytes.Buffer
		if err := WritePNG(&buf, c); err != nil {
			t.Fatal(err)
		}
		img, err := imagepng.Decode(&buf)
		if err != nil {
			t.Fatal(err)
		}
		area := c.PictureArea(c.Picture.Aspect())
		if want := fmt.Sprintf(" at %.2f,%.2f %.2fx%.2f\n", area.X, area.Y, area.W, area.H); !strings.Contains(rec.String(), want) {
			t.Errorf("aspect %v: PictureArea %v is not where the front draws the picture:\n%s", aspect, area, rec.String())
		}
		if a := area.W / area.H; a < minPictureAspect-0.05 || a > maxPictureAspect+0.05 {
			t.Errorf("aspect %v: picture area %v has shape %.2f", aspect, area, a)
		}
		k := coverPNGScale(c.Spec)
		front := c.Spec.Front()
		at := func(fx, fy float64) color.Color {
			return img.At(int((area.X-front.X+fx*area.W)*k), int((area.Y-front.Y+fy*area.H)*k))
		}
		for _, q := range []struct {
			fx, fy float64
			want   color.NRGBA
		}{{0.1, 0.1, layouttest.PictureRed}, {0.9, 0.1, layouttest.PictureGreen}, {0.1, 0.9, layouttest.PictureBlue}, {0.9, 0.9, layouttest.PictureYellow}} {
			if got := at(q.fx, q.fy); !sameColour(got, q.want) {
				t.Errorf("aspect %v: at %.1f,%.1f of the picture got %v, want %v", aspect, q.fx, q.fy, got, q.want)
			}
		}
		// The mat: white card between the picture and the card's edge.
		if got := img.At(int((area.X-front.X+area.W/2)*k), int((area.Y-front.Y-pictureMat/2)*k)); !sameColour(got, color.NRGBA{255, 255, 255, 255}) {
			t.Errorf("aspect %v: the card's mat over the picture is %v; want white", aspect, got)
		}
	}
}

// TestPictureTitleAtThumbnail is TestTitleAtThumbnail with a picture on
// the front, which takes a larger card than a puzzle: the title and the
// subtitle are at least as large as with the puzzle.
func TestPictureTitleAtThumbnail(t *testing.T) {
	sizes := func(c Cover) (title, sub float64) {
		var r layout.Recorder
		c.Draw(&r)
		for _, tb := range r.Texts() {
			switch tb.Region.What {
			case "cover title":
				title = tb.Font.Size
			case "cover subtitle":
				sub = tb.Font.Size
			}
		}
		return title, sub
	}
	for _, tr := range layouttest.Trims {
		for _, m := range thumbTitles {
			c := sampleCover(120, PaperWhite)
			c.Spec.Width, c.Spec.Height = tr.Width, tr.Height
			c.Meta = m
			title, sub := sizes(c)
			c.Picture = quarters(t, 200, 150)
			if px := capPixels(t, c); px < leastThumbCap {
				t.Errorf("%s %q: got a title cap height of %d px at %d px high, want %d or more", tr.Name, m.Title, px, thumbHeight, leastThumbCap)
			}
			if pt, ps := sizes(c); pt < title || ps < sub {
				t.Errorf("%s %q: with a picture the title and subtitle are %g and %gpt; with a puzzle %g and %gpt", tr.Name, m.Title, pt, ps, title, sub)
			}
		}
	}
}

// TestLogoOnBack draws a cover with a logo and checks the logo's pixels
// at the foot of the back, left of the author, who moves right of it.
func TestLogoOnBack(t *testing.T) {
	c := sampleCover(120, PaperWhite)
	c.Theme, _ = ParseTheme("teal")
	c.Logo = quarters(t, 300, 150)
	var r layout.Recorder
	c.Draw(&r)
	b := box(c.Spec.Back(), c.Spec.BackText())
	logo := c.logoArea(b)
	if w, h := LogoSize(2); logo.W != w || logo.H != h || h != logoHeight {
		t.Fatalf("logo area %v; want %gx%g", logo, w, h)
	}
	for _, tb := range r.Texts() {
		if tb.Region.What == "back author" && tb.Ink.X < logo.X+logo.W+logoGap-0.5 {
			t.Errorf("the author's ink starts at x %.1f, over the logo (to %.1f)", tb.Ink.X, logo.X+logo.W)
		}
	}
	sw, sh := c.Spec.Sheet()
	k := 1.0
	img, _ := png.Draw(int(sw*k), int(sh*k), k, c.Draw)
	if got := img.At(int(logo.X+logo.W/4), int(logo.Y+logo.H/4)); !sameColour(got, layouttest.PictureRed) {
		t.Errorf("logo's top left quarter is %v; want red", got)
	}
	if got := img.At(int(logo.X+3*logo.W/4), int(logo.Y+3*logo.H/4)); !sameColour(got, layouttest.PictureYellow) {
		t.Errorf("logo's bottom right quarter is %v; want yellow", got)
	}
}

// sameColour reports whether a and b differ by less than 6 in each
// 8-bit channel.
func sameColour(a, b color.Color) bool {
	ar, ag, ab, _ := a.RGBA()
	br, bg, bb, _ := b.RGBA()
	d := func(x, y uint32) bool { return max(x, y)-min(x, y) < 6<<8 }
	return d(ar, br) && d(ag, bg) && d(ab, bb)
}

// TestPictureGreyTheme checks that the grey theme's cover, which prints
// in K ink alone, draws the picture in grey.
func TestPictureGreyTheme(t *testing.T) {
	c := sampleCover(120, PaperWhite)
	c.Theme, _ = ParseTheme("grey")
	c.Picture = quarters(t, 1500, 1000)
	var buf bytes.Buffer
	if err := WritePNG(&buf, c); err != nil {
		t.Fatal(err)
	}
	img, err := imagepng.Decode(&buf)
	if err != nil {
		t.Fatal(err)
	}
	area, front, k := c.PictureArea(c.Picture.Aspect()), c.Spec.Front(), coverPNGScale(c.Spec)
	r, g, b, _ := img.At(int((area.X-front.X+area.W/4)*k), int((area.Y-front.Y+area.H/4)*k)).RGBA()
	want := color.GrayModel.Convert(layouttest.PictureRed).(color.Gray).Y
	if r != g || g != b || uint8(r>>8) < want-2 || uint8(r>>8) > want+2 {
		t.Errorf("the picture's red quarter is %d,%d,%d on the grey theme; want the grey %d", r>>8, g>>8, b>>8, want)
	}
}
