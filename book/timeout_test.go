package book

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
)

// stuckKind is toyKind whose solver, given an 8, searches until its
// context ends, as on a pathological puzzle.
type stuckKind struct{ toyKind }

func (stuckKind) Solve(ctx context.Context, p *gen.Puzzle) (gen.Solution, error) {
	if slices.Contains(p.Givens[0], 8) {
		<-ctx.Done()
		return gen.Solution{}, fmt.Errorf("toy: %w", ctx.Err())
	}
	return toyKind{}.Solve(ctx, p)
}

// TestPuzzleTimeout checks that Solve and Check give up on a puzzle that
// outlasts Options.PuzzleTimeout with a *TimeoutError naming it, and on
// nothing else.
func TestPuzzleTimeout(t *testing.T) {
	const limit = 20 * time.Millisecond
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	solve := func(ctx context.Context, input string) error {
		ps, err := toyKind{}.Parse(strings.NewReader(input))
		if err != nil {
			t.Fatal(err)
		}
		_, err = Solve(ctx, stuckKind{}, ps, Options{Workers: 2, PuzzleTimeout: limit})
		return err
	}
	check := func(ctx context.Context, input string) error {
		var es []manifest.Entry
		for _, line := range strings.Fields(input) {
			g := make([]int, len(line))
			for i, ch := range line {
				g[i] = int(ch - '0')
			}
			es = append(es, manifest.Entry{Puzzle: gen.Puzzle{Kind: "toy", Rows: 1, Cols: len(g), Givens: [][]int{g}, Solution: [][]int{g}}})
		}
		_, err := checkWith(ctx, []gen.Kind{stuckKind{}}, es, Options{Workers: 2, PuzzleTimeout: limit})
		return err
	}
	tests := []struct {
		name    string
		run     func(context.Context, string) error
		ctx     context.Context
		input   string
		puzzle  int // the puzzle the *TimeoutError names; 0 for none
		wantErr error
	}{
		{"solve fast", solve, context.Background(), "12\n21\n", 0, nil},
		{"solve slow", solve, context.Background(), "12\n18\n21\n", 2, context.DeadlineExceeded},
		{"solve cancelled", solve, cancelled, "18\n", 0, context.Canceled},
		{"check fast", check, context.Background(), "12 21", 0, nil},
		{"check slow", check, context.Background(), "12 21 81", 3, context.DeadlineExceeded},
		{"check cancelled", check, cancelled, "81", 0, context.Canceled},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.run(tt.ctx, tt.input)
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("%s: got %v, want %v", tt.name, err, tt.wantErr)
			}
			te, ok := errors.AsType[*TimeoutError](err)
			switch {
			case ok != (tt.puzzle > 0):
				t.Errorf("%s: got %v, want a TimeoutError %v", tt.name, err, tt.puzzle > 0)
			case ok && (te.Puzzle != tt.puzzle || te.Timeout != limit):
				t.Errorf("%s: got puzzle %d after %v, want puzzle %d after %v", tt.name, te.Puzzle, te.Timeout, tt.puzzle, limit)
			}
		})
	}
}
