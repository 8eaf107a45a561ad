package book

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/jobs"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
)

// rampConfig has a section of every kind in score order (the default)
// and one with order: generated.
const rampConfig = `name: ramp
seed: 3
output: {pdf: false}
sections:
  - {kind: sudoku, size: 6, grade: medium, count: 8, per_page: 4}
  - {kind: numbrix, size: 6, grade: hard, count: 6}
  - {kind: hidato, size: 7, grade: medium, count: 6, order: score}
  - {kind: numberlink, size: 7, grade: easy, count: 8}
  - {kind: numberlink, size: 7, grade: hard, count: 8, order: generated}
`

// TestSectionsSortedByScore builds a book and checks that each section's
// puzzles come easy to hard by score (ties by index), or in generated
// order where the section asks; that numbers, labels and pages follow
// the book's order; and that each puzzle is still the one its identity
// (kind, params and seed) rebuilds.
func TestSectionsSortedByScore(t *testing.T) {
	cfg, err := config.Parse("ramp.yaml", []byte(rampConfig))
	if err != nil {
		t.Fatal(err)
	}
	res, err := Build(context.Background(), cfg, BuildOptions{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	es := res.Manifest.Puzzles
	sorted := 0 // sections whose score order differs from the generated one
	for i, e := range es {
		if e.Number != i+1 {
			t.Errorf("%s: got number %d, want %d (its place in the book)", e.ID, e.Number, i+1)
		}
		if i == 0 || es[i-1].Section != e.Section {
			continue
		}
		prev := es[i-1]
		if e.Page < prev.Page || e.AnswerPage < prev.AnswerPage {
			t.Errorf("%s (puzzle %d): got page %d, answer page %d after %d, %d: want pages in book order", e.ID, e.Number, e.Page, e.AnswerPage, prev.Page, prev.AnswerPage)
		}
		switch cfg.Sections[e.Section-1].Order {
		case config.OrderScore:
			if e.Score < prev.Score || e.Score == prev.Score && index(t, e) < index(t, prev) {
				t.Errorf("%s after %s: got score %d after %d, want (score, index) ascending", e.ID, prev.ID, e.Score, prev.Score)
			}
			if index(t, e) < index(t, prev) {
				sorted |= 1 << e.Section
			}
		case config.OrderGenerated:
			if index(t, e) != index(t, prev)+1 {
				t.Errorf("%s after %s: want generated order", e.ID, prev.ID)
			}
		}
	}
	if sorted == 0 {
		t.Errorf("got every section in generated order, want the score to reorder some")
	}
	for _, e := range es {
		sec := cfg.Sections[e.Section-1]
		p, err := sec.Kind.Generate(context.Background(), sec.Params, jobs.NewRand(e.Seed))
		if err != nil {
			t.Fatal(err)
		}
		if !gen.EqualGrids(p.Givens, e.Givens) || p.Score != e.Score {
			t.Errorf("%s: rebuilt from its kind, section params and seed %d: got another puzzle", e.ID, e.Seed)
		}
	}
}

// TestOrderLabels checks that the composer's labels follow the order:
// "Puzzle N" with N rising through each section, and the puzzle drawn
// under it the one numbered N.
func TestOrderLabels(t *testing.T) {
	cfg, err := config.Parse("ramp.yaml", []byte(rampConfig))
	if err != nil {
		t.Fatal(err)
	}
	gs, err := generate(context.Background(), plan(cfg), Options{})
	if err != nil {
		t.Fatal(err)
	}
	order(cfg, gs)
	puzzles, answers := sections(cfg, gs)
	n := 0
	for s := range puzzles {
		for i, it := range puzzles[s].Items {
			g := gs[n]
			n++
			want := fmt.Sprintf("Puzzle %d", n)
			if it.Label != want || answers[s].Items[i].Label != want || g.Number != n || g.Section != s {
				t.Errorf("section %d, item %d: got %q (answer %q) for puzzle %d of section %d, want %q", s+1, i+1, it.Label, answers[s].Items[i].Label, g.Number, g.Section+1, want)
			}
		}
	}
	if n != len(gs) {
		t.Errorf("got %d items, want %d", n, len(gs))
	}
}

// index is the 0-based index in its section that e's id records.
func index(t *testing.T, e manifest.Entry) int {
	t.Helper()
	i, err := strconv.Atoi(e.ID[strings.LastIndex(e.ID, "-")+1:])
	if err != nil {
		t.Fatalf("id %q: %v", e.ID, err)
	}
	return i - 1
}
