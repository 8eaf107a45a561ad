package pdf

import (
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/glyph"
)

// faceNames are the PDF family names of the faces, indexed by Face.
var faceNames = [...]string{draw.Regular: "GoRegular", draw.Bold: "GoBold", draw.Italic: "GoItalic", draw.Heavy: "DejaVuSansBold"}

// FaceName returns the family name a PDF gives face f's font, e.g.
// "GoBold"; an unknown face is drawn, and named, as Regular.
func FaceName(f draw.Face) string {
	if f < 0 || int(f) >= len(faceNames) {
		f = draw.Regular
	}
	return faceNames[f]
}

// glyphsOf returns the glyph indexes that draw s in face: those of the
// font's character map, which gopdf's match, and a space's for a rune the
// face lacks, as gopdf substitutes.
func glyphsOf(face draw.Face, s string) []uint16 {
	f := glyph.Font(face)
	out := make([]uint16, 0, len(s))
	for _, r := range s {
		g := f.Index(r)
		if g == 0 {
			g = f.Index(' ')
		}
		out = append(out, uint16(g))
	}
	return out
}
