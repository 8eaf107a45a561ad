package lockfile

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"strconv"
	"time"
)

// DirName is the lock file a command takes in the output folder it
// writes into: `daily` takes it, and any other command writing into the
// same folder takes the same one, so that they exclude each other.
const DirName = ".puzzlebook.lock"

// pollInterval is how often Acquire tries again while it waits.
const pollInterval = 25 * time.Millisecond

// Lock is an exclusive lock held by this process.
type Lock struct {
	f    *os.File
	path string
}

// HeldError says that another process holds the lock at Path.
type HeldError struct {
	Path string
	PID  int // the holder's process id; 0 when it had not written it yet
}

func (e *HeldError) Error() string {
	if e.PID == 0 {
		return fmt.Sprintf("%s is held by another process", e.Path)
	}
	return fmt.Sprintf("%s is held by process %d", e.Path, e.PID)
}

// Acquire takes the exclusive lock of the file at path, creating the
// file (its folder must exist: an error wrapping fs.ErrNotExist says it
// does not), and writes this process's id into it. While another process
// holds the lock, Acquire tries again until wait has passed, then returns
// a *HeldError; with wait 0 or less it tries once. It returns ctx's error
// when ctx is done first.
func Acquire(ctx context.Context, path string, wait time.Duration) (*Lock, error) {
	deadline := time.Now().Add(wait)
	for {
		l, held, err := try(path)
		switch {
		case err != nil:
			return nil, err
		case l != nil:
			return l, nil
		case held == nil:
			continue // the file was removed or replaced under us
		case !time.Now().Before(deadline):
			return nil, held
		}
		t := time.NewTimer(min(pollInterval, time.Until(deadline)))
		select {
		case <-ctx.Done():
			t.Stop()
			return nil, ctx.Err()
		case <-t.C:
		}
	}
}

// try makes one attempt at the lock of path. It returns the lock, or the
// holder when another process has it, or neither when the file it locked
// is no longer the one at path (the holder before removed it on release),
// so that the caller tries again at once.
func try(path string) (*Lock, *HeldError, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, nil, fmt.Errorf("lockfile: %w", err)
	}
	ok, err := lock(f)
	if err != nil {
		f.Close()
		return nil, nil, fmt.Errorf("lockfile: %s: %w", path, err)
	}
	if !ok {
		// The holder writes its id just after it takes the lock: give it
		// a moment.
		pid := readPID(f)
		for i := 0; pid == 0 && i < 3; i++ {
			time.Sleep(5 * time.Millisecond)
			pid = readPID(f)
		}
		f.Close()
		return nil, &HeldError{Path: path, PID: pid}, nil
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, fmt.Errorf("lockfile: %w", err)
	}
	if pi, err := os.Stat(path); err != nil || !os.SameFile(fi, pi) {
		f.Close()
		return nil, nil, nil
	}
	pid := []byte(strconv.Itoa(os.Getpid()) + "\n")
	if err := f.Truncate(0); err != nil {
		f.Close()
		return nil, nil, fmt.Errorf("lockfile: %w", err)
	}
	if _, err := f.WriteAt(pid, 0); err != nil {
		f.Close()
		return nil, nil, fmt.Errorf("lockfile: %w", err)
	}
	return &Lock{f: f, path: path}, nil, nil
}

// readPID reads the process id the holder wrote into f, or 0.
func readPID(f *os.File) int {
	buf := make([]byte, 32)
	n, err := f.ReadAt(buf, 0)
	if err != nil && n == 0 {
		return 0
	}
	pid, err := strconv.Atoi(string(bytes.TrimSpace(buf[:n])))
	if err != nil || pid <= 0 {
		return 0
	}
	return pid
}

// Path returns the lock's file.
func (l *Lock) Path() string { return l.path }

// Release removes the lock file, then releases the lock. Removing it
// while the lock is still held means no other process can lock the file
// on its way out; one that opened it before tries again on a new file.
// A file at the path that is not the lock's (someone removed the lock's
// and another process made its own) is left alone. Where the file cannot
// be removed (Windows, while another process has it open), it stays,
// empty of meaning: the next holder takes it over.
func (l *Lock) Release() error {
	var rmErr error
	fi, err := l.f.Stat()
	if pi, perr := os.Stat(l.path); err == nil && perr == nil && os.SameFile(fi, pi) {
		rmErr = os.Remove(l.path)
	}
	if err := l.f.Close(); err != nil {
		return fmt.Errorf("lockfile: %w", err)
	}
	if rmErr != nil && !errors.Is(rmErr, os.ErrNotExist) && !removeMayFail {
		return fmt.Errorf("lockfile: %w", rmErr)
	}
	return nil
}
