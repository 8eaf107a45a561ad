package web

import (
	"encoding/json"
	"os"
	"os/exec"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout/lang"
)

// TestNodeUnit runs the player's logic tests (testdata/js/*.test.mjs)
// with Node's built-in test runner: click-to-place, path editing, Sudoku
// moves, the digit-grid game's cages and regions, the choice of a hint's
// step, history and the clock, a play's Undo across Restart, without a
// browser. It is skipped where node is not installed.
func TestNodeUnit(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed: the player's logic tests need it")
	}
	words, err := json.Marshal(lang.WebFor("en"))
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(node, "--test", "testdata/js/")
	cmd.Env = append(os.Environ(), "PUZZLEBOOK_WORDS="+string(words)) // the player's words, as a page gives them (testdata/js/words.mjs)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("node --test testdata/js/: %v\n%s", err, out)
	}
}
