package book

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"

	"github.com/puzzlebook/puzzlebook/gen"
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

// webFile is one file of a web folder.
type webFile struct {
	name string
	data []byte
}

// webSet says what the pages of a set of puzzles show around each one.
type webSet struct {
	title    string              // the book's title, or the set's
	subtitle string              // under it on the index
	kinds    []gen.Kind          // the kind of each entry
	sections []web.Section       // section titles and grades, by Entry.Section - 1; nil for one untitled run
	note     func(*Entry) string // the line under an entry's heading, after its kind, size and grade
}

// webFiles makes the web folder of the entries es: a page for every
// puzzle (puzzle-001.html, ... by number) with previous and next links and
// hints from its kind's explanation, index.html listing them by section,
// and player.js and player.css for sites that embed the player. Hints are
// found on the pool; files come back in a fixed order.
func webFiles(ctx context.Context, all []Entry, set webSet, opt Options) ([]webFile, error) {
	// Only the kinds the player plays get pages.
	var es []Entry
	var kinds []gen.Kind
	for i, e := range all {
		if web.Plays(e.Kind) {
			es = append(es, e)
			kinds = append(kinds, set.kinds[i])
		}
	}
	set.kinds = kinds
	pages := make([]webFile, len(es))
	err := forEach(ctx, len(es), opt.workers(), func(ctx context.Context, i int) error {
		e := &es[i]
		steps, err := web.Steps(ctx, set.kinds[i], &e.Puzzle)
		if err != nil {
			return fmt.Errorf("book: %s: %w", e.ID, err)
		}
		nav := []web.Link{{Label: "‹ Previous"}, {Label: "Next ›"}}
		if i > 0 {
			nav[0].Href = webPageName(es[i-1].Number)
		}
		if i+1 < len(es) {
			nav[1].Href = webPageName(es[i+1].Number)
		}
		pg := web.Page{
			Puzzle:  e,
			Steps:   steps,
			Heading: fmt.Sprintf("Puzzle %d", e.Number),
			Site:    web.Link{Label: set.title, Href: webIndex},
			Nav:     nav,
		}
		if set.note != nil {
			pg.Note = set.note(e)
		}
		var b bytes.Buffer
		if err := web.WritePage(&b, pg); err != nil {
			return fmt.Errorf("book: %s: %w", e.ID, err)
		}
		pages[i] = webFile{webPageName(e.Number), b.Bytes()}
		return nil
	})
	if err != nil {
		return nil, err
	}
	var index bytes.Buffer
	if err := web.WriteIndex(&index, webIndexOf(es, set)); err != nil {
		return nil, fmt.Errorf("book: %w", err)
	}
	return append(pages,
		webFile{webIndex, index.Bytes()},
		webFile{webScript, web.Bundle()},
		webFile{webStyle, web.Style()},
	), nil
}

// webIndexOf is the index page of es: its sections in order, each
// puzzle's tile with its number and grade.
func webIndexOf(es []Entry, set webSet) web.Index {
	ix := web.Index{Title: set.title, Subtitle: set.subtitle}
	at := map[int]int{} // Entry.Section -> place in ix.Sections
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
		ix.Sections[k].Items = append(ix.Sections[k].Items, web.Item{
			Short: fmt.Sprint(e.Number),
			Label: fmt.Sprintf("Puzzle %d", e.Number),
			Note:  capitalize(e.Grade.String()),
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
func WriteSetHTML(ctx context.Context, k gen.Kind, es []Entry, dir string, opt Options) ([]string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("book: %w", err)
	}
	kinds := make([]gen.Kind, len(es))
	for i := range kinds {
		kinds[i] = k
	}
	title := capitalize(k.Name()) + " puzzles"
	if len(es) > 0 {
		title = fmt.Sprintf("%d %s %d×%d", len(es), capitalize(k.Name()), es[0].Rows, es[0].Cols)
	}
	files, err := webFiles(ctx, es, webSet{title: title, kinds: kinds}, opt)
	if err != nil {
		return nil, err
	}
	var st staging
	defer st.abort()
	for _, f := range files {
		if err := st.write(filepath.Join(dir, f.name), writeBytes(f.data)); err != nil {
			return nil, err
		}
	}
	out := st.files()
	if err := st.commit(); err != nil {
		return nil, err
	}
	return out, nil
}

// stageWeb stages the web folder of a book (output.html: NAME-web/). It
// returns the pages of an earlier build there that this one does not
// write, for removal once the build is committed.
func stageWeb(ctx context.Context, st *staging, dir string, cfg *Config, gs []Generated, m *Manifest, opt Options) ([]string, error) {
	set := webSet{title: cfg.Title, subtitle: cfg.Subtitle, kinds: make([]gen.Kind, len(gs))}
	for i, g := range gs {
		set.kinds[i] = g.Kind
	}
	for _, s := range cfg.Sections {
		set.sections = append(set.sections, web.Section{Title: s.Title, Note: capitalize(s.Params.Grade.String())})
	}
	set.note = func(e *Entry) string { return set.sections[e.Section-1].Title }
	files, err := webFiles(ctx, m.Puzzles, set, opt)
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("book: %w", err)
	}
	var paths []string
	for _, f := range files {
		p := filepath.Join(dir, f.name)
		paths = append(paths, p)
		if err := st.write(p, writeBytes(f.data)); err != nil {
			return nil, err
		}
	}
	old, _ := filepath.Glob(filepath.Join(dir, "puzzle-*.html"))
	var stale []string
	for _, f := range old {
		if !slices.Contains(paths, f) {
			stale = append(stale, f)
		}
	}
	return stale, nil
}

// writeBytes writes data, for staging.
func writeBytes(data []byte) func(io.Writer) error {
	return func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	}
}
