package book

import (
	"bytes"
	"context"
	"errors"
	"os"
	"sync"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/internal/filetree"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// drawCanceller is the toy whose drawing cancels the build, as a Ctrl-C
// while the PDF is being written would.
type drawCanceller struct {
	toyKind
	cancel func()
}

func (k drawCanceller) Draw(c draw.Canvas, p *gen.Puzzle, area draw.Rect, opt gen.DrawOptions) {
	k.cancel()
	k.toyKind.Draw(c, p, area, opt)
}

// TestBuildInterrupted runs a build over an earlier one and cancels it at
// several points: while puzzles are made, and while pages are drawn. The
// build must return the context's error and leave the earlier files as
// they were, with no temporary file behind.
func TestBuildInterrupted(t *testing.T) {
	tests := []struct {
		name string
		// prepare wires cancel into cfg or opt.
		prepare func(cfg *config.Config, opt *BuildOptions, cancel func())
	}{
		{"while generating", func(cfg *config.Config, opt *BuildOptions, cancel func()) {
			var once sync.Once
			opt.Progress = func(p Progress) {
				if p.Done == 3 {
					once.Do(cancel)
				}
			}
		}},
		{"while drawing", func(cfg *config.Config, opt *BuildOptions, cancel func()) {
			for i := range cfg.Sections {
				cfg.Sections[i].Kind = drawCanceller{cancel: cancel}
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			earlier := loadTestConfig(t, "testdata/small.yaml")
			earlier.Seed = 99
			if _, err := Build(context.Background(), earlier, BuildOptions{Dir: dir}); err != nil {
				t.Fatal(err)
			}
			before := filetree.Read(t, dir)

			cfg := loadTestConfig(t, "testdata/small.yaml")
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			opt := BuildOptions{Dir: dir, Options: Options{Workers: 2}}
			tt.prepare(cfg, &opt, cancel)
			_, err := Build(ctx, cfg, opt)
			if !errors.Is(err, context.Canceled) {
				t.Fatalf("%s: got %v, want context.Canceled", tt.name, err)
			}
			after := filetree.Read(t, dir)
			if len(after) != len(before) {
				t.Errorf("%s: got %d files, want the earlier build's %d", tt.name, len(after), len(before))
			}
			for name, b := range before {
				if !bytes.Equal(after[name], b) {
					t.Errorf("%s: %s changed", tt.name, name)
				}
			}
		})
	}
}

// TestFirstBuildInterrupted interrupts a build into an empty directory
// while it draws: nothing may be left, not even the PNG folder.
func TestFirstBuildInterrupted(t *testing.T) {
	dir := t.TempDir()
	cfg := loadTestConfig(t, "testdata/small.yaml")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var once sync.Once
	opt := BuildOptions{Dir: dir, Options: Options{Workers: 2, Progress: func(p Progress) {
		if p.Stage == StagePages {
			once.Do(cancel)
		}
	}}}
	if _, err := Build(ctx, cfg, opt); !errors.Is(err, context.Canceled) {
		t.Fatalf("got %v, want context.Canceled", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("got %v left in the output directory, want nothing", entries)
	}
}
