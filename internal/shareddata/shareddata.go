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

// Open opens the file at the path elements below Dir, skipping the test
// with a message when it does not exist and failing it on any other error.
// The caller closes the file.
func Open(tb testing.TB, elem ...string) *os.File {
	tb.Helper()
	path := filepath.Join(append([]string{Dir}, elem...)...)
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		tb.Skipf("reference data %s absent; skipping", path)
	}
	if err != nil {
		tb.Fatal(err)
	}
	return f
}
