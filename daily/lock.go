package daily

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"
	"time"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/internal/lockfile"
)

// One run at a time writes into a folder, and one at a time uses an
// archive: a run holds, from before it reads anything until it ends, the
// lock DIR/.puzzlebook.lock (lockfile.DirName) of its output folder and
// the lock ARCHIVE.lock beside its archive. So nothing a run finds in its
// folder (a hidden folder of a date, an archive it may remove) belongs to
// another run that is still going.

// archiveLock is the lock file of the archive at path.
func archiveLock(path string) string { return path + ".lock" }

// runLocks are the locks a run holds.
type runLocks []*lockfile.Lock

// lockRun takes the lock of the output folder dir, then that of the
// archive at path, making their folders where missing (recorded in
// made). Every run takes them in this order, so no two runs can each hold
// a lock the other waits for: a run waiting for an archive holds only a
// folder, and a run holding an archive waits for nothing. Both waits
// together last at most wait; a lock still held then is an error naming
// its file and the process that holds it (a *lockfile.HeldError).
func lockRun(ctx context.Context, made *book.MadeDirs, dir, path string, wait time.Duration) (runLocks, error) {
	deadline := time.Now().Add(wait)
	locks := []struct{ file, what string }{
		{filepath.Join(dir, lockfile.DirName), "the output folder " + dir},
		{archiveLock(path), "the archive " + path},
	}
	var held runLocks
	for _, l := range locks {
		lk, err := lockIn(ctx, made, l.file, deadline)
		if err != nil {
			held.release()
			if _, ok := errors.AsType[*lockfile.HeldError](err); ok {
				return nil, fmt.Errorf("daily: %s is in use by another run: %w", l.what, err)
			}
			return nil, fmt.Errorf("daily: %w", err)
		}
		held = append(held, lk)
	}
	return held, nil
}

// lockIn takes the lock file, making its folder first. A run that held
// the lock may remove that folder as it ends (it made it, and the run
// failed), so a folder gone meanwhile is made again.
func lockIn(ctx context.Context, made *book.MadeDirs, file string, deadline time.Time) (*lockfile.Lock, error) {
	for tries := 0; ; tries++ {
		if err := made.Make(filepath.Dir(file)); err != nil {
			return nil, err
		}
		lk, err := lockfile.Acquire(ctx, file, time.Until(deadline))
		if errors.Is(err, fs.ErrNotExist) && tries < 3 {
			continue
		}
		return lk, err
	}
}

// release releases the locks, the last taken first.
func (ls runLocks) release() {
	for i := len(ls) - 1; i >= 0; i-- {
		ls[i].Release()
	}
}

// checkArchivePath refuses an archive at path inside a date's folder of
// the output folder dir, or inside one of a date's hidden folders: a run
// re-creates those folders, and a site publishes them as they are.
func checkArchivePath(dir, path string) error {
	rel, err := filepath.Rel(resolved(dir), resolved(path))
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return nil
	}
	first, rest, _ := strings.Cut(filepath.ToSlash(rel), "/")
	folder := dir
	if first == EmbargoFolder { // held dates are made, and moved, alike
		folder = embargoDir(dir)
		first, _, _ = strings.Cut(rest, "/")
	}
	if _, ok := dateFolder(first); !ok {
		return nil
	}
	return fmt.Errorf("daily: the archive %s is inside %s, a date's folder, which a run re-creates and a site publishes; keep the archive beside the dates (the default, %s) or outside %s",
		path, filepath.Join(folder, first), filepath.Join(dir, ArchiveFile), dir)
}

// resolved returns path made absolute, its links followed as far as it
// exists.
func resolved(path string) string {
	abs, err := filepath.Abs(path)
	if err != nil {
		return filepath.Clean(path)
	}
	if r, err := filepath.EvalSymlinks(abs); err == nil {
		return r
	}
	if r, err := filepath.EvalSymlinks(filepath.Dir(abs)); err == nil {
		return filepath.Join(r, filepath.Base(abs))
	}
	return abs
}

// dateFolder reports whether name, an entry of a feed's folder, is a
// date's folder (YYYY-MM-DD) or one of a date's hidden folders
// (tempPrefix), and which date.
func dateFolder(name string) (string, bool) {
	if dateRE().MatchString(name) {
		return name, true
	}
	n := len(DateLayout)
	if len(name) > n+1 && name[0] == '.' && dateRE().MatchString(name[1:n+1]) && strings.HasPrefix(name, tempPrefix(name[1:n+1])) {
		return name[1 : n+1], true
	}
	return "", false
}
