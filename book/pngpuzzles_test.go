package book

import (
	"context"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestBuildPNGPuzzlesAlone builds with output.png_puzzles but not
// output.png, over an earlier build with both: NAME-png/ then holds a PNG
// of every puzzle and of every answer alone, each decodable, and none of
// the earlier build's pages.
func TestBuildPNGPuzzlesAlone(t *testing.T) {
	dir := t.TempDir()
	cfg := loadTestConfig(t, "testdata/small.yaml")
	cfg.Output.PNGPuzzles = true
	mustBuild(t, cfg, BuildOptions{Dir: dir})
	cfg.Output.PNG = false
	res, err := Build(context.Background(), cfg, BuildOptions{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	n := len(res.Manifest.Puzzles)
	var want []string
	for _, prefix := range []string{"answer", "puzzle"} {
		for i := 1; i <= n; i++ {
			want = append(want, fmt.Sprintf("%s-%03d.png", prefix, i))
		}
	}
	got := listDir(t, filepath.Join(dir, "small-png"))
	if !slices.Equal(got, want) {
		t.Fatalf("png_puzzles without png: got small-png/ %v, want %v", got, want)
	}
	for _, name := range got {
		f, err := os.Open(filepath.Join(dir, "small-png", name))
		if err != nil {
			t.Fatal(err)
		}
		_, err = png.DecodeConfig(f)
		f.Close()
		if err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	if !slices.ContainsFunc(res.Files, func(f string) bool { return strings.HasSuffix(f, "puzzle-001.png") }) {
		t.Errorf("got files %v, want puzzle-001.png among them", res.Files)
	}
}
