package web

import (
	"context"
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// phones are the screens a puzzle must fit without scrolling: two
// phones held upright and one on its side.
var phones = []struct {
	w, h      int64
	landscape bool
}{{360, 740, false}, {390, 844, false}, {740, 360, true}}

// largest generates k's puzzle at the largest size the phone layout is
// held to: 12x12, or 15x15 for Numberlink, or the kind's largest below
// that.
func largest(t *testing.T, k gen.Kind) *gen.Puzzle {
	t.Helper()
	top := 12
	if k.Name() == "numberlink" {
		top = 15
	}
	for n := top; n >= 4; n-- {
		p := gen.Params{Rows: n, Cols: n, Grade: gen.Easy}
		if k.Validate(p) != nil {
			continue
		}
		puz, err := k.Generate(context.Background(), p, gentest.Seeded(uint64(n)))
		if err != nil {
			t.Fatalf("%s %dx%d: %v", k.Name(), n, n, err)
		}
		return puz
	}
	t.Fatalf("%s: no size from 4 to %d", k.Name(), top)
	return nil
}

// phonePages writes the pages a puzzle is played on: a book's page (a
// site link, previous and next), a daily slot's page (the date, the
// day's tabs) and the same kept back, as solutions: next-day writes it
// before the next date's release ("held": the note in place of Check,
// Hint and Reveal).
func phonePages(t *testing.T, k gen.Kind, p *gen.Puzzle) map[string]string {
	obj := struct {
		ID string `json:"id"`
		*gen.Puzzle
	}{k.Name() + "-phone", p}
	book := Page{Puzzle: obj, Kind: k, Heading: "Puzzle 120", Note: "The hard ones",
		Site: Link{Label: "The Big Puzzle Mix for the Holidays", Href: "index.html"},
		Nav:  []Link{{Label: "‹ Previous", Href: "a.html"}, {Label: "Next ›", Href: "b.html"}}}
	daily := Page{Puzzle: obj, Kind: k, Heading: "Wednesday 30 September 2027",
		Site: Link{Label: "Daily Puzzles", Href: "../index.html"},
		Nav:  []Link{{Label: "Today", Href: "../today.html"}, {Label: "All dates", Href: "../index.html"}},
		Tabs: []Link{{Label: "Sudoku", Href: "a.html"}, {Label: k.Describe().Title, Href: "b.html", Current: true}, {Label: "Numberlink", Href: "c.html"}, {Label: "Killer Sudoku", Href: "d.html"}}}
	held := daily
	a := AnswerOf("2027-09-30/"+k.Name(), p.Solution)
	held.Puzzle, held.Answer = withoutSolution(t, obj), &a
	return map[string]string{"book": writePage(t, k.Name()+"-book", book), "daily": writePage(t, k.Name()+"-daily", daily),
		"held": writePage(t, k.Name()+"-held", held)}
}

// layoutJS measures the page: the boxes of the grid, the bar over it
// (the timer and Pause), the keys, the tools and the actions (left, top, right, bottom; null when absent), the
// smallest button, the page's width, whether the nav holds one row, and
// the message's height.
const layoutJS = `(() => {
  const box = (sel) => { const e = document.querySelector(sel); if (!e) return null; const b = e.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; };
  const buttons = [...document.querySelectorAll('.pb-player .pb-bar .pb-btn, .pb-player .pb-pad .pb-btn, .pb-player .pb-tools .pb-btn, .pb-player .pb-actions .pb-btn')].map((b) => b.getBoundingClientRect());
  const nav = [...document.querySelectorAll('.pb-nav > *')].map((e) => e.getBoundingClientRect());
  return {
    Board: box('.pb-board'), Pause: box('.pb-bar .pb-pause'), Pad: box('.pb-pad'), Tools: box('.pb-tools'), Actions: box('.pb-actions'),
    MinButton: Math.min(...buttons.map((b) => Math.min(b.width, b.height))),
    Width: document.documentElement.scrollWidth,
    NavRows: new Set(nav.map((b) => Math.round(b.top + b.height / 2))).size,
    Message: document.querySelector('.pb-message').getBoundingClientRect().height,
  };
})()`

type layout struct {
	Board, Pause, Pad, Tools, Actions *[4]float64
	MinButton                         float64
	Width                             int64
	NavRows                           int
	Message                           float64
}

// TestPhoneLayout opens every kind at its largest size on a book's page
// and a daily page, on two phones upright and one on its side: the grid,
// the keys, the tools and the actions are all on the screen without
// scrolling (side by side on its side), every button is at least 44 px
// square, the nav is one row, nothing scrolls sideways, and a message
// (a hint's) moves no button.
func TestPhoneLayout(t *testing.T) { phoneLayouts(t, "book", "daily") }

// TestPhoneLayoutHeld does the same on a daily page that keeps its
// solution back, whose note stands in for Check, Hint and Reveal.
func TestPhoneLayoutHeld(t *testing.T) { phoneLayouts(t, "held") }

// phoneLayouts holds the pages of these types (phonePages) of every kind
// to the phones' screens; on a daily page, a hint moves no button.
func phoneLayouts(t *testing.T, pages ...string) {
	tb := newTab(t)
	for _, k := range kinds.All {
		t.Run(k.Name(), func(t *testing.T) {
			tb.t = t
			p := largest(t, k)
			files := phonePages(t, k, p)
			for _, page := range pages {
				file := files[page]
				tb.do(chromedp.EmulateViewport(phones[0].w, phones[0].h))
				tb.open(file)
				for _, ph := range phones {
					name := fmt.Sprintf("%s %dx%d on a %s page at %dx%d", k.Name(), p.Rows, p.Cols, page, ph.w, ph.h)
					tb.do(chromedp.EmulateViewport(ph.w, ph.h))
					l := eval[layout](tb, layoutJS)
					checkLayout(t, name, l, ph.w, ph.h, ph.landscape)
					if ph.landscape || page != "daily" {
						continue
					}
					tb.press("Hint")
					if m := eval[layout](tb, layoutJS); *m.Tools != *l.Tools || m.Message != l.Message {
						t.Errorf("%s: a hint moved the tools from %v to %v (the message from %.0f to %.0f px high), want them still", name, *l.Tools, *m.Tools, l.Message, m.Message)
					}
				}
				tb.quiet(file)
				tb.forget()
			}
		})
	}
}

// checkLayout holds one page's measures to the phone's screen.
func checkLayout(t *testing.T, name string, l layout, w, h int64, landscape bool) {
	t.Helper()
	inside := func(what string, b *[4]float64) {
		if b == nil {
			t.Errorf("%s: no %s on the page", name, what)
			return
		}
		if b[0] < 0 || b[1] < 0 || b[2] > float64(w)+0.5 || b[3] > float64(h)+0.5 {
			t.Errorf("%s: got the %s at %v, want it inside the %dx%d screen", name, what, *b, w, h)
		}
	}
	inside("grid", l.Board)
	inside("Pause button", l.Pause)
	if l.Board != nil && l.Pause != nil && l.Pause[3] > l.Board[1]+0.5 {
		t.Errorf("%s: got the Pause button at %v under the grid at %v, want it whole above", name, *l.Pause, *l.Board)
	}
	if l.Pad != nil {
		inside("keys", l.Pad)
	}
	inside("tools", l.Tools)
	inside("actions", l.Actions)
	if l.Board != nil && l.Actions != nil && landscape && l.Actions[0] < l.Board[2] {
		t.Errorf("%s: got the actions at %v beside the grid at %v, want them right of it", name, *l.Actions, *l.Board)
	}
	if l.MinButton < 44 {
		t.Errorf("%s: got a button %.1f px across, want every one at least 44 px", name, l.MinButton)
	}
	if l.Width > w {
		t.Errorf("%s: got a page %d px wide, want no sideways scrolling", name, l.Width)
	}
	if l.NavRows != 1 {
		t.Errorf("%s: got the nav in %d rows, want one", name, l.NavRows)
	}
}
