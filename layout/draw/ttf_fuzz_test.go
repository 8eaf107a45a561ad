package draw

import (
	"testing"

	"github.com/puzzlebook/puzzlebook/fonts"
)

// FuzzParseMetrics checks that no file, however broken, makes the
// metrics parser, the map check or the measures it feeds panic: the
// user's font files come through them.
func FuzzParseMetrics(f *testing.F) {
	f.Add(fonts.GoRegular)
	f.Add(fonts.GoRegular[:4096])
	f.Add([]byte{0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 'c', 'm', 'a', 'p', 0, 0, 0, 0, 0, 0, 0, 28, 0, 0, 0, 8})
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := parseMetrics(data)
		if err != nil || m.checkMap() != nil {
			return
		}
		for _, r := range "Aé0 数\U0001F600" {
			if g := m.glyph(r); g >= m.glyphs {
				t.Fatalf("%U: glyph %d of %d after the map was checked", r, g, m.glyphs)
			}
			_ = m.advance(m.glyph(r))
		}
	})
}
