package book

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/jobs"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// DefaultColumnWidth is the width of a puzzle's vector files when none
// is asked for: two inches, about a newspaper column.
const DefaultColumnWidth = 2 * layout.Inch

// SetColumn says where and how WriteSetSVG and WriteSetPDF draw a set of
// puzzles, each alone at a column width (layout.ColumnPage).
type SetColumn struct {
	Dir    string  // the folder, made when missing
	Width  float64 // the column in points; 0 means ColumnWidth's choice
	Colour bool    // draw in colour where the kind has colours (Numberlink)
	// Fonts are the faces of the labels (Text) and of the grids' numbers
	// (Digits), whose widths set the narrowest column; the zero value is
	// Lato.
	Fonts draw.Fonts
}

// ColumnWidth returns the width s draws puzzles of kind k with params p
// at: s.Width, or when that is 0 DefaultColumnWidth, widened to the
// narrowest that keeps the grid's type at the minimum. It refuses a
// width asked for that is too narrow, naming one that works.
func (s SetColumn) ColumnWidth(k gen.Kind, p gen.Params) (float64, error) {
	g := config.Section{Kind: k, Params: p}.Grid(s.Fonts.Digit(draw.Bold))
	if s.Width == 0 {
		return max(DefaultColumnWidth, layout.MinColumnWidth(g)), nil
	}
	if err := layout.CheckColumnWidth(g, s.Width); err != nil {
		return 0, err // it names the grid and a width that works
	}
	return s.Width, nil
}

// columnItem is p alone in a column: labelled with the kind and its
// grade, or as the solution.
func columnItem(k gen.Kind, p *gen.Puzzle, opt gen.DrawOptions) layout.Item {
	note := config.GradeTitle(p.Grade)
	if opt.Answer {
		note = "Solution"
	}
	return layout.Item{
		Label:  k.Describe().Title,
		Note:   note,
		Draw:   func(c draw.Canvas, area draw.Rect) { k.Draw(c, p, area, opt) },
		Aspect: aspect(p),
		Cells:  p.Cols,
	}
}

// WriteSetSVG writes the puzzles es of kind k with params p (from
// GenerateSet) as SVG files into s.Dir, named as WriteSetPNG names its
// files: each puzzle alone as puzzle-001.svg, ..., and its solution as
// answer-001.svg, ..., at the column width s.ColumnWidth chooses, text as
// outlines (layout.WritePuzzleSVG). Each file is written under a
// temporary name and renamed into place. It returns the files, puzzles
// first.
func WriteSetSVG(ctx context.Context, k gen.Kind, p gen.Params, es []manifest.Entry, s SetColumn, opt Options) ([]string, error) {
	return writeSetColumn(ctx, k, p, es, s, opt, ".svg", func(w io.Writer, it layout.Item, width float64, _ string) error {
		return layout.WritePuzzleSVG(w, it, width, s.Fonts, layout.Meta{})
	})
}

// WriteSetPDF is WriteSetSVG for one-page PDFs, puzzle-001.pdf, ...,
// each exactly the puzzle at the column width, fonts embedded
// (layout.PDF.WritePuzzle), each on one goroutine: the files are
// written on opt's workers already.
func WriteSetPDF(ctx context.Context, k gen.Kind, p gen.Params, es []manifest.Entry, s SetColumn, opt Options) ([]string, error) {
	return writeSetColumn(ctx, k, p, es, s, opt, ".pdf", func(w io.Writer, it layout.Item, width float64, title string) error {
		return layout.PDF{Workers: 1}.WritePuzzle(w, it, width, s.Fonts, layout.Meta{Title: title})
	})
}

// writeSetColumn writes each puzzle of es and each solution, in s.Dir
// under names ending in ext, with write.
func writeSetColumn(ctx context.Context, k gen.Kind, p gen.Params, es []manifest.Entry, s SetColumn, opt Options, ext string,
	write func(w io.Writer, it layout.Item, width float64, title string) error) ([]string, error) {
	width, err := s.ColumnWidth(k, p)
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(s.Dir, 0o755); err != nil {
		return nil, fmt.Errorf("book: %w", err)
	}
	files := make([]string, 2*len(es))
	err = jobs.ForEach(ctx, len(files), opt.workers(), func(ctx context.Context, i int) error {
		e, answer := &es[i%len(es)], i >= len(es)
		files[i] = filepath.Join(s.Dir, setFileName(i%len(es), answer)+ext)
		title := fmt.Sprintf("%s puzzle %d", k.Describe().Title, i%len(es)+1)
		if answer {
			title = fmt.Sprintf("%s solution %d", k.Describe().Title, i%len(es)+1)
		}
		it := columnItem(k, &e.Puzzle, gen.DrawOptions{Answer: answer, Colour: s.Colour})
		return WriteAtomic(files[i], func(w io.Writer) error { return write(w, it, width, title) })
	})
	if err != nil {
		return nil, err
	}
	return files, nil
}

// setFileName is the name, without its extension, of the file of the
// 0-based puzzle i of a set, or of its answer.
func setFileName(i int, answer bool) string {
	if answer {
		return fmt.Sprintf("answer-%03d", i+1)
	}
	return fmt.Sprintf("puzzle-%03d", i+1)
}
