package web

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/puzzlebook/puzzlebook/gen"
)

// kakuroPage writes the page of a generated 8x8 Kakuro with its hints.
func kakuroPage(t *testing.T) (string, *gen.Puzzle) {
	t.Helper()
	return kindPage(t, "kakuro", gen.Params{Rows: 8, Cols: 8, Grade: gen.Easy}, 5, true)
}

// acrossPair returns the clue cell of an across run of two white cells
// and the run's cells, or ok false.
func acrossPair(p *gen.Puzzle) (clue gen.ClueCell, cells [2][2]int, ok bool) {
	for _, cl := range p.Clues {
		r, c := cl.Cell.Row, cl.Cell.Col
		if cl.Across > 0 && c+2 < p.Cols && p.Givens[r][c+1] == 0 && p.Givens[r][c+2] == 0 && (c+3 >= p.Cols || p.Givens[r][c+3] != 0) {
			return cl, [2][2]int{{r, c + 1}, {r, c + 2}}, true
		}
	}
	return gen.ClueCell{}, cells, false
}

// TestPlayKakuro plays a generated 8x8 Kakuro to solved, a third of its
// white cells each by mouse, by touch and by the keyboard alone: every
// clue cell shows its sums in the halves of its diagonal, on screen; a
// clue cell takes no digit; the bar shows the combinations of the
// selected cell's runs; a run filled in to a wrong sum marks its sum
// wrong, and mended, right again; Hint fills in a step's digit, and Undo
// takes it back.
func TestPlayKakuro(t *testing.T) {
	file, p := kakuroPage(t)
	tb := newTab(t)
	tb.open(file)
	tb.fresh()
	tb.do(chromedp.EmulateViewport(1280, 900, chromedp.EmulateTouch))
	tb.open(file)

	halves := eval[[]struct {
		Row, Col int
		Half     string
		Text     string
		Shown    bool
	}](tb, `[...document.querySelectorAll('.pb-split')].map((e) => {
		const b = e.getBoundingClientRect();
		const cell = e.closest('.pb-cell');
		const at = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
		return { Row: +cell.dataset.row, Col: +cell.dataset.col, Half: e.classList.contains('lo') ? 'down' : 'across', Text: e.dataset.text, Shown: at === e && b.width > 0 };
	})`)
	want := map[string]bool{}
	for _, cl := range p.Clues {
		if cl.Down > 0 {
			want[fmt.Sprintf("r%dc%d down %d", cl.Cell.Row, cl.Cell.Col, cl.Down)] = true
		}
		if cl.Across > 0 {
			want[fmt.Sprintf("r%dc%d across %d", cl.Cell.Row, cl.Cell.Col, cl.Across)] = true
		}
	}
	for _, h := range halves {
		key := fmt.Sprintf("r%dc%d %s %s", h.Row, h.Col, h.Half, h.Text)
		if !want[key] || !h.Shown {
			t.Errorf("got the sum %s (on screen: %v), want only the clues' sums, each on screen", key, h.Shown)
		}
		delete(want, key)
	}
	for key := range want {
		t.Errorf("the sum %s is not on the page", key)
	}
	if n := tb.count(".pb-cell.split"); n != len(p.Clues) {
		t.Errorf("got %d cells split by a diagonal, want the %d clue cells", n, len(p.Clues))
	}

	// A clue cell takes no digit; a white cell shows its runs' combinations.
	cl := p.Clues[0]
	tb.click(cl.Cell.Row, cl.Cell.Col)
	tb.keys("5")
	if got := tb.text(cl.Cell.Row, cl.Cell.Col); got != "" {
		t.Errorf("a clue cell took the digit 5: it shows %q", got)
	}
	clue, pair, ok := acrossPair(p)
	if !ok {
		t.Fatal("no across run of two cells in the puzzle")
	}
	tb.click(pair[0][0], pair[0][1])
	if s := tb.status(); !strings.Contains(s, fmt.Sprintf("Across %d in 2: ", clue.Across)) {
		t.Errorf("a cell of an across run of 2 to make %d selected: the bar shows %q", clue.Across, s)
	}

	// A wrong sum, then mended.
	first := p.Solution[pair[0][0]][pair[0][1]]
	second := p.Solution[pair[1][0]][pair[1][1]]
	wrong := second%9 + 1
	if wrong == first {
		wrong = wrong%9 + 1
	}
	tb.keys(strconv.Itoa(first))
	tb.click(pair[1][0], pair[1][1])
	tb.keys(strconv.Itoa(wrong))
	r, c := clue.Cell.Row, clue.Cell.Col
	if !tb.hasClassIn(r, c, ".pb-split.hi", "wrong") {
		t.Error("an across run filled in to the wrong sum: its sum is not marked wrong")
	}
	tb.keys(strconv.Itoa(second))
	if tb.hasClassIn(r, c, ".pb-split.hi", "wrong") {
		t.Error("an across run mended: its sum is still marked wrong")
	}

	// Hint fills in a digit, at the end of the steps it shows; Undo takes
	// it back.
	filled := func() int {
		return eval[int](tb, `[...document.querySelectorAll('.pb-cell .pb-v')].filter((e) => e.textContent !== '').length`)
	}
	before := filled()
	presses := 0
	for ; presses < 20 && filled() == before; presses++ {
		tb.keys("h")
	}
	if filled() != before+1 {
		t.Errorf("%d presses of Hint: %d digits on the grid, want %d (%q)", presses, filled(), before+1, tb.message())
	}
	tb.keys("u")
	if filled() != before {
		t.Errorf("Undo after Hint: %d digits on the grid, want %d", filled(), before)
	}

	var blank [][2]int
	for r := range p.Rows {
		for c := range p.Cols {
			if p.Givens[r][c] == 0 && tb.text(r, c) == "" {
				blank = append(blank, [2]int{r, c})
			}
		}
	}
	tb.solveByThirds(blank, p.Solution)
	tb.quiet(file)
}

// TestKakuroScreens shows a Kakuro at a phone's width (360 px) and a
// desktop's (1280 px): the grid is whole on the screen, the page does not
// scroll sideways, every sum is at least 9 px and inside its cell, and
// the grid's picture is not blank. With PUZZLEBOOK_SHOTS=DIR it saves
// DIR/web-kakuro-WIDTH.png, with a cell selected and its runs'
// combinations in the bar.
func TestKakuroScreens(t *testing.T) {
	file, p := kakuroPage(t)
	tb := newTab(t)
	for _, width := range []int64{360, 1280} {
		t.Run(fmt.Sprint(width), func(t *testing.T) {
			tb.t = t
			tb.forget()
			tb.do(chromedp.EmulateViewport(width, 860))
			tb.open(file)
			tb.fresh()
			tb.open(file)
			box := eval[[4]float64](tb, `(() => { const b = document.querySelector('.pb-board').getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; })()`)
			if box[0] < 0 || box[2] > float64(width) || box[2]-box[0] < 0.75*float64(min(width, 400)) {
				t.Errorf("got the grid at %v, want it whole on the screen and wide", box)
			}
			if sw := eval[int64](tb, `document.documentElement.scrollWidth`); sw > width {
				t.Errorf("got a page %d px wide, want no sideways scrolling", sw)
			}
			bad := eval[[]string](tb, `[...document.querySelectorAll('.pb-split')].flatMap((e) => {
				const b = e.getBoundingClientRect();
				const c = e.closest('.pb-cell').getBoundingClientRect();
				const size = parseFloat(getComputedStyle(e).fontSize);
				const inside = b.left >= c.left && b.right <= c.right && b.top >= c.top && b.bottom <= c.bottom;
				return size >= 9 && inside ? [] : [e.dataset.text + ' at ' + size + 'px' + (inside ? '' : ', out of its cell')];
			})`)
			for _, s := range bad {
				t.Errorf("sum %s: want at least 9px, inside its cell", s)
			}
			pic, err := chromedp.Run(tb.ctx, chromedp.Screenshot(chromedp.CSS(".pb-board")))
			if err != nil {
				t.Fatal(err)
			}
			if err := notBlank(pic); err != nil {
				t.Errorf("the grid's picture: %v", err)
			}
			if dir := os.Getenv("PUZZLEBOOK_SHOTS"); dir != "" {
				_, pair, _ := acrossPair(p)
				tb.click(pair[0][0], pair[0][1])
				tb.keys(strconv.Itoa(p.Solution[pair[0][0]][pair[0][1]]))
				saveShot(t, tb, filepath.Join(dir, fmt.Sprintf("web-kakuro-%d.png", width)), 1)
			}
			tb.quiet(file)
		})
	}
}
