package web

import (
	"bytes"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"io"
	"strings"
	"sync"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/layout/lang"
)

//go:embed templates/*.html
var templateFiles embed.FS

// templates are the page templates, parsed when first needed.
var templates = sync.OnceValue(func() *template.Template {
	return template.Must(template.ParseFS(templateFiles, "templates/*.html"))
})

// Link is a link in a page's header.
type Link struct {
	Label string
	Href  string // relative to the page; "" shows the label without a link
	// Current marks the page itself among tabs.
	Current bool
	// Rel is the link's relation to the page, "prev" or "next" (which the
	// player's finish offers), or "".
	Rel string
	// NextDay marks a daily page's next-day label (no Href): the page
	// names no later date, which may not be released yet, and the
	// player's script links the label to the same page of the next date
	// once the reader's own date is past the page's.
	NextDay bool
}

// Page is one puzzle's page.
type Page struct {
	// Puzzle is the puzzle object the page plays and holds as JSON: a
	// manifest entry, a daily SLOT.json entry or a gen.Puzzle with an
	// "id" (docs/manifest.md). Its id names the saved progress.
	Puzzle any
	// Kind is the puzzle's kind: its descriptor gives the page's title
	// and the player's text, which the page adds to the puzzle object.
	Kind gen.Kind
	// Steps are hints from the kind's explanation (see Steps); without
	// them a hint reveals one cell.
	Steps []gen.Step
	// Heading is the page's title, e.g. "Puzzle 12"; "" gives the kind
	// and size.
	Heading string
	// Note follows the kind, size and grade under the heading, e.g. the
	// section's title.
	Note string
	// Site is the book or the feed, linking to its index; it ends the
	// document's title.
	Site Link
	Nav  []Link // header links: previous, next, ...
	Tabs []Link // the other puzzles of a day, the page's own Current
	// Kinds are the kinds whose player modules the page's script holds
	// (BundleOf); nil is kinds.All. The page's kind must be among them.
	Kinds []gen.Kind
	// Language is the page's and its player's; the zero value is English.
	Language Language
	// Answer, when set, is all the page holds of a solution it keeps
	// back (a daily page before the next date's release): Puzzle then
	// has no solution and Steps are none. The player knows the finish by
	// the hash, and offers no Check, Hint or Reveal.
	Answer *Answer
}

// identity is what a page reads of its puzzle object.
type identity struct {
	ID string `json:"id"`
	gen.Puzzle
}

// WritePage writes pg as one HTML page that needs nothing else: the
// player's script and styles are inlined, and no request leaves it. The
// same page gives the same bytes.
func WritePage(w io.Writer, pg Page) error {
	data, err := json.Marshal(pg.Puzzle)
	if err != nil {
		return fmt.Errorf("web: %w", err)
	}
	var p identity
	if err := json.Unmarshal(data, &p); err != nil {
		return fmt.Errorf("web: the puzzle is not a puzzle object: %w", err)
	}
	if err := checkPuzzle(p, pg.Kind, pg.Kinds, pg.Answer != nil); err != nil {
		return err
	}
	if pg.Answer != nil && len(pg.Steps) > 0 {
		return fmt.Errorf("web: %s: a page that keeps the solution back has no hints, which give it away", p.ID)
	}
	js, err := script(pg.Kinds, pg.Language)
	if err != nil {
		return err
	}
	title := pg.Language.Title(pg.Kind)
	if data, err = withPlayText(data, playerText{title, pg.Language.PlayText(pg.Kind, &p.Puzzle), pg.Answer}); err != nil {
		return err
	}
	var steps []byte
	if len(pg.Steps) > 0 {
		if steps, err = json.Marshal(pg.Language.Steps(pg.Kind, pg.Steps)); err != nil {
			return fmt.Errorf("web: %w", err)
		}
	}
	heading := pg.Heading
	if heading == "" {
		heading = title + " " + size(&p.Puzzle)
	}
	docTitle := heading
	if pg.Site.Label != "" {
		docTitle += " · " + pg.Site.Label
	}
	return execute(w, "page.html", pg.Language, map[string]any{
		"DocTitle":  docTitle,
		"Heading":   heading,
		"Meta":      meta(title, &p.Puzzle, pg.Note, pg.Language.Web()),
		"ID":        p.ID,
		"Kind":      p.Kind,
		"Site":      pg.Site,
		"Nav":       pg.Nav,
		"Tabs":      pg.Tabs,
		"Puzzle":    template.JS(data),
		"Steps":     template.JS(steps),
		"PageCSS":   template.CSS(pageStyle()),
		"PlayerCSS": template.CSS(Style()),
		"Script":    template.JS(js),
	})
}

// checkPuzzle reports a puzzle object the player could not show with the
// modules of list (kinds.All when nil): one without its solution, or
// with it when the page keeps it back (withheld).
func checkPuzzle(p identity, k gen.Kind, list []gen.Kind, withheld bool) error {
	if list == nil {
		list = kinds.All
	}
	_, listed := kinds.In(list, p.Kind)
	switch {
	case p.ID == "":
		return errors.New("web: the puzzle has no id (it names the saved progress)")
	case k == nil || k.Name() != p.Kind:
		return fmt.Errorf("web: %s: the page's kind is not the puzzle's, %q", p.ID, p.Kind)
	case !Plays(k) || !listed:
		return fmt.Errorf("web: the player has no kind %q", p.Kind)
	case withheld && p.Solution != nil:
		return fmt.Errorf("web: %s: the page keeps the solution back, but the puzzle holds it", p.ID)
	case p.Rows < 1 || p.Cols < 1 || len(p.Givens) != p.Rows || (!withheld && len(p.Solution) != p.Rows):
		return fmt.Errorf("web: %s: the givens and the solution must be %dx%d grids", p.ID, p.Rows, p.Cols)
	}
	for r := range p.Rows {
		if len(p.Givens[r]) != p.Cols || (!withheld && len(p.Solution[r]) != p.Cols) {
			return fmt.Errorf("web: %s: the givens and the solution must be %dx%d grids", p.ID, p.Rows, p.Cols)
		}
	}
	return nil
}

// Plays reports whether the player plays puzzles of kind k: whether
// its descriptor gives the player's text and module.
func Plays(k gen.Kind) bool {
	d := k.Describe()
	return d.Play != nil && d.Player != nil
}

// playerText is what a page tells the player of its puzzle's kind, and
// the hash of a solution it keeps back.
type playerText struct {
	Title string `json:"title"`
	gen.PlayTextSaid
	Answer *Answer `json:"answer,omitempty"`
}

// withPlayText adds the kind's title and text to the puzzle object data,
// after its own fields, so the player holds no text of a kind.
func withPlayText(data []byte, t playerText) ([]byte, error) {
	extra, err := json.Marshal(t)
	if err != nil {
		return nil, fmt.Errorf("web: %w", err)
	}
	data = bytes.TrimSpace(data)
	if len(data) < 2 || data[len(data)-1] != '}' || len(extra) < 2 {
		return nil, errors.New("web: the puzzle is not a JSON object")
	}
	out := append(data[:len(data)-1:len(data)-1], ',')
	if len(data) == 2 { // {}
		out = out[:1]
	}
	return append(out, extra[1:]...), nil
}

func size(p *gen.Puzzle) string { return fmt.Sprintf("%d×%d", p.Rows, p.Cols) }

// meta is the line under a puzzle's heading: the kind's title, the size,
// the grade (as words name it) and the note, joined by " · ".
func meta(title string, p *gen.Puzzle, note string, words lang.Web) string {
	parts := []string{title, size(p)}
	if p.Grade != gen.AnyGrade {
		parts = append(parts, words.Text(p.Grade.String()))
	}
	if note != "" {
		parts = append(parts, note)
	}
	return strings.Join(parts, " · ")
}

// execute runs a template into a buffer first, so that a failed page
// writes nothing. Every page gets the colour scheme's script (theme.js)
// and l: its code (Lang) and its words (W).
func execute(w io.Writer, name string, l Language, data map[string]any) error {
	data["Theme"] = template.JS(mustRead("assets/" + themeScript))
	data["Lang"], data["W"] = l.code(), l.Web()
	var b bytes.Buffer
	if err := templates().ExecuteTemplate(&b, name, data); err != nil {
		return fmt.Errorf("web: %w", err)
	}
	if _, err := w.Write(b.Bytes()); err != nil {
		return fmt.Errorf("web: %w", err)
	}
	return nil
}
