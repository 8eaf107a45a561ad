package book

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/puzzlebook/puzzlebook/internal/lockfile"
)

// TestBuildRefusedWhileLocked holds the output folder's lock as another
// run would: a build refuses at once, naming the lock, and writes
// nothing; with Wait it builds once the lock is released, and leaves no
// lock file behind.
func TestBuildRefusedWhileLocked(t *testing.T) {
	cfg := loadTestConfig(t, "testdata/small.yaml")
	dir := t.TempDir()
	lockPath := filepath.Join(dir, lockfile.DirName)
	lk, err := lockfile.Acquire(context.Background(), lockPath, 0)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Build(context.Background(), cfg, BuildOptions{Dir: dir})
	if _, ok := errors.AsType[*lockfile.HeldError](err); !ok {
		t.Fatalf("build into a locked folder: got %v, want a *lockfile.HeldError", err)
	}
	if !strings.Contains(err.Error(), lockPath) {
		t.Errorf("got %q, want the lock file %s named", err, lockPath)
	}
	if names := dirNames(t, dir); len(names) != 1 || names[0] != lockfile.DirName {
		t.Errorf("the refused build left %v, want only the other run's lock", names)
	}

	released := make(chan struct{})
	go func() {
		time.Sleep(100 * time.Millisecond)
		lk.Release()
		close(released)
	}()
	if _, err := Build(context.Background(), cfg, BuildOptions{Dir: dir, Wait: time.Minute}); err != nil {
		t.Fatalf("build waiting for the lock: %v", err)
	}
	<-released
	if _, err := os.Stat(filepath.Join(dir, cfg.Name+".pdf")); err != nil {
		t.Errorf("the waiting build wrote no PDF: %v", err)
	}
	if _, err := os.Stat(lockPath); !os.IsNotExist(err) {
		t.Errorf("the build left its lock file (%v), want it removed", err)
	}
}

// TestFailedBuildRemovesItsFolder wants a build into a folder it made,
// that then fails, to leave no folder, its lock file included.
func TestFailedBuildRemovesItsFolder(t *testing.T) {
	cfg := loadTestConfig(t, "testdata/small.yaml")
	cfg.Output.DPI = 1 // a resolution the PNG backend refuses, found after generating
	dir := filepath.Join(t.TempDir(), "new", "out")
	if _, err := Build(context.Background(), cfg, BuildOptions{Dir: dir}); err == nil {
		t.Fatal("build at 1 dpi: got no error, want one")
	}
	if _, err := os.Stat(filepath.Dir(dir)); !os.IsNotExist(err) {
		t.Errorf("the failed build left %s (%v), want it removed", filepath.Dir(dir), err)
	}
}

func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	return names
}
