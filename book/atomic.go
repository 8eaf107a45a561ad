package book

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
)

// staging writes files to temporary names beside their targets and
// renames them all at the end, so that a failed or interrupted build
// leaves the previous outputs as they were. It is safe for concurrent use.
type staging struct {
	mu    sync.Mutex
	temps map[string]string // target path -> temporary path
	order []string          // targets in the order they were staged
}

// write stages the file path with the bytes fn writes.
func (s *staging) write(path string, fn func(io.Writer) error) error {
	tmp, err := writeTemp(path, fn)
	if err != nil {
		return err
	}
	s.adopt(path, tmp)
	return nil
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

// commit renames every staged file onto its target, in staging order.
func (s *staging) commit() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for i, path := range s.order {
		if err := os.Rename(s.temps[path], path); err != nil {
			for _, rest := range s.order[i:] {
				os.Remove(s.temps[rest])
			}
			s.temps, s.order = nil, nil
			return fmt.Errorf("book: %w", err)
		}
	}
	s.temps, s.order = nil, nil
	return nil
}

// abort removes every staged file, leaving the targets untouched.
func (s *staging) abort() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, tmp := range s.temps {
		os.Remove(tmp)
	}
	s.temps, s.order = nil, nil
}

// files returns the staged targets in order.
func (s *staging) files() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.order...)
}

// writeAtomic replaces path with the bytes fn writes, or leaves it as it
// was when fn or the write fails.
func writeAtomic(path string, fn func(io.Writer) error) error {
	var s staging
	if err := s.write(path, fn); err != nil {
		return err
	}
	return s.commit()
}

// writeTemp writes fn's bytes to a new temporary file in path's directory
// and returns its name. On error nothing is left behind.
func writeTemp(path string, fn func(io.Writer) error) (name string, err error) {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp-*")
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
