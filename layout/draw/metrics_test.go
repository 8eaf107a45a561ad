package draw

import (
	"testing"
)

func TestTextWidthAddsAdvances(t *testing.T) {
	f := Font{Face: Bold, Size: 10}
	want := float64(Advance(Bold, '1')+Advance(Bold, '2')) * 10 / 1000
	if got := TextWidth("12", f); got != want {
		t.Errorf("TextWidth(\"12\") = %v, want %v", got, want)
	}
	if got := TextWidth("", f); got != 0 {
		t.Errorf("TextWidth(\"\") = %v, want 0", got)
	}
}

func TestMissingRuneMeasuresAsSpace(t *testing.T) {
	for face := range Face(Faces) {
		if HasGlyph(face, '\uE000') {
			t.Fatalf("face %d has a glyph for a private-use rune", face)
		}
		if got, want := Advance(face, '\uE000'), Advance(face, ' '); got != want {
			t.Errorf("face %d: a missing rune advances %d, want a space's %d", face, got, want)
		}
	}
}

func TestFacesReadable(t *testing.T) {
	for face := range Face(Faces) {
		m := metricsFor(face)
		if !HasGlyph(face, 'H') || !HasGlyph(face, '9') {
			t.Errorf("face %d: no glyph for H or 9", face)
		}
		// Capitals of a text face stand between half and nine tenths of an em.
		if m.capHeight < 0.5 || m.capHeight > 0.9 {
			t.Errorf("face %d: cap height %v em, want 0.5 to 0.9", face, m.capHeight)
		}
		if w := Advance(face, 'M'); w < 500 || w > 1100 {
			t.Errorf("face %d: M advances %d thousandths of an em, want 500 to 1100", face, w)
		}
	}
	if got, want := FaceData(Face(99)), FaceData(Regular); &got[0] != &want[0] {
		t.Error("FaceData of an unknown face is not Regular's")
	}
}

func TestParseMetricsRefusesGarbage(t *testing.T) {
	for _, data := range [][]byte{nil, make([]byte, 12), []byte("not a font at all, not at all")} {
		if _, err := parseMetrics(data); err == nil {
			t.Errorf("parseMetrics(%q): no error", data)
		}
	}
}
