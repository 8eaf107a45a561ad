package sudoku

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

func TestHowToPlay(t *testing.T) {
	for _, n := range []int{4, 6, 9} {
		h := Kind{}.HowToPlay(gen.Params{Rows: n, Cols: n}).In("en", nil)
		t.Run(fmt.Sprintf("%dx%d", n, n), func(t *testing.T) {
			if len(h.Rules) == 0 || h.Instruction == "" {
				t.Fatalf("%dx%d: got %d paragraphs and instruction %q, want rules and an instruction", n, n, len(h.Rules), h.Instruction)
			}
			if want := "1 to " + string(rune('0'+n)); !strings.Contains(h.Instruction, want) {
				t.Errorf("%dx%d instruction: got %q, want it to mention %q", n, n, h.Instruction, want)
			}
			if err := gen.Check(context.Background(), Kind{}, h.Example); err != nil {
				t.Errorf("%dx%d example: got %v, want a valid puzzle with one solution", n, n, err)
			}
		})
	}
}
