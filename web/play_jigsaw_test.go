package web

import (
	"context"
	"fmt"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/puzzlebook/puzzlebook/gen"
)

// TestPlayJigsaw plays a generated 6x6 Jigsaw Sudoku to solved, a third
// of its blanks each by mouse, by touch and by the keyboard alone: its
// thick lines are exactly its regions' edges and the border, as print
// draws them, and a digit twice in a region (its row and column apart)
// is marked as a clash.
func TestPlayJigsaw(t *testing.T) {
	file, p := kindPage(t, "jigsaw", gen.Params{Rows: 6, Grade: gen.Medium}, 4, true)
	tb := openFresh(t, file, true)

	// The thick lines, cut into cell edges, are the region edges.
	segs := eval[[][4]int](tb, `[...document.querySelectorAll('.pb-frame line.thick')].map((l) => ['x1', 'y1', 'x2', 'y2'].map((a) => +l.getAttribute(a)))`)
	got := map[[4]int]bool{}
	for _, s := range segs {
		for x := s[0]; x < s[2]; x++ {
			got[[4]int{x, s[1], x + 1, s[1]}] = true
		}
		for y := s[1]; y < s[3]; y++ {
			got[[4]int{s[0], y, s[0], y + 1}] = true
		}
	}
	if want := regionEdges(p); fmt.Sprint(sortedEdges(got)) != fmt.Sprint(sortedEdges(want)) {
		t.Errorf("got thick edges %v, want the region edges %v", sortedEdges(got), sortedEdges(want))
	}

	// Two blank cells of one region, in other rows and columns: the same
	// digit in both is a clash.
	a, b := sameRegionPair(p)
	if a[0] < 0 {
		t.Fatal("no two blank cells of one region in different rows and columns")
	}
	for _, rc := range [][2]int{a, b} {
		tb.click(rc[0], rc[1])
		tb.keys("1")
	}
	if !tb.hasClass(a[0], a[1], "conflict") || !tb.hasClass(b[0], b[1], "conflict") {
		t.Errorf("1 in r%dc%d and r%dc%d, one region: got no clash marked", a[0]+1, a[1]+1, b[0]+1, b[1]+1)
	}
	for _, rc := range [][2]int{a, b} {
		tb.click(rc[0], rc[1])
		tb.keys("\b")
	}

	blank := empties(testPuzzle{Givens: p.Givens})
	tb.solveByThirds(blank, p.Solution)
	tb.quiet(file)
}

// tapButton touches the centre of the player's button with this label.
func (tb *tab) tapButton(label string) {
	tb.t.Helper()
	at := eval[[]float64](tb, fmt.Sprintf(`(() => { const b = [...document.querySelectorAll('.pb-player button')].find((b) => b.textContent.trim() === %q); if (!b) return []; const r = b.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()`, label))
	if len(at) != 2 {
		tb.t.Fatalf("no button %q on the page", label)
	}
	err := chromedp.Do(tb.ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		id := 0.0
		if _, err := cdp.Call(ctx, t, input.DispatchTouchEvent, input.DispatchTouchEventParams{
			Type: input.DispatchTouchEventTypeTouchStart, TouchPoints: []*input.TouchPoint{{X: at[0], Y: at[1], ID: &id}},
		}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, t, input.DispatchTouchEvent, input.DispatchTouchEventParams{
			Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{},
		})
		return err
	}))
	if err != nil {
		tb.t.Fatal(err)
	}
}

// regionEdges lists the unit edges [x1 y1 x2 y2] (columns and rows) of
// p's regions and of the border.
func regionEdges(p *gen.Puzzle) map[[4]int]bool {
	n := p.Rows
	out := map[[4]int]bool{}
	at := func(r, c int) int {
		if r < 0 || c < 0 || r >= n || c >= n {
			return -1
		}
		return p.Regions[r][c]
	}
	for r := 0; r <= n; r++ {
		for c := 0; c < n; c++ {
			if at(r-1, c) != at(r, c) {
				out[[4]int{c, r, c + 1, r}] = true
			}
		}
	}
	for c := 0; c <= n; c++ {
		for r := 0; r < n; r++ {
			if at(r, c-1) != at(r, c) {
				out[[4]int{c, r, c, r + 1}] = true
			}
		}
	}
	return out
}

// sortedEdges lists a set of edges in order, for comparing and messages.
func sortedEdges(m map[[4]int]bool) [][4]int {
	var out [][4]int
	for e := range m {
		out = append(out, e)
	}
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if fmt.Sprint(out[j]) < fmt.Sprint(out[i]) {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}

// sameRegionPair returns two blank cells of one region in different rows
// and columns, or {-1, -1} twice.
func sameRegionPair(p *gen.Puzzle) ([2]int, [2]int) {
	n := p.Rows
	for i := range n * n {
		for j := i + 1; j < n*n; j++ {
			r1, c1, r2, c2 := i/n, i%n, j/n, j%n
			if r1 != r2 && c1 != c2 && p.Regions[r1][c1] == p.Regions[r2][c2] && p.Givens[r1][c1] == 0 && p.Givens[r2][c2] == 0 {
				return [2]int{r1, c1}, [2]int{r2, c2}
			}
		}
	}
	return [2]int{-1, -1}, [2]int{-1, -1}
}
