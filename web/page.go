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
}

// Page is one puzzle's page.
type Page struct {
	// Puzzle is the puzzle object the page plays and holds as JSON: a
	// manifest entry, a daily SLOT.json entry or a gen.Puzzle with an
	// "id" (docs/manifest.md). Its id names the saved progress.
	Puzzle any
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
	if err := checkPuzzle(p); err != nil {
		return err
	}
	var steps []byte
	if len(pg.Steps) > 0 {
		if steps, err = json.Marshal(pg.Steps); err != nil {
			return fmt.Errorf("web: %w", err)
		}
	}
	heading := pg.Heading
	if heading == "" {
		heading = kindTitle(p.Kind) + " " + size(&p.Puzzle)
	}
	title := heading
	if pg.Site.Label != "" {
		title += " · " + pg.Site.Label
	}
	return execute(w, "page.html", map[string]any{
		"DocTitle":  title,
		"Heading":   heading,
		"Meta":      meta(&p.Puzzle, pg.Note),
		"ID":        p.ID,
		"Kind":      p.Kind,
		"Site":      pg.Site,
		"Nav":       pg.Nav,
		"Tabs":      pg.Tabs,
		"Puzzle":    template.JS(data),
		"Steps":     template.JS(steps),
		"PageCSS":   template.CSS(pageStyle()),
		"PlayerCSS": template.CSS(Style()),
		"Script":    template.JS(bundle()),
	})
}

// checkPuzzle reports a puzzle object the player could not show.
func checkPuzzle(p identity) error {
	switch {
	case p.ID == "":
		return errors.New("web: the puzzle has no id (it names the saved progress)")
	case !knownKind(p.Kind):
		return fmt.Errorf("web: the player has no kind %q", p.Kind)
	case p.Rows < 1 || p.Cols < 1 || len(p.Givens) != p.Rows || len(p.Solution) != p.Rows:
		return fmt.Errorf("web: %s: the givens and the solution must be %dx%d grids", p.ID, p.Rows, p.Cols)
	}
	for r := range p.Rows {
		if len(p.Givens[r]) != p.Cols || len(p.Solution[r]) != p.Cols {
			return fmt.Errorf("web: %s: the givens and the solution must be %dx%d grids", p.ID, p.Rows, p.Cols)
		}
	}
	return nil
}

// kindTitles are the kinds the player plays, as pages name them.
var kindTitles = map[string]string{
	"sudoku":     "Sudoku",
	"numbrix":    "Numbrix",
	"hidato":     "Hidato",
	"numberlink": "Numberlink",
}

func knownKind(kind string) bool { _, ok := kindTitles[kind]; return ok }

// Plays reports whether the player plays puzzles of the kind with this
// name (gen.Kind.Name): Sudoku, Numbrix, Hidato and Numberlink.
func Plays(kind string) bool { return knownKind(kind) }

// kindTitle names a kind for readers.
func kindTitle(kind string) string {
	if t, ok := kindTitles[kind]; ok {
		return t
	}
	return kind
}

func size(p *gen.Puzzle) string { return fmt.Sprintf("%d×%d", p.Rows, p.Cols) }

// meta is the line under a puzzle's heading: "Sudoku · 9×9 · Hard".
func meta(p *gen.Puzzle, note string) string {
	parts := []string{kindTitle(p.Kind), size(p)}
	if p.Grade != gen.AnyGrade {
		parts = append(parts, capital(p.Grade.String()))
	}
	if note != "" {
		parts = append(parts, note)
	}
	return strings.Join(parts, " · ")
}

func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// execute runs a template into a buffer first, so that a failed page
// writes nothing.
func execute(w io.Writer, name string, data any) error {
	var b bytes.Buffer
	if err := templates().ExecuteTemplate(&b, name, data); err != nil {
		return fmt.Errorf("web: %w", err)
	}
	if _, err := w.Write(b.Bytes()); err != nil {
		return fmt.Errorf("web: %w", err)
	}
	return nil
}
