package book

import (
	"cmp"
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
)

// madeDirs are the directories a run made, so that a run that fails
// before it writes anything leaves none of them behind.
type madeDirs []string

// make makes dir and its missing parents, remembering those it made.
func (m *madeDirs) make(dir string) error {
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

// remove removes the directories made that are empty, the deepest first;
// one that holds a file stays, with its parents.
func (m madeDirs) remove() {
	deepest := slices.Clone(m)
	slices.SortFunc(deepest, func(a, b string) int { return cmp.Compare(len(b), len(a)) })
	for _, d := range deepest {
		os.Remove(d) // fails, harmlessly, when d is not empty
	}
}

// removeIfEmpty closes a, an archive this run created, and removes its
// file when it holds no puzzle: a run that failed before publishing
// leaves no archive behind.
func (a *Archive) removeIfEmpty(ctx context.Context) {
	var n int
	err := a.db.QueryRowContext(context.WithoutCancel(ctx), "SELECT count(*) FROM puzzles").Scan(&n)
	a.Close()
	if err != nil || n > 0 {
		return
	}
	for _, suffix := range []string{"", "-journal", "-wal", "-shm"} {
		os.Remove(a.path + suffix)
	}
}
