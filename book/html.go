package book

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/jobs"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/layout/lang"
	"github.com/puzzlebook/puzzlebook/web"
)

// The files of a web folder besides its puzzle pages.
const (
	webIndex  = "index.html"
	webScript = "player.js"
	webStyle  = "player.css"
)

// webPageName is the file name of the page of the puzzle numbered n.
func webPageName(n int) string { return fmt.Sprintf("puzzle-%03d.html", n) }

// webSet says what the pages of a set of puzzles show around each one.
type webSet struct {
	title    string                       // the book's title, or the set's
	subtitle string                       // under it on the index
	kinds    []gen.Kind                   // the kind of each entry
	sections []web.Section                // section titles and grades, by manifest.Entry.Section - 1; nil for one untitled run
	note     func(*manifest.Entry) string // the line under an entry's heading, after its kind, size and grade
	list     []gen.Kind                   // the kinds the player knows; nil for kinds.All
	language web.Language                 // the pages'; the zero value is English
	// label is an entry's label, as the book prints it ("Puzzle 12",
	// "Sudoku 3"), and the number it shows; nil gives the language's
	// puzzle label and the entry's number.
	label func(*manifest.Entry) (string, int)
}

// labelOf is e's label in set and the number it shows.
func (set webSet) labelOf(e *manifest.Entry) (string, int) {
	if set.label != nil {
		return set.label(e)
	}
	return set.language.Web().Text("puzzle", e.Number), e.Number
}

// stageWebFiles stages the web folder dir of the entries all: a page for
// every puzzle of a kind the player plays (puzzle-001.html, ... by
// number) with previous and next links and hints from its kind's
// explanation, index.html listing them by section, and player.js and
// player.css for sites that embed the player. Pages are made on the pool,
// each straight into its temporary file, and staged in order. It returns
// the staged paths.
func stageWebFiles(ctx context.Context, st *staging, dir string, all []manifest.Entry, set webSet, opt Options) ([]string, error) {
	var es []manifest.Entry
	var kinds []gen.Kind
	for i, e := range all {
		if web.Plays(set.kinds[i]) {
			es = append(es, e)
			kinds = append(kinds, set.kinds[i])
		}
	}
	paths := make([]string, len(es))
	temps := make([]string, len(es))
	err := jobs.ForEach(ctx, len(es), opt.workers(), func(ctx context.Context, i int) error {
		e := &es[i]
		steps, err := web.Steps(ctx, kinds[i], &e.Puzzle)
		if err != nil {
			return fmt.Errorf("book: %s: %w", e.ID, err)
		}
		words := set.language.Web()
		nav := []web.Link{{Label: "‹ " + words.Text("previous"), Rel: "prev"}, {Label: words.Text("next") + " ›", Rel: "next"}}
		if i > 0 {
			nav[0].Href = webPageName(es[i-1].Number)
		}
		if i+1 < len(es) {
			nav[1].Href = webPageName(es[i+1].Number)
		}
		pg := web.Page{
			Kinds:    set.list,
			Puzzle:   e,
			Kind:     kinds[i],
			Steps:    steps,
			Site:     web.Link{Label: set.title, Href: webIndex},
			Nav:      nav,
			Language: set.language,
		}
		pg.Heading, _ = set.labelOf(e)
		if set.note != nil {
			pg.Note = set.note(e)
		}
		paths[i] = filepath.Join(dir, webPageName(e.Number))
		temps[i], err = st.temp(paths[i], func(w io.Writer) error { return web.WritePage(w, pg) })
		if err != nil {
			return fmt.Errorf("book: %s: %w", e.ID, err)
		}
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
	rest := []struct {
		name  string
		write func(io.Writer) error
	}{
		{webIndex, func(w io.Writer) error { return web.WriteIndex(w, webIndexOf(es, set)) }},
		{webScript, func(w io.Writer) error {
			b, err := web.BundleIn(set.list, set.language)
			if err != nil {
				return err
			}
			_, err = w.Write(b)
			return err
		}},
		{webStyle, writeBytes(web.Style())},
	}
	for _, f := range rest {
		p := filepath.Join(dir, f.name)
		if err := st.write(p, f.write); err != nil {
			return nil, err
		}
		paths = append(paths, p)
	}
	return paths, nil
}

// webIndexOf is the index page of es: its sections in order, each
// puzzle's tile with its number and grade.
func webIndexOf(es []manifest.Entry, set webSet) web.Index {
	ix := web.Index{Title: set.title, Subtitle: set.subtitle, Language: set.language}
	at := map[int]int{} // manifest.Entry.Section -> place in ix.Sections
	for _, e := range es {
		k, ok := at[e.Section]
		if !ok {
			k = len(ix.Sections)
			at[e.Section] = k
			sec := web.Section{}
			if s := e.Section - 1; s >= 0 && s < len(set.sections) {
				sec = set.sections[s]
			}
			ix.Sections = append(ix.Sections, sec)
		}
		label, n := set.labelOf(&e)
		ix.Sections[k].Items = append(ix.Sections[k].Items, web.Item{
			Short: fmt.Sprint(n),
			Label: label,
			Note:  set.language.Web().Text(e.Grade.String()),
			Href:  webPageName(e.Number),
			ID:    e.ID,
		})
	}
	return ix
}

// WriteSetHTML writes the puzzles es of kind k (from GenerateSet) as web
// pages into dir: puzzle-001.html, ... (each plays its puzzle in a
// browser, offline), index.html, player.js and player.css. Each file is
// written under a temporary name and renamed into place. It returns the
// files, the pages first.
func WriteSetHTML(ctx context.Context, k gen.Kind, es []manifest.Entry, dir string, opt Options) ([]string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("book: %w", err)
	}
	each := make([]gen.Kind, len(es))
	for i := range each {
		each[i] = k
	}
	title := k.Describe().Title + " puzzles"
	if len(es) > 0 {
		title = fmt.Sprintf("%d %s %d×%d", len(es), k.Describe().Title, es[0].Rows, es[0].Cols)
	}
	var st staging
	defer st.abort()
	var list []gen.Kind // kinds.All, unless k is a kind of the caller's own
	if !slices.Contains(kinds.All, k) {
		list = append(slices.Clone(kinds.All), k)
	}
	files, err := stageWebFiles(ctx, &st, dir, es, webSet{title: title, kinds: each, list: list}, opt)
	if err != nil {
		return nil, err
	}
	if err := st.commit(); err != nil {
		return nil, err
	}
	return files, nil
}

// stageWeb stages the web folder of a book (output.html: NAME-web/), and
// drops the pages of an earlier build there that this one does not write.
func stageWeb(ctx context.Context, st *staging, dir string, cfg *config.Config, gs []jobs.Generated, m *manifest.Manifest, opt Options) error {
	language := web.Language{Code: cfg.Language, Words: lang.WebFor(cfg.Language).WithBook(cfg.Text())}
	set := webSet{title: cfg.Title, subtitle: cfg.Subtitle, kinds: make([]gen.Kind, len(gs)), list: cfg.Kinds, language: language}
	set.label = func(e *manifest.Entry) (string, int) {
		return cfg.Label(e.Section-1, e.Number), cfg.LabelNumber(e.Section-1, e.Number)
	}
	for i, g := range gs {
		set.kinds[i] = g.Kind
	}
	for _, s := range cfg.Sections {
		set.sections = append(set.sections, web.Section{Title: s.Title, Note: cfg.GradeName(s.Params.Grade)})
	}
	set.note = func(e *manifest.Entry) string { return set.sections[e.Section-1].Title }
	paths, err := stageWebFiles(ctx, st, dir, m.Puzzles, set, opt)
	if err != nil {
		return err
	}
	old, _ := filepath.Glob(filepath.Join(dir, "puzzle-*.html"))
	for _, f := range old {
		if !slices.Contains(paths, f) {
			st.drop(f)
		}
	}
	return nil
}

// writeBytes writes data, for staging.
func writeBytes(data []byte) func(io.Writer) error {
	return func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	}
}
