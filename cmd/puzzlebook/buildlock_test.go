package main

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/internal/lockfile"
)

// TestBuildLocked runs build into a folder another run holds: status 1,
// the lock and its holder named, and what to do; a negative --wait is a
// usage error.
func TestBuildLocked(t *testing.T) {
	dir := t.TempDir()
	lk, err := lockfile.Acquire(context.Background(), filepath.Join(dir, lockfile.DirName), 0)
	if err != nil {
		t.Fatal(err)
	}
	defer lk.Release()
	r := runArgs("build", "-o", dir, "--quiet")
	if r.code != exitFailure || !strings.Contains(r.stderr, "is in use by another run") ||
		!strings.Contains(r.stderr, "give --wait (e.g. --wait 10m)") {
		t.Errorf("build into a locked folder: got status %d, stderr %q; want 1, the lock named and --wait suggested", r.code, r.stderr)
	}
	if r := runArgs("build", "-o", dir, "--wait", "-2s"); r.code != exitUsage || !strings.Contains(r.stderr, "must not be negative") {
		t.Errorf("--wait -2s: got status %d, stderr %q; want 2", r.code, r.stderr)
	}
}
