package ink

import (
	"sync"

	"github.com/golang/freetype/truetype"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/glyph"
)

// fontInfo is one registered face, parsed, with the vertical measures the
// composer needs (in ems). A parsed truetype.Font is read-only and safe to
// share; faces made from it (font.Face) are not and stay per call.
type fontInfo struct {
	font       *truetype.Font
	unitsPerEm int
	ascent     float64 // above the baseline, from the font's header
	descent    float64 // below the baseline, positive

	mu  sync.Mutex        // guards ink
	ink map[rune]glyphBox // glyph ink boxes, filled as Preflight asks

	extentOnce   sync.Once
	above, below float64 // ink extent of the characters text may hold, in ems
	// asciiAbove and asciiBelow are the ink extent of printable ASCII.
	asciiAbove, asciiBelow float64
}

var parsedFonts glyph.PerFace[*fontInfo]

func parseFont(face draw.Face) *fontInfo {
	f := glyph.Font(face)
	upm := int(f.FUnitsPerEm())
	// One cache entry: the face is only asked for metrics, and the default
	// cache would reserve glyph masks for 512 glyphs of 2048 pixels each.
	m := truetype.NewFace(f, &truetype.Options{Size: float64(upm), GlyphCacheEntries: 1}).Metrics()
	em := float64(upm) * 64 // the metrics are 26.6 fixed point at one unit per pixel
	return &fontInfo{
		font:       f,
		unitsPerEm: upm,
		ascent:     float64(m.Ascent) / em,
		descent:    float64(m.Descent) / em,
	}
}

// fontFor returns the parsed font of face f; an unknown face is Regular.
func fontFor(f draw.Face) *fontInfo { return parsedFonts.Get(f, parseFont) }

// FontDescent returns how far the font's lowest glyphs reach below the
// baseline, in points, as the font's header says.
func FontDescent(f draw.Font) float64 { return fontFor(f.Face).descent * f.Size }
