package book

import (
	"context"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/layout"
)

// largePrintBook has every kind of text a book prints: the title and
// copyright pages, contents, how-to pages, puzzles of three kinds, a
// worksheet, hints and the answers at the back. Its Sudoku asks for six
// to a page, more than large print allows on letter pages.
const largePrintBook = `name: lp
title: Large Print Puzzles
subtitle: Sudoku, Numbrix and Killer Sudoku
author: puzzlebook
copyright: |
  Copyright 2026 puzzlebook.
large_print: true
page: {size: letter}
output: {hints: true, answers: back}
sections:
  - {kind: sudoku, grade: easy, count: 7, per_page: 6}
  - {kind: numbrix, size: 6, grade: medium, count: 2}
  - {kind: killer, size: 6, grade: easy, count: 2}
  - {kind: sudoku, size: 4, grade: easy, count: 2, worksheet: true}
`

// composeBook makes the puzzles of the config data and lays its book out
// as Build does, returning it with the notes of the fit.
func composeBook(t *testing.T, data string) (layout.Composed, []string) {
	t.Helper()
	cfg, err := config.Parse("lp.yaml", []byte(data))
	if err != nil {
		t.Fatal(err)
	}
	fit := config.Fit(cfg)
	if err := fit.Err(); err != nil {
		t.Fatal(err)
	}
	cfg = fit.Config
	gs, err := generate(context.Background(), plan(cfg), Options{})
	if err != nil {
		t.Fatal(err)
	}
	order(cfg, gs)
	hs, err := hints(context.Background(), cfg, gs)
	if err != nil {
		t.Fatal(err)
	}
	books := compose(cfg, cfg.Meta(), fit.Book, gs, newManifest(cfg, gs), hs)
	return books.main, append(fit.Notes, books.main.Notes...)
}

// strokeWidth finds the width of every line a Recorder records.
var strokeWidth = regexp.MustCompile(`(?m)^line .* w=([0-9.]+)`)

// smallestText draws every page of c on a Recorder and returns, for each
// page with text, its smallest type and the text set in it, and the
// thinnest line of the book.
func smallestText(c layout.Composed) (sizes []float64, texts []string, thinnest float64) {
	for _, p := range c.Pages {
		if p.Draw == nil {
			continue
		}
		var r layout.Recorder
		p.Draw(&r)
		for _, m := range strokeWidth.FindAllStringSubmatch(r.String(), -1) {
			if w, err := strconv.ParseFloat(m[1], 64); err == nil && w > 0 && (thinnest == 0 || w < thinnest) {
				thinnest = w
			}
		}
		least, what := 0.0, ""
		for _, tb := range r.Texts() {
			if least == 0 || tb.Font.Size < least {
				least, what = tb.Font.Size, tb.Text
			}
		}
		if what != "" {
			sizes, texts = append(sizes, least), append(texts, what)
		}
	}
	return sizes, texts, thinnest
}

// TestLargePrintEveryText composes largePrintBook and draws it: the
// smallest text on every page (headers, folios, labels, "Solution on
// page N", contents, how-to rules, hints, the answer key, the title,
// copyright and worksheet pages) is at least 14 pt, and Fit gave the
// Sudoku fewer than the six it asked for, with a note. The same book
// without large_print sets smaller text, so the check can fail, and
// thinner lines.
func TestLargePrintEveryText(t *testing.T) {
	c, notes := composeBook(t, largePrintBook)
	sizes, texts, thin := smallestText(c)
	if len(sizes) < 12 {
		t.Fatalf("got %d pages with text, want a whole book", len(sizes))
	}
	for i, s := range sizes {
		if s < layout.LargePrint.MinText-1e-9 {
			t.Errorf("page %d: %q is %.3g pt, want at least %g pt in large print", i+1, texts[i], s, layout.LargePrint.MinText)
		}
	}
	if !strings.Contains(strings.Join(notes, "\n"), "4 puzzles to a page, not 6 as sections[0].per_page asks: more would set the numbers under 16 pt") {
		t.Errorf("got notes %q, want one that the Sudoku has fewer than 6 to a page to keep its numbers at 16 pt", notes)
	}

	usual, notes := composeBook(t, strings.Replace(largePrintBook, "large_print: true\n", "", 1))
	sizes, _, usualThin := smallestText(usual)
	least := sizes[0]
	for _, s := range sizes {
		least = min(least, s)
	}
	if least >= layout.LargePrint.MinText {
		t.Errorf("without large_print the smallest text is %.3g pt, want under %g pt", least, layout.LargePrint.MinText)
	}
	if thin < 1.5*usualThin-0.01 {
		t.Errorf("the thinnest line is %g pt in large print and %g pt without, want it 1.5 times as heavy", thin, usualThin)
	}
	if strings.Contains(strings.Join(notes, "\n"), "not 6") {
		t.Errorf("without large_print got notes %q, want the Sudoku six to a page", notes)
	}
}

// TestLargePrintRefusesSmallGrids: a grid whose numbers cannot reach
// large print's 16 pt even alone on a page is refused at the config
// check, with a size that works.
func TestLargePrintRefusesSmallGrids(t *testing.T) {
	_, err := config.Parse("lp.yaml", []byte("large_print: true\npage: {size: 6x9}\nsections:\n  - {kind: killer, size: 9, grade: easy, count: 1}\n"))
	if err == nil || !strings.Contains(err.Error(), "under the 16 pt minimum") || !strings.Contains(err.Error(), "fits") {
		t.Fatalf("got %v, want the 9x9 Killer refused under the 16 pt minimum with a size that fits", err)
	}
	if !strings.Contains(err.Error(), "sections[0].size:") {
		t.Errorf("got %v, want it at sections[0].size", err)
	}
	if _, err := config.Parse("lp.yaml", []byte("page: {size: 6x9}\nsections:\n  - {kind: killer, size: 9, grade: easy, count: 1}\n")); err != nil {
		t.Fatalf("without large_print: %v, want the book accepted", err)
	}
}

// TestLargePrintRulesOnSmallTrim builds a large-print book on a small
// trim whose kind's how-to rules do not fit a page at 14 pt: the rules
// that do are printed, the rest left out with a note, and the book passes
// preflight (the rules once ran out of the page and stopped the build).
func TestLargePrintRulesOnSmallTrim(t *testing.T) {
	cfg, err := parseConfig("small.yaml", []byte("large_print: true\npage: {size: 4.87x6.5in}\nsections:\n  - {kind: hidato, rows: 6, cols: 8, grade: easy, count: 1}\n"), kinds.All)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Build(context.Background(), cfg, BuildOptions{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(res.Notes, func(n string) bool { return strings.Contains(n, "how-to-play rules' last") }) {
		t.Errorf("notes %q: want one saying the how-to rules' last paragraphs are left out", res.Notes)
	}
}
