package shareddata

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// TestReadBlock splits a block into scalars and the grids under keys, and
// keeps a grid row with a colon after a space (or a backslash) a row.
func TestReadBlock(t *testing.T) {
	got := readBlock([]string{
		"id: x/1", "size: 4", "solution:", "12 34", "34 12",
		"grid:", "# 4\\ 3:\\", "a b: c",
	})
	want := Block{
		Scalars: map[string]string{"id": "x/1", "size": "4", "solution": "", "grid": ""},
		Grids: map[string][]string{
			"solution": {"12 34", "34 12"},
			"grid":     {"# 4\\ 3:\\", "a b: c"},
		},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v, want %+v", got, want)
	}
}

// TestOpenEnv opens a file from the folder Env names when Dir lacks it.
func TestOpenEnv(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(Env, dir)
	if err := os.Mkdir(filepath.Join(dir, "kind"), 0o755); err != nil {
		t.Fatal(err)
	}
	text := "id: a\n\n# note\nid: c\n\nid: b\nsize: 2\ngrid:\n..\n.1\n"
	if err := os.WriteFile(filepath.Join(dir, "kind", "f.txt"), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	got := Blocks(t, "kind", "f.txt")
	if len(got) != 2 || got[0].Scalars["id"] != "a" || got[1].Scalars["id"] != "b" || len(got[1].Grids["grid"]) != 2 {
		t.Errorf("got %+v, want blocks a and b (the comment block left out), b with a 2-row grid", got)
	}
}
