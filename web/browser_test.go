package web

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// The browser tests share one headless Chromium (Debian's chromium
// package), started by the first test that needs it and stopped by
// TestMain; each test gets its own tab.
var browser struct {
	once   sync.Once
	ctx    context.Context
	stop   func()
	reason string // why there is no browser
}

func TestMain(m *testing.M) {
	code := m.Run()
	if browser.stop != nil {
		browser.stop()
	}
	os.Exit(code)
}

// chromiumPath finds Chromium, or says why it cannot.
func chromiumPath() (string, string) {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, ""
		}
	}
	return "", "no chromium on PATH (apt-get install chromium)"
}

func startBrowser() {
	path, reason := chromiumPath()
	if path == "" {
		browser.reason = reason
		return
	}
	dir, err := os.MkdirTemp("", "puzzlebook-chromium-")
	if err != nil {
		browser.reason = err.Error()
		return
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.UserDataDir(dir),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		// The machines that run the tests may have no network: without
		// these, Chromium keeps trying to reach Google's services.
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("hide-scrollbars", true),
		chromedp.WindowSize(1280, 900),
	)
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(alloc)
	if err := chromedp.Do(ctx); err != nil {
		cancel()
		cancelAlloc()
		os.RemoveAll(dir)
		browser.reason = fmt.Sprintf("chromium at %s does not start: %v", path, err)
		return
	}
	browser.ctx = ctx
	browser.stop = func() {
		cancel()
		cancelAlloc()
		os.RemoveAll(dir)
	}
}

// tab is one browser tab the test drives, with what the page sent to
// the network and the console since it opened.
type tab struct {
	t   *testing.T
	ctx context.Context

	mu       sync.Mutex
	requests []string // URLs
	problems []string // console errors and warnings, exceptions
}

// newTab opens a tab, or skips the test without Chromium (and fails it
// under CI=true, where the browser must be there).
func newTab(t *testing.T) *tab {
	t.Helper()
	browser.once.Do(startBrowser)
	if browser.ctx == nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("browser tests: %s; CI=true needs them", browser.reason)
		}
		t.Skipf("browser tests skipped: %s", browser.reason)
	}
	ctx, cancel := chromedp.NewContext(browser.ctx)
	// Leave the page before closing the tab: the player saves its
	// progress when its page is hidden, and a tab closed at once would
	// save while the next test runs, into the storage that test reads.
	t.Cleanup(func() {
		_ = chromedp.Do(ctx, chromedp.Navigate("about:blank"))
		cancel()
	})
	tb := &tab{t: t, ctx: ctx}
	err := chromedp.Listen(ctx, func(ev any) {
		tb.mu.Lock()
		defer tb.mu.Unlock()
		switch e := ev.(type) {
		case *network.EventRequestWillBeSent:
			tb.requests = append(tb.requests, e.Request.URL)
		case *runtime.EventConsoleAPICalled:
			if e.Type == runtime.ConsoleAPICalledTypeError || e.Type == runtime.ConsoleAPICalledTypeWarning || e.Type == runtime.ConsoleAPICalledTypeAssert {
				tb.problems = append(tb.problems, fmt.Sprintf("console.%s: %s", e.Type, argsText(e.Args)))
			}
		case *runtime.EventExceptionThrown:
			d := e.ExceptionDetails
			text := d.Text
			if d.Exception != nil {
				text += " " + d.Exception.Description
			}
			tb.problems = append(tb.problems, fmt.Sprintf("exception: %s (%s:%d)", text, d.URL, d.LineNumber))
		case *log.EventEntryAdded:
			if e.Entry.Level == log.EntryLevelError || e.Entry.Level == log.EntryLevelWarning {
				tb.problems = append(tb.problems, fmt.Sprintf("log %s: %s %s", e.Entry.Level, e.Entry.Text, e.Entry.URL))
			}
		}
	})
	if err != nil {
		t.Fatalf("listening to the tab: %v", err)
	}
	// A test that hangs fails instead of stalling the run.
	tctx, tcancel := context.WithTimeout(ctx, 90*time.Second)
	t.Cleanup(tcancel)
	tb.ctx = tctx
	return tb
}

func argsText(args []*runtime.RemoteObject) string {
	var parts []string
	for _, a := range args {
		if a.Value != nil {
			parts = append(parts, string(a.Value))
		} else {
			parts = append(parts, a.Description)
		}
	}
	return strings.Join(parts, " ")
}

// do runs actions, failing the test on an error.
func (tb *tab) do(actions ...chromedp.Action[chromedp.Void]) {
	tb.t.Helper()
	if err := chromedp.Do(tb.ctx, actions...); err != nil {
		tb.t.Fatalf("browser: %v", err)
	}
}

// eval evaluates a JavaScript expression into v.
func eval[T any](tb *tab, js string) T {
	tb.t.Helper()
	v, err := chromedp.Run(tb.ctx, chromedp.Evaluate[T](js))
	if err != nil {
		tb.t.Fatalf("browser: evaluating %.80q: %v", js, err)
	}
	return v
}

// navigate loads a URL and waits for the player to be on the page.
func navigate(url string) chromedp.Action[chromedp.Void] {
	return chromedp.Steps(chromedp.Navigate(url), chromedp.WaitVisible(chromedp.CSS(".pb-cell")))
}

// open loads a file and waits for the player to be on the page.
func (tb *tab) open(path string) {
	tb.t.Helper()
	tb.do(navigate("file://" + path))
}

// fresh clears the browser's saved progress, so that a test starts from
// the givens whatever ran before it. The player saves its progress when
// its page is left, so the page in hand is left first (for about:blank),
// and the storage is cleared from a page of the same origin that has no
// player to save anything again.
func (tb *tab) fresh() {
	tb.t.Helper()
	tb.leave()
	eval[bool](tb, `localStorage.clear(), true`)
	tb.forget()
}

// leave leaves the page in hand (which saves its progress) for a blank
// page of the same origin, where the saved progress may be read or
// changed with no player to save over it.
func (tb *tab) leave() {
	tb.t.Helper()
	blank := filepath.Join(tb.t.TempDir(), "blank.html")
	if err := os.WriteFile(blank, []byte("<!doctype html><title>blank</title>\n"), 0o644); err != nil {
		tb.t.Fatal(err)
	}
	tb.do(chromedp.Navigate("about:blank"), chromedp.Navigate("file://"+blank))
}

// centre is the centre of cell (r, c) on the screen.
func (tb *tab) centre(r, c int) (float64, float64) {
	tb.t.Helper()
	xy := eval[[2]float64](tb, fmt.Sprintf(`(() => { const b = document.querySelector('.pb-cell[data-row="%d"][data-col="%d"]').getBoundingClientRect(); return [b.left + b.width / 2, b.top + b.height / 2]; })()`, r, c))
	return xy[0], xy[1]
}

// click clicks cell (r, c) with the mouse.
func (tb *tab) click(r, c int) {
	tb.t.Helper()
	x, y := tb.centre(r, c)
	tb.do(chromedp.MouseClickXY(x, y))
}

// press clicks the player's button with this label.
func (tb *tab) press(label string) {
	tb.t.Helper()
	ok := eval[bool](tb, fmt.Sprintf(`(() => { const b = [...document.querySelectorAll('.pb-player button')].find((b) => b.textContent.trim() === %q); if (!b) return false; b.click(); return true; })()`, label))
	if !ok {
		tb.t.Fatalf("no button %q on the page", label)
	}
}

// keys types keys on the focused element (the selected cell).
func (tb *tab) keys(s string, opts ...chromedp.KeyOption) {
	tb.t.Helper()
	tb.do(chromedp.KeyEvent(s, opts...))
}

// text is what cell (r, c) shows.
func (tb *tab) text(r, c int) string {
	tb.t.Helper()
	return eval[string](tb, fmt.Sprintf(`document.querySelector('.pb-cell[data-row="%d"][data-col="%d"] .pb-v').textContent`, r, c))
}

// hasClass reports whether cell (r, c) has class cls.
func (tb *tab) hasClass(r, c int, cls string) bool {
	tb.t.Helper()
	return eval[bool](tb, fmt.Sprintf(`document.querySelector('.pb-cell[data-row="%d"][data-col="%d"]').classList.contains(%q)`, r, c, cls))
}

// count is the number of elements matching a CSS selector.
func (tb *tab) count(sel string) int {
	tb.t.Helper()
	return eval[int](tb, fmt.Sprintf(`document.querySelectorAll(%q).length`, sel))
}

// state is the root's data-state.
func (tb *tab) state() string {
	tb.t.Helper()
	return eval[string](tb, `document.querySelector('.pb-player').dataset.state`)
}

// message is what the player last said.
func (tb *tab) message() string {
	tb.t.Helper()
	return eval[string](tb, `document.querySelector('.pb-message').textContent`)
}

// puzzle reads the puzzle object from the page, as a site's script would.
func (tb *tab) puzzle() testPuzzle {
	tb.t.Helper()
	raw := eval[string](tb, `document.querySelector('script[type="application/json"].pb-puzzle').textContent`)
	var p testPuzzle
	if err := json.Unmarshal([]byte(raw), &p); err != nil {
		tb.t.Fatalf("the page's puzzle object: %v", err)
	}
	return p
}

// drag drags from cell to cell through the cells of path, with the mouse
// or, with touch, a finger.
func (tb *tab) drag(path [][2]int, touch bool) {
	tb.t.Helper()
	type point struct{ x, y float64 }
	pts := make([]point, len(path))
	for i, rc := range path {
		pts[i].x, pts[i].y = tb.centre(rc[0], rc[1])
	}
	err := chromedp.Do(tb.ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		if touch {
			for i, p := range pts {
				typ := input.DispatchTouchEventTypeTouchMove
				if i == 0 {
					typ = input.DispatchTouchEventTypeTouchStart
				}
				id := 0.0
				if _, err := cdp.Call(ctx, t, input.DispatchTouchEvent, input.DispatchTouchEventParams{
					Type: typ, TouchPoints: []*input.TouchPoint{{X: p.x, Y: p.y, ID: &id}},
				}); err != nil {
					return err
				}
			}
			_, err := cdp.Call(ctx, t, input.DispatchTouchEvent, input.DispatchTouchEventParams{
				Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{},
			})
			return err
		}
		for i, p := range pts {
			ev := input.DispatchMouseEventParams{Type: chromedp.MouseMoved, X: p.x, Y: p.y, Button: input.MouseButtonLeft, Buttons: 1}
			if i == 0 {
				ev.Type, ev.ClickCount = chromedp.MousePressed, 1
			}
			if _, err := cdp.Call(ctx, t, input.DispatchMouseEvent, ev); err != nil {
				return err
			}
		}
		last := pts[len(pts)-1]
		_, err := cdp.Call(ctx, t, input.DispatchMouseEvent, input.DispatchMouseEventParams{
			Type: chromedp.MouseReleased, X: last.x, Y: last.y, Button: input.MouseButtonLeft, ClickCount: 1,
		})
		return err
	}))
	if err != nil {
		tb.t.Fatalf("drag: %v", err)
	}
}

// forget drops the requests and messages seen so far, for a tab that
// goes on to another page.
func (tb *tab) forget() {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	tb.requests, tb.problems = nil, nil
}

// quiet fails the test when the page asked the network for anything but
// the file itself, or wrote an error or a warning to the console.
func (tb *tab) quiet(file string) {
	tb.t.Helper()
	tb.mu.Lock()
	defer tb.mu.Unlock()
	for _, u := range tb.requests {
		if u != "file://"+file {
			tb.t.Errorf("the page asked for %s: got a request beyond the file, want none", u)
		}
	}
	for _, p := range tb.problems {
		tb.t.Errorf("the page's console: %s", p)
	}
}

// testPuzzle is the puzzle object as the tests read it.
type testPuzzle struct {
	ID       string  `json:"id"`
	Kind     string  `json:"kind"`
	Rows     int     `json:"rows"`
	Cols     int     `json:"cols"`
	Givens   [][]int `json:"givens"`
	Solution [][]int `json:"solution"`
}

// writeFixture writes the page of testdata/NAME.json (with its kind's
// hints) into a temporary folder and returns its path.
func writeFixture(t *testing.T, name string) string {
	t.Helper()
	return writePage(t, name, fixturePage(t, name))
}

// writePage writes pg into a temporary folder as NAME.html and returns
// its path.
func writePage(t *testing.T, name string, pg Page) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name+".html")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := WritePage(f, pg); err != nil {
		t.Fatalf("WritePage %s: %v", name, err)
	}
	return path
}

// inputKey is a key event's parameters, for key options.
type inputKey = input.DispatchKeyEventParams
