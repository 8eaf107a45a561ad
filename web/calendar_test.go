package web

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestCalendarProgress plays four dates of a calendar in the browser, a
// 4x4 Sudoku each: the first revealed, the second and third solved, the
// fourth started. The calendar marks each date and counts a streak of
// two (the second and third: the fourth is under way); the progress
// saved to a file and read back into a cleared browser gives the same
// marks. (progress.test.mjs tries the streaks' other cases.)
func TestCalendarProgress(t *testing.T) {
	dir := t.TempDir()
	obj, _ := readFixture(t, "sudoku4")
	var days []Day
	var pages []string
	for d := 1; d <= 4; d++ {
		pg := fixturePage(t, "sudoku4")
		one := map[string]any{}
		for k, v := range obj {
			one[k] = v
		}
		one["id"] = fmt.Sprintf("cal-day-%d", d)
		pg.Puzzle = one
		name := fmt.Sprintf("day-%d.html", d)
		pages = append(pages, writeFile(t, dir, name, func(f *os.File) error { return WritePage(f, pg) }))
		date := time.Date(2026, 12, d, 0, 0, 0, 0, time.UTC)
		days = append(days, Day{Date: date, Href: name, Title: "Sudoku", IDs: []string{one["id"].(string)}})
	}
	calendar := writeFile(t, dir, "index.html", func(f *os.File) error {
		return WriteCalendar(f, Calendar{Title: "Daily", Days: days, Newest: true})
	})

	tb := newTab(t)
	tb.open(pages[0])
	tb.fresh()
	for d, page := range pages {
		tb.open(page)
		p := tb.puzzle()
		blank := empties(p)
		switch d {
		case 0:
			tb.press("Reveal")
		case 3:
			tb.click(blank[0][0], blank[0][1])
			tb.keys(itoa(p.Solution[blank[0][0]][blank[0][1]]))
		default:
			for _, rc := range blank {
				tb.click(rc[0], rc[1])
				tb.keys(itoa(p.Solution[rc[0]][rc[1]]))
			}
		}
		if want := map[bool]string{true: "playing", false: "solved"}[d == 3]; tb.state() != want {
			t.Fatalf("day %d: got data-state %q, want %s", d+1, tb.state(), want)
		}
	}

	marks := `[...document.querySelectorAll('a[data-day-of]')].sort((a, b) => a.dataset.date < b.dataset.date ? -1 : 1).map((a) => a.dataset.progress || "-").join(" ")`
	look := func() (string, string) {
		t.Helper()
		tb.forget()
		tb.do(chromedp.Navigate("file://"+calendar), chromedp.WaitVisible(chromedp.CSS(".pb-streak")))
		return eval[string](tb, marks), eval[string](tb, `document.querySelector('.pb-streak').textContent`)
	}
	wantMarks := "revealed solved solved playing"
	wantStreak := "Streak: 2 days · best 2 days · 2 of 4 dates solved"
	gotMarks, gotStreak := look()
	if gotMarks != wantMarks || gotStreak != wantStreak {
		t.Fatalf("calendar: got marks %q and %q, want %q and %q", gotMarks, gotStreak, wantMarks, wantStreak)
	}
	if got := eval[string](tb, `document.querySelector('a[data-date="2026-12-01"]').getAttribute('aria-label')`); got != "1, solution shown" {
		t.Errorf("calendar: got the revealed date's label %q, want \"1, solution shown\"", got)
	}
	tb.quiet(calendar)

	// Saved to a file, the browser cleared, the file read back.
	saved := eval[string](tb, `(() => {
		let url = "";
		const click = HTMLAnchorElement.prototype.click;
		HTMLAnchorElement.prototype.click = function () { url = this.href; };
		document.querySelector('.pb-progress-export').click();
		HTMLAnchorElement.prototype.click = click;
		const x = new XMLHttpRequest();
		x.open("GET", url, false);
		x.send();
		return x.responseText;
	})()`)
	file := filepath.Join(dir, "progress.json")
	if err := os.WriteFile(file, []byte(saved), 0o644); err != nil {
		t.Fatal(err)
	}
	tb.leave()
	eval[bool](tb, `localStorage.clear(), true`)
	if got, _ := look(); got != "- - - -" {
		t.Fatalf("cleared: got marks %q, want none", got)
	}
	tb.do(chromedp.SetUploadFiles(chromedp.CSS(".pb-progress-import input"), []string{file}))
	if _, err := chromedp.Run(tb.ctx, chromedp.Poll[bool](`document.querySelectorAll('a[data-progress]').length === 4`, chromedp.WithPollingTimeout(5*time.Second))); err != nil {
		t.Fatalf("read back from the file: got no marks: %v (%q)", err, eval[string](tb, `document.querySelector('.pb-progress-note').textContent`))
	}
	if got := eval[string](tb, marks); got != wantMarks {
		t.Errorf("read back from the file: got marks %q, want %q (%q)", got, wantMarks, eval[string](tb, `document.querySelector('.pb-progress-note').textContent`))
	}

	// A past date's page links its next day; the page does not name it.
	pg := fixturePage(t, "sudoku4")
	pg.Nav = []Link{{Label: "‹ Previous day", Href: "../2020-01-30/s.html", Rel: "prev"}, {Label: "Next day ›", NextDay: true}}
	if err := os.Mkdir(filepath.Join(dir, "2020-01-31"), 0o755); err != nil {
		t.Fatal(err)
	}
	past := writeFile(t, filepath.Join(dir, "2020-01-31"), "s.html", func(f *os.File) error { return WritePage(f, pg) })
	tb.forget()
	tb.open(past)
	if got := eval[string](tb, `(document.querySelector('.pb-nav a[rel=next]') || {}).href || ""`); got != "file://"+filepath.Join(dir, "2020-02-01", "s.html") {
		t.Errorf("a past date's next day: got the link %q, want 2020-02-01/s.html", got)
	}
}
