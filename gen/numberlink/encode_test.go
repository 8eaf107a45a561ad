package numberlink

import (
	"context"
	"errors"
	"testing"
)

// newEncoding is encode with a context that never ends, for tests that
// look at the clauses.
func newEncoding(b *board, st *state) *encoding {
	e, err := encode(context.Background(), b, st)
	if err != nil {
		panic(err) // a background context never ends
	}
	return e
}

// TestEncodeStopsWhenAsked wants encode to give up on a cancelled
// context, before it has written the clauses of a large grid.
func TestEncodeStopsWhenAsked(t *testing.T) {
	g := make([][]int, 40)
	for r := range g {
		g[r] = make([]int, 40)
	}
	g[0][0], g[39][39] = 1, 1
	g[0][39], g[39][0] = 2, 2
	b, err := newBoard(g)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := encode(ctx, b, newState(b)); !errors.Is(err, context.Canceled) {
		t.Errorf("encode with a cancelled context: got %v, want context.Canceled", err)
	}
	if e, err := encode(context.Background(), b, newState(b)); err != nil || e == nil {
		t.Errorf("encode: got %v, %v, want clauses", e, err)
	}
}
