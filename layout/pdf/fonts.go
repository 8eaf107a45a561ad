package pdf

import (
	"fmt"
	"maps"
	"slices"

	"github.com/signintech/gopdf"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/glyph"
)

// FaceName returns the family name a PDF gives face f's font, e.g.
// "LatoBold"; an unknown face is drawn, and named, as Regular.
func FaceName(f draw.Face) string { return draw.FaceName(f) }

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

// docFont is one face a PDF embeds: its name in the file and its
// TrueType file as embedded.
type docFont struct {
	name string
	data []byte
}

// documentFonts returns, for each face the pages draw text in, the name
// and the TrueType file a PDF of these pages embeds (embedForm), keeping
// the metrics of the glyphs the pages draw. Two faces of one name (two
// user files that call themselves the same) are told apart by the
// place of the second in draw.CompareFaces' order.
func documentFonts(pages []*pdfContent) (map[draw.Face]docFont, error) {
	used := map[draw.Face]map[int]bool{}
	for _, p := range pages {
		for face, texts := range p.texts {
			for _, s := range texts {
				if used[face] == nil {
					used[face] = map[int]bool{}
				}
				for _, g := range glyphsOf(face, s) {
					used[face][int(g)] = true
				}
			}
		}
	}
	out := map[draw.Face]docFont{}
	taken := map[string]bool{}
	for _, face := range slices.SortedFunc(maps.Keys(used), draw.CompareFaces) {
		set := used[face]
		name := draw.FaceName(face)
		for i := 2; taken[name]; i++ {
			name = fmt.Sprintf("%s-%d", draw.FaceName(face), i)
		}
		taken[name] = true
		data, err := embedForm(draw.FaceData(face), func(g int) bool { return set[g] })
		if err != nil {
			return nil, fmt.Errorf("font %s: %w", name, err)
		}
		out[face] = docFont{name, data}
	}
	return out, nil
}

// CheckFont reports whether the TrueType file data can be embedded as
// Encode embeds a face: whether its tables can be read and gopdf takes
// it.
func CheckFont(data []byte) error {
	form, err := embedForm(data, func(int) bool { return true })
	if err != nil {
		return err
	}
	pdf := &gopdf.GoPdf{}
	pdf.Start(gopdf.Config{PageSize: gopdf.Rect{W: 72, H: 72}, Unit: gopdf.UnitPT})
	if err := pdf.AddTTFFontData("check", form); err != nil {
		return fmt.Errorf("pdf: %w", err)
	}
	return nil
}
