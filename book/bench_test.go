package book

import (
	"context"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
)

// BenchmarkGenerateSampler generates the puzzles of the sampler book
// (configs/sampler.yaml: 36 Sudoku of every grade) with the real kinds.
func BenchmarkGenerateSampler(b *testing.B) {
	cfg, err := config.Load("../configs/sampler.yaml")
	if err != nil {
		b.Fatal(err)
	}
	js := plan(cfg)
	for b.Loop() {
		if _, err := generate(context.Background(), js, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBuildSampler builds the whole sampler book: generation, layout,
// PDF and manifest.
func BenchmarkBuildSampler(b *testing.B) {
	cfg, err := config.Load("../configs/sampler.yaml")
	if err != nil {
		b.Fatal(err)
	}
	dir := b.TempDir()
	for b.Loop() {
		if _, err := Build(context.Background(), cfg, BuildOptions{Dir: dir}); err != nil {
			b.Fatal(err)
		}
	}
}
