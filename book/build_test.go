package book

import (
	"bytes"
	"context"
	"errors"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/internal/filetree"
)

func loadTestConfig(t testing.TB, path string) *config.Config {
	t.Helper()
	cfg, err := parseConfig(path, mustRead(t, path), toyKinds)
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

// TestBuildDeterministic builds the same config with 1 and with 4 workers
// and wants the same bytes in every file.
func TestBuildDeterministic(t *testing.T) {
	cfg := loadTestConfig(t, "testdata/small.yaml")
	dirs := []string{t.TempDir(), t.TempDir()}
	var results []*Result
	for i, workers := range []int{1, 4} {
		res, err := Build(context.Background(), cfg, BuildOptions{Dir: dirs[i], Options: Options{Workers: workers}})
		if err != nil {
			t.Fatalf("small.yaml with %d workers: %v", workers, err)
		}
		results = append(results, res)
	}
	names := listDir(t, dirs[0])
	if got := listDir(t, dirs[1]); !slices.Equal(got, names) {
		t.Fatalf("small.yaml: got files %v with 4 workers, want %v as with 1", got, names)
	}
	for _, want := range []string{"small.pdf", "small.json", "small-png/page-001.png"} {
		if !slices.Contains(names, want) {
			t.Errorf("small.yaml: got files %v, want %s among them", names, want)
		}
	}
	for _, name := range names {
		a := mustRead(t, filepath.Join(dirs[0], name))
		b := mustRead(t, filepath.Join(dirs[1], name))
		if !bytes.Equal(a, b) {
			t.Errorf("small.yaml: %s differs between 1 and 4 workers (%d and %d bytes)", name, len(a), len(b))
		}
	}
	if len(results[0].Files) != len(names) {
		t.Errorf("small.yaml: got %d files in the result, want %d", len(results[0].Files), len(names))
	}
	if got := results[0].Grades; len(got) != 2 || got[1] != 5 || got[3] != 7 {
		t.Errorf("small.yaml: got grades %v, want 5 easy and 7 hard", got)
	}
}

// listDir lists the files below dir, relative to it, with slashes.
func listDir(t testing.TB, dir string) []string {
	t.Helper()
	var names []string
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(dir, path)
		names = append(names, filepath.ToSlash(rel))
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(names)
	return names
}

func TestBuildOutputs(t *testing.T) {
	cfg := loadTestConfig(t, "testdata/small.yaml")
	dir := t.TempDir()
	res, err := Build(context.Background(), cfg, BuildOptions{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	t.Run("manifest", func(t *testing.T) {
		f, err := os.Open(filepath.Join(dir, "small.json"))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		es, err := manifest.ReadPuzzles(f)
		if err != nil {
			t.Fatal(err)
		}
		if len(es) != 12 {
			t.Fatalf("got %d puzzles, want 12", len(es))
		}
		e := es[7]
		if e.ID != "small-s2-003" || e.Number != 8 || e.Section != 2 {
			t.Errorf("puzzle 8: got id %q number %d section %d, want small-s2-003, 8, 2", e.ID, e.Number, e.Section)
		}
		for _, e := range es {
			if e.Page < 1 || e.AnswerPage <= e.Page || e.AnswerPage > res.Pages {
				t.Errorf("%s: got page %d and answer page %d, want 1 <= page < answer page <= %d", e.ID, e.Page, e.AnswerPage, res.Pages)
			}
		}
		failures, err := checkWith(context.Background(), toyKinds, es, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for i, f := range failures {
			if f != nil {
				t.Errorf("%s: check: %v", es[i].ID, f)
			}
		}
	})
	t.Run("png", func(t *testing.T) {
		pages, _ := filepath.Glob(filepath.Join(dir, "small-png", "page-*.png"))
		if len(pages) != res.Pages {
			t.Fatalf("got %d PNG pages, want %d", len(pages), res.Pages)
		}
		img, err := png.Decode(bytes.NewReader(mustRead(t, pages[0])))
		if err != nil {
			t.Fatal(err)
		}
		// A5 at 40 dpi.
		if b := img.Bounds(); b.Dx() != 233 || b.Dy() != 331 {
			t.Errorf("page 1: got %dx%d pixels, want 233x331", b.Dx(), b.Dy())
		}
	})
	t.Run("qpdf", func(t *testing.T) {
		qpdf, err := exec.LookPath("qpdf")
		if err != nil {
			t.Skip("qpdf is not installed; skipping the PDF structure check")
		}
		out, err := exec.Command(qpdf, "--check", filepath.Join(dir, "small.pdf")).CombinedOutput()
		if err != nil {
			t.Errorf("qpdf --check small.pdf: %v\n%s", err, out)
		}
	})
	t.Run("no temporary files", func(t *testing.T) {
		for _, name := range listDir(t, dir) {
			if strings.Contains(name, ".tmp-") {
				t.Errorf("got leftover temporary file %s", name)
			}
		}
	})
}

// TestBuildSeparateAnswers checks that answers: separate writes the answer
// key to its own PDF and records no answer pages.
func TestBuildSeparateAnswers(t *testing.T) {
	tests := []struct {
		answers   config.Answers
		wantFiles []string
	}{
		{config.AnswersSeparate, []string{"small-answers.pdf", "small.json", "small.pdf"}},
		{config.AnswersNone, []string{"small.json", "small.pdf"}},
	}
	for _, tt := range tests {
		t.Run(tt.answers.String(), func(t *testing.T) {
			cfg := loadTestConfig(t, "testdata/small.yaml")
			cfg.Output.PNG = false
			cfg.Output.Answers = tt.answers
			dir := t.TempDir()
			res, err := Build(context.Background(), cfg, BuildOptions{Dir: dir})
			if err != nil {
				t.Fatal(err)
			}
			if got := listDir(t, dir); !slices.Equal(got, tt.wantFiles) {
				t.Errorf("got files %v, want %v", got, tt.wantFiles)
			}
			for _, e := range res.Manifest.Puzzles {
				if e.AnswerPage != 0 {
					t.Errorf("%s: got answer page %d, want 0", e.ID, e.AnswerPage)
				}
			}
		})
	}
}

// TestBuildKeepsOldOutputs checks that a failed build leaves the files of
// the previous one untouched and no temporary files behind.
func TestBuildKeepsOldOutputs(t *testing.T) {
	cfg := loadTestConfig(t, "testdata/small.yaml")
	dir := t.TempDir()
	if _, err := Build(context.Background(), cfg, BuildOptions{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	before := filetree.Read(t, dir)

	// A cancelled build fails before anything is renamed.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	cfg.Seed++
	if _, err := Build(ctx, cfg, BuildOptions{Dir: dir}); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled build: got %v, want context.Canceled", err)
	}
	// A build that fails while writing (a PNG resolution the backend
	// refuses) leaves the PDF it already staged unrenamed.
	cfg.Output.DPI = 1
	if _, err := Build(context.Background(), cfg, BuildOptions{Dir: dir}); err == nil {
		t.Fatal("build at 1 dpi: got no error, want one")
	}
	after := filetree.Read(t, dir)
	if len(after) != len(before) {
		t.Errorf("got files %v after the failed builds, want %v", mapKeys(after), mapKeys(before))
	}
	for name, b := range before {
		if !bytes.Equal(after[name], b) {
			t.Errorf("%s changed after a failed build", name)
		}
	}
}

func mapKeys(m map[string][]byte) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}

func TestWriteAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "f.txt")
	write := func(s string, fail bool) error {
		return WriteAtomic(path, func(w io.Writer) error {
			io.WriteString(w, s)
			if fail {
				return errors.New("boom")
			}
			return nil
		})
	}
	if err := write("one", false); err != nil {
		t.Fatal(err)
	}
	if err := write("two", true); err == nil {
		t.Fatal("failing write: got no error, want boom")
	}
	if got := string(mustRead(t, path)); got != "one" {
		t.Errorf("after a failed write: got %q, want %q", got, "one")
	}
	if got := listDir(t, dir); !slices.Equal(got, []string{"f.txt"}) {
		t.Errorf("got files %v, want only f.txt", got)
	}
}
