package numbrix

import (
	"context"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

func TestHowToPlayExampleIsUnique(t *testing.T) {
	for _, k := range []Kind{Numbrix, Hidato} {
		t.Run(k.Name(), func(t *testing.T) {
			h := k.HowToPlay(gen.Params{Rows: 9, Cols: 9})
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
