package book

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/jobs"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/cover"
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/lang"
	"github.com/puzzlebook/puzzlebook/layout/preflight"
)

// coverOf is the cover of a composed book: its geometry from the final
// page count, the puzzle cover.choose names or else the first puzzle of
// the last legible section as its art, its badge, and its sections listed
// on the back.
func coverOf(cfg *config.Config, meta layout.Meta, gs []jobs.Generated, books composed) cover.Cover {
	c := cover.Cover{
		Spec: cover.Spec{
			Width: cfg.Page.Spec.Width, Height: cfg.Page.Spec.Height,
			Pages: len(books.main.Pages), Paper: cfg.Cover.Paper,
		},
		Meta:     meta,
		Inside:   insideLine(cfg),
		Words:    cfg.Text(),
		Blurb:    punctuated(cfg, config.Paragraphs(cfg.Cover.BackText)),
		Sections: books.puzzles,
		Promise:  promise(cfg.Text(), cfg.Output.Answers),
		Theme:    cfg.Cover.Colours(),
		Fonts:    cfg.Fonts,
	}
	if c.Badge = cfg.Cover.Badge; c.Badge == "" && cfg.LargePrint {
		c.Badge = cfg.Text().LargePrint
	}
	art := -1 // the index in gs of the front's puzzle
	if n := cfg.Cover.Choose; n > 0 {
		art = slices.IndexFunc(gs, func(g jobs.Generated) bool { return g.Number == n })
	} else if s := artSection(cfg, c); s >= 0 {
		art = slices.IndexFunc(gs, func(g jobs.Generated) bool { return g.Section == s }) // the first printed
	}
	if art >= 0 {
		c.Art = item(gs[art], false, cfg.Label(gs[art].Section, gs[art].Number), cfg.Text())
	}
	c.Samples = samplesOf(cfg, gs, art)
	if p := cfg.Cover.Logo; p != nil {
		c.Logo = p.Image
	}
	if p := cfg.Cover.Image; p != nil {
		c.Picture = p.Image
		c.Samples = samplesOf(cfg, gs, -1) // the front shows no puzzle
		return c
	}
	if cfg.Cover.Choose > 0 || artSection(cfg, c) >= 0 {
		return c
	}
	// No grid of the book is legible at the card's size: show the small
	// example of the last section's kind, as its how-to-play page does.
	sec := cfg.Sections[len(cfg.Sections)-1]
	if ex, ok := sec.Kind.(gen.Explainer); ok {
		if h := howTo(sec.Kind, howToPlay(ex, sec.Params, cfg.Language), cfg); h.Example.Draw != nil {
			c.Art = h.Example
			c.Art.Label = ""
		}
	}
	return c
}

// samplesOf are the back cover's samples: the first puzzle of each kind
// of the book in the order of its sections, other than gs[art], the
// front's; none in a large-print book.
func samplesOf(cfg *config.Config, gs []jobs.Generated, art int) []cover.Sample {
	if cfg.LargePrint {
		return nil // small grids would belie the large print
	}
	var out []cover.Sample
	seen := map[string]bool{}
	for i, g := range gs {
		name := g.Kind.Name()
		if i == art || seen[name] {
			continue
		}
		seen[name] = true
		it := item(g, false, "", cfg.Text())
		out = append(out, cover.Sample{Name: gen.TitleIn(g.Kind, cfg.Language), Art: it, Grid: cfg.Sections[g.Section].Grid(cfg.Fonts.Digit(draw.Bold))})
	}
	return out
}

// artSection is the section whose first puzzle the front shows: the last
// section whose numbers stay at least layout.MinFontSize on the cover's
// card, or -1 when none does (a 20x20 grid on a small trim); the front
// then shows no puzzle.
func artSection(cfg *config.Config, c cover.Cover) int {
	for s := len(cfg.Sections) - 1; s >= 0; s-- {
		g := cfg.Sections[s].Grid(cfg.Fonts.Digit(draw.Bold))
		aspect := 0.0
		if g.Rows != g.Cols {
			aspect = float64(g.Cols) / float64(g.Rows)
		}
		cell := draw.CellSide(c.ArtArea(aspect), g.Rows, g.Cols)
		if g.TypeScale*cell >= layout.MinFontSize {
			return s
		}
	}
	return -1
}

// punctuated is paras in the typography of cfg's language.
func punctuated(cfg *config.Config, paras []string) []string {
	for i, p := range paras {
		paras[i] = cfg.Text().Punctuate(p)
	}
	return paras
}

// insideLine says what the book holds, e.g. "60 Sudoku puzzles, easy to
// expert" or "12 easy Sudoku and Numbrix puzzles".
func insideLine(cfg *config.Config) string {
	var kinds []string
	total, lo, hi := 0, gen.Expert, gen.Easy
	for _, s := range cfg.Sections {
		if k := gen.TitleIn(s.Kind, cfg.Language); !slices.Contains(kinds, k) {
			kinds = append(kinds, k)
		}
		total += s.Count
		lo, hi = min(lo, s.Params.Grade), max(hi, s.Params.Grade)
	}
	w := cfg.Text()
	what := fmt.Sprintf(w.KindPuzzles, w.List(kinds))
	if total == 1 {
		what = fmt.Sprintf(w.KindPuzzle, w.List(kinds))
	}
	grade := func(g gen.Grade) string { return strings.ToLower(cfg.GradeName(g)) }
	if lo == hi {
		return fmt.Sprintf(w.InsideGrade, total, what, grade(lo))
	}
	return fmt.Sprintf(w.InsideRange, total, what, grade(lo), grade(hi))
}

// promise is the back cover's last line, in w, saying where the answers are.
func promise(w lang.Words, a config.Answers) string {
	switch a {
	case config.AnswersBack:
		return w.Unique + " " + w.AnswersBack
	case config.AnswersSeparate:
		return w.Unique + " " + w.AnswersApart
	}
	return w.Unique
}

// buildCover checks the cover c against the print rules and, with pdf,
// writes its PDF into the report's buffer and checks the file too.
// Without pdf (output.cover_png alone) only the front's image will be
// written, so the rules of the print file are left out (see
// preflight.Front). Its error says "preflight failed: cover ...".
// The PDF is written and checked on up to workers goroutines.
func buildCover(c cover.Cover, pdf bool, workers int) (*preflighted, error) {
	if !pdf {
		return checked(preflight.Front(c), nil, nil)
	}
	write := func(w io.Writer) error { return cover.WritePDF(w, c, layout.PDF{Workers: workers}) }
	check := func(r *preflight.Report, data []byte) { r.CheckCoverPDF(data, workers) }
	return checked(preflight.Cover(c), write, check)
}

// manifestCover records the cover c of book name in inches, with its
// PDF when pdf is set and its front's image when png is.
func manifestCover(name string, c cover.Cover, spineText, pdf, png bool) *manifest.Cover {
	in := func(pt float64) float64 { return math.Round(pt/layout.Inch*1e6) / 1e6 }
	w, h := c.Spec.Sheet()
	m := &manifest.Cover{
		Paper: c.Spec.Paper.String(), Pages: c.Spec.Pages,
		Spine: in(c.Spec.Spine()), Width: in(w), Height: in(h), SpineText: spineText,
		Theme: c.Theme.Name, Background: c.Theme.Background.Hex(), Accent: c.Theme.Accent.Hex(),
	}
	if pdf {
		m.File = name + "-cover.pdf"
	}
	if png {
		m.PNG = name + "-cover.png"
		m.PNGWidth, m.PNGHeight = cover.PNGSize(c.Spec)
	}
	if c.Picture != nil {
		m.Image = c.Picture.Name
	}
	if c.Logo != nil {
		m.Logo = c.Logo.Name
	}
	return m
}

// coverNote explains a blank spine on a book thick enough for spine text,
// or returns "".
func coverNote(c cover.Cover, spineText bool) string {
	if spineText || c.Spec.Pages < cover.MinSpineTextPages {
		return ""
	}
	return fmt.Sprintf("the cover's spine (%.4gin for %d pages on %s paper) is too narrow for the title in %dpt type with %.4gin clear at each fold; it is left blank",
		c.Spec.Spine()/layout.Inch, c.Spec.Pages, c.Spec.Paper, layout.MinFontSize, cover.SpineTextClear/layout.Inch)
}
