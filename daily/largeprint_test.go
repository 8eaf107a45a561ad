package daily

import (
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/layout"
)

// largeFeed is smallFeed in large print, with yesterday's answers.
var largeFeed = strings.Replace(smallFeed, "daily_output: {pdf: true, dpi: 36}", "large_print: true\ndaily_output: {pdf: true, previous_answers: true, dpi: 36}", 1)

// dayTexts draws pages on a recorder and returns the smallest text set
// on them and the smallest text set in a grid.
func dayTexts(pages []layout.Page) (least, leastInGrid float64) {
	for _, p := range pages {
		var r layout.Recorder
		p.Draw(&r)
		for _, tb := range r.Texts() {
			if least == 0 || tb.Font.Size < least {
				least = tb.Font.Size
			}
			if tb.Region.Grid && (leastInGrid == 0 || tb.Font.Size < leastInGrid) {
				leastInGrid = tb.Font.Size
			}
		}
	}
	return least, leastInGrid
}

// TestLargePrintDay lays out a large-print day of smallFeed's three
// slots: its texts are at 14 pt or more and its grids' numbers at 16 pt
// or more, over more than one page, with yesterday's answers on pages of
// their own, and the config's check notes it. The same day without
// large_print is one page whose grids set their numbers smaller, so the
// check can fail.
func TestLargePrintDay(t *testing.T) {
	cfg := parseDaily(t, largeFeed, kinds.All)
	if len(cfg.Notes) != 1 || !strings.Contains(cfg.Notes[0], "yesterday's answers on pages of their own") {
		t.Errorf("notes %q, want one that yesterday's answers go on pages of their own", cfg.Notes)
	}
	var ps []dayPuzzle
	for i, s := range cfg.Slots {
		p, err := s.Kind.Generate(context.Background(), s.ParamsOn(time.Tuesday), rand.New(rand.NewPCG(uint64(i), 1)))
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, dayPuzzle{kind: s.Kind, puzzle: p, label: label{kind: s.Kind.Describe().Title}})
	}
	r := &dailyRun{cfg: cfg}
	spec := cfg.Page.Spec.ForPages(1)
	strip := layout.Strip{Title: "Yesterday's answers", Items: r.items(ps, true)}
	pages := r.largeDay(spec, "Feed · 1 December 2026", ps, strip, ps)
	if len(pages) < 3 {
		t.Fatalf("got %d pages, want the puzzles on at least two and the answers on at least one more", len(pages))
	}
	least, inGrid := dayTexts(pages)
	if least < layout.LargePrint.MinText-1e-9 || inGrid < layout.LargePrint.MinGrid-1e-9 {
		t.Errorf("smallest text %.3g pt, in a grid %.3g pt; want at least %g and %g in large print", least, inGrid, layout.LargePrint.MinText, layout.LargePrint.MinGrid)
	}

	usual := parseDaily(t, smallFeed, kinds.All)
	if len(usual.Notes) != 0 {
		t.Errorf("without large_print got notes %q, want none", usual.Notes)
	}
	one := layout.DayPage(spec, layout.Type{}, "Feed", r.items(ps, false), strip)
	if _, inGrid := dayTexts([]layout.Page{one}); inGrid >= layout.LargePrint.MinGrid {
		t.Errorf("without large_print the grids' smallest number is %.3g pt, want under %g", inGrid, layout.LargePrint.MinGrid)
	}
}

// TestLargePrintDayFile publishes two dates of largeFeed: the second
// date's day.pdf holds more than one page.
func TestLargePrintDayFile(t *testing.T) {
	dir := t.TempDir()
	runFeed(t, parseDaily(t, largeFeed, kinds.All), dir, dec1, 2, book.Options{})
	data, err := os.ReadFile(filepath.Join(dir, "2026-12-02", dayPDF))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`/Count (\d+)`).FindSubmatch(data)
	if m == nil || string(m[1]) == "1" {
		t.Errorf("day.pdf's page count %q, want more than one page in large print", m)
	}
}

// TestLargePrintDayRefusesSmallGrids: a slot whose grid cannot keep 16
// pt even alone on a day page is refused at the config check, at the
// large_print key, with a page size that holds it.
func TestLargePrintDayRefusesSmallGrids(t *testing.T) {
	feed := "name: feed\nlarge_print: true\npage: {size: 6x9}\ndaily_output: {pdf: true}\ndaily:\n  - {slot: k, kind: killer, size: 9, grades: easy}\n"
	_, err := parse("daily.yaml", []byte(feed), kinds.All)
	for _, want := range []string{"daily.yaml:2: large_print:", `slot "k": a 9x9 killer grid does not fit on a large-print day page`, "under the 16 pt minimum", "page.size of at least"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("got %v, want %q", err, want)
		}
	}
	if _, err := parse("daily.yaml", []byte(strings.Replace(feed, "{pdf: true}", "{pdf: false}", 1)), kinds.All); err != nil {
		t.Errorf("without day.pdf: %v, want the feed accepted", err)
	}
}
