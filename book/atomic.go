package book

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
)

// staging writes files to temporary names and renames them all onto
// their targets at the end, so that a failed or interrupted build leaves
// the previous outputs as they were. Made by stageInto, it stages into a
// hidden folder and commits through a journal (journal.go), so that even
// a killed build leaves the old set or the new one; its zero value
// stages each file beside its target and renames them in turn. It is
// safe for concurrent use.
type staging struct {
	mu        sync.Mutex
	dir, name string // the output folder and the book's name; "" for the zero value
	// boundary, when not nil, is called before the journal is written,
	// before each rename and before the journal is deleted; its error
	// stops the commit there, as a crash would (for tests).
	boundary  func() error
	temps     map[string]string // target path -> temporary path
	order     []string          // targets in the order they were staged
	stale     []string          // an earlier build's files to remove
	journaled bool              // the journal is written: the commit is due
}

// stageInto returns a staging that stages the files of the book name
// into its hidden folder in dir, made here.
func stageInto(dir, name string, boundary func() error) (*staging, error) {
	if err := os.Mkdir(stagingDir(dir, name), 0o755); err != nil {
		return nil, fmt.Errorf("book: %w", err)
	}
	return &staging{dir: dir, name: name, boundary: boundary}, nil
}

// write stages the file path with the bytes fn writes.
func (s *staging) write(path string, fn func(io.Writer) error) error {
	tmp, err := s.temp(path, fn)
	if err != nil {
		return err
	}
	s.adopt(path, tmp)
	return nil
}

// temp writes fn's bytes to a new temporary file for path, to be adopted.
func (s *staging) temp(path string, fn func(io.Writer) error) (string, error) {
	if s.dir == "" {
		return writeTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp-*", path, fn)
	}
	return writeTemp(stagingDir(s.dir, s.name), filepath.Base(path)+".tmp-*", path, fn)
}

// adopt stages tmp, a complete temporary file, to replace path.
func (s *staging) adopt(path, tmp string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.temps == nil {
		s.temps = map[string]string{}
	}
	if old, ok := s.temps[path]; ok {
		os.Remove(old)
	} else {
		s.order = append(s.order, path)
	}
	s.temps[path] = tmp
}

// drop marks files of an earlier build for removal at the commit.
func (s *staging) drop(paths ...string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.stale = append(s.stale, paths...)
}

// commit renames every staged file onto its target, in staging order,
// and removes the dropped files.
func (s *staging) commit() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.dir != "" {
		return s.commitJournaled()
	}
	for i, path := range s.order {
		if err := os.Rename(s.temps[path], path); err != nil {
			for _, rest := range s.order[i:] {
				os.Remove(s.temps[rest])
			}
			s.temps, s.order = nil, nil
			return fmt.Errorf("book: %w", err)
		}
	}
	for _, f := range s.stale {
		os.Remove(f)
	}
	s.temps, s.order, s.stale = nil, nil, nil
	return nil
}

// commitJournaled syncs the staging folder, writes the journal of the
// renames and removals and carries it out. Once the journal is written,
// an error leaves it for Recover to finish.
func (s *staging) commitJournaled() error {
	// Every path is made in s.dir, so each has a path relative to it.
	rel := func(p string) string { r, _ := filepath.Rel(s.dir, p); return r }
	var j journal
	for _, path := range s.order {
		j.Rename = append(j.Rename, journalRename{From: rel(s.temps[path]), To: rel(path)})
	}
	for _, f := range s.stale {
		j.Remove = append(j.Remove, rel(f))
	}
	if err := syncDir(stagingDir(s.dir, s.name)); err != nil {
		return err
	}
	if s.boundary != nil {
		if err := s.boundary(); err != nil {
			return err
		}
	}
	if err := writeJournal(s.dir, s.name, j); err != nil {
		return err
	}
	s.journaled = true
	if err := rollForward(s.dir, s.name, s.boundary); err != nil {
		return err
	}
	s.temps, s.order, s.stale = nil, nil, nil
	if err := os.RemoveAll(stagingDir(s.dir, s.name)); err != nil {
		return fmt.Errorf("book: %w", err)
	}
	return nil
}

// abort removes every staged file, leaving the targets untouched; after
// the journal is written it leaves everything for Recover.
func (s *staging) abort() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.journaled {
		return
	}
	for _, tmp := range s.temps {
		os.Remove(tmp)
	}
	if s.dir != "" {
		os.RemoveAll(stagingDir(s.dir, s.name))
	}
	s.temps, s.order, s.stale = nil, nil, nil
}

// files returns the staged targets in order.
func (s *staging) files() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.order...)
}

// WriteAtomic replaces path with the bytes fn writes, or leaves it as it
// was when fn or the write fails: the bytes go to a temporary file beside
// it, renamed into place once complete.
func WriteAtomic(path string, fn func(io.Writer) error) error {
	var s staging
	if err := s.write(path, fn); err != nil {
		return err
	}
	return s.commit()
}

// writeTemp writes fn's bytes, meant for path, to a new temporary file in
// dir named after pattern (as os.CreateTemp) and returns its name. On
// error nothing is left behind.
func writeTemp(dir, pattern, path string, fn func(io.Writer) error) (name string, err error) {
	f, err := os.CreateTemp(dir, pattern)
	if err != nil {
		return "", fmt.Errorf("book: %w", err)
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	bw := bufio.NewWriterSize(f, 64<<10)
	if err := fn(bw); err != nil {
		return "", err
	}
	err = errors.Join(bw.Flush(), f.Chmod(0o644), f.Sync())
	if err != nil {
		return "", fmt.Errorf("book: writing %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return "", fmt.Errorf("book: writing %s: %w", path, err)
	}
	return f.Name(), nil
}

// WriteIfChanged is WriteAtomic for a file a run writes again each time
// (an index, a feed, a calendar): fn's bytes are made in memory, and when
// path already holds exactly those bytes it is left alone, its time of
// change kept, so that a site synced by time sends only what changed. It
// reports whether path was written.
func WriteIfChanged(path string, fn func(io.Writer) error) (bool, error) {
	var buf bytes.Buffer
	if err := fn(&buf); err != nil {
		return false, err
	}
	if fi, err := os.Stat(path); err == nil && fi.Mode().IsRegular() && fi.Size() == int64(buf.Len()) {
		if old, err := os.ReadFile(path); err == nil && bytes.Equal(old, buf.Bytes()) {
			return false, nil
		}
	}
	return true, WriteAtomic(path, func(w io.Writer) error {
		_, err := w.Write(buf.Bytes())
		return err
	})
}
