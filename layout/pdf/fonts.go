package pdf

import (
	"fmt"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/glyph"
)

// faceNames are the PDF family names of the faces, indexed by Face.
var faceNames = [...]string{draw.Regular: "LatoRegular", draw.Bold: "LatoBold", draw.Italic: "LatoItalic", draw.Heavy: "LatoBlack"}

// FaceName returns the family name a PDF gives face f's font, e.g.
// "LatoBold"; an unknown face is drawn, and named, as Regular.
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

// documentFonts returns, per face, the TrueType file a PDF of these pages
// embeds (embedForm), keeping the metrics of the glyphs the pages draw;
// nil for a face no page uses.
func documentFonts(pages []*pdfContent) ([len(faceNames)][]byte, error) {
	var used [len(faceNames)]map[int]bool
	for _, p := range pages {
		for face, texts := range p.texts {
			for _, s := range texts {
				if used[face] == nil {
					used[face] = map[int]bool{}
				}
				for _, g := range glyphsOf(draw.Face(face), s) {
					used[face][int(g)] = true
				}
			}
		}
	}
	var out [len(faceNames)][]byte
	for face, set := range used {
		if set == nil {
			continue
		}
		data, err := embedForm(draw.FaceData(draw.Face(face)), func(g int) bool { return set[g] })
		if err != nil {
			return out, fmt.Errorf("font %s: %w", faceNames[face], err)
		}
		out[face] = data
	}
	return out, nil
}
