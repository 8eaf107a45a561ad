package book

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"testing"
	"time"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/preflight"
)

// BenchmarkBuild400 builds the benchmark book (configs/bench-400.yaml:
// 400 puzzles of seven kinds and grades) stage by stage, as Build does,
// with one and two workers, and reports the time of each stage per
// build: generate (puzzles made and proved unique), compose (order,
// hints and layout), preflight (the print check of the pages), pdf
// (written and checked) and manifest.
func BenchmarkBuild400(b *testing.B) {
	cfg, err := config.Load("../configs/bench-400.yaml")
	if err != nil {
		b.Fatal(err)
	}
	fit := config.Fit(cfg)
	if err := fit.Err(); err != nil {
		b.Fatal(err)
	}
	cfg = fit.Config
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprintf("workers=%d", workers), func(b *testing.B) {
			opt := Options{Workers: workers}
			var stage [5]time.Duration
			lap := func(i int, began time.Time) time.Time {
				now := time.Now()
				stage[i] += now.Sub(began)
				return now
			}
			for b.Loop() {
				t := time.Now()
				gs, err := generate(context.Background(), plan(cfg), opt)
				if err != nil {
					b.Fatal(err)
				}
				t = lap(0, t)
				order(cfg, gs)
				m := newManifest(cfg, gs)
				hs, err := hints(context.Background(), cfg, gs)
				if err != nil {
					b.Fatal(err)
				}
				books := compose(cfg, cfg.Meta(), config.Fit(cfg).Book, gs, m, hs)
				t = lap(1, t)
				rep := preflight.Book(books.main)
				t = lap(2, t)
				var pdf bytes.Buffer
				if err := (layout.PDF{Workers: workers}).Write(&pdf, books.main, cfg.Page.Spec, layout.Meta{Title: cfg.Title}); err != nil {
					b.Fatal(err)
				}
				rep.CheckPDF(pdf.Bytes(), 0)
				if err := rep.Err(); err != nil {
					b.Fatal(err)
				}
				t = lap(3, t)
				if err := manifest.WriteJSON(io.Discard, m); err != nil {
					b.Fatal(err)
				}
				lap(4, t)
			}
			for i, name := range []string{"generate", "compose", "preflight", "pdf", "manifest"} {
				b.ReportMetric(float64(stage[i].Milliseconds())/float64(b.N), name+"-ms/op")
			}
		})
	}
}
