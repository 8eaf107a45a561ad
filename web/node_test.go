package web

import (
	"os/exec"
	"testing"
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
	cmd := exec.Command(node, "--test", "testdata/js/")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("node --test testdata/js/: %v\n%s", err, out)
	}
}
