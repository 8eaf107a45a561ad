package book

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/jobs"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/lang"
)

// generatedOf rebuilds the generated puzzles of a build from its manifest,
// in book order.
func generatedOf(res *Result) []jobs.Generated {
	gs := make([]jobs.Generated, 0, len(res.Manifest.Puzzles))
	for _, e := range res.Manifest.Puzzles {
		k, _ := kinds.Find(e.Kind)
		p := e.Puzzle
		gs = append(gs, jobs.Generated{Job: jobs.Job{Kind: k, Section: e.Section - 1, Number: e.Number}, Puzzle: &p})
	}
	return gs
}

// buildHints builds the book of yaml in dir and returns its config, its
// puzzles and their hints.
func buildHints(t *testing.T, dir, yaml string) (*config.Config, []jobs.Generated, []layout.HintSection) {
	t.Helper()
	cfg, err := config.Parse("hints.yaml", []byte(yaml))
	if err != nil {
		t.Fatal(err)
	}
	res, err := Build(context.Background(), cfg, BuildOptions{Dir: dir})
	if err != nil {
		t.Fatalf("build: %v", err)
	}
	gs := generatedOf(res)
	hs, err := hints(context.Background(), cfg, gs)
	if err != nil {
		t.Fatal(err)
	}
	return cfg, gs, hs
}

// hintTexts is the texts of each section's hints.
func hintTexts(hs []layout.HintSection) [][]string {
	out := make([][]string, len(hs))
	for i, h := range hs {
		for _, x := range h.Hints {
			out[i] = append(out[i], x.Text)
		}
	}
	return out
}

// TestSectionHints checks that a section's hints key overrides
// output.hints both ways.
func TestSectionHints(t *testing.T) {
	_, _, sec := buildHints(t, t.TempDir(), `name: sechints
page: {size: 6x9}
sections:
  - {kind: sudoku, grade: medium, count: 2, hints: true}
  - {kind: sudoku, grade: medium, count: 2}
`)
	hs := hintTexts(sec)
	if len(hs) != 2 || len(hs[0]) != 2 || len(hs[1]) != 0 {
		t.Errorf("output.hints off, section 1 on: got hints %q, want 2 in section 1 and none in section 2", hs)
	}
	_, _, sec = buildHints(t, t.TempDir(), `name: sechints
page: {size: 6x9}
output: {hints: true}
sections:
  - {kind: sudoku, grade: medium, count: 2, hints: false}
  - {kind: sudoku, grade: medium, count: 2}
`)
	hs = hintTexts(sec)
	if len(hs) != 2 || len(hs[0]) != 0 || len(hs[1]) != 2 {
		t.Errorf("output.hints on, section 1 off: got hints %q, want none in section 1 and 2 in section 2", hs)
	}
}

// TestEasyHints checks the hints of easy Sudoku: they name cells in words,
// not r3c2; they are not all the puzzles' first steps, and no two are
// alike.
func TestEasyHints(t *testing.T) {
	_, gs, sec := buildHints(t, t.TempDir(), `name: easyhints
page: {size: 6x9}
output: {hints: true}
sections:
  - {kind: sudoku, grade: easy, count: 6}
`)
	hs := hintTexts(sec)
	if len(hs[0]) != 6 {
		t.Fatalf("got %d hints, want 6", len(hs[0]))
	}
	notation := regexp.MustCompile(`\br[0-9]+c[0-9]+\b`)
	seen := map[string]bool{}
	firsts := 0
	for i, h := range hs[0] {
		if notation.MatchString(h) || !strings.Contains(h, ", column ") {
			t.Errorf("hint %q: want cells named as \"row N, column M\"", h)
		}
		if seen[h] {
			t.Errorf("hint %q is printed twice", h)
		}
		seen[h] = true
		e, err := gs[i].Kind.(gen.Stepper).Steps(context.Background(), gs[i].Puzzle)
		if err != nil {
			t.Fatal(err)
		}
		if h == gen.CellWords(e.Steps[0].Sentence(), lang.CellName("en")) {
			firsts++
		}
	}
	if firsts == len(hs[0]) {
		t.Errorf("every hint is its puzzle's first step: %q", hs[0])
	}
}
