package kakuro

import (
	"os/exec"
	"testing"
)

// TestPlayerModule runs the player module's logic tests
// (testdata/kakuro.test.mjs) with Node's test runner: runs and sums, the
// combinations the bar shows, entry, clashes and wrong sums, the view of
// clue cells, hints and a play to solved. It is skipped where node is not
// installed.
func TestPlayerModule(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed: the player module's tests need it")
	}
	out, err := exec.Command(node, "--test", "testdata/").CombinedOutput()
	if err != nil {
		t.Fatalf("node --test testdata/: %v\n%s", err, out)
	}
}
