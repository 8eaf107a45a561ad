package cover

import (
	"fmt"
	"strings"

	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// Theme is the colour scheme of a cover: Background is the ground of
// the band across its top and of its spine, Accent marks the card's
// offset and the short rules. The inks of the text follow from them (see
// palette), so that text stays legible whatever the colours. The zero
// Theme is the grey cover.
type Theme struct {
	Name               string // as written in configs; "" when made up
	Background, Accent draw.RGB
}

// DefaultTheme is the theme of a cover whose config names none.
const DefaultTheme = "navy"

// The contrast text needs against its ground, as WCAG 2 (level AA) asks
// of text on screen; print is read in worse light than a screen.
const (
	MinTextContrast = 4.5
	// MinLargeTextContrast is enough for large text: LargeText points or
	// more, or LargeBoldText points or more in bold.
	MinLargeTextContrast = 3.0
	LargeText            = 18
	LargeBoldText        = 14
)

// coverThemes are the named themes: dark, muted grounds that print close
// to the screen in CMYK, each with a warm accent, and one light ground
// that takes dark text.
var coverThemes = []Theme{
	{"navy", hexRGB("#1f3a5f"), hexRGB("#e8a33d")},   // deep blue, amber
	{"teal", hexRGB("#0e5e63"), hexRGB("#f2745b")},   // dark teal, coral
	{"forest", hexRGB("#1f4d2e"), hexRGB("#d9b44a")}, // pine green, mustard
	{"berry", hexRGB("#6a1b4d"), hexRGB("#e25c8e")},  // plum, raspberry
	{"sunset", hexRGB("#f29e4c"), hexRGB("#8c2f39")}, // warm orange, wine; dark text
	{"grey", draw.Grey(0.16), draw.Grey(0.62)},       // the grey cover, in K only
}

// Themes returns the named themes, in the order docs list them.
func Themes() []Theme { return append([]Theme(nil), coverThemes...) }

// ThemeNames returns the names of the themes.
func ThemeNames() []string {
	names := make([]string, len(coverThemes))
	for i, t := range coverThemes {
		names[i] = t.Name
	}
	return names
}

// ParseTheme returns the theme called name.
func ParseTheme(name string) (Theme, error) {
	for _, t := range coverThemes {
		if t.Name == name {
			return t, nil
		}
	}
	names := ThemeNames()
	return Theme{}, fmt.Errorf("cover: cover theme %q: want %s or %s", name, strings.Join(names[:len(names)-1], ", "), names[len(names)-1])
}

// hexRGB is ParseHex for the colours written here.
func hexRGB(s string) draw.RGB {
	c, err := layout.ParseHex(s)
	if err != nil {
		panic(err)
	}
	return c
}

// palette is the inks of a cover, worked out from its theme.
type palette struct {
	band     paint // the band and the spine
	title    paint // text on the band: white, or a dark shade of it, whichever reads better
	subtitle paint // quieter text on the band: the subtitle and the spine's author
	blurb    paint // the back's blurb on the band
	head     paint // strong text on the paper: the author, headings; the card's edge
	accent   paint // the card's offset and the short rules
}

// accentStripe is the height of the accent's stripe under the band, in
// points.
const accentStripe = 5

// How far the quieter inks on the band lean towards it, and how dark a
// shade of the band dark text on it is.
const (
	subtitleMix   = 0.2
	blurbMix      = 0.1
	darkTextShade = 0.85
)

// palette works out t's inks: text on the band in white or a dark shade
// of the band, whichever contrasts more; quieter text leaning towards the
// band only while it keeps MinTextContrast; headings on the paper in the
// band's colour, darkened until they keep MinTextContrast on white.
func (t Theme) palette() palette {
	if t == (Theme{}) {
		t = coverThemes[len(coverThemes)-1]
	}
	bg, white, black := t.Background, draw.RGB{R: 1, G: 1, B: 1}, draw.RGB{}
	dark := bg.Mix(black, darkTextShade)
	if draw.Contrast(dark, bg) < MinTextContrast {
		dark = black
	}
	on := white
	if draw.Contrast(dark, bg) > draw.Contrast(white, bg) {
		on = dark
	}
	quieter := func(share float64) paint {
		if c := on.Mix(bg, share); draw.Contrast(c, bg) >= MinTextContrast {
			return paint(c)
		}
		return paint(on)
	}
	head := bg
	for i := 1; draw.Contrast(head, white) < MinTextContrast; i++ {
		head = bg.Mix(black, float64(i)/10)
	}
	return palette{
		band: paint(bg), title: paint(on), subtitle: quieter(subtitleMix), blurb: quieter(blurbMix),
		head: paint(head), accent: paint(t.Accent),
	}
}

// paint is one ink of a cover's palette. A grey is drawn as a grey, so
// that the grey theme's cover is K-only; a colour is drawn through
// Colourer where the canvas has it, and as its luma's grey elsewhere.
type paint draw.RGB

// on returns the canvas to draw p on: cv in p's colour, or cv itself.
func (p paint) on(cv draw.Canvas) draw.Canvas {
	if draw.RGB(p).Neutral() {
		return cv
	}
	if cc, ok := cv.(draw.Colourer); ok {
		return cc.InColour(draw.RGB(p))
	}
	return cv
}

// gray is the grey that stands for p: p itself when it is a grey, else
// its luma.
func (p paint) gray() draw.Gray {
	if draw.RGB(p).Neutral() {
		return draw.Gray(p.R)
	}
	return draw.Gray(draw.RGB(p).Luma())
}

// font returns f in p.
func (p paint) font(f draw.Font) draw.Font { f.Gray = p.gray(); return f }

// fill returns p as a fill.
func (p paint) fill() *draw.Gray { g := p.gray(); return &g }

// stroke returns a line of width w in p.
func (p paint) stroke(w float64) draw.Stroke { return draw.Stroke{Width: w, Gray: p.gray()} }
