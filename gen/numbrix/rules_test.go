package numbrix

import (
	"context"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

func TestHowToPlayExampleIsUnique(t *testing.T) {
	for _, k := range []Kind{Numbrix, Hidato} {
		t.Run(k.Name(), func(t *testing.T) {
			h := k.HowToPlay(gen.Params{Rows: 9, Cols: 9}).In("en", nil)
			if h.Title == "" || len(h.Rules) == 0 || h.Instruction == "" {
				t.Fatalf("got %+v, want a title, rules and an instruction", h)
			}
			if h.Example == nil {
				t.Fatal("got no example, want one")
			}
			if err := gen.Check(context.Background(), k, h.Example); err != nil {
				t.Errorf("example: got %v, want a unique puzzle", err)
			}
		})
	}
}

// TestHowToPlayHidatoShowsHoles checks that the Hidato rules explain the
// shaded holes and that the example has one, shaded when drawn.
func TestHowToPlayHidatoShowsHoles(t *testing.T) {
	h := Hidato.HowToPlay(gen.Params{Rows: 9, Cols: 9}).In("en", nil)
	if rules := strings.Join(h.Rules, " "); !strings.Contains(rules, "Shaded cells are holes") {
		t.Errorf("rules: got %q, want them to say that shaded cells are holes", rules)
	}
	if h.Example == nil {
		t.Fatal("got no example, want one")
	}
	b, _, err := Hidato.boardOf(h.Example)
	if err != nil {
		t.Fatal(err)
	}
	g := grid{b: b}
	shaded := 0
	for _, s := range g.holes() {
		if s {
			shaded++
		}
	}
	if shaded == 0 {
		t.Errorf("example: got no shaded hole in %dx%d givens %v, want at least one", b.rows, b.cols, h.Example.Givens)
	}
}
