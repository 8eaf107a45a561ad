package book

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/internal/lockfile"
)

// A build commits its files through a write-ahead journal, since no set
// of renames is atomic together. Everything is first written into the
// hidden folder DIR/.NAME.staging and synced; then the journal
// DIR/.NAME.journal, listing every rename and removal, appears by a
// rename of its own; then the renames and removals are made, and the
// journal is deleted. A run killed at any moment leaves either no
// journal (the previous files stand, and the staging folder is litter)
// or a journal that Recover carries out again from the start.

// journal is the record of a commit: the renames in order, then the
// removals of an earlier build's files the new one does not replace.
// Paths are relative to the output folder.
type journal struct {
	Rename []journalRename `json:"rename"`
	Remove []string        `json:"remove,omitempty"`
}

// journalRename moves a staged file onto its target.
type journalRename struct {
	From string `json:"from"`
	To   string `json:"to"`
}

// stagingDir and journalPath are the hidden folder a build of the book
// name stages into, and the journal of its commit, in dir.
func stagingDir(dir, name string) string  { return filepath.Join(dir, "."+name+".staging") }
func journalPath(dir, name string) string { return filepath.Join(dir, "."+name+".journal") }

// Recover finishes or clears what a killed build of the book name left
// in dir: with a journal, it makes the journal's renames and removals
// (those already made are skipped) so that every file is the new
// build's; without one, it removes the staging folder of the build that
// never committed, so that every file is the previous build's. It also
// removes the temporary files of earlier versions, which staged beside
// the targets. Build calls it first; a lock on dir, when there is one,
// is taken before it.
func Recover(dir, name string) error {
	if err := config.CheckName(name); err != nil {
		return err
	}
	if err := rollForward(dir, name, nil); err != nil {
		return err
	}
	if err := os.RemoveAll(stagingDir(dir, name)); err != nil {
		return fmt.Errorf("book: %w", err)
	}
	for _, pattern := range legacyTemps(dir, name) {
		old, _ := filepath.Glob(pattern)
		for _, f := range old {
			os.Remove(f)
		}
	}
	return nil
}

// RollForward makes the renames and removals of a journal that a killed
// build of the book name left in dir, if there is one, and leaves the
// staging folder alone: a reader of the manifest (check) calls it, and a
// build still staging must not lose its files. A name no book can have
// has no journal. A journal found while another run holds the folder's
// lock belongs to that run, which is carrying it out: RollForward leaves
// it to that run rather than race it rename for rename.
func RollForward(dir, name string) error {
	if config.CheckName(name) != nil {
		return nil
	}
	if _, err := os.Stat(journalPath(dir, name)); errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	lk, err := lockfile.Acquire(context.Background(), filepath.Join(dir, lockfile.DirName), 0)
	if _, held := errors.AsType[*lockfile.HeldError](err); held {
		return nil
	}
	if err != nil {
		return fmt.Errorf("book: cannot lock %s to finish a build's journal: %w", dir, err)
	}
	defer lk.Release()
	return rollForward(dir, name, nil)
}

// legacyTemps are the patterns of the temporary files builds made beside
// their targets before they staged into a folder of their own.
func legacyTemps(dir, name string) []string {
	var out []string
	for _, f := range []string{".pdf", ".json", "-answers.pdf", "-cover.pdf", "-cover.png"} {
		out = append(out, filepath.Join(dir, "."+name+f+".tmp-*"))
	}
	for _, sub := range []string{"-png", "-web"} {
		out = append(out, filepath.Join(dir, name+sub, ".*.tmp-*"))
	}
	return out
}

// rollForward carries out the journal of name in dir, if any, calling
// step (when not nil) before each rename and before the journal is
// deleted; an error from step stops it there, as a crash would.
func rollForward(dir, name string, step func() error) error {
	path := journalPath(dir, name)
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("book: %w", err)
	}
	var j journal
	if err := json.Unmarshal(data, &j); err != nil {
		return fmt.Errorf("book: %s: %w (an interrupted build's journal, unreadable: remove it and build again)", path, err)
	}
	if err := j.apply(dir, step); err != nil {
		return fmt.Errorf("book: finishing the build recorded in %s: %w", path, err)
	}
	if step != nil {
		if err := step(); err != nil {
			return err
		}
	}
	if err := os.Remove(path); err != nil {
		return fmt.Errorf("book: %w", err)
	}
	return syncDir(dir)
}

// apply makes j's renames, skipping those made before (their staged file
// is gone), then its removals, and syncs the folders it changed.
func (j journal) apply(dir string, step func() error) error {
	var dirs []string
	touched := func(path string) {
		if d := filepath.Dir(path); !slices.Contains(dirs, d) {
			dirs = append(dirs, d)
		}
	}
	// A damaged journal moves nothing, and nothing out of dir.
	for _, r := range j.Rename {
		if !filepath.IsLocal(r.From) || !filepath.IsLocal(r.To) {
			return fmt.Errorf("rename %q to %q: outside the output folder", r.From, r.To)
		}
	}
	for _, r := range j.Remove {
		if !filepath.IsLocal(r) {
			return fmt.Errorf("remove %q: outside the output folder", r)
		}
	}
	for _, r := range j.Rename {
		if step != nil {
			if err := step(); err != nil {
				return err
			}
		}
		from, to := filepath.Join(dir, r.From), filepath.Join(dir, r.To)
		touched(to)
		if _, err := os.Lstat(from); errors.Is(err, fs.ErrNotExist) {
			continue // renamed before the crash
		}
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			return err
		}
		if err := os.Rename(from, to); err != nil {
			return err
		}
	}
	for _, r := range j.Remove {
		path := filepath.Join(dir, r)
		touched(path)
		if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
	}
	for _, d := range dirs {
		if err := syncDir(d); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
	}
	return nil
}

// writeJournal makes j the journal of name in dir: written and synced in
// the staging folder, then renamed into place, so that it is whole or
// absent.
func writeJournal(dir, name string, j journal) error {
	tmp := filepath.Join(stagingDir(dir, name), "journal")
	err := writeSynced(tmp, func(w io.Writer) error { return json.NewEncoder(w).Encode(j) })
	if err != nil {
		return err
	}
	if err := os.Rename(tmp, journalPath(dir, name)); err != nil {
		return fmt.Errorf("book: %w", err)
	}
	return syncDir(dir)
}

// writeSynced creates path with fn's bytes and syncs it.
func writeSynced(path string, fn func(io.Writer) error) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return fmt.Errorf("book: %w", err)
	}
	err = errors.Join(fn(f), f.Sync(), f.Close())
	if err != nil {
		return fmt.Errorf("book: writing %s: %w", path, err)
	}
	return nil
}

// syncDir flushes dir's entries (the renames into it) to disk.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return fmt.Errorf("book: %w", err)
	}
	err = d.Sync()
	d.Close()
	if err != nil {
		return fmt.Errorf("book: syncing %s: %w", dir, err)
	}
	return nil
}
