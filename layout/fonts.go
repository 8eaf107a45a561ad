package layout

import (
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/glyph"
	"github.com/puzzlebook/puzzlebook/layout/pdf"
)

// MissingGlyphs returns the characters of s, once each and in order, that
// fam's text faces (Regular, Bold and Italic) have no glyph for: they
// would print as blank space. Spaces and control characters (line
// breaks) are not counted.
func MissingGlyphs(s string, fam draw.Family) []rune {
	return missing(s, fam, draw.Regular, draw.Bold, draw.Italic)
}

// MissingDigits returns the characters of s that fam's faces for the
// grids' numbers (Regular, Bold and Heavy) have no glyph for, as
// MissingGlyphs does.
func MissingDigits(s string, fam draw.Family) []rune {
	return missing(s, fam, draw.Regular, draw.Bold, draw.Heavy)
}

func missing(s string, fam draw.Family, styles ...draw.Face) []rune {
	var out []rune
	for _, r := range s {
		if unicode.IsSpace(r) || unicode.IsControl(r) || slices.Contains(out, r) {
			continue
		}
		for _, st := range styles {
			if glyph.Font(fam.Face(st)).Index(r) == 0 {
				out = append(out, r)
				break
			}
		}
	}
	return out
}

// LoadFont registers the user's TrueType file data as a family (every
// style that one face), once checked as every backend reads it
// (CheckFont).
func LoadFont(data []byte) (draw.Family, error) {
	name, err := CheckFont(data)
	if err != nil {
		return 0, err
	}
	f := draw.UserFace{Name: name, Data: data}
	return LoadFaces([4]draw.UserFace{f, f, f, f})
}

// CheckFont checks the user's TrueType file data as every backend reads
// it: a TrueType font with a Unicode character map that freetype parses
// and the PDF writer embeds. It refuses anything else, an OpenType font
// with CFF outlines among them, and returns the name a PDF gives it.
func CheckFont(data []byte) (string, error) {
	if err := draw.TrueType(data); err != nil {
		return "", fmt.Errorf("layout: %w", err)
	}
	name, err := checkFont(data)
	if err != nil {
		return "", fmt.Errorf("layout: not a TrueType font we can embed: %w", err)
	}
	return pdfName(name), nil
}

// LoadFaces registers the user's files, each checked (CheckFont), as a
// family: its Regular, Bold, Italic and Heavy faces.
func LoadFaces(faces [4]draw.UserFace) (draw.Family, error) {
	fam, err := draw.RegisterFaces(faces)
	if err != nil {
		return 0, fmt.Errorf("layout: %w", err)
	}
	return fam, nil
}

// checkFont parses data as the PNG backend and the PDF writer do, and
// returns its PostScript name. A panic of theirs on a broken file is an
// error here: the file is the user's.
func checkFont(data []byte) (name string, err error) {
	defer func() {
		if r := recover(); r != nil {
			name, err = "", fmt.Errorf("%v", r)
		}
	}()
	if name, err = glyph.Check(data); err == nil {
		err = pdf.CheckFont(data)
	}
	return name, err
}

// pdfName is a font's PostScript name as a PDF name: letters, digits and
// hyphens only, "UserFont" when nothing is left.
func pdfName(ps string) string {
	name := strings.Map(func(r rune) rune {
		if r < 0x80 && (unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-') {
			return r
		}
		return -1
	}, ps)
	if name == "" {
		return "UserFont"
	}
	return name
}

// inFonts returns d drawing, on a canvas that is a draw.Typesetter (the
// backends, the recorders), its text in t's faces: for pages whose text
// does not go through Type.font.
func (t Type) inFonts(d func(draw.Canvas)) func(draw.Canvas) {
	return func(c draw.Canvas) { draw.InFonts(c, t.Fonts, d) }
}
