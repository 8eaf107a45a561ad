package book

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout"
)

// BuildOptions say where a build writes and how much it runs at once.
type BuildOptions struct {
	Dir string // output directory, created when missing; "" is the current one
	Options
}

// Result describes a finished build.
type Result struct {
	Files    []string          // the files written, in order
	Pages    int               // pages of the book's PDF
	Grades   map[gen.Grade]int // puzzles of each grade
	Manifest *Manifest
}

// Build generates the puzzles of cfg, checks them, lays out the book and
// writes DIR/NAME.pdf, DIR/NAME-answers.pdf (answers: separate),
// DIR/NAME-png/page-NNN.png (output.png) and the manifest DIR/NAME.json.
// Every file is staged under a temporary name and renamed only once all
// are written, so an error or a cancelled ctx leaves earlier outputs
// intact.
func Build(ctx context.Context, cfg *Config, opt BuildOptions) (*Result, error) {
	if err := checkName(cfg.Name); err != nil {
		return nil, err
	}
	gs, err := Generate(ctx, Plan(cfg), opt.Options)
	if err != nil {
		return nil, err
	}
	m := newManifest(cfg, gs)
	books := compose(cfg, gs, m)
	res := &Result{Pages: len(books.main.Pages), Grades: map[gen.Grade]int{}, Manifest: m}
	for _, g := range gs {
		res.Grades[g.Puzzle.Grade]++
	}

	dir := opt.Dir
	if dir == "" {
		dir = "."
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("book: %w", err)
	}
	base := filepath.Join(dir, cfg.Name)
	var st staging
	defer st.abort()
	meta := layout.Meta{Title: cfg.Title, Subtitle: cfg.Subtitle, Author: cfg.Author}
	spec := cfg.Page.Spec
	if cfg.Output.PDF {
		if err := st.write(base+".pdf", func(w io.Writer) error { return layout.WritePDF(w, books.main, spec, meta) }); err != nil {
			return nil, err
		}
		if books.answers != nil {
			ameta := meta
			ameta.Title = answersTitle(cfg.Title)
			if err := st.write(base+"-answers.pdf", func(w io.Writer) error { return layout.WritePDF(w, *books.answers, spec, ameta) }); err != nil {
				return nil, err
			}
		}
	}
	var stale []string
	if cfg.Output.PNG {
		if stale, err = stagePNG(ctx, &st, base+"-png", books.main, cfg, opt.Options); err != nil {
			return nil, err
		}
	}
	if err := st.write(base+".json", func(w io.Writer) error { return WriteJSON(w, m) }); err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	res.Files = st.files()
	if err := st.commit(); err != nil {
		return nil, err
	}
	for _, f := range stale {
		os.Remove(f)
	}
	return res, nil
}

func answersTitle(title string) string { return title + ": Answers" }

// newManifest records the book and its puzzles, without pages yet.
func newManifest(cfg *Config, gs []Generated) *Manifest {
	spec := cfg.Page.Spec
	return &Manifest{
		Name:     cfg.Name,
		Title:    cfg.Title,
		Subtitle: cfg.Subtitle,
		Author:   cfg.Author,
		Seed:     cfg.Seed,
		Page: ManifestPage{
			Size: cfg.Page.Size, Width: spec.Width, Height: spec.Height,
			Margin: spec.Margin, Gutter: spec.Gutter,
		},
		Answers:   cfg.Output.Answers.String(),
		Generator: Version,
		Puzzles:   entries(cfg.Name, gs),
	}
}

// composed holds the laid-out book and, for answers: separate, the
// laid-out answer key.
type composed struct {
	main    layout.Composed
	answers *layout.Composed
}

// compose lays out the book and records each puzzle's pages in m.
func compose(cfg *Config, gs []Generated, m *Manifest) composed {
	puzzles, answers := sections(cfg, gs)
	b := layout.Book{
		Meta: layout.Meta{Title: cfg.Title, Subtitle: cfg.Subtitle, Author: cfg.Author},
		Page: cfg.Page.Spec,
	}
	b.Puzzles = puzzles
	var out composed
	switch cfg.Output.Answers {
	case AnswersBack:
		b.Answers = answers
		out.main = layout.Compose(b)
	case AnswersSeparate:
		out.main = layout.Compose(b)
		// No title page: the answer key's own heading opens the file.
		c := layout.Compose(layout.Book{Page: b.Page, Answers: answers})
		out.answers = &c
	case AnswersNone:
		out.main = layout.Compose(b)
	}
	for i, g := range gs {
		m.Puzzles[i].Page = pageOf(out.main.PuzzlePages, g.Section, g.Index)
		if cfg.Output.Answers == AnswersBack {
			m.Puzzles[i].AnswerPage = pageOf(out.main.AnswerPages, g.Section, g.Index)
		}
	}
	return out
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
func sections(cfg *Config, gs []Generated) (puzzles, answers []layout.Section) {
	puzzles = make([]layout.Section, len(cfg.Sections))
	answers = make([]layout.Section, len(cfg.Sections))
	for s, sec := range cfg.Sections {
		puzzles[s] = layout.Section{Title: sec.Title, PerPage: sec.PerPage}
		answers[s] = layout.Section{Title: sec.Title + " — Answers", PerPage: answersPerPage(cfg.Output, sec)}
	}
	for _, g := range gs {
		puzzles[g.Section].Items = append(puzzles[g.Section].Items, item(g, false))
		answers[g.Section].Items = append(answers[g.Section].Items, item(g, true))
	}
	return puzzles, answers
}

// item is the composer's view of one puzzle or its answer.
func item(g Generated, answer bool) layout.Item {
	k, p := g.Kind, g.Puzzle
	it := layout.Item{
		Label: fmt.Sprintf("Puzzle %d", g.Number),
		Note:  capitalize(p.Grade.String()),
		Draw: func(c layout.Canvas, area layout.Rect) {
			k.Draw(c, p, area, gen.DrawOptions{Answer: answer})
		},
	}
	if p.Rows > 0 && p.Rows != p.Cols {
		it.Aspect = float64(p.Cols) / float64(p.Rows)
	}
	return it
}

// answersPerPage is output.answers_per_page, or a default that packs
// small grids tighter than large ones.
func answersPerPage(o Output, sec Section) int {
	if o.AnswersPerPage > 0 {
		return o.AnswersPerPage
	}
	switch {
	case sec.Params.Rows >= 9:
		return 6
	case sec.Params.Rows >= 6:
		return 9
	default:
		return 12
	}
}
