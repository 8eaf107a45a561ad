package book

import (
	"context"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
)

// TestPrintedLabels checks, in the PDF's text, numbering: section, a
// section's label:, grades: and time_box: a "Time:" line under each
// puzzle and none under the answers; the labels of the puzzles, their
// answers and their hints; the grades renamed and the old names gone.
func TestPrintedLabels(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext is not installed; skipping the check of the printed labels")
	}
	dir := t.TempDir()
	cfg, err := config.Parse("labels.yaml", []byte(`name: labels
page: {size: 6x9}
numbering: section
time_box: true
grades: {easy: Gentle, medium: Tricky}
output: {hints: true}
sections:
  - {kind: sudoku, grade: easy, count: 3}
  - {kind: sudoku, grade: medium, count: 2, label: "Brainteaser %d"}
`))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Build(context.Background(), cfg, BuildOptions{Dir: dir}); err != nil {
		t.Fatalf("build: %v", err)
	}
	out, err := exec.Command("pdftotext", "-layout", filepath.Join(dir, "labels.pdf"), "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	text := string(out)
	if n := strings.Count(text, "Time: ________"); n != 5 {
		t.Errorf("got %d time boxes, want one under each of the 5 puzzles", n)
	}
	for label, want := range map[string]int{"Sudoku 1": 3, "Sudoku 3": 3, "Brainteaser 1": 3, "Brainteaser 2": 3, "Sudoku 4": 0, "Puzzle 1": 0} {
		if n := strings.Count(text, label+"\n") + strings.Count(text, label+" "); n != want {
			t.Errorf("%q printed %d times, want %d (puzzle, answer, hint)", label, n, want)
		}
	}
	if !strings.Contains(text, "Gentle Sudoku") || !strings.Contains(text, "Tricky") {
		t.Error("the renamed grades are not printed")
	}
	if strings.Contains(text, "Easy") || strings.Contains(text, "Medium") {
		t.Error("a grade is printed under its old name")
	}
}
