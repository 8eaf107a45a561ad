package book

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
)

// TestBuildWorkersSameBytes builds one book with one worker and with four
// and checks that every file (PDFs, page and puzzle PNGs, manifest) is the
// same byte for byte: pages are drawn on the workers but assembled in
// page order.
func TestBuildWorkersSameBytes(t *testing.T) {
	cfg, err := config.Parse("workers.yaml", []byte(`name: workers
title: Workers
seed: 7
page: {size: letter, margin: 0.5in}
output: {pdf: true, png: true, png_puzzles: true, dpi: 40, answers: separate}
sections:
  - {title: Small, kind: sudoku, size: 4, grade: easy, count: 4, per_page: 4}
  - {title: Nine, kind: sudoku, size: 9, grade: easy, count: 3, per_page: 2}
  - {title: Paths, kind: numberlink, size: 7, grade: easy, count: 2, per_page: 2}
  - {title: Snake, kind: numbrix, size: 6, grade: easy, count: 2, per_page: 2}
`))
	if err != nil {
		t.Fatal(err)
	}
	files := map[int]map[string][]byte{}
	for _, workers := range []int{1, 4} {
		dir := t.TempDir()
		res, err := Build(context.Background(), cfg, BuildOptions{Dir: dir, Options: Options{Workers: workers}})
		if err != nil {
			t.Fatalf("%d workers: %v", workers, err)
		}
		files[workers] = map[string][]byte{}
		for _, f := range res.Files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			rel, _ := filepath.Rel(dir, f)
			files[workers][rel] = b
		}
	}
	if len(files[1]) < 10 || len(files[1]) != len(files[4]) {
		t.Fatalf("got %d files with one worker and %d with four, want the same number (at least 10)", len(files[1]), len(files[4]))
	}
	for name, one := range files[1] {
		if four, ok := files[4][name]; !ok || !bytes.Equal(one, four) {
			t.Errorf("%s: got %d bytes with four workers, want the %d bytes of one worker", name, len(four), len(one))
		}
	}
}

// TestSamplerPDFSize guards the size of the sampler's PDF (issue 18: at
// most a third of the 281 KB it was when gopdf drew every call; 91 KB
// when this test was written).
func TestSamplerPDFSize(t *testing.T) {
	cfg, err := config.Load("../configs/sampler.yaml")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if _, err := Build(context.Background(), cfg, BuildOptions{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(filepath.Join(dir, "sampler.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	const most = 94_000
	if fi.Size() > most {
		t.Errorf("sampler.pdf: got %d bytes, want at most %d", fi.Size(), most)
	}
}
