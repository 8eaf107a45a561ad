// Package shareddata opens the reference puzzles in ../shared/data (beside
// the repository) for tests, and skips the test when they are absent, as on
// a clone without that folder.
package shareddata

import (
	"os"
	"path/filepath"
	"testing"
)

// Dir is the shared data folder relative to a package two levels below the
// module root (a kind's folder, gen/KIND), where `go test` runs.
const Dir = "../../../shared/data"

// Env names a folder read in place of Dir when Dir lacks the file, as in
// a worktree kept away from the clone: PUZZLEBOOK_SHARED_DATA=/path/to/shared/data.
const Env = "PUZZLEBOOK_SHARED_DATA"

// Open opens the file at the path elements below Dir (or below the folder
// Env names, when Dir lacks it), skipping the test with a message when
// neither has it and failing it on any other error. The caller closes the
// file.
func Open(tb testing.TB, elem ...string) *os.File {
	tb.Helper()
	path := filepath.Join(append([]string{Dir}, elem...)...)
	if dir := os.Getenv(Env); dir != "" {
		if _, err := os.Stat(path); os.IsNotExist(err) {
			path = filepath.Join(append([]string{dir}, elem...)...)
		}
	}
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		tb.Skipf("reference data %s absent; skipping", path)
	}
	if err != nil {
		tb.Fatal(err)
	}
	return f
}
