package lockfile

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestHeld takes a lock, then tries it again (a second open file, as a
// second process would have): the second attempt is refused at once,
// naming the lock and this process as its holder, until the first is
// released, which removes the file.
func TestHeld(t *testing.T) {
	path := filepath.Join(t.TempDir(), DirName)
	l, err := Acquire(context.Background(), path, 0)
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil || strings.TrimSpace(string(data)) != strconv.Itoa(os.Getpid()) {
		t.Errorf("lock file holds %q (%v), want this process's id %d", data, err, os.Getpid())
	}
	_, err = Acquire(context.Background(), path, 0)
	held, ok := errors.AsType[*HeldError](err)
	if !ok || held.Path != path || held.PID != os.Getpid() {
		t.Fatalf("second Acquire: got %v, want a *HeldError naming %s and process %d", err, path, os.Getpid())
	}
	if want := path + " is held by process " + strconv.Itoa(os.Getpid()); err.Error() != want {
		t.Errorf("got message %q, want %q", err, want)
	}
	if err := l.Release(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("after Release: got %v, want the lock file removed", err)
	}
	l, err = Acquire(context.Background(), path, 0)
	if err != nil {
		t.Fatalf("Acquire after Release: %v", err)
	}
	l.Release()
}

// TestWait checks that a waiting Acquire gets the lock once it is
// released, and gives up with *HeldError when the wait runs out.
func TestWait(t *testing.T) {
	path := filepath.Join(t.TempDir(), "archive.db.lock")
	l, err := Acquire(context.Background(), path, 0)
	if err != nil {
		t.Fatal(err)
	}
	began := time.Now()
	_, err = Acquire(context.Background(), path, 100*time.Millisecond)
	if _, ok := errors.AsType[*HeldError](err); !ok {
		t.Fatalf("Acquire with a wait while held: got %v, want a *HeldError", err)
	}
	if waited := time.Since(began); waited < 100*time.Millisecond {
		t.Errorf("gave up after %v, want at least the 100ms asked for", waited)
	}
	released := make(chan error, 1)
	go func() {
		time.Sleep(100 * time.Millisecond)
		released <- l.Release()
	}()
	l2, err := Acquire(context.Background(), path, time.Minute)
	if err != nil {
		t.Fatalf("Acquire waiting for a release: %v", err)
	}
	if err := <-released; err != nil {
		t.Fatal(err)
	}
	l2.Release()
}

// TestWaitCancelled checks that a cancelled context ends the wait.
func TestWaitCancelled(t *testing.T) {
	path := filepath.Join(t.TempDir(), DirName)
	l, err := Acquire(context.Background(), path, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Release()
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if _, err := Acquire(ctx, path, time.Hour); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("got %v, want the context's error", err)
	}
}

// TestReplacedFile checks that a lock file removed and made again by
// someone else is not taken for the lock: the lock is the file's at the
// path now.
func TestReplacedFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), DirName)
	l, err := Acquire(context.Background(), path, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	l2, err := Acquire(context.Background(), path, 0)
	if err != nil {
		t.Fatalf("Acquire of a new file at the path: %v", err)
	}
	defer l2.Release()
	// The first lock's release must not remove the second's file.
	if err := l.Release(); err != nil {
		t.Fatal(err)
	}
	if _, err := Acquire(context.Background(), path, 0); err == nil {
		t.Errorf("a third Acquire got the lock held by the second")
	}
}

// TestMissingFolder checks that a lock in a folder that does not exist is
// an error wrapping fs.ErrNotExist, not a wait.
func TestMissingFolder(t *testing.T) {
	_, err := Acquire(context.Background(), filepath.Join(t.TempDir(), "gone", DirName), time.Hour)
	if !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("got %v, want an error wrapping fs.ErrNotExist", err)
	}
}
