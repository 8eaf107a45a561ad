package web

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// axeEnv names the file of axe-core's script (axe.min.js), which .ci/run
// installs from the npm registry into a temporary folder:
//
//	npm install --prefix DIR axe-core@VERSION
//	PUZZLEBOOK_AXE=DIR/node_modules/axe-core/axe.min.js go test ./web -run Axe
const axeEnv = "PUZZLEBOOK_AXE"

// axeTags are the rules axe runs: WCAG 2.0, 2.1 and 2.2, levels A and AA.
const axeTags = `['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']`

// axeSource reads axe-core's script, or skips the test without it (and
// fails it under CI=true, where it must be there).
func axeSource(t *testing.T) string {
	t.Helper()
	path := os.Getenv(axeEnv)
	var err error
	var src []byte
	if path == "" {
		err = fmt.Errorf("%s is not set", axeEnv)
	} else {
		src, err = os.ReadFile(path)
	}
	if err != nil {
		msg := fmt.Sprintf("axe-core: %v (npm install --prefix DIR axe-core, then %s=DIR/node_modules/axe-core/axe.min.js)", err, axeEnv)
		if os.Getenv("CI") == "true" {
			t.Fatal(msg + "; CI=true needs it")
		}
		t.Skip(msg)
	}
	return string(src)
}

// scheme sets the colour scheme the page's media queries see ("" for
// the browser's own), with reduced motion, so that colours read at once
// are the ones a change settles on.
func (tb *tab) scheme(name string) {
	tb.t.Helper()
	motion := "reduce"
	if name == "" {
		motion = ""
	}
	err := chromedp.Do(tb.ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: name}, {Name: "prefers-reduced-motion", Value: motion}},
		})
		return err
	}))
	if err != nil {
		tb.t.Fatalf("emulating %s colours: %v", name, err)
	}
}

// axePages writes the pages of these types into dir: "player" (a book's
// puzzle), "kakuro" (blocks and clue cells), "daily" (a daily slot's page:
// tabs, Numberlink's paths), "held" (a daily Sudoku that keeps its
// solution back), "index" (a book's) and "calendar" (a feed's).
func axePages(t *testing.T, dir string, types ...string) []axePage {
	write := map[string]func() axePage{
		"player": func() axePage {
			return axePage{"player", writeFile(t, dir, "sudoku9.html", func(f *os.File) error { return WritePage(f, fixturePage(t, "sudoku9")) }), "sudoku9"}
		},
		"kakuro": func() axePage {
			file, _ := kakuroPage(t)
			return axePage{"kakuro", file, "kakuro"}
		},
		"daily": func() axePage {
			pg := fixturePage(t, "numberlink")
			pg.Heading = "Wednesday 30 September 2027"
			pg.Site = Link{Label: "Daily Puzzles", Href: "index.html"}
			pg.Nav = []Link{{Label: "Today", Href: "today.html"}, {Label: "All dates", Href: "index.html"}}
			pg.Tabs = []Link{{Label: "Sudoku", Href: "sudoku9.html"}, {Label: "Numberlink", Href: "numberlink.html", Current: true}}
			return axePage{"daily", writeFile(t, dir, "numberlink.html", func(f *os.File) error { return WritePage(f, pg) }), "numberlink"}
		},
		"held": func() axePage {
			pg, _ := heldPage(t, "sudoku9", "2027-09-30/s")
			return axePage{"held", writeFile(t, dir, "s.html", func(f *os.File) error { return WritePage(f, pg) }), "sudoku9"}
		},
		"index": func() axePage {
			var items []Item
			for i := 1; i <= 12; i++ {
				items = append(items, Item{Short: fmt.Sprint(i), Label: fmt.Sprintf("Puzzle %d", i), Note: "Hard", Href: "sudoku9.html", ID: fmt.Sprintf("p%d", i)})
			}
			ix := Index{Title: "The Big Puzzle Mix", Subtitle: "Twelve puzzles.", Nav: []Link{{Label: "Answers", Href: "answers.html"}},
				Sections: []Section{{Title: "Classic", Note: "Hard", Items: items[:6]}, {Title: "Numbers", Items: items[6:]}}}
			return axePage{"index", writeFile(t, dir, "book.html", func(f *os.File) error { return WriteIndex(f, ix) }), ""}
		},
		"calendar": func() axePage {
			var days []Day
			for d := 0; d < 40; d += 3 {
				date := time.Date(2027, time.September, 10+d, 0, 0, 0, 0, time.UTC)
				days = append(days, Day{Date: date, Href: "numberlink.html", Title: "Sudoku, Hard · Numberlink, Medium"})
			}
			c := Calendar{Title: "Daily Puzzles", Subtitle: "Every puzzle, by date. Choose a day to play.", Nav: []Link{{Label: "Today", Href: "today.html"}}, Days: days, Newest: true}
			return axePage{"calendar", writeFile(t, dir, "index.html", func(f *os.File) error { return WriteCalendar(f, c) }), ""}
		},
	}
	out := make([]axePage, len(types))
	for i, typ := range types {
		out[i] = write[typ]()
	}
	return out
}

// axePage is a page axe checks: its type, its file, and whether it plays
// a puzzle ("" for none).
type axePage struct{ name, file, play string }

// axePlay plays a little, to show the states a page may be in: an entry,
// pencil marks, a hint (a digit grid), or joined paths (Numberlink).
func axePlay(tb *tab) {
	p := tb.puzzle()
	if p.Kind == "numberlink" {
		for _, path := range linkPaths(p)[:3] {
			tb.drag(path, false)
		}
		return
	}
	blank := empties(p)
	tb.click(blank[0][0], blank[0][1])
	if p.Solution == nil { // the page keeps it back: a digit, and H
		tb.keys("1")
		tb.keys("h")
		return
	}
	tb.keys(itoa(p.Solution[blank[0][0]][blank[0][1]]))
	tb.click(blank[1][0], blank[1][1])
	tb.press("Pencil")
	tb.keys("12")
	tb.press("Pencil")
	tb.press("Hint")
}

// axeRun runs axe on the page and lists what it found broken.
const axeRun = `axe.run(document, { runOnly: { type: 'tag', values: ` + axeTags + ` }, resultTypes: ['violations'] })
  .then((r) => r.violations.map((v) => ({ ID: v.id, Help: v.help, Nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ') + ': ' + n.failureSummary) })))`

// axeViolation is one rule axe found broken, with where.
type axeViolation struct {
	ID, Help string
	Nodes    []string
}

// TestAxePlayers runs axe-core's WCAG 2.2 A and AA rules on the pages
// that play (a book's puzzle, a Kakuro, a daily slot's page, one that
// keeps its solution back), in light and dark colours, at 360 and 1280
// px, after a little play: it finds no violation.
//
// With PUZZLEBOOK_SHOTS=DIR it also saves DIR/TYPE-WIDTH-SCHEME.png.
func TestAxePlayers(t *testing.T) { runAxe(t, "player", "kakuro", "daily", "held") }

// TestAxeLists does the same on a book's index and a feed's calendar.
func TestAxeLists(t *testing.T) { runAxe(t, "index", "calendar") }

// runAxe runs axe on the pages of these types (axePages).
func runAxe(t *testing.T, types ...string) {
	src := axeSource(t)
	shots := os.Getenv("PUZZLEBOOK_SHOTS")
	tb := newTab(t)
	dir := t.TempDir()
	pages := axePages(t, dir, types...)
	tb.do(chromedp.Navigate("file://" + pages[0].file))
	tb.fresh()
	for _, pg := range pages {
		t.Run(pg.name, func(t *testing.T) {
			tb.t = t
			tb.do(chromedp.EmulateViewport(1280, 800), chromedp.Navigate("file://"+pg.file), chromedp.WaitReady("body"))
			if pg.play != "" {
				tb.do(chromedp.WaitVisible(chromedp.CSS(".pb-cell")))
				axePlay(tb)
			}
			eval[bool](tb, src+"\n;true")
			for _, scheme := range []string{"light", "dark"} {
				tb.scheme(scheme)
				for _, width := range []int64{360, 1280} {
					tb.do(chromedp.EmulateViewport(width, map[int64]int64{360: 740, 1280: 800}[width]))
					found, err := chromedp.Run(tb.ctx, chromedp.Evaluate[[]axeViolation](axeRun, chromedp.EvalAwaitPromise))
					if err != nil {
						t.Fatalf("axe: %v", err)
					}
					for _, v := range found {
						t.Errorf("%s page, %s colours, %d px: axe %s (%s): %s", pg.name, scheme, width, v.ID, v.Help, strings.Join(v.Nodes, "; "))
					}
					if shots != "" {
						shot, err := chromedp.Run(tb.ctx, chromedp.CaptureScreenshot())
						if err != nil {
							t.Fatal(err)
						}
						if err := os.WriteFile(filepath.Join(shots, fmt.Sprintf("%s-%d-%s.png", pg.name, width, scheme)), shot, 0o644); err != nil {
							t.Fatal(err)
						}
					}
				}
			}
			tb.scheme("")
			tb.quiet(pg.file)
			tb.forget()
		})
	}
}
