package config

import (
	"fmt"
	"reflect"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// Fitted is what the layout chooses for a config before any puzzle
// exists: page geometry depends on the sizes and counts of the grids,
// never on the puzzles, so these choices take milliseconds.
type Fitted struct {
	// Config is the config with each section's PerPage and AnswersPerPage
	// as the layout lays them out.
	Config *Config
	// Book is the plan of the book (Config.Plan) as layout.Fit returned
	// it: a build carries its choices to the composed book.
	Book layout.Book
	// Notes say which sections got fewer to a page than they asked for,
	// or than their default, and why.
	Notes []string
	// problems are the sections whose grids fit a page not even one to
	// a page.
	problems []fitProblem
	err      error // layout.Fit's
}

// fitProblem is a section that cannot be printed as asked.
type fitProblem struct {
	section int
	key     string // the key to change, under the section: "size", "rows"
	msg     string
}

// Fit lets the layout choose how many puzzles and answers each
// section of cfg puts on a page: at most what the section asks for (or
// its default), fewer where more would set type under the minimum.
func Fit(cfg *Config) Fitted {
	b := cfg.Plan()
	got, err := cfg.layoutFit(b)
	out := Fitted{Config: cfg, Book: got, err: err}
	bySection := map[int][]*layout.FitError{} // puzzles first, then answers
	for _, answers := range []bool{false, true} {
		for _, fe := range fitErrors(err) {
			if fe.Answers == answers {
				bySection[fe.Section] = append(bySection[fe.Section], fe)
			}
		}
	}
	for i := range cfg.Sections {
		if fes := bySection[i]; len(fes) > 0 {
			out.problems = append(out.problems, problemOf(cfg, fes))
		}
	}
	unboxed := cfg.unboxedFit(got)
	c := *cfg
	c.Sections = slices.Clone(cfg.Sections)
	for i, sec := range cfg.Sections {
		if per := got.Puzzles[i].PerPage; per < b.Puzzles[i].PerPage {
			c.Sections[i].PerPage = per
			note := fewerNote(i, sec, false, per, b.Puzzles[i].PerPage, perPageKey(i, sec), cfg.Type().LeastGrid())
			if cfg.TimeBoxed(i) && unboxed.Puzzles[i].PerPage > per {
				note += " with the time box's line under each"
			}
			out.Notes = append(out.Notes, note)
		}
		if i < len(got.Answers) {
			if per := got.Answers[i].PerPage; per < b.Answers[i].PerPage {
				c.Sections[i].AnswersPerPage = per
				out.Notes = append(out.Notes, fewerNote(i, sec, true, per, b.Answers[i].PerPage, answersKey(cfg, i, sec), cfg.Type().LeastGrid()))
			}
		}
	}
	if cfg.Targeted != "" {
		out.Notes = append(out.Notes, cfg.Targeted)
	}
	out.Config = &c
	return out
}

// unboxedFit is layout.Fit's choices for cfg without its time boxes,
// when they take room of their own under the grids (in large print), to
// tell which sections get fewer to a page for them; else got, cfg's.
func (cfg *Config) unboxedFit(got layout.Book) layout.Book {
	if _, fixed := cfg.TimeBoxBand(); !cfg.TimeBox || !fixed {
		return got
	}
	c := *cfg
	c.TimeBox, c.fit = false, nil
	b, _ := c.layoutFit(c.Plan())
	return b
}

// fitCache is layout.Fit's answer for one plan of a config, which Parse
// keeps on the Config it returns so that Build does not fit the same
// book again.
type fitCache struct {
	plan, got layout.Book
	err       error
}

// layoutFit is layout.Fit; tests count its calls.
var layoutFit = layout.Fit

// layoutFit returns layout.Fit's choices for b, cfg's plan: those Parse
// found when cfg still plans the same book (a caller may have changed
// it since), else new ones. The sections returned are the caller's to
// change.
func (cfg *Config) layoutFit(b layout.Book) (layout.Book, error) {
	c := cfg.fit
	if c == nil || !reflect.DeepEqual(c.plan, b) {
		got, _, err := layoutFit(b)
		c = &fitCache{plan: b, got: got, err: err}
	}
	got := c.got
	got.Puzzles, got.Answers = slices.Clone(got.Puzzles), slices.Clone(got.Answers)
	return got, c.err
}

// Err returns the problems as Errors at the lines of their sections,
// or nil; Parse reports the same problems at their keys.
func (f Fitted) Err() error {
	if len(f.problems) == 0 {
		return nil
	}
	var es Errors
	for _, p := range f.problems {
		es = append(es, &Error{File: f.Config.File, Line: f.Config.Sections[p.section].Line,
			Path: fmt.Sprintf("sections[%d].%s", p.section, p.key), Msg: p.msg})
	}
	return es
}

// density refuses, at their keys, the sections of cfg whose grids fit a
// page not even one to a page.
func (d *decoder) density(root *yaml.Node, cfg *Config) {
	if d.ext != nil || len(cfg.Sections) == 0 || d.failed("page", "output", "sections") {
		return
	}
	for _, p := range d.fitted(cfg).problems {
		// The config's own place: a refused section is not in cfg.
		i := cfg.Sections[p.section].index
		sn := sectionNode(root, i)
		n := lookup(sn, p.key)
		if n == nil && sn != nil {
			n = target(sn)
		}
		d.errorf(n, fmt.Sprintf("sections[%d].%s", i, p.key), "%s", p.msg)
	}
}

// fitted is Fit(cfg), computed once for the checks of one config
// (density and podPages).
func (d *decoder) fitted(cfg *Config) Fitted {
	if d.fit == nil {
		f := Fit(cfg)
		d.fit = &f
		// Kept for Build, which fits the config again only if it no
		// longer plans this book.
		cfg.fit = &fitCache{plan: cfg.Plan(), got: f.Book, err: f.err}
	}
	return *d.fit
}

// Plan is the book of cfg as the layout plans it before any puzzle
// exists: its sections with as many empty items as they will hold.
func (cfg *Config) Plan() layout.Book {
	puzzles, answers := cfg.Frames()
	for s, sec := range cfg.Sections {
		g := puzzles[s].Grid
		it := layout.Item{Cells: g.Cols}
		if g.Rows != g.Cols {
			it.Aspect = float64(g.Cols) / float64(g.Rows)
		}
		items := make([]layout.Item, sec.Count)
		for i := range items {
			items[i] = it
		}
		puzzles[s].Items, answers[s].Items = items, items
	}
	return cfg.Book(cfg.Meta(), puzzles, answers)
}

// Grid is what the layout needs to know of sec's grids: their size and
// the smallest type the kind sets in a cell, with Bold set in bold.
func (sec Section) Grid(bold draw.Face) layout.Grid {
	p := sec.Params
	if df, ok := sec.Kind.(gen.Defaulter); ok {
		p = df.Defaults(p)
	}
	if p.Cols == 0 {
		p.Cols = p.Rows
	}
	return layout.Grid{Rows: p.Rows, Cols: p.Cols, TypeScale: gen.TypeScaleOf(sec.Kind, p, bold)}
}

// AnswerGrid is Grid for sec's answers, whose smallest type may differ
// from its puzzles' (gen.AnswerTypeScaleOf).
func (sec Section) AnswerGrid(bold draw.Face) layout.Grid {
	g := sec.Grid(bold)
	p := sec.Params
	if df, ok := sec.Kind.(gen.Defaulter); ok {
		p = df.Defaults(p)
	}
	g.TypeScale = gen.AnswerTypeScaleOf(sec.Kind, p, bold)
	return g
}

// fitErrors lists the *layout.FitErrors that err joins.
func fitErrors(err error) []*layout.FitError {
	var out []*layout.FitError
	var walk func(error)
	walk = func(err error) {
		if fe, ok := err.(*layout.FitError); ok {
			out = append(out, fe)
			return
		}
		if j, ok := err.(interface{ Unwrap() []error }); ok {
			for _, e := range j.Unwrap() {
				walk(e)
			}
		}
	}
	walk(err)
	return out
}

// perPageKey is the key that set sec's per_page, or "" for the default.
func perPageKey(i int, sec Section) string {
	if sec.perPage {
		return fmt.Sprintf("sections[%d].per_page", i)
	}
	return ""
}

// answersKey is the key that set the answers to a page of sec, or "" for
// the default.
func answersKey(cfg *Config, i int, sec Section) string {
	switch {
	case sec.AnswersPerPage > 0:
		return fmt.Sprintf("sections[%d].answers_per_page", i)
	case cfg.Output.AnswersPerPage > 0:
		return "output.answers_per_page"
	}
	return ""
}

// fewerNote says that section i got per to a page where key (or, when
// key is "", its default) asked for asked, its grids' numbers held to
// least points.
func fewerNote(i int, sec Section, answers bool, per, asked int, key string, least float64) string {
	noun, where := "puzzle", "page"
	if answers {
		noun = "answer"
	} else if sec.Worksheet {
		where = "worksheet"
	}
	if per != 1 {
		noun += "s"
	}
	because := fmt.Sprintf("more would set the numbers under %g pt", least)
	if sec.Worksheet && !answers {
		because = fmt.Sprintf("more would make the cells smaller than %d pt or the numbers smaller than %g pt",
			layout.MinWorksheetCell, max(float64(layout.MinWorksheetText), least))
	}
	asks := fmt.Sprintf(" instead of the default %d", asked)
	if key != "" {
		asks = fmt.Sprintf(", not %d as %s asks", asked, key)
	}
	return fmt.Sprintf("sections[%d] (%s): %d %s to a %s%s: %s", i, sec.Title, per, noun, where, asks, because)
}

// problemOf says why a section cannot be printed, from the FitErrors of
// its puzzles and of its answers (fes, at least one), and what would fix
// them all: a smaller grid, a larger page, or another way to print it.
func problemOf(cfg *Config, fes []*layout.FitError) fitProblem {
	fe := fes[0]
	sec := cfg.Sections[fe.Section]
	key := "size"
	if fe.Grid.Rows != fe.Grid.Cols && sec.Params.Cols != 0 {
		key = "rows"
	}
	grid := fmt.Sprintf("a %dx%d %s grid", fe.Grid.Rows, fe.Grid.Cols, sec.Kind.Name())
	var why string
	switch {
	case fe.Worksheet && fe.Cell == 0:
		why = fmt.Sprintf("%s does not fit on %s worksheets: their heading and Name line leave no room", grid, cfg.Page.Size)
	case fe.Worksheet:
		why = fmt.Sprintf("%s does not fit on %s worksheets even one to a page: its cells would be %.3g pt and its numbers %.3g pt; a worksheet needs %g pt and %g pt",
			grid, cfg.Page.Size, fe.Cell, fe.Type, fe.MinCell, fe.MinType)
	case fe.Answers:
		why = fmt.Sprintf("%s does not fit on %s pages of the answer key even one to a page: its numbers would be %.3g pt, under the %g pt minimum",
			grid, cfg.Page.Size, fe.Type, fe.MinType)
	default:
		why = fmt.Sprintf("%s does not fit on %s pages even one to a page: its numbers would be %.3g pt, under the %g pt minimum",
			grid, cfg.Page.Size, fe.Type, fe.MinType)
	}
	var fixes []string
	if r, c, ok := smallerGrid(cfg, sec, fes); ok {
		if r == c {
			fixes = append(fixes, fmt.Sprintf("size: %d fits", r))
		} else {
			fixes = append(fixes, fmt.Sprintf("rows: %d with cols: %d fits", r, c))
		}
	}
	if fe.Worksheet && len(fes) == 1 {
		if plain := *fe; fitsAlone(&plain, fe.Grid, false) {
			fixes = append(fixes, "worksheet: false")
		}
	}
	if fe.Answers {
		fixes = append(fixes, "output.answers: none")
	}
	var w, h float64
	for _, e := range fes {
		if e.NeedWidth == 0 {
			w = 0
			break
		}
		w, h = max(w, e.NeedWidth), max(h, e.NeedHeight)
	}
	if w > 0 {
		fixes = append(fixes, fmt.Sprintf("page.size of at least %s", InchesUp(w, h)))
	}
	msg := why
	if len(fixes) > 0 {
		msg += "; " + strings.Join(fixes, ", or ")
	}
	return fitProblem{section: fe.Section, key: key, msg: msg}
}

// smallerGrid returns the largest grid smaller than that of fes, by the
// same number of rows and columns, that sec's kind makes and that fits
// one to a page wherever the grids of fes do not.
func smallerGrid(cfg *Config, sec Section, fes []*layout.FitError) (rows, cols int, ok bool) {
	g := fes[0].Grid
	for d := 1; d < min(g.Rows, g.Cols); d++ {
		p := sec.Params
		p.Rows, p.Cols = g.Rows-d, g.Cols-d
		if sec.Kind.Validate(p) != nil {
			continue
		}
		s := sec
		s.Params = p
		fits := true
		for _, fe := range fes {
			bold := draw.Bold
			if fe.Worksheet {
				bold = cfg.WorksheetFace()
			}
			g := s.Grid(cfg.Fonts.Digit(bold))
			if !fe.Answers {
				g = cfg.timeBoxGrid(fe.Section, g) // as Frames fits it
			}
			fits = fits && fitsAlone(fe, g, fe.Worksheet)
		}
		if fits {
			return p.Rows, p.Cols, true
		}
	}
	return 0, 0, false
}

// fitsAlone reports whether one grid g fits a page of fe's, placed as
// fe's grids are but for worksheet.
func fitsAlone(fe *layout.FitError, g layout.Grid, worksheet bool) bool {
	sec := layout.Section{PerPage: 1, Items: []layout.Item{{Cells: g.Cols}}, Grid: g, Worksheet: worksheet}
	b := layout.Book{Page: fe.Page, Puzzles: []layout.Section{sec}, Type: fe.Scale}
	if fe.Answers {
		b = layout.Book{Page: fe.Page, Answers: []layout.Section{sec}, Type: fe.Scale}
	}
	_, _, err := layout.Fit(b)
	return err == nil
}

// InchesUp writes a page size of w by h points as "5.2x6.8in", rounded
// up to a tenth of an inch, as a message names a page that would do.
func InchesUp(w, h float64) string {
	up := func(v float64) float64 { return float64(int(v/layout.Inch*10-1e-6)+1) / 10 }
	return fmt.Sprintf("%gx%gin", up(w), up(h))
}
