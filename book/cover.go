package book

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout"
)

// Cover is the config of a book's full-wrap cover, which output.cover
// writes to NAME-cover.pdf.
type Cover struct {
	// Paper is the interior's paper, which sets the spine's width.
	Paper layout.Paper
	// BackText is the blurb on the back cover, paragraphs separated by
	// blank lines; it may be empty.
	BackText string
}

// ManifestCover records a book's cover in its manifest. Its lengths are
// in inches, as print-on-demand services state cover sizes.
type ManifestCover struct {
	File      string  `json:"file"`  // e.g. "pod-6x9-cover.pdf", beside the manifest
	Paper     string  `json:"paper"` // white, cream or colour
	Pages     int     `json:"pages"` // the interior's page count the spine is made for
	Spine     float64 `json:"spine_in"`
	Width     float64 `json:"width_in"` // the whole sheet: bleed, back, spine, front, bleed
	Height    float64 `json:"height_in"`
	SpineText bool    `json:"spine_text"` // the spine carries the title and author
}

// cover reads the cover mapping.
func (d *decoder) cover(n *yaml.Node, path string, c *Cover) {
	d.mapping(n, path, []field{
		{"paper", choice(d, &c.Paper, parsePaper)},
		{"back_text", d.printed(&c.BackText)},
	})
}

func parsePaper(s string) (layout.Paper, error) {
	p, err := layout.ParsePaper(s)
	if err != nil {
		return p, fmt.Errorf("must be white, cream or colour, not %q", s)
	}
	return p, nil
}

// coverOf is the cover of a composed book: its geometry from the final
// page count, the first puzzle of the last section as its art, and its
// sections listed on the back.
func coverOf(cfg *Config, gs []Generated, books composed) layout.Cover {
	c := layout.Cover{
		Spec: layout.CoverSpec{
			Width: cfg.Page.Spec.Width, Height: cfg.Page.Spec.Height,
			Pages: len(books.main.Pages), Paper: cfg.Cover.Paper,
		},
		Meta:     layout.Meta{Title: cfg.Title, Subtitle: cfg.Subtitle, Author: cfg.Author},
		Inside:   insideLine(cfg),
		Blurb:    paragraphs(cfg.Cover.BackText),
		Sections: books.puzzles,
		Promise:  promise(cfg.Output.Answers),
	}
	last := len(cfg.Sections) - 1
	if i := slices.IndexFunc(gs, func(g Generated) bool { return g.Section == last && g.Index == 0 }); i >= 0 {
		c.Art = item(gs[i], false)
	}
	return c
}

// insideLine says what the book holds, e.g. "60 Sudoku puzzles, easy to
// expert" or "12 easy Sudoku and Numbrix puzzles".
func insideLine(cfg *Config) string {
	var kinds []string
	total, lo, hi := 0, gen.Expert, gen.Easy
	for _, s := range cfg.Sections {
		if k := kindTitle(s.Kind.Name()); !slices.Contains(kinds, k) {
			kinds = append(kinds, k)
		}
		total += s.Count
		lo, hi = min(lo, s.Params.Grade), max(hi, s.Params.Grade)
	}
	names := strings.Join(kinds, " and ")
	if n := len(kinds); n > 2 {
		names = strings.Join(kinds[:n-1], ", ") + " and " + kinds[n-1]
	}
	what := names + " puzzles"
	if total == 1 {
		what = names + " puzzle"
	}
	if lo == hi {
		return fmt.Sprintf("%d %s %s", total, lo, what)
	}
	return fmt.Sprintf("%d %s, %s to %s", total, what, lo, hi)
}

// kindTitle is a kind's name as a reader sees it: "sudoku" -> "Sudoku".
func kindTitle(name string) string { return capitalize(name) }

// promise is the back cover's last line, saying where the answers are.
func promise(a Answers) string {
	const unique = "Every puzzle has exactly one solution."
	switch a {
	case AnswersBack:
		return unique + " Answers at the back."
	case AnswersSeparate:
		return unique + " Answers in a separate answer book."
	}
	return unique
}

// buildCover checks the cover c against the print rules and, when it
// passes, writes its PDF into the report's buffer and checks the file
// too. Its error says "preflight failed: cover ...".
func buildCover(c layout.Cover) (*preflighted, error) {
	write := func(w io.Writer) error { return layout.WriteCoverPDF(w, c) }
	return checked(layout.PreflightCover(c), write, (*layout.Report).CheckCoverPDF)
}

// manifestCover records the cover c, written to file, in inches.
func manifestCover(file string, c layout.Cover, spineText bool) *ManifestCover {
	in := func(pt float64) float64 { return math.Round(pt/layout.Inch*1e6) / 1e6 }
	w, h := c.Spec.Sheet()
	return &ManifestCover{
		File: file, Paper: c.Spec.Paper.String(), Pages: c.Spec.Pages,
		Spine: in(c.Spec.Spine()), Width: in(w), Height: in(h), SpineText: spineText,
	}
}

// coverNote explains a blank spine on a book thick enough for spine text,
// or returns "".
func coverNote(c layout.Cover, spineText bool) string {
	if spineText || c.Spec.Pages < layout.MinSpineTextPages {
		return ""
	}
	return fmt.Sprintf("the cover's spine (%.4gin for %d pages on %s paper) is too narrow for the title in %dpt type with %.4gin clear at each fold; it is left blank",
		c.Spec.Spine()/layout.Inch, c.Spec.Pages, c.Spec.Paper, layout.MinFontSize, layout.SpineTextClear/layout.Inch)
}
