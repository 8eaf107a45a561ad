package book

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"time"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/jobs"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/internal/lockfile"
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/cover"
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/lang"
	"github.com/puzzlebook/puzzlebook/layout/preflight"
)

// BuildOptions say where a build writes and how much it runs at once.
type BuildOptions struct {
	Dir string // output directory, created when missing; "" is the current one
	// Wait is how long to wait for another run that holds Dir's lock
	// (lockfile.DirName); 0 refuses at once with a *lockfile.HeldError.
	Wait time.Duration
	Options

	// boundary, when not nil, is called at every step of the commit
	// (staging.boundary); its error stops the build there (for tests).
	boundary func() error
}

// Result describes a finished build.
type Result struct {
	Files    []string          // the files written, in order
	Pages    int               // pages of the book's PDF
	Grades   map[gen.Grade]int // puzzles of each grade
	Manifest *manifest.Manifest
	// Preflight is the check of the book against the print rules, run
	// before anything is written; a failed check stops the build.
	Preflight *preflight.Report
	// CoverPreflight is the same check of the cover (output.cover); nil
	// without one.
	CoverPreflight *preflight.Report
	// Notes tell of layout choices that differ from the config, such as
	// fewer puzzles or answers to a page than per_page, answers_per_page
	// or their default, so that the numbers keep the minimum size.
	Notes []string
}

// Build generates the puzzles of cfg, checks them, lays out the book and
// writes DIR/NAME.pdf, DIR/NAME-answers.pdf (answers: separate; and
// DIR/NAME-answers-cover.pdf, its cover, with output.cover),
// DIR/NAME-cover.pdf (output.cover: the full-wrap cover for the final
// page count), DIR/NAME-cover.png (output.cover_png: its front alone),
// DIR/NAME-png/page-NNN.png (output.png), DIR/NAME-png/puzzle-NNN.png
// and answer-NNN.png (output.png_puzzles, with or without output.png),
// DIR/NAME-web/ (output.html: a page to play each puzzle, see
// WriteSetHTML) and the manifest DIR/NAME.json.
// Every file is staged in the hidden folder DIR/.NAME.staging and renamed
// through a journal only once all are written, so an error or a cancelled
// ctx leaves earlier outputs intact, and a build killed at any moment
// leaves the earlier set or, once Recover (or the next Build) has run,
// the new one.
func Build(ctx context.Context, cfg *config.Config, opt BuildOptions) (*Result, error) {
	if err := config.CheckName(cfg.Name); err != nil {
		return nil, err
	}
	// Page geometry does not depend on the puzzles: settle it, and refuse
	// what cannot be printed, before making any.
	fit := config.Fit(cfg)
	if err := fit.Err(); err != nil {
		return nil, err
	}
	cfg = fit.Config
	dir := cmp.Or(opt.Dir, ".")
	// A build that fails leaves no directory it made, as it leaves no file.
	var made MadeDirs
	committed := false
	defer func() {
		if !committed {
			made.Remove()
		}
	}()
	if err := made.Make(dir); err != nil {
		return nil, fmt.Errorf("book: %w", err)
	}
	// One run at a time writes into a folder (a build or a daily run):
	// the lock is released before a folder this build made is removed.
	lk, err := lockfile.Acquire(ctx, filepath.Join(dir, lockfile.DirName), opt.Wait)
	if err != nil {
		if _, ok := errors.AsType[*lockfile.HeldError](err); ok {
			return nil, fmt.Errorf("book: the output folder %s is in use by another run: %w", dir, err)
		}
		return nil, fmt.Errorf("book: cannot lock the output folder %s: %w", dir, err)
	}
	defer lk.Release()
	// What a killed build left is finished or cleared before anything
	// else, so that a failure of this one leaves a whole set.
	if err := Recover(dir, cfg.Name); err != nil {
		return nil, err
	}
	series, slk, err := openSeries(ctx, cfg, opt.Wait)
	if err != nil {
		return nil, err
	}
	if slk != nil {
		defer slk.Release()
	}
	js := plan(cfg)
	if err := series.checkSupply(js); err != nil {
		return nil, err
	}
	gopt := opt.Options
	gopt.taken = series.taken()
	gs, err := generate(ctx, js, gopt)
	if err != nil {
		return nil, err
	}
	order(cfg, gs)
	m := newManifest(cfg, gs)
	hs, err := hints(ctx, cfg, gs)
	if err != nil {
		return nil, err
	}
	meta := cfg.Meta()
	books := compose(cfg, meta, fit.Book, gs, m, hs)
	res := &Result{Pages: len(books.main.Pages), Grades: map[gen.Grade]int{}, Manifest: m, Notes: append(fit.Notes, books.main.Notes...)}
	if cfg.Output.Cover && !cfg.PrintOnDemand && books.main.Blank > 1 {
		res.Notes = append(res.Notes, fmt.Sprintf("%d blank pages end the book: a print-on-demand cover is made for at least %d pages",
			books.main.Blank, layout.MinPODPages))
	}
	m.Page.Gutter = books.main.Spec.Gutter // widened for the page count
	for _, g := range gs {
		res.Grades[g.Puzzle.Grade]++
	}

	base := filepath.Join(dir, cfg.Name)
	st, err := stageInto(dir, cfg.Name, opt.boundary)
	if err != nil {
		return nil, err
	}
	defer st.abort()
	spec := cfg.Page.Spec
	rep, err := preflightBook(books.main, spec, meta, cfg.Output.PDF, opt.workers())
	res.Preflight = rep.Report
	if err != nil {
		return res, err
	}
	var built *preflighted       // the cover checked, with its PDF
	var front *cover.Cover       // the cover whose front output.cover_png writes
	var answerBuilt *preflighted // the answer book's cover, checked
	if cfg.Output.Cover || cfg.Output.CoverPNG {
		c := coverOf(cfg, meta, gs, books)
		built, err = buildCover(c, cfg.Output.Cover, opt.workers())
		res.CoverPreflight = built.Report
		if err != nil {
			return res, err
		}
		m.Cover = manifestCover(cfg.Name, c, built.SpineText, cfg.Output.Cover, cfg.Output.CoverPNG)
		if note := coverNote(c, built.SpineText); note != "" && cfg.Output.Cover {
			res.Notes = append(res.Notes, note)
		}
		if cfg.Output.CoverPNG {
			front = &c
		}
		if a := books.main.AnswerBook; a != nil && cfg.Output.Cover && cfg.Output.PDF {
			if answerBuilt, err = buildCover(answerCover(cfg, c, *a, gs), true, opt.workers()); err != nil {
				return res, fmt.Errorf("answer book: %w", err)
			}
		}
	}
	if cfg.Output.PDF {
		if err := st.write(base+".pdf", func(w io.Writer) error { _, err := w.Write(rep.pdf); return err }); err != nil {
			return nil, err
		}
		if a := books.main.AnswerBook; a != nil {
			ameta := meta
			ameta.Title = answersTitle(cfg.Text(), meta.Title)
			arep, err := preflightBook(*a, spec, ameta, true, opt.workers())
			if err != nil {
				return res, fmt.Errorf("answer book: %w", err)
			}
			if err := st.write(base+"-answers.pdf", func(w io.Writer) error { _, err := w.Write(arep.pdf); return err }); err != nil {
				return nil, err
			}
		}
	}
	if cfg.Output.Cover {
		if err := st.write(base+"-cover.pdf", func(w io.Writer) error { _, err := w.Write(built.pdf); return err }); err != nil {
			return nil, err
		}
	}
	if answerBuilt != nil {
		if err := st.write(base+"-answers-cover.pdf", func(w io.Writer) error { _, err := w.Write(answerBuilt.pdf); return err }); err != nil {
			return nil, err
		}
	}
	if front != nil {
		if err := st.write(base+"-cover.png", func(w io.Writer) error { return cover.WritePNG(w, *front) }); err != nil {
			return nil, err
		}
	}
	if cfg.Output.PNG || cfg.Output.PNGPuzzles {
		if err := stagePNG(ctx, st, base+"-png", pngJobs(books, cfg), cfg, opt.Options); err != nil {
			return nil, err
		}
	}
	if cfg.Output.HTML {
		if err := stageWeb(ctx, st, base+"-web", cfg, gs, m, opt.Options); err != nil {
			return nil, err
		}
	}
	if err := st.write(base+".json", func(w io.Writer) error { return manifest.WriteJSON(w, m) }); err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	res.Files = st.files()
	if err := st.commit(); err != nil {
		return nil, err
	}
	committed = true
	if series != nil {
		// After the book: an archive never holds a volume not written.
		if err := writeSeries(cfg, series, gs); err != nil {
			return res, err
		}
	}
	return res, nil
}

// answersTitle is the answer book's title, e.g. "Sudoku: Answers".
func answersTitle(w lang.Words, title string) string { return fmt.Sprintf(w.AnswerBook, title) }

// newManifest records the book and its puzzles, without pages yet.
func newManifest(cfg *config.Config, gs []jobs.Generated) *manifest.Manifest {
	spec := cfg.Page.Spec
	return &manifest.Manifest{
		Name:     cfg.Name,
		Title:    cfg.Title,
		Subtitle: cfg.Subtitle,
		Author:   cfg.Author,
		Seed:     cfg.Seed,
		Page: manifest.Page{
			Size: cfg.Page.Size, Width: spec.Width, Height: spec.Height,
			Margin: spec.Margin, Gutter: spec.Gutter,
		},
		Answers:   cfg.Output.Answers.String(),
		Generator: manifest.Version,
		Puzzles:   entries(cfg.Name, gs),
	}
}

// composed holds the laid-out book (with, for answers: separate, its
// answer book) and the puzzles each section holds, for PNGs of each.
type composed struct {
	main            layout.Composed
	puzzles, answer []layout.Section
}

// compose lays out the book, with the hints hs before its answers, and
// records each puzzle's pages in m. plan is the fitted plan of cfg
// (config.Fit): its choices are carried to the book (carryFit).
func compose(cfg *config.Config, meta layout.Meta, plan layout.Book, gs []jobs.Generated, m *manifest.Manifest, hs []layout.HintSection) composed {
	puzzles, answers := sections(cfg, gs)
	b := cfg.Book(meta, puzzles, answers)
	b.Hints = hs
	carryFit(&b, plan)
	out := composed{main: layout.Compose(b), puzzles: puzzles, answer: answers}
	at := make([]int, len(cfg.Sections)) // the place of each puzzle in its section
	for i, g := range gs {
		m.Puzzles[i].Page = pageOf(out.main.PuzzlePages, g.Section, at[g.Section])
		if cfg.Output.Answers == config.AnswersBack {
			m.Puzzles[i].AnswerPage = pageOf(out.main.AnswerPages, g.Section, at[g.Section])
		}
		at[g.Section]++
	}
	return out
}

// preflightBook checks a composed book against the print rules and, when
// pdf is set, writes its PDF (drawing up to workers pages at once) into
// the report's buffer and checks the file too. It returns the report and
// its error.
func preflightBook(c layout.Composed, spec layout.PageSpec, meta layout.Meta, pdf bool, workers int) (*preflighted, error) {
	var write func(io.Writer) error
	if pdf {
		write = func(w io.Writer) error { return layout.PDF{Workers: workers}.Write(w, c, spec, meta) }
	}
	check := func(r *preflight.Report, pdf []byte) { r.CheckPDF(pdf, workers) }
	if write != nil && workers > 1 {
		// Write the PDF while Preflight checks the pages, which would
		// otherwise leave the other workers idle; a PDF whose pages
		// break the rules is thrown away.
		var buf bytes.Buffer
		written := make(chan error, 1)
		go func() { written <- write(&buf) }()
		r := preflight.Book(c)
		err := <-written
		return checked(r, func(w io.Writer) error {
			if err != nil {
				return err
			}
			_, err := w.Write(buf.Bytes())
			return err
		}, check)
	}
	return checked(preflight.Book(c), write, check)
}

// checked completes the preflight report r: when it found no problems and
// write is not nil, it writes the PDF into the report's buffer and checks
// the file with check. It returns the report and its error.
func checked(r *preflight.Report, write func(io.Writer) error, check func(*preflight.Report, []byte)) (*preflighted, error) {
	rep := &preflighted{Report: r}
	if write != nil && len(rep.Problems) == 0 {
		var buf bytes.Buffer
		if err := write(&buf); err != nil {
			return rep, err
		}
		rep.pdf = buf.Bytes()
		check(rep.Report, rep.pdf)
	}
	if err := rep.Err(); err != nil {
		return rep, fmt.Errorf("book: %w", err)
	}
	return rep, nil
}

// preflighted is a preflight report with the PDF it checked.
type preflighted struct {
	*preflight.Report
	pdf []byte
}

// pageOf returns pages[s][i], or 0 when the composer placed no such item.
func pageOf(pages [][]int, s, i int) int {
	if s < len(pages) && i < len(pages[s]) {
		return pages[s][i]
	}
	return 0
}

// sections turns the generated puzzles into the composer's puzzle and
// answer sections, one of each per config section.
func sections(cfg *config.Config, gs []jobs.Generated) (puzzles, answers []layout.Section) {
	puzzles, answers = cfg.Frames()
	for s, sec := range cfg.Sections {
		if ex, ok := sec.Kind.(gen.Explainer); ok {
			h := howToPlay(ex, sec.Params, cfg.Language)
			if puzzles[s].Instruction == "" {
				puzzles[s].Instruction = cfg.Text().Punctuate(h.Instruction)
			}
			if puzzles[s].HowTo != nil {
				puzzles[s].HowTo = howTo(sec.Kind, h, cfg)
				puzzles[s].HowTo.Rules = append(puzzles[s].HowTo.Rules, otherSizes(cfg, s, ex)...)
				smallerExample(cfg, s, ex, puzzles[s].Title, puzzles[s].HowTo)
			}
		}
	}
	for _, g := range gs {
		label := cfg.Label(g.Section, g.Number)
		puzzles[g.Section].Items = append(puzzles[g.Section].Items, timeBoxed(cfg, g.Section, item(g, false, label, cfg.Text())))
		answers[g.Section].Items = append(answers[g.Section].Items, item(g, true, label, cfg.Text()))
	}
	return puzzles, answers
}

// howTo is the composer's "how to play" page of kind k, headed and
// labelled in the book's words. Its heading is the kind's own in English unless
// labels.how_to_play changes it.
func howTo(k gen.Kind, h gen.HowToText, cfg *config.Config) *layout.HowTo {
	w := cfg.Text()
	out := &layout.HowTo{Title: h.Title}
	for _, r := range h.Rules { // in the book's typography, as its own texts
		out.Rules = append(out.Rules, w.Punctuate(r))
	}
	if w.HowToPlay != lang.English.HowToPlay {
		out.Title = fmt.Sprintf(w.HowToPlay, gen.TitleIn(k, cfg.Language))
	}
	if p := h.Example; p != nil {
		out.TypeScale = gen.TypeScaleOf(k, gen.Params{Rows: p.Rows, Cols: p.Cols}, draw.Bold)
		draw := func(answer bool) func(draw.Canvas, draw.Rect) {
			// the solved example keeps its clues, to show how it meets them
			return func(c draw.Canvas, area draw.Rect) { k.Draw(c, p, area, gen.DrawOptions{Answer: answer, Clues: true}) }
		}
		out.Example = layout.Item{Label: w.Example, Draw: draw(false), Aspect: aspect(p), Cells: p.Cols}
		out.Solved = layout.Item{Label: w.Solution, Draw: draw(true), Aspect: aspect(p), Cells: p.Cols}
	}
	return out
}

// aspect is the width/height of p's grid, 0 for square.
func aspect(p *gen.Puzzle) float64 {
	if p.Rows > 0 && p.Rows != p.Cols {
		return float64(p.Cols) / float64(p.Rows)
	}
	return 0
}

// item is the composer's view of one puzzle or its answer, labelled
// label, its grade named in w.
func item(g jobs.Generated, answer bool, label string, w lang.Words) layout.Item {
	it := PuzzleItem(g.Kind, g.Puzzle, gen.DrawOptions{Answer: answer})
	it.Label = label
	it.Note = w.Grade(int(g.Puzzle.Grade))
	return it
}

// PuzzleItem is the composer's view of p drawn by its kind k with opt,
// without a label: how a book, and a daily feed, draws one puzzle.
func PuzzleItem(k gen.Kind, p *gen.Puzzle, opt gen.DrawOptions) layout.Item {
	return layout.Item{
		Draw:   func(c draw.Canvas, area draw.Rect) { k.Draw(c, p, area, opt) },
		Aspect: aspect(p),
		Cells:  p.Cols,
	}
}

// carryFit gives b the choices of plan, the fitted plan of the same
// config, and marks it layout.Fitted so that Compose does not fit it
// again. It leaves b as it is, for Compose to fit, when b is not the book
// plan was made for: sections or item counts differ, or hints add pages
// the plan could not know before the puzzles existed.
func carryFit(b *layout.Book, plan layout.Book) {
	if len(b.Hints) > 0 || b.AnswerBook != plan.AnswerBook || !sameItems(b.Puzzles, plan.Puzzles) || !sameItems(b.Answers, plan.Answers) {
		return
	}
	b.Puzzles, b.Answers = slices.Clone(b.Puzzles), slices.Clone(b.Answers) // the caller's stay as they are
	for i := range b.Puzzles {
		b.Puzzles[i].PerPage = plan.Puzzles[i].PerPage
	}
	for i := range b.Answers {
		b.Answers[i].PerPage = plan.Answers[i].PerPage
	}
	b.Page = plan.Page
	b.Fitted = true
}

// sameItems reports whether a and b have as many sections, each with as
// many items.
func sameItems(a, b []layout.Section) bool {
	return slices.EqualFunc(a, b, func(x, y layout.Section) bool { return len(x.Items) == len(y.Items) })
}
