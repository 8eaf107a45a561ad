package textset

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// TestFitTextAsCutRuneByRune checks Shorten and words, which search for
// the longest piece that fits, against the plain way: cutting a
// character at a time, and trying every place a long word may break. On
// random text at random widths both give the same strings.
func TestFitTextAsCutRuneByRune(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var c draw.Recorder
	alphabet := []rune("abcdefghijWM  é/.-_?&=@:Ωж")
	for trial := range 2000 {
		r := make([]rune, rng.IntN(120))
		for i := range r {
			r[i] = alphabet[rng.IntN(len(alphabet))]
		}
		s := string(r)
		f := draw.Font{Face: draw.Face(rng.IntN(3)), Size: 7 + float64(rng.IntN(10))}
		width := rng.Float64() * 300
		what := fmt.Sprintf("trial %d: %q at %gpt in %.4gpt", trial, s, f.Size, width)
		if got, want := Shorten(&c, s, f, width), cutRuneByRune(&c, s, f, width); got != want {
			t.Fatalf("%s: Shorten got %q, want %q", what, got, want)
		}
		if got, want := words(&c, s, f, width), wordsTryingEveryBreak(&c, s, f, width); !slices.Equal(got, want) {
			t.Fatalf("%s: words got %q, want %q", what, got, want)
		}
	}
}

// cutRuneByRune is Shorten as it was first written: quadratic in s.
func cutRuneByRune(c draw.Canvas, s string, f draw.Font, width float64) string {
	if c.TextWidth(s, f) <= width {
		return s
	}
	r := []rune(s)
	for len(r) > 0 && c.TextWidth(string(r)+"…", f) > width {
		r = r[:len(r)-1]
	}
	return strings.TrimSpace(string(r)) + "…"
}

// wordsTryingEveryBreak is words as it was first written: it measures
// the piece before every place a long word may break; then punctuation
// standing alone joins the word before it (glued).
func wordsTryingEveryBreak(c draw.Canvas, s string, f draw.Font, width float64) []string {
	var out []string
	for _, w := range strings.Fields(s) {
		for c.TextWidth(w, f) > width {
			cut := 0
			for i, r := range w {
				if strings.ContainsRune(urlBreaks, r) && i+1 < len(w) && c.TextWidth(w[:i+1], f) <= width {
					cut = i + 1
				}
			}
			if cut == 0 {
				break
			}
			out = append(out, w[:cut])
			w = w[cut:]
		}
		out = append(out, w)
	}
	return glued(out)
}
