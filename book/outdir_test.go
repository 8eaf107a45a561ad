package book

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
)

// TestBuildFailureLeavesNoDirectory checks that a build that fails after
// making its output directory (here at the cover's preflight) removes the
// directories it made, and leaves one that was there before.
func TestBuildFailureLeavesNoDirectory(t *testing.T) {
	blurb := strings.Repeat("word ", 590) // under the 3,000 characters a config may hold, more than a 6x9 back takes
	cfg, err := config.Parse("x.yaml", []byte("name: x\npage: {size: 6x9}\noutput: {cover: true}\nprint_on_demand: true\ncover: {back_text: "+blurb+"}\nsections:\n  - {kind: sudoku, size: 4, grade: easy, count: 2}\n"))
	if err != nil {
		t.Fatal(err)
	}
	root := t.TempDir()
	dir := filepath.Join(root, "new", "out")
	if _, err := Build(context.Background(), cfg, BuildOptions{Dir: dir}); err == nil {
		t.Fatal("got a book, want the cover's preflight to fail")
	}
	if _, err := os.Stat(filepath.Join(root, "new")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("got %s after a failed build (%v), want it removed", filepath.Join(root, "new"), err)
	}
	if _, err := os.Stat(root); err != nil {
		t.Errorf("the directory that was there before: %v", err)
	}
}

// TestMadeDirs checks that only the directories made, and empty, go.
func TestMadeDirs(t *testing.T) {
	root := t.TempDir()
	var m MadeDirs
	if err := m.Make(filepath.Join(root, "a", "b", "c")); err != nil {
		t.Fatal(err)
	}
	if err := m.Make(filepath.Join(root, "a", "d")); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "a", "b", "kept.txt"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	m.Remove()
	for rel, want := range map[string]bool{"a": true, "a/b": true, "a/b/kept.txt": true, "a/b/c": false, "a/d": false, ".": true} {
		_, err := os.Stat(filepath.Join(root, rel))
		if got := err == nil; got != want {
			t.Errorf("%s: exists %v, want %v", rel, got, want)
		}
	}
}
