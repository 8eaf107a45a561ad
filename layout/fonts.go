package layout

import (
	"slices"
	"unicode"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/glyph"
)

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
		for _, f := range []draw.Face{draw.Regular, draw.Bold, draw.Italic} {
			if glyph.Font(f).Index(r) == 0 {
				out = append(out, r)
				break
			}
		}
	}
	return out
}
