package textset

import (
	"strings"
	"testing"
	"unicode"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// emphasised is a paragraph whose words change face: a bold word, an
// italic phrase, a bold word with French punctuation after it (its thin
// space and colon in the plain face) and a word too long for a line.
func emphasised(size float64) []Span {
	r := draw.Font{Face: draw.Regular, Size: size}
	b, i := r, r
	b.Face, i.Face = draw.Bold, draw.Italic
	return []Span{
		{"Welcome to ", r}, {"these", b}, {" puzzles, each with ", r}, {"exactly one solution", i},
		{". Start with the easy ones; ", r}, {"Attention", b}, {"\u202f: never guess ! Read ", r},
		{"Donaudampfschifffahrtsgesellschaftskapitän", i}, {" at last.", r},
	}
}

// TestSpanLines fills emphasised at every width from narrow to wide:
// every line fits (but a single character), the words come out in
// order, each in its own face, no line starts with punctuation, and the
// last line never holds one word alone where the one above could give
// it a companion.
func TestSpanLines(t *testing.T) {
	c := &draw.Recorder{}
	spans := emphasised(11)
	faces := map[string]draw.Face{}
	for _, s := range spans {
		for _, w := range strings.Fields(s.Text) {
			faces[w] = s.Font.Face
		}
	}
	plain := strings.Join(strings.Fields(spanText(spans)), "")
	for width := 40.0; width <= 600; width += 7 {
		lines := SpanLines(c, spans, width)
		var got strings.Builder
		for n, l := range lines {
			text := spanText(l)
			if w := SpansWidth(c, l); w > width+1e-9 && len([]rune(text)) > 1 {
				t.Errorf("width %g: line %d %q is %g wide", width, n+1, text, w)
			}
			if r := []rune(text); len(r) > 0 && (unicode.IsPunct(r[0]) || unicode.IsSpace(r[0])) {
				t.Errorf("width %g: line %d %q starts with %q", width, n+1, text, r[0])
			}
			for _, s := range l {
				for _, w := range strings.Fields(s.Text) {
					if f, ok := faces[w]; ok && f != s.Font.Face {
						t.Errorf("width %g: %q set in face %d, want %d", width, w, s.Font.Face, f)
					}
				}
			}
			got.WriteString(strings.Join(strings.Fields(text), ""))
		}
		if got.String() != plain {
			t.Errorf("width %g: lines hold %q, want %q", width, got.String(), plain)
		}
	}
	lines := SpanLines(c, spans, 1e4)
	if len(lines) != 1 || spanText(lines[0]) != spanText(spans) {
		t.Errorf("wide: got %v, want one line as written", lines)
	}
}

// TestBalancedSpanLines: balanced lines are as many as filled ones, and
// the longest is no longer than the longest filled one.
func TestBalancedSpanLines(t *testing.T) {
	c := &draw.Recorder{}
	spans := emphasised(12)[:5]
	for width := 120.0; width <= 500; width += 20 {
		filled, balanced := SpanLines(c, spans, width), BalancedSpanLines(c, spans, width)
		if len(filled) != len(balanced) {
			t.Errorf("width %g: %d balanced lines, want %d", width, len(balanced), len(filled))
		}
		longest := func(lines [][]Span) float64 {
			m := 0.0
			for _, l := range lines {
				m = max(m, SpansWidth(c, l))
			}
			return m
		}
		if longest(balanced) > longest(filled)+1e-9 {
			t.Errorf("width %g: balanced lines up to %g wide, filled %g", width, longest(balanced), longest(filled))
		}
	}
}
