package book

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/preflight"
)

// matterBook has extra pages of every kind, in their own places and one
// moved with place:.
const matterBook = `name: matter
title: The Sudoku Journey
author: Ann Author
pages:
  - {kind: dedication, text: "*For Margaret, who finished first.*"}
  - kind: intro
    text: |
      Welcome to **these** puzzles.

      Start with the easy ones.
  - {kind: about, text: "Ann writes puzzles by the sea.", place: front}
  - {kind: notes, lines: true}
  - {kind: tips, text: "Never guess.", place: back}
  - {kind: also-by, text: "The Kakuro Road"}
  - {kind: review, title: Thank you, text: "Please leave a review."}
sections:
  - {kind: sudoku, size: 4, grade: easy, count: 2}
`

// TestMatterPages builds matterBook and reads it back with pdftotext:
// each extra page prints its text, emphasis marks dropped, on a page of
// its own in the order listed, the front ones before the first puzzle
// and the back ones after the answers; and the contents list each titled
// page at the page it is on.
func TestMatterPages(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext is not installed; skipping the check of the printed text")
	}
	dir := t.TempDir()
	cfg, err := config.Parse("matter.yaml", []byte(matterBook))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Build(context.Background(), cfg, BuildOptions{Dir: dir}); err != nil {
		t.Fatalf("build: %v", err)
	}
	pages := pdfPages(t, filepath.Join(dir, "matter.pdf"))
	// at is the first page after the contents that prints text.
	contents := slicesIndex(pages, "Contents") + 1
	at := func(text string) int {
		t.Helper()
		for i := contents; i < len(pages); i++ {
			if strings.Contains(pages[i], text) {
				return i + 1
			}
		}
		t.Fatalf("no page after the contents prints %q", text)
		return 0
	}
	ded := slicesIndex(pages, "For Margaret, who finished first.") + 1
	intro, about := at("Welcome to these puzzles."), at("Ann writes puzzles by the sea.")
	puzzle, answers := at("Puzzle 1"), at("Answers")
	notes, tips, also, review := at("Notes"), at("Never guess."), at("The Kakuro Road"), at("Please leave a review.")
	if ded != contents-1 {
		t.Errorf("dedication on page %d, contents on %d: want the dedication just before the contents", ded, contents)
	}
	front, back := []int{contents, intro, about}, []int{answers, notes, tips, also, review}
	for _, run := range [][]int{front, back} {
		for i := 1; i < len(run); i++ {
			if run[i] != run[i-1]+1 {
				t.Errorf("pages %v: want each right after the one before (contents, intro, about; answers, notes, tips, also-by, review)", run)
			}
		}
	}
	if !(about < puzzle && puzzle < answers) {
		t.Errorf("about on page %d, puzzle 1 on %d, answers on %d: want the front matter before the puzzles and the answers after", about, puzzle, answers)
	}
	if strings.Contains(pages[intro-1], "*") {
		t.Errorf("intro page prints an emphasis mark: %q", pages[intro-1])
	}
	want := map[string]int{"Introduction": intro, "About the author": about, "Notes": notes, "Tips": tips, "Also by the author": also, "Thank you": review}
	for title, page := range want {
		m := regexp.MustCompile(regexp.QuoteMeta(title) + `[ .]*\n?(\d+)`).FindStringSubmatch(pages[contents-1])
		if m == nil {
			t.Errorf("contents: no entry %q in %q", title, pages[contents-1])
			continue
		}
		if got, _ := strconv.Atoi(m[1]); got != page {
			t.Errorf("contents: %s on page %d, but it prints on page %d", title, got, page)
		}
	}
	if strings.Contains(pages[contents-1], "Dedication") {
		t.Errorf("contents list the dedication: %q", pages[contents-1])
	}
}

// podAnswerBook is a print-on-demand book whose answers are a book of
// their own, with a cover for each.
const podAnswerBook = `name: podans
title: Sudoku Paperback
author: Ann Author
copyright: "Copyright 2026 Ann Author."
print_on_demand: true
page: {size: 6x9, margin: 0.5in}
output: {answers: separate, cover: true}
sections:
  - {kind: sudoku, size: 4, grade: easy, count: 4}
`

// TestAnswerBookPublishable builds podAnswerBook: its answer book has a
// title page ("Answers to" the title) and the copyright page, meets the
// print-on-demand rules (at least 24 pages, an even count, no document
// metadata, as preflight checks them), and has a cover of its own, for
// its own page count.
func TestAnswerBookPublishable(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext is not installed; skipping the check of the printed text")
	}
	dir := t.TempDir()
	cfg, err := config.Parse("podans.yaml", []byte(podAnswerBook))
	if err != nil {
		t.Fatal(err)
	}
	res, err := Build(context.Background(), cfg, BuildOptions{Dir: dir})
	if err != nil {
		t.Fatalf("build: %v", err)
	}
	path := filepath.Join(dir, "podans-answers.pdf")
	pages := pdfPages(t, path)
	if got := strings.Join(strings.Fields(pages[0]), " "); !strings.Contains(got, "Answers to Sudoku Paperback") {
		t.Errorf("answer book page 1: %q, want its title page", got)
	}
	if !strings.Contains(pages[1], "Copyright 2026 Ann Author.") {
		t.Errorf("answer book page 2: %q, want the copyright page", pages[1])
	}
	if len(pages) < layout.MinPODPages || len(pages)%2 != 0 {
		t.Errorf("answer book: %d pages, want an even count of at least %d", len(pages), layout.MinPODPages)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	r := &preflight.Report{Pages: len(pages), Spec: cfg.Page.Spec, PrintOnDemand: true}
	r.CheckPDF(data, 1)
	if err := r.Err(); err != nil {
		t.Errorf("answer book against the print-on-demand rules: %v", err)
	}
	if info, err := exec.Command("pdfinfo", path).Output(); err == nil && regexp.MustCompile(`(?m)^(Title|Author):`).Match(info) {
		t.Errorf("answer book has document metadata:\n%s", info)
	}
	cover := filepath.Join(dir, "podans-answers-cover.pdf")
	if !strings.Contains(strings.Join(strings.Fields(strings.Join(pdfPages(t, cover), " ")), " "), "Answers to Sudoku Paperback") {
		t.Errorf("answer book's cover does not print its title")
	}
	if !hasFile(res.Files, cover) {
		t.Errorf("files written %v, want %s", res.Files, cover)
	}
}

// slicesIndex is the index of the first page that prints text, or -1.
func slicesIndex(pages []string, text string) int {
	for i, p := range pages {
		if strings.Contains(p, text) {
			return i
		}
	}
	return -1
}

func hasFile(files []string, f string) bool {
	for _, g := range files {
		if g == f || filepath.Base(g) == filepath.Base(f) {
			return true
		}
	}
	return false
}
