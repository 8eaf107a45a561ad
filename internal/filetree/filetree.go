// Package filetree reads a folder's files for tests that compare outputs
// before and after a build.
package filetree

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// Read returns the contents of every file below dir, keyed by its path
// relative to dir. It fails the test on any error.
func Read(t testing.TB, dir string) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(dir, path)
		if err != nil {
			return err
		}
		files[rel], err = os.ReadFile(path)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}
