package layout

import (
	"testing"

	"github.com/puzzlebook/puzzlebook/fonts"
)

// FuzzLoadFont checks that no file, however broken, makes LoadFont
// panic, and that a font it takes can be measured and checked for
// glyphs.
func FuzzLoadFont(f *testing.F) {
	f.Add(fonts.GoItalic)
	f.Add([]byte("OTTO not a font"))
	f.Fuzz(func(t *testing.T, data []byte) {
		fam, err := LoadFont(data)
		if err != nil {
			return
		}
		_ = MissingGlyphs("Puzzle 1 · é 数", fam)
	})
}
