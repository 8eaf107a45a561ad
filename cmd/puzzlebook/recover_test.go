package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCheckFinishesAKilledBuild plants what a build killed halfway
// through its commit leaves: the new manifest still in the staging folder
// and the journal that moves it into place. check NAME.json finishes the
// journal first, then checks the manifest it put there; the next build
// clears the staging folder.
func TestCheckFinishesAKilledBuild(t *testing.T) {
	dir := t.TempDir()
	cfg := writeConfig(t, dir, "tiny.yaml", "output: {pdf: false}\nsections:\n  - {kind: sudoku, size: 4, grade: easy, count: 2}\n")
	out := filepath.Join(dir, "out")
	if r := runArgs("build", cfg, "-o", out, "--quiet"); r.code != exitOK {
		t.Fatalf("build: got status %d, %s", r.code, r.stderr)
	}
	manifest := filepath.Join(out, "tiny.json")
	want, err := os.ReadFile(manifest)
	if err != nil {
		t.Fatal(err)
	}
	staged := filepath.Join(out, ".tiny.staging", "tiny.json.tmp-1")
	if err := os.Mkdir(filepath.Dir(staged), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(manifest, staged); err != nil {
		t.Fatal(err)
	}
	journal := filepath.Join(out, ".tiny.journal")
	err = os.WriteFile(journal, []byte(`{"rename":[{"from":".tiny.staging/tiny.json.tmp-1","to":"tiny.json"}]}`), 0o644)
	if err != nil {
		t.Fatal(err)
	}
	r := runArgs("check", manifest)
	if r.code != exitOK || !strings.Contains(r.stdout, "2 passed, 0 failed") {
		t.Fatalf("check: got status %d, %q %q; want the journal finished and 2 puzzles passed", r.code, r.stdout, r.stderr)
	}
	if got, err := os.ReadFile(manifest); err != nil || !bytes.Equal(got, want) {
		t.Errorf("check: got the manifest %v, want the staged one in place", err)
	}
	if _, err := os.Stat(journal); !os.IsNotExist(err) {
		t.Errorf("check: got the journal still there (%v), want it finished", err)
	}
	if r := runArgs("build", cfg, "-o", out, "--quiet"); r.code != exitOK {
		t.Fatalf("build again: got status %d, %s", r.code, r.stderr)
	}
	if _, err := os.Stat(filepath.Dir(staged)); !os.IsNotExist(err) {
		t.Errorf("build again: got the staging folder still there (%v), want it removed", err)
	}
}
