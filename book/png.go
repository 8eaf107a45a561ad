package book

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/jobs"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// pngName is the file name of the 1-based page n.
func pngName(n int) string { return fmt.Sprintf("page-%03d.png", n) }

// DefaultDailyDPI is the resolution of a puzzle's PNG alone (a set's,
// and a daily feed's) when nothing else is asked: sharp on a web page, a
// fraction of the time of print resolution.
const DefaultDailyDPI = 150

// WritePuzzlePNG writes the PNG of p alone (with opt.Answer, of its
// solution), aloneWidth (four inches) wide at dpi, its numbers in
// fonts.Digits (the zero Fonts: Lato), as a daily feed and WriteSetPNG
// draw it.
func WritePuzzlePNG(w io.Writer, k gen.Kind, p *gen.Puzzle, opt gen.DrawOptions, dpi int, fonts draw.Fonts) error {
	page, spec := layout.Alone(layout.InDigits(PuzzleItem(k, p, opt), fonts), aloneWidth)
	return layout.WritePNG(w, page, spec, float64(dpi))
}

// SetPNG says where and how WriteSetPNG draws a set of puzzles. The zero
// value draws grey PNGs at DefaultDailyDPI into the current folder.
type SetPNG struct {
	Dir    string // the folder, made when missing
	DPI    int    // resolution, 36 to 1200; 0 means DefaultDailyDPI
	Colour bool   // draw in colour where the kind has colours (Numberlink)
}

// Validate reports a resolution WriteSetPNG cannot draw at.
func (s SetPNG) Validate() error {
	if dpi := cmp.Or(s.DPI, DefaultDailyDPI); dpi < config.MinDPI || dpi > config.MaxDPI {
		return fmt.Errorf("book: png resolution %d dpi: want %d to %d", dpi, config.MinDPI, config.MaxDPI)
	}
	return nil
}

// WriteSetPNG writes the puzzles es of kind k (from GenerateSet) as PNG
// files into s.Dir: each puzzle alone as puzzle-001.png, ..., and its
// solution as answer-001.png, ..., 4 inches wide, drawn as a daily feed
// draws them. Each file is written under a temporary name and renamed
// into place. It returns the files, puzzles first.
func WriteSetPNG(ctx context.Context, k gen.Kind, es []manifest.Entry, s SetPNG, opt Options) ([]string, error) {
	if err := s.Validate(); err != nil {
		return nil, err
	}
	dpi := cmp.Or(s.DPI, DefaultDailyDPI)
	if err := os.MkdirAll(s.Dir, 0o755); err != nil {
		return nil, fmt.Errorf("book: %w", err)
	}
	files := make([]string, 2*len(es))
	err := jobs.ForEach(ctx, len(files), opt.workers(), func(ctx context.Context, i int) error {
		e, answer := &es[i%len(es)], i >= len(es)
		files[i] = filepath.Join(s.Dir, setFileName(i%len(es), answer)+".png")
		return WriteAtomic(files[i], func(w io.Writer) error {
			return WritePuzzlePNG(w, k, &e.Puzzle, gen.DrawOptions{Answer: answer, Colour: s.Colour}, dpi, draw.Fonts{})
		})
	})
	if err != nil {
		return nil, err
	}
	return files, nil
}

// pngJob is one PNG file to render: a page on a sheet of spec.
type pngJob struct {
	name string
	page layout.Page
	spec layout.PageSpec
}

// aloneWidth is the grid width of the PNG of one puzzle or answer alone.
const aloneWidth = 4 * layout.Inch

// pngJobs lists the PNG files of a book: with output.png every page,
// then, with output.png_puzzles, every puzzle and every answer alone.
func pngJobs(b composed, cfg *config.Config) []pngJob {
	var jobs []pngJob
	if cfg.Output.PNG {
		for i, p := range b.main.Pages {
			jobs = append(jobs, pngJob{pngName(i + 1), p, cfg.Page.Spec})
		}
	}
	if !cfg.Output.PNGPuzzles {
		return jobs
	}
	for _, part := range []struct {
		prefix string
		secs   []layout.Section
	}{{"puzzle", b.puzzles}, {"answer", b.answer}} {
		n := 0
		for _, sec := range part.secs {
			for _, it := range sec.Items {
				n++
				page, spec := layout.Alone(layout.InDigits(it, cfg.Fonts), aloneWidth)
				jobs = append(jobs, pngJob{fmt.Sprintf("%s-%03d.png", part.prefix, n), page, spec})
			}
		}
	}
	return jobs
}

// stagePNG stages the PNG files of pngs in dir, rendering them on the
// worker pool, and drops the PNG files of an earlier build in dir that
// the new one does not replace.
func stagePNG(ctx context.Context, st *staging, dir string, pngs []pngJob, cfg *config.Config, opt Options) error {
	paths := make([]string, len(pngs))
	for i, j := range pngs {
		paths[i] = filepath.Join(dir, j.name)
	}
	// Stage in order so Result.Files lists pages in order.
	temps := make([]string, len(pngs))
	rep := pageReporter(opt.Progress, len(pngs))
	err := jobs.ForEach(ctx, len(pngs), cfg.PNGWorkers(opt.workers()), func(ctx context.Context, i int) error {
		began := time.Now()
		tmp, err := st.temp(paths[i], func(w io.Writer) error {
			return layout.WritePNG(w, pngs[i].page, pngs[i].spec, float64(cfg.Output.DPI))
		})
		if err != nil {
			return fmt.Errorf("book: %s: %w", pngs[i].name, err)
		}
		temps[i] = tmp
		rep.page(time.Since(began))
		return nil
	})
	if err != nil {
		for _, tmp := range temps {
			if tmp != "" {
				os.Remove(tmp)
			}
		}
		return err
	}
	for i, tmp := range temps {
		st.adopt(paths[i], tmp)
	}
	var old []string
	for _, pattern := range []string{"page-*.png", "puzzle-*.png", "answer-*.png"} {
		m, _ := filepath.Glob(filepath.Join(dir, pattern))
		old = append(old, m...)
	}
	for _, f := range old {
		if !slices.Contains(paths, f) {
			st.drop(f)
		}
	}
	return nil
}
