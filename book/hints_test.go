package book

import (
	"context"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/jobs"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// TestBookHints checks output.hints: a Hints section, listed in the
// contents, holds for every puzzle of a kind that explains its steps
// (Sudoku, Numberlink) the step where its hardest technique is first
// needed; the book passes preflight.
func TestBookHints(t *testing.T) {
	dir := t.TempDir()
	cfg, err := config.Parse("hints.yaml", []byte(`name: hints
page: {size: 6x9}
output: {hints: true}
sections:
  - {kind: sudoku, grade: easy, count: 2}
  - {kind: sudoku, grade: hard, count: 3}
  - {kind: numberlink, size: 6, grade: easy, count: 1}
`))
	if err != nil {
		t.Fatal(err)
	}
	res, err := Build(context.Background(), cfg, BuildOptions{Dir: dir})
	if err != nil {
		t.Fatalf("build: %v", err)
	}
	gs := make([]jobs.Generated, 0, len(res.Manifest.Puzzles))
	for _, e := range res.Manifest.Puzzles {
		k, _ := kinds.Find(e.Kind)
		p := e.Puzzle
		gs = append(gs, jobs.Generated{Job: jobs.Job{Kind: k, Section: e.Section - 1, Number: e.Number}, Puzzle: &p})
	}
	hs, err := hints(context.Background(), cfg, gs)
	if err != nil {
		t.Fatal(err)
	}
	for s, want := range []int{2, 3, 1} {
		if got := len(hs[s].Hints); got != want {
			t.Errorf("section %d: got %d hints, want %d", s, got, want)
		}
	}
	for _, h := range hs[1].Hints {
		if !strings.Contains(h.Text, "(") || !strings.HasPrefix(h.Label, "Puzzle ") {
			t.Errorf("got hint %+v, want a labelled sentence naming its technique", h)
		}
	}
	e, err := gs[2].Kind.(gen.Stepper).Steps(context.Background(), gs[2].Puzzle)
	if err != nil {
		t.Fatal(err)
	}
	if step, _ := e.KeyStep(); step.Technique != e.Technique || hs[1].Hints[0].Text != step.Sentence() {
		t.Errorf("got hint %q, want the first %s step, %q", hs[1].Hints[0].Text, e.Technique, step.Sentence())
	}
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext is not installed; skipping the check of the printed hints")
	}
	out, err := exec.Command("pdftotext", filepath.Join(dir, "hints.pdf"), "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(strings.Fields(string(out)), " ")
	for _, h := range append(hs[0].Hints, hs[1].Hints...) {
		if want := strings.Join(strings.Fields(h.Text), " "); !strings.Contains(text, want) {
			t.Errorf("the PDF does not print the hint %q", want)
		}
	}
}
