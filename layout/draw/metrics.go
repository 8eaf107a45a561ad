package draw

// metricsFor returns the metrics of face f; an unknown face is Regular.
func metricsFor(f Face) *metrics { return entry(f).m }

// Advance returns the advance width of r in face f in thousandths of an
// em, rounded down exactly as the PDF backend's /W widths are, so that
// text measured here lands where a PDF viewer puts it. A rune the face
// lacks is drawn (and measured) as a space.
func Advance(f Face, r rune) int {
	m := metricsFor(f)
	g := m.glyph(r)
	if g == 0 {
		g = m.glyph(' ')
	}
	return m.advance(g) * 1000 / m.unitsPerEm
}

// HasGlyph reports whether face f has a glyph for r.
func HasGlyph(f Face, r rune) bool { return metricsFor(f).glyph(r) != 0 }

// TextWidth returns the advance width of s set in f, in points, as every
// canvas measures it: so that code with no canvas at hand (a kind saying
// how small its type will be) measures text as its drawing will. There is
// no kerning: the PDF backend writes none either.
func TextWidth(s string, f Font) float64 {
	sum := 0
	for _, r := range s {
		sum += Advance(f.Face, r)
	}
	return float64(sum) * f.Size / 1000
}

// CapHeight returns the height of capital letters in f, in points: the
// distance from the baseline to the top of "H".
func CapHeight(f Font) float64 { return metricsFor(f.Face).capHeight * f.Size }

// Left returns the left end of s set in f with its anchor at x and
// alignment a: where a canvas starts drawing it.
func Left(x float64, s string, f Font, a Align) float64 {
	switch a {
	case AlignCenter:
		return x - TextWidth(s, f)/2
	case AlignRight:
		return x - TextWidth(s, f)
	}
	return x
}
