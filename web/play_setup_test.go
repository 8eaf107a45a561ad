package web

import (
	"context"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// kindPage generates a puzzle of the kind called name with params and
// seed, and writes its page, with its explained steps when steps is set,
// as "NAME-1". It fails the test when kinds.All has no such kind.
func kindPage(t *testing.T, name string, params gen.Params, seed uint64, steps bool) (string, *gen.Puzzle) {
	t.Helper()
	k, ok := kinds.Find(name)
	if !ok {
		t.Fatalf("%s is not in kinds.All", name)
	}
	p, err := k.Generate(context.Background(), params, gentest.Seeded(seed))
	if err != nil {
		t.Fatal(err)
	}
	page := Page{Kind: k}
	if steps {
		if page.Steps, err = Steps(context.Background(), k, p); err != nil {
			t.Fatal(err)
		}
	}
	id := name + "-1"
	page.Puzzle = struct {
		ID string `json:"id"`
		*gen.Puzzle
	}{id, p}
	return writePage(t, id, page), p
}

// openFresh opens file in a new tab with no saved progress; with touch,
// on a touch screen 1280 px wide.
func openFresh(t *testing.T, file string, touch bool) *tab {
	tb := newTab(t)
	tb.open(file)
	tb.fresh()
	if touch {
		tb.do(chromedp.EmulateViewport(1280, 900, chromedp.EmulateTouch))
	}
	tb.open(file)
	return tb
}
