package layout

import (
	"fmt"
	"slices"
	"sync"
	"unicode"

	"github.com/golang/freetype/truetype"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"

	"github.com/puzzlebook/puzzlebook/fonts"
)

// fontInfo is one embedded face, parsed, with the vertical measures the
// composer needs (in ems). A parsed truetype.Font is read-only and safe to
// share; faces made from it (font.Face) are not and stay per call.
type fontInfo struct {
	data       []byte
	font       *truetype.Font
	unitsPerEm int
	capHeight  float64 // height of "H"
	ascent     float64 // above the baseline, from the font's header
	descent    float64 // below the baseline, positive

	mu  sync.Mutex        // guards ink
	ink map[rune]glyphBox // glyph ink boxes, filled as Preflight asks

	extentOnce   sync.Once
	above, below float64 // ink extent of the characters text may hold, in ems
	// asciiAbove and asciiBelow are the ink extent of printable ASCII.
	asciiAbove, asciiBelow float64
}

// Heavy is DejaVu Sans Bold, a sturdier bold than Go Bold for children's
// pages. It extends the faces of canvas.go.
const Heavy Face = Italic + 1

// faceData lists the embedded faces, indexed by Face.
var faceData = [...][]byte{Regular: fonts.Regular, Bold: fonts.Bold, Italic: fonts.Italic, Heavy: fonts.Heavy}

// faceNames are the PDF family names of the faces, indexed by Face.
var faceNames = [...]string{Regular: "GoRegular", Bold: "GoBold", Italic: "GoItalic", Heavy: "DejaVuSansBold"}

var parsedFonts = sync.OnceValue(func() []*fontInfo {
	out := make([]*fontInfo, len(faceData))
	for i, data := range faceData {
		fi, err := parseFont(data)
		if err != nil {
			// The fonts are embedded in the binary; a parse failure is a build bug.
			panic(fmt.Sprintf("layout: embedded font %s: %v", faceNames[i], err))
		}
		out[i] = fi
	}
	return out
})

func parseFont(data []byte) (*fontInfo, error) {
	f, err := truetype.Parse(data)
	if err != nil {
		return nil, err
	}
	upm := int(f.FUnitsPerEm())
	var gb truetype.GlyphBuf
	if err := gb.Load(f, fixed.Int26_6(upm), f.Index('H'), font.HintingNone); err != nil {
		return nil, err
	}
	// One cache entry: the face is only asked for metrics, and the default
	// cache would reserve glyph masks for 512 glyphs of 2048 pixels each.
	m := truetype.NewFace(f, &truetype.Options{Size: float64(upm), GlyphCacheEntries: 1}).Metrics()
	em := float64(upm) * 64 // the metrics are 26.6 fixed point at one unit per pixel
	return &fontInfo{
		data:       data,
		font:       f,
		unitsPerEm: upm,
		capHeight:  float64(gb.Bounds.Max.Y) / float64(upm),
		ascent:     float64(m.Ascent) / em,
		descent:    float64(m.Descent) / em,
	}, nil
}

// fontFor returns the parsed font of face f; an unknown face is Regular.
func fontFor(f Face) *fontInfo {
	all := parsedFonts()
	if f < 0 || int(f) >= len(all) {
		f = Regular
	}
	return all[f]
}

// advance returns the advance width of r in thousandths of an em, rounded
// down exactly as the PDF backend's /W widths are, so that text measured
// here lands where the PDF viewer puts it. A rune the font lacks is drawn
// (and measured) as a space.
func (fi *fontInfo) advance(r rune) int {
	i := fi.font.Index(r)
	if i == 0 {
		i = fi.font.Index(' ')
	}
	adv := int(fi.font.HMetric(fixed.Int26_6(fi.unitsPerEm), i).AdvanceWidth)
	return adv * 1000 / fi.unitsPerEm
}

// measure returns the advance width of s in f, in points. There is no
// kerning: the PDF backend writes none either.
func measure(s string, f Font) float64 {
	fi := fontFor(f.Face)
	sum := 0
	for _, r := range s {
		sum += fi.advance(r)
	}
	return float64(sum) * f.Size / 1000
}

// alignX returns the left end of s drawn with anchor x and alignment a.
func alignX(x float64, s string, f Font, a Align) float64 {
	switch a {
	case AlignCenter:
		return x - measure(s, f)/2
	case AlignRight:
		return x - measure(s, f)
	}
	return x
}

// CapHeight returns the height of capital letters in f, in points: the
// distance from the baseline to the top of "H".
func CapHeight(f Font) float64 { return fontFor(f.Face).capHeight * f.Size }

// Descent returns how far the font's lowest glyphs reach below the
// baseline, in points.
func Descent(f Font) float64 { return fontFor(f.Face).descent * f.Size }

// MissingGlyphs returns the characters of s, once each and in order, that
// the book's text faces (Regular, Bold and Italic) have no glyph for:
// they would print as blank space. Spaces and control characters (line
// breaks) are not counted.
func MissingGlyphs(s string) []rune {
	var out []rune
	for _, r := range s {
		if unicode.IsSpace(r) || unicode.IsControl(r) || slices.Contains(out, r) {
			continue
		}
		for _, f := range []Face{Regular, Bold, Italic} {
			if fontFor(f).font.Index(r) == 0 {
				out = append(out, r)
				break
			}
		}
	}
	return out
}
