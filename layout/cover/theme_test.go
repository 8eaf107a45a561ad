package cover

import (
	"bytes"
	"image"
	imagepng "image/png"
	"math"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/internal/golden"
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/layouttest"
)

// colourRecorder records like a Recorder and is a Colourer: each call
// drawn in colour is recorded after its colour, "#1f3a5f rect ...". Its
// String is the record with the colours.
type colourRecorder struct {
	r    *layout.Recorder
	log  *colourLog
	tint string
}

// colourLog is the record with the colours, and how much of the
// Recorder's record it holds.
type colourLog struct {
	b    strings.Builder
	seen int
}

func newColourRecorder() colourRecorder {
	return colourRecorder{r: &layout.Recorder{}, log: &colourLog{}}
}

// sync copies what the Recorder wrote since the last sync.
func (c colourRecorder) sync() {
	s := c.r.String()
	c.log.b.WriteString(s[c.log.seen:])
	c.log.seen = len(s)
}

func (c colourRecorder) pre() {
	c.sync()
	if c.tint != "" {
		c.log.b.WriteString(c.tint + " ")
	}
}

func (c colourRecorder) String() string {
	c.sync()
	return c.log.b.String()
}

func (c colourRecorder) Line(a, b draw.Point, s draw.Stroke)      { c.pre(); c.r.Line(a, b, s) }
func (c colourRecorder) Polyline(pts []draw.Point, s draw.Stroke) { c.pre(); c.r.Polyline(pts, s) }
func (c colourRecorder) Rect(r draw.Rect, fill *draw.Gray, s draw.Stroke) {
	c.pre()
	c.r.Rect(r, fill, s)
}
func (c colourRecorder) Circle(p draw.Point, radius float64, fill *draw.Gray, s draw.Stroke) {
	c.pre()
	c.r.Circle(p, radius, fill, s)
}
func (c colourRecorder) Text(x, y float64, s string, f draw.Font, a draw.Align) {
	c.pre()
	c.r.Text(x, y, s, f, a)
}
func (c colourRecorder) TextWidth(s string, f draw.Font) float64 { return c.r.TextWidth(s, f) }
func (c colourRecorder) Image(r draw.Rect, img *draw.Image)      { c.pre(); c.r.Image(r, img) }
func (c colourRecorder) InColour(col draw.RGB) draw.Canvas {
	return colourRecorder{c.r, c.log, col.Hex()}
}
func (c colourRecorder) Rotate(at draw.Point, degrees float64, fn func(draw.Canvas)) {
	c.r.Rotate(at, degrees, func(draw.Canvas) { fn(c) })
}

func themed(t *testing.T, name string, pages int) Cover {
	t.Helper()
	c := sampleCover(pages, PaperWhite)
	th, err := ParseTheme(name)
	if err != nil {
		t.Fatal(err)
	}
	c.Theme = th
	return c
}

func TestContrast(t *testing.T) {
	white, black := draw.RGB{R: 1, G: 1, B: 1}, draw.RGB{}
	tests := []struct {
		name string
		a, b draw.RGB
		want float64
	}{
		{"black on white", black, white, 21},
		{"white on black", white, black, 21},
		{"the same", hexRGB("#1f3a5f"), hexRGB("#1f3a5f"), 1},
		{"#767676 on white (the AA limit)", hexRGB("#767676"), white, 4.54},
		{"navy on white", hexRGB("#1f3a5f"), white, 11.48},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := draw.Contrast(tt.a, tt.b); math.Abs(got-tt.want) > 0.01 {
				t.Errorf("%s: got %.3f, want %.2f", tt.name, got, tt.want)
			}
		})
	}
}

func TestParseCoverTheme(t *testing.T) {
	if got, want := strings.Join(ThemeNames(), " "), "navy teal forest berry sunset grey"; got != want {
		t.Errorf("ThemeNames: got %q, want %q", got, want)
	}
	if _, err := ParseTheme(DefaultTheme); err != nil {
		t.Errorf("the default theme %q: %v", DefaultTheme, err)
	}
	_, err := ParseTheme("blue")
	checkErr(t, "ParseTheme(blue)", err, `cover theme "blue": want navy, teal, forest, berry, sunset or grey`)
}

// TestPalette works out the inks of every theme and of grounds from white
// to black, saturated and not, and wants text that keeps its contrast:
// on the band with MinTextContrast (the blurb is small type), on the
// paper likewise; and the grey theme all greys, which the PDF writes as K.
func TestPalette(t *testing.T) {
	type tcase struct {
		name  string
		theme Theme
	}
	var tests []tcase
	for _, th := range Themes() {
		tests = append(tests, tcase{th.Name, th})
	}
	for _, bg := range []string{"#ffffff", "#000000", "#767676", "#797979", "#808080", "#ff0000", "#00ff00", "#0000ff", "#ffff00", "#00ffff", "#c8442b", "#f29e4c"} {
		tests = append(tests, tcase{"background " + bg, Theme{Background: hexRGB(bg), Accent: hexRGB("#e8a33d")}})
	}
	tests = append(tests, tcase{"zero (grey)", Theme{}})
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := tt.theme.palette()
			bg := draw.RGB(p.band)
			for _, ink := range []struct {
				what string
				p    paint
				on   draw.RGB
			}{
				{"title", p.title, bg}, {"subtitle", p.subtitle, bg}, {"blurb", p.blurb, bg}, {"head", p.head, draw.RGB{R: 1, G: 1, B: 1}},
			} {
				if k := draw.Contrast(draw.RGB(ink.p), ink.on); k < MinTextContrast {
					t.Errorf("%s: %s %s on %s: got contrast %.2f, want at least %g", tt.name, ink.what, draw.RGB(ink.p).Hex(), ink.on.Hex(), k, MinTextContrast)
				}
			}
			grey := tt.theme.Name == "grey" || tt.theme == (Theme{})
			for _, ink := range []paint{p.band, p.title, p.subtitle, p.blurb, p.head, p.accent} {
				if grey && !draw.RGB(ink).Neutral() {
					t.Errorf("%s: got ink %s, want greys only", tt.name, draw.RGB(ink).Hex())
				}
			}
		})
	}
	// Text goes dark on a light band and white on a dark one.
	if p := (Theme{Background: hexRGB("#f29e4c")}).palette(); draw.RGB(p.title).Luminance() > 0.1 {
		t.Errorf("sunset: got title %s, want dark text on the light band", draw.RGB(p.title).Hex())
	}
	if p := (Theme{Background: hexRGB("#1f3a5f")}).palette(); draw.RGB(p.title) != (draw.RGB{R: 1, G: 1, B: 1}) {
		t.Errorf("navy: got title %s, want white", draw.RGB(p.title).Hex())
	}
}

// TestCoverGoldenColour records the sample cover in navy (the default
// theme) and in sunset (dark text on a light band) on a recorder that
// shows the colour of each call.
func TestCoverGoldenColour(t *testing.T) {
	for _, name := range []string{"navy", "sunset"} {
		t.Run(name, func(t *testing.T) {
			r := newColourRecorder()
			themed(t, name, 120).Draw(r)
			golden.Check(t, "cover-"+name+".golden", r.String())
		})
	}
}

// TestGreyThemeIsGrey draws the grey theme's cover on a canvas that
// records colour and wants none asked for.
func TestGreyThemeIsGrey(t *testing.T) {
	r := newColourRecorder()
	themed(t, "grey", 120).Draw(r)
	if s := r.String(); strings.Contains(s, "#") {
		t.Errorf("grey theme: got calls in colour:\n%s", s)
	}
}

// TestWriteCoverPNG writes the front of covers of several trims: an RGB
// PNG of 1600 pixels on its long side, the same bytes twice, the band's
// colour at its top and the card's white below, and a pHYs chunk.
func TestWriteCoverPNG(t *testing.T) {
	tests := []struct {
		name          string
		w, h          float64 // trim in inches
		theme         string
		width, height int
	}{
		{"6x9 navy", 6, 9, "navy", 1067, 1600},
		{"8.5x11 sunset", 8.5, 11, "sunset", 1236, 1600},
		{"5x8 grey (still RGB)", 5, 8, "grey", 1000, 1600},
		{"8x8 forest", 8, 8, "forest", 1600, 1600},
		{"9x6 landscape teal", 9, 6, "teal", 1600, 1067},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := themed(t, tt.theme, 120)
			c.Spec.Width, c.Spec.Height = tt.w*layout.Inch, tt.h*layout.Inch
			if w, h := PNGSize(c.Spec); w != tt.width || h != tt.height {
				t.Errorf("%s: PNGSize got %dx%d, want %dx%d", tt.name, w, h, tt.width, tt.height)
			}
			var a, b bytes.Buffer
			if err := WritePNG(&a, c); err != nil {
				t.Fatal(err)
			}
			if err := WritePNG(&b, c); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(a.Bytes(), b.Bytes()) {
				t.Errorf("%s: two writes differ", tt.name)
			}
			if phys := layouttest.PNGChunk(t, a.Bytes(), "pHYs"); len(phys) != 9 {
				t.Errorf("%s: got pHYs chunk %x, want 9 bytes", tt.name, phys)
			}
			img, err := imagepng.Decode(bytes.NewReader(a.Bytes()))
			if err != nil {
				t.Fatalf("%s: decode: %v", tt.name, err)
			}
			rgba, ok := img.(*image.RGBA)
			if !ok {
				t.Fatalf("%s: got a %T, want *image.RGBA (an RGB PNG)", tt.name, img)
			}
			if got := rgba.Bounds().Size(); got.X != tt.width || got.Y != tt.height {
				t.Errorf("%s: got %dx%d pixels, want %dx%d", tt.name, got.X, got.Y, tt.width, tt.height)
			}
			k := float64(PNGSide) / (max(tt.w, tt.h) * layout.Inch)
			band := draw.RGB(c.Theme.palette().band)
			top := draw.Rect{X: 2, Y: 2, W: c.Spec.Width - 4, H: 10}
			if n, all := layouttest.CountRGB(img, top, band, 0.01, k); n != all {
				t.Errorf("%s: got %d of %d pixels of the top edge in %s, want all (the band, cut at the trim)", tt.name, n, all, band.Hex())
			}
			card := c.card(box(c.Spec.Front(), c.Spec.FrontText()))
			if n, all := layouttest.CountRGB(img, draw.Rect{X: card.X - c.Spec.Front().X + 2, Y: card.Y - c.Spec.Front().Y + 2, W: 3, H: card.H - 4}, draw.RGB{R: 1, G: 1, B: 1}, 0.01, k); n < all*9/10 {
				t.Errorf("%s: got %d of %d pixels white at the card's left edge, want the card there", tt.name, n, all)
			}
		})
	}
}
