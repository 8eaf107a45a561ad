package book

import (
	"context"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout/lang"
)

// TestBookHints checks output.hints: a Hints section, listed in the
// contents, holds for every puzzle of a kind that explains its steps
// (Sudoku, Numberlink) a hint; a hard puzzle's is the step where its
// hardest technique is first needed, with its cells in words.
func TestBookHints(t *testing.T) {
	dir := t.TempDir()
	_, gs, hs := buildHints(t, dir, `name: hints
page: {size: 6x9}
output: {hints: true}
sections:
  - {kind: sudoku, grade: easy, count: 2}
  - {kind: sudoku, grade: hard, count: 3}
  - {kind: numberlink, size: 6, grade: easy, count: 1}
`)
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
	step, _ := e.KeyStep()
	if want := gen.CellWords(step.Sentence(), lang.CellName("en")); step.Technique != e.Technique || hs[1].Hints[0].Text != want {
		t.Errorf("got hint %q, want the first %s step, %q", hs[1].Hints[0].Text, e.Technique, want)
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
