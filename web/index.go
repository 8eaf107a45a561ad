package web

import (
	"html/template"
	"io"
	"strings"

	"github.com/puzzlebook/puzzlebook/layout/lang"
)

// Index is the page that lists a set of puzzles: a book's sections, or
// the puzzles of `puzzlebook gen --html`.
type Index struct {
	Title    string
	Subtitle string
	Site     Link   // a link back, when the index is not the top
	Nav      []Link // header links
	Sections []Section
	// Language is the page's; the zero value is English.
	Language Language
}

// Section is a titled run of puzzles on an index page.
type Section struct {
	Title string
	Note  string // after the title, before the count: the grade
	Items []Item
}

// Item is one puzzle on an index page.
type Item struct {
	Short string // what its tile shows large: "12"
	Label string // what a screen reader hears: "Puzzle 12"
	Note  string // under it: the grade
	Href  string // its page, relative to the index
	ID    string // its id, for the mark of progress kept in the browser
}

// WriteIndex writes the index page: a tile for every puzzle, each
// marked "started" or "solved" from the progress kept in the browser.
func WriteIndex(w io.Writer, ix Index) error {
	js, err := script(nil, ix.Language) // the index plays nothing: it needs the marks of progress, which every bundle has
	if err != nil {
		return err
	}
	return execute(w, "index.html", ix.Language, map[string]any{
		"Title":    ix.Title,
		"Subtitle": ix.Subtitle,
		"Site":     ix.Site,
		"Nav":      ix.Nav,
		"Sections": tileSections(ix.Sections, ix.Language.Web()),
		"PageCSS":  template.CSS(pageStyle()),
		"Script":   template.JS(js),
	})
}

// tile is an Item as its tile shows it: the words of its Label that the
// tile does not show (Before: "Puzzle ") are read to a screen reader
// only, so that what it hears begins with what the screen shows.
type tile struct {
	Item
	Before string
}

// tileSection is a Section whose items are tiles, and their count in
// words: "12 puzzles".
type tileSection struct {
	Title, Note, Count string
	Items              []tile
}

// tileSections gives the sections' items as tiles, counted in words.
func tileSections(sections []Section, words lang.Web) []tileSection {
	out := make([]tileSection, len(sections))
	for i, s := range sections {
		tiles := make([]tile, len(s.Items))
		for k, it := range s.Items {
			before, ok := strings.CutSuffix(it.Label, it.Short)
			if !ok {
				before = it.Label + ": "
			}
			tiles[k] = tile{it, before}
		}
		out[i] = tileSection{s.Title, s.Note, words.Count("puzzles", len(tiles)), tiles}
	}
	return out
}
