package manifest

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReadPuzzlesIndex checks that a daily index is read through the
// SLOT.json files it names, relative to its folder, and refused when a
// file is missing, outside the folder or another puzzle than it says.
func TestReadPuzzlesIndex(t *testing.T) {
	const slot = `{"date":"2026-12-01","slot":"a","id":"f-2026-12-01-a","kind":"toy","rows":1,"cols":2,"givens":[[1,2]],"solution":[[1,2]],"grade":"easy"}`
	row := func(id, grade, file string) string {
		return `{"date":"2026-12-01","slot":"a","kind":"toy","grade":"` + grade + `","id":"` + id + `","files":["2026-12-01/a.png","` + file + `"]}`
	}
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "2026-12-01"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "2026-12-01", "a.json"), []byte(slot), 0o644); err != nil {
		t.Fatal(err)
	}
	const where = "manifest: reading puzzles: index puzzle 1 (f-2026-12-01-a): "
	tests := []struct{ name, rows, err string }{
		{"read", row("f-2026-12-01-a", "easy", "2026-12-01/a.json"), ""},
		{"missing", row("f-2026-12-01-a", "easy", "2026-12-02/a.json"), where + "open " + filepath.Join(dir, "2026-12-02", "a.json") + ": no such file or directory"},
		{"outside", row("f-2026-12-01-a", "easy", "../a.json"), where + `want files that hold a DATE/SLOT.json in the index's folder, not "2026-12-01/a.png ../a.json"`},
		{"another grade", row("f-2026-12-01-a", "hard", "2026-12-01/a.json"), where + "2026-12-01/a.json holds f-2026-12-01-a (toy, easy), not the puzzle the index names (toy, hard)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			es, err := ReadPuzzlesIn(strings.NewReader(`{"name":"f","puzzles":[`+tt.rows+`]}`), dir)
			if tt.err != "" {
				if err == nil || err.Error() != tt.err {
					t.Errorf("got %v, want %s", err, tt.err)
				}
				return
			}
			if err != nil || len(es) != 1 || es[0].ID != "f-2026-12-01-a" || es[0].Rows != 1 {
				t.Errorf("got %v, %+v; want the one puzzle of 2026-12-01/a.json", err, es)
			}
		})
	}
	_, err := ReadPuzzlesIn(strings.NewReader(`{"name":"f","puzzles":[]}`), dir)
	if !errors.Is(err, ErrNoPuzzles) {
		t.Errorf("an empty index: got %v, want ErrNoPuzzles", err)
	}
}

// TestReadPuzzlesIpuz checks that check reads one ipuz document as its
// puzzle, its uniqueid as the entry's ID, and refuses one without a
// solution to check.
func TestReadPuzzlesIpuz(t *testing.T) {
	const head = `{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/sudoku#1"], "uniqueid": "d-1", "difficulty": "easy",
		"puzzle": [[1, 0, 0, 0], [0, 0, 3, 0], [0, 4, 0, 0], [0, 0, 0, 2]]`
	es, err := ReadPuzzles(strings.NewReader(head + `, "solution": [[1, 2, 4, 3], [4, 1, 3, 2], [3, 4, 2, 1], [2, 3, 1, 4]]}`))
	if err != nil || len(es) != 1 {
		t.Fatalf("got %v, %d puzzles, want one", err, len(es))
	}
	if e := es[0]; e.ID != "d-1" || e.Kind != "sudoku" || e.Rows != 4 || e.BoxRows != 2 || e.Grade.String() != "easy" || e.Solution[3][3] != 4 {
		t.Errorf("got %+v, want the 4x4 Sudoku d-1 with its solution", e)
	}
	const want = "manifest: reading puzzles: the ipuz document has no solution to check (solve finds one)"
	if _, err := ReadPuzzles(strings.NewReader(head + "}")); err == nil || err.Error() != want {
		t.Errorf("no solution: got %v, want %s", err, want)
	}
}
