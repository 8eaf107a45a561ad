package book

import (
	"context"
	"html"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/layout"
)

// largePagesBook is a large-print book with an extra page of every kind,
// a time box under each puzzle and the puzzle index. Its 6x6 Sudoku asks
// for six to a page, which large print allows on A4 pages without the
// time box but not with it; its Numbrix asks for six, and gets four
// with or without.
const largePagesBook = `name: lpp
title: Large Print Puzzles
author: Ann Author
large_print: true
time_box: true
index: true
contents: true
page: {size: a4}
pages:
  - {kind: dedication, text: "*For Margaret, who finished first.*"}
  - kind: intro
    text: |
      Welcome to **these** puzzles. Each one has exactly one solution.

      Start with the *easy* ones.
  - {kind: tips, text: "Never guess."}
  - {kind: about, text: "Ann writes puzzles by the sea."}
  - {kind: notes, lines: true}
  - {kind: also-by, text: "The Kakuro Road"}
  - {kind: review, text: "Please leave a review."}
sections:
  - {kind: sudoku, size: 6, grade: easy, count: 6, per_page: 6}
  - {kind: numbrix, size: 6, grade: easy, count: 2, per_page: 6}
`

// wordBox is one word of a PDF page as pdftotext -bbox finds it.
type wordBox struct {
	text string
	h    float64 // its box's height, in points
}

var bboxWord = regexp.MustCompile(`<word xMin="[-0-9.]+" yMin="([-0-9.]+)" xMax="[-0-9.]+" yMax="([-0-9.]+)">([^<]*)</word>`)

// pdfWords reads every word box of the PDF at path, page by page.
func pdfWords(t *testing.T, path string) [][]wordBox {
	t.Helper()
	out, err := exec.Command("pdftotext", "-bbox", path, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext -bbox %s: %v", path, err)
	}
	var pages [][]wordBox
	for _, p := range strings.Split(string(out), "<page ")[1:] {
		var words []wordBox
		for _, m := range bboxWord.FindAllStringSubmatch(p, -1) {
			y0, _ := strconv.ParseFloat(m[1], 64)
			y1, _ := strconv.ParseFloat(m[2], 64)
			words = append(words, wordBox{text: html.UnescapeString(m[3]), h: y1 - y0})
		}
		pages = append(pages, words)
	}
	return pages
}

// buildPDF builds the book of the config data into a temporary folder
// and returns the path of its PDF.
func buildPDF(t *testing.T, data string) string {
	t.Helper()
	cfg, err := config.Parse("lpp.yaml", []byte(data))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if _, err := Build(context.Background(), cfg, BuildOptions{Dir: dir}); err != nil {
		t.Fatalf("build: %v", err)
	}
	return filepath.Join(dir, cfg.Name+".pdf")
}

// smallestWords are the word with the lowest box on each page, and its
// page (from 1); pages without words are skipped.
func smallestWords(pages [][]wordBox) (least []wordBox, page []int) {
	for i, words := range pages {
		if len(words) == 0 {
			continue
		}
		w := words[0]
		for _, x := range words {
			if x.h < w.h {
				w = x
			}
		}
		least, page = append(least, w), append(page, i+1)
	}
	return least, page
}

// TestLargePrintExtraPages builds largePagesBook and reads every word
// box of its PDF with pdftotext -bbox: the smallest on every page (the
// extra pages of every kind, the time boxes, the index, the contents)
// is at least 14 pt high; the drawing record sets every text at 14 pt
// or more; the Sudoku gets fewer to a page than it asked for, with a
// note naming the time box, and the Numbrix, as many as without time
// boxes, a note that does not. The same book without large_print has
// smaller words, so the check can fail.
func TestLargePrintExtraPages(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext is not installed; skipping the check of the printed type")
	}
	pages := pdfWords(t, buildPDF(t, largePagesBook))
	var all strings.Builder
	for _, words := range pages {
		for _, w := range words {
			all.WriteString(w.text + " ")
		}
	}
	for _, want := range []string{"Margaret,", "Welcome", "easy", "guess.", "sea.", "Notes", "Kakuro", "review.", "Time:", "Index"} {
		if !strings.Contains(all.String(), want) {
			t.Errorf("the book prints no %q: want every extra page, the time boxes and the index", want)
		}
	}
	least, at := smallestWords(pages)
	if len(least) < 15 {
		t.Fatalf("%d pages with words, want the whole book", len(least))
	}
	for i, w := range least {
		if w.h < layout.LargePrint.MinText-1e-6 {
			t.Errorf("page %d: %q has a box %.3g pt high, want at least %g pt in large print", at[i], w.text, w.h, layout.LargePrint.MinText)
		}
	}

	c, notes := composeBook(t, largePagesBook)
	sizes, texts, _ := smallestText(c)
	for i, s := range sizes {
		if s < layout.LargePrint.MinText-1e-9 {
			t.Errorf("drawn page %d: %q is %.3g pt, want at least %g pt", i+1, texts[i], s, layout.LargePrint.MinText)
		}
	}
	if !strings.Contains(strings.Join(notes, "\n"), "4 puzzles to a page, not 6 as sections[0].per_page asks: more would set the numbers under 16 pt with the time box's line under each") {
		t.Errorf("got notes %q, want the Sudoku four to a page for its time boxes", notes)
	}
	if !slices.Contains(notes, "sections[1] (Easy Numbrix 6x6): 4 puzzles to a page, not 6 as sections[1].per_page asks: more would set the numbers under 16 pt") {
		t.Errorf("got notes %q, want the Numbrix four to a page, not for its time boxes (it gets four without them)", notes)
	}
	_, notes = composeBook(t, strings.Replace(largePagesBook, "time_box: true\n", "", 1))
	if strings.Contains(strings.Join(notes, "\n"), "sections[0] (Easy Sudoku 6x6): 4 puzzles") {
		t.Errorf("without time_box got notes %q, want the Sudoku six to a page", notes)
	}

	usual := pdfWords(t, buildPDF(t, strings.Replace(largePagesBook, "large_print: true\n", "", 1)))
	least, _ = smallestWords(usual)
	small := 0
	for _, w := range least {
		if w.h < layout.LargePrint.MinText {
			small++
		}
	}
	if small == 0 {
		t.Error("without large_print every page's smallest word is 14 pt high or more, want smaller ones")
	}
}
