// Package filetree reads a folder's files for tests that compare outputs
// before and after a build.
package filetree

import (
	"bytes"
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

// Same fails the test, naming what, unless got holds exactly the files of
// want, byte for byte.
func Same(t testing.TB, what string, got, want map[string][]byte) {
	t.Helper()
	Includes(t, what, got, want)
	for name := range got {
		if _, ok := want[name]; !ok {
			t.Errorf("%s: got %s, want no such file", what, name)
		}
	}
}

// Includes fails the test, naming what, unless got holds every file of
// want, byte for byte (it may hold others too).
func Includes(t testing.TB, what string, got, want map[string][]byte) {
	t.Helper()
	for name, w := range want {
		g, ok := got[name]
		switch {
		case !ok:
			t.Errorf("%s: got no %s, want it", what, name)
		case !bytes.Equal(g, w):
			t.Errorf("%s: got %s of %d bytes, want the %d bytes the build made", what, name, len(g), len(w))
		}
	}
}
