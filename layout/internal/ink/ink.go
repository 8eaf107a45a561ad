package ink

import (
	"math"
	"unicode"

	"github.com/golang/freetype/truetype"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// glyphBox is the ink of one glyph in em units, y up from the baseline.
type glyphBox struct{ minX, minY, maxX, maxY float64 }

// glyphInk returns the ink box of r in fi, and false for a glyph with no
// ink (a space). A rune the font lacks is measured as a space, as drawn.
func (fi *fontInfo) glyphInk(r rune) (glyphBox, bool) {
	fi.mu.Lock()
	defer fi.mu.Unlock()
	if b, ok := fi.ink[r]; ok {
		return b, b != (glyphBox{})
	}
	i := fi.font.Index(r)
	var b glyphBox
	var gb truetype.GlyphBuf
	if i != 0 && gb.Load(fi.font, fixed.Int26_6(fi.unitsPerEm), i, font.HintingNone) == nil && len(gb.Points) > 0 {
		u := float64(fi.unitsPerEm)
		b = glyphBox{float64(gb.Bounds.Min.X) / u, float64(gb.Bounds.Min.Y) / u, float64(gb.Bounds.Max.X) / u, float64(gb.Bounds.Max.Y) / u}
	}
	if fi.ink == nil {
		fi.ink = map[rune]glyphBox{}
	}
	fi.ink[r] = b
	return b, b != (glyphBox{})
}

// Text returns the rectangle the ink of s covers, drawn as Text draws
// it (baseline at y, aligned on x), and false when s has no ink.
func Text(x, y float64, s string, f draw.Font, a draw.Align) (draw.Rect, bool) {
	fi := fontFor(f.Face)
	x = draw.Left(x, s, f, a)
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, r := range s {
		if b, ok := fi.glyphInk(r); ok {
			minX = min(minX, x+b.minX*f.Size)
			maxX = max(maxX, x+b.maxX*f.Size)
			minY = min(minY, y-b.maxY*f.Size)
			maxY = max(maxY, y-b.minY*f.Size)
		}
		x += float64(draw.Advance(f.Face, r)) * f.Size / 1000
	}
	if math.IsInf(minX, 0) {
		return draw.Rect{}, false
	}
	return draw.Rect{X: minX, Y: minY, W: maxX - minX, H: maxY - minY}, true
}

// extentRunes ends the runes whose ink Extent takes in: Latin with its
// accented capitals (Ǘ reaches 1.12 em above the baseline, where ASCII
// stops at 0.8), Greek, Cyrillic, punctuation and arrows, all that a
// config's text may hold (MissingGlyphs refuses the rest).
const extentRunes = 0x2200

// Extent returns how far the ink of the characters text may hold
// reaches above and below the baseline in f, in points: the room to leave
// so that text set against an edge stays inside it whatever it says.
func Extent(f draw.Font) (above, below float64) {
	fi := fontFor(f.Face)
	fi.extentOnce.Do(func() {
		for r := rune(33); r < extentRunes; r++ {
			if unicode.IsControl(r) {
				continue
			}
			if b, ok := fi.glyphInk(r); ok {
				fi.above = max(fi.above, b.maxY)
				fi.below = max(fi.below, -b.minY)
				if r < 127 {
					fi.asciiAbove = max(fi.asciiAbove, b.maxY)
					fi.asciiBelow = max(fi.asciiBelow, -b.minY)
				}
			}
		}
	})
	return fi.above * f.Size, fi.below * f.Size
}

// PlainExtent is Extent of the printable ASCII characters alone: the
// room unaccented text takes, for spacing that also measures the text it
// sets (setLines).
func PlainExtent(f draw.Font) (above, below float64) {
	Extent(f)
	fi := fontFor(f.Face)
	return fi.asciiAbove * f.Size, fi.asciiBelow * f.Size
}

// Ascent returns how far the ink of any text in f may reach above the
// baseline, in points.
func Ascent(f draw.Font) float64 { a, _ := Extent(f); return a }

// Descent returns how far the ink of any text in f may reach below the
// baseline, in points.
func Descent(f draw.Font) float64 { _, d := Extent(f); return d }
