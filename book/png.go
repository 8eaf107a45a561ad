package book

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"

	"github.com/puzzlebook/puzzlebook/layout"
)

// pngName is the file name of the 1-based page n.
func pngName(n int) string { return fmt.Sprintf("page-%03d.png", n) }

// stagePNG stages one PNG file per page of c in dir as page-001.png, ...,
// rendering pages on the worker pool. It returns the page files of an
// earlier build in dir that the new one does not replace, for removal
// once the build is committed.
func stagePNG(ctx context.Context, st *staging, dir string, c layout.Composed, cfg *Config, opt Options) ([]string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("book: %w", err)
	}
	paths := make([]string, len(c.Pages))
	for i := range paths {
		paths[i] = filepath.Join(dir, pngName(i+1))
	}
	// Stage in page order so Result.Files lists pages in order.
	temps := make([]string, len(c.Pages))
	err := forEach(ctx, len(c.Pages), opt.workers(), func(ctx context.Context, i int) error {
		tmp, err := writeTemp(paths[i], func(w io.Writer) error {
			return layout.WritePNG(w, c.Pages[i], cfg.Page.Spec, float64(cfg.Output.DPI))
		})
		if err != nil {
			return fmt.Errorf("book: page %d: %w", i+1, err)
		}
		temps[i] = tmp
		return nil
	})
	if err != nil {
		for _, tmp := range temps {
			if tmp != "" {
				os.Remove(tmp)
			}
		}
		return nil, err
	}
	for i, tmp := range temps {
		st.adopt(paths[i], tmp)
	}
	old, _ := filepath.Glob(filepath.Join(dir, "page-*.png"))
	var stale []string
	for _, f := range old {
		if !slices.Contains(paths, f) {
			stale = append(stale, f)
		}
	}
	return stale, nil
}
