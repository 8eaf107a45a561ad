package book

import (
	"cmp"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
)

// MadeDirs are the directories a run made, so that a run that fails
// before it writes anything leaves none of them behind.
type MadeDirs []string

// Make makes dir and its missing parents, remembering those it made.
func (m *MadeDirs) Make(dir string) error {
	var missing []string
	for d := filepath.Clean(dir); ; d = filepath.Dir(d) {
		if _, err := os.Lstat(d); !errors.Is(err, fs.ErrNotExist) {
			break
		}
		missing = append(missing, d)
		if filepath.Dir(d) == d {
			break
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	*m = append(*m, missing...)
	return nil
}

// Remove removes the directories made that are empty, the deepest first;
// one that holds a file stays, with its parents.
func (m MadeDirs) Remove() {
	deepest := slices.Clone(m)
	slices.SortFunc(deepest, func(a, b string) int { return cmp.Compare(len(b), len(a)) })
	for _, d := range deepest {
		os.Remove(d) // fails, harmlessly, when d is not empty
	}
}
