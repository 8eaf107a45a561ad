package book

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// TestExplainInput explains one puzzle a line, of every verdict, in
// input order, and refuses a kind that cannot explain.
func TestExplainInput(t *testing.T) {
	k, _ := kinds.Find("sudoku")
	in := "...1...43...4...\n.2.4.4.22143....\n.23.1.......4...\n11..............\n"
	es, err := ExplainInput(context.Background(), k, strings.NewReader(in), Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		status Status
		steps  gen.Status
	}{{Unique, gen.StatusUnique}, {Multiple, gen.StatusNotUnique}, {NoSolution, gen.StatusNoSolution}, {Invalid, ""}}
	if len(es) != len(want) {
		t.Fatalf("got %d results, want %d", len(es), len(want))
	}
	for i, w := range want {
		if es[i].Status != w.status || es[i].Explanation.Status != w.steps {
			t.Errorf("puzzle %d: got %v (%q), want %v (%q)", i+1, es[i].Status, es[i].Explanation.Status, w.status, w.steps)
		}
	}
	if es[3].Err == nil || !errors.Is(es[3].Err, gen.ErrMalformed) {
		t.Errorf("puzzle 4: got error %v, want one wrapping gen.ErrMalformed", es[3].Err)
	}
	nl, _ := kinds.Find("numberlink")
	plain := struct{ gen.Kind }{nl} // numberlink without its steps
	if _, err := ExplainInput(context.Background(), plain, strings.NewReader(""), Options{}); !errors.Is(err, ErrCannotExplain) {
		t.Errorf("a kind without steps: got %v, want an error wrapping ErrCannotExplain", err)
	}
}
