package book

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/puzzlebook/puzzlebook/book/jobs"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/cover"
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/preflight"
)

// Cover is the config of a book's full-wrap cover, which output.cover
// writes to NAME-cover.pdf and output.cover_png the front of to
// NAME-cover.png.
type Cover struct {
	// Paper is the interior's paper, which sets the spine's width.
	Paper cover.Paper
	// BackText is the blurb on the back cover, paragraphs separated by
	// blank lines; it may be empty.
	BackText string
	// Theme is the cover's colours: the named theme with any colours the
	// config gives instead of its own. The zero Theme stands for
	// cover.DefaultTheme.
	Theme cover.Theme
}

// theme is c's theme, the default one when the config names none.
func (c Cover) theme() cover.Theme {
	if c.Theme == (cover.Theme{}) {
		t, _ := cover.ParseTheme(cover.DefaultTheme)
		return t
	}
	return c.Theme
}

// ManifestCover records a book's cover in its manifest. Its lengths are
// in inches, as print-on-demand services state cover sizes.
type ManifestCover struct {
	File      string  `json:"file,omitempty"` // e.g. "pod-6x9-cover.pdf", beside the manifest; "" without output.cover
	Paper     string  `json:"paper"`          // white, cream or colour
	Pages     int     `json:"pages"`          // the interior's page count the spine is made for
	Spine     float64 `json:"spine_in"`
	Width     float64 `json:"width_in"` // the whole sheet: bleed, back, spine, front, bleed
	Height    float64 `json:"height_in"`
	SpineText bool    `json:"spine_text"` // the spine carries the title and author
	// Theme, Background and Accent are the cover's colours: the theme's
	// name and the colours drawn, as "#rrggbb".
	Theme      string `json:"theme"`
	Background string `json:"background"`
	Accent     string `json:"accent"`
	// PNG is the front-cover image output.cover_png writes, e.g.
	// "pod-6x9-cover.png", PNGWidth x PNGHeight pixels; "" without one.
	PNG       string `json:"png,omitempty"`
	PNGWidth  int    `json:"png_width,omitempty"`
	PNGHeight int    `json:"png_height,omitempty"`
}

// cover reads the cover mapping. Explicit colours replace the theme's.
func (d *decoder) cover(n *yaml.Node, path string, c *Cover) {
	t := c.theme()
	var bg, accent *draw.RGB
	d.mapping(n, path, []field{
		{"paper", choice(d, &c.Paper, parsePaper)},
		{"back_text", d.printed(&c.BackText, backText)},
		{"theme", choice(d, &t, parseCoverTheme)},
		{"background", d.colour(&bg)},
		{"accent", d.colour(&accent)},
	})
	if bg != nil {
		t.Background = *bg
	}
	if accent != nil {
		t.Accent = *accent
	}
	c.Theme = t
}

func parseCoverTheme(s string) (cover.Theme, error) {
	t, err := cover.ParseTheme(s)
	if err != nil {
		return t, fmt.Errorf("must be %s, not %q", oneOf(cover.ThemeNames()), s)
	}
	return t, nil
}

// colour reads a colour written "#RRGGBB" into *dst. Unquoted, YAML takes
// the # for the start of a comment and the value for null: the message
// says to quote it.
func (d *decoder) colour(dst **draw.RGB) func(*yaml.Node, string) {
	const want = `a colour "#RRGGBB" in quotes, e.g. "#1f3a5f"`
	return func(n *yaml.Node, path string) {
		if n = d.resolve(n); n == nil {
			return
		}
		if n.Kind == yaml.ScalarNode && n.Tag == "!!null" {
			d.errorf(n, path, "must be %s, not null (YAML reads an unquoted # as the start of a comment)", want)
			return
		}
		if n.Kind != yaml.ScalarNode {
			d.errorf(n, path, "must be %s, not %s", want, describe(n))
			return
		}
		c, err := layout.ParseHex(n.Value)
		if err != nil {
			hint := ""
			if _, err := cover.ParseTheme(n.Value); err == nil {
				hint = fmt.Sprintf(" (for the %s theme's colours, write theme: %s)", n.Value, n.Value)
			}
			d.errorf(n, path, "must be %s, not %q%s", want, n.Value, hint)
			return
		}
		*dst = &c
	}
}

func parsePaper(s string) (cover.Paper, error) {
	p, err := cover.ParsePaper(s)
	if err != nil {
		return p, fmt.Errorf("must be white, cream or colour, not %q", s)
	}
	return p, nil
}

// coverOf is the cover of a composed book: its geometry from the final
// page count, the first puzzle of the last section as its art, and its
// sections listed on the back.
func coverOf(cfg *Config, meta layout.Meta, gs []jobs.Generated, books composed) cover.Cover {
	c := cover.Cover{
		Spec: cover.Spec{
			Width: cfg.Page.Spec.Width, Height: cfg.Page.Spec.Height,
			Pages: len(books.main.Pages), Paper: cfg.Cover.Paper,
		},
		Meta:     meta,
		Inside:   insideLine(cfg),
		Blurb:    paragraphs(cfg.Cover.BackText),
		Sections: books.puzzles,
		Promise:  promise(cfg.Output.Answers),
		Theme:    cfg.Cover.theme(),
	}
	if s := artSection(cfg, c); s >= 0 {
		if i := slices.IndexFunc(gs, func(g jobs.Generated) bool { return g.Section == s }); i >= 0 { // the first printed
			c.Art = item(gs[i], false)
		}
	} else if sec := cfg.Sections[len(cfg.Sections)-1]; true {
		// No grid of the book is legible at the card's size: show the
		// small example of the last section's kind, as its how-to-play
		// page does.
		if ex, ok := sec.Kind.(gen.Explainer); ok {
			if h := howTo(sec.Kind, ex.HowToPlay(sec.Params)); h.Example.Draw != nil {
				c.Art = h.Example
				c.Art.Label = ""
			}
		}
	}
	return c
}

// artSection is the section whose first puzzle the front shows: the last
// section whose numbers stay at least layout.MinFontSize on the cover's
// card, or -1 when none does (a 20x20 grid on a small trim); the front
// then shows no puzzle.
func artSection(cfg *Config, c cover.Cover) int {
	for s := len(cfg.Sections) - 1; s >= 0; s-- {
		g := gridOf(cfg.Sections[s], draw.Bold)
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

// insideLine says what the book holds, e.g. "60 Sudoku puzzles, easy to
// expert" or "12 easy Sudoku and Numbrix puzzles".
func insideLine(cfg *Config) string {
	var kinds []string
	total, lo, hi := 0, gen.Expert, gen.Easy
	for _, s := range cfg.Sections {
		if k := s.Kind.Describe().Title; !slices.Contains(kinds, k) {
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
func manifestCover(name string, c cover.Cover, spineText, pdf, png bool) *ManifestCover {
	in := func(pt float64) float64 { return math.Round(pt/layout.Inch*1e6) / 1e6 }
	w, h := c.Spec.Sheet()
	m := &ManifestCover{
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
