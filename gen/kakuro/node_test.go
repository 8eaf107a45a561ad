package kakuro

import (
	"encoding/json"
	"os"
	"os/exec"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout/lang"
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
	words, err := json.Marshal(lang.WebFor("en"))
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(node, "--test", "testdata/")
	cmd.Env = append(os.Environ(), "PUZZLEBOOK_WORDS="+string(words)) // the player's words, as a page gives them
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("node --test testdata/: %v\n%s", err, out)
	}
}
