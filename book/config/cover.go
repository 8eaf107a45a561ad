package config

import (
	"fmt"

	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/cover"
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"go.yaml.in/yaml/v3"
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
	// Badge is a short line such as "Vol. 2" that the front shows above
	// the title on a white label; empty, a large-print book shows "LARGE
	// PRINT" in its language and any other book none.
	Badge string
	// Choose is the book number of the puzzle the front shows; 0 leaves
	// the choice to the book (the first puzzle of the last section whose
	// numbers stay legible on the cover).
	Choose int
	// Image is the front's picture, on its card in place of a puzzle;
	// Logo the publisher's mark at the foot of the back. Nil for none.
	Image, Logo *Picture

	chooseNode *yaml.Node // where choose was written, for checkCover
}

// maxBadgeLen is the longest badge, in characters: a label, not a line.
const maxBadgeLen = 30

// badgeText is the rule of the badge's text.
var badgeText = textRule{max: maxBadgeLen}

// Colours is c's theme, the default one when the config names none.
func (c Cover) Colours() cover.Theme {
	if c.Theme == (cover.Theme{}) {
		t, _ := cover.ParseTheme(cover.DefaultTheme)
		return t
	}
	return c.Theme
}

// cover reads the cover mapping. Explicit colours replace the theme's.
func (d *decoder) cover(n *yaml.Node, path string, c *Cover) {
	t := c.Colours()
	var bg, accent *draw.RGB
	d.mapping(n, path, []field{
		{"paper", choice(d, &c.Paper, parsePaper)},
		{"back_text", d.printed(&c.BackText, backText)},
		{"theme", choice(d, &t, parseCoverTheme)},
		{"background", d.colour(&bg)},
		{"accent", d.colour(&accent)},
		{"badge", d.printed(&c.Badge, badgeText)},
		{"choose", func(n *yaml.Node, path string) {
			c.chooseNode = n
			d.integer(&c.Choose, 1, maxBookPuzzles)(n, path)
		}},
		{"image", d.picture(&c.Image)},
		{"logo", d.picture(&c.Logo)},
	})
	if c.Choose > 0 && c.Image != nil {
		d.errorf(c.chooseNode, path+".choose", "the front shows %s.image, not a puzzle: leave out choose or image", path)
	}
	if bg != nil {
		t.Background = *bg
	}
	if accent != nil {
		t.Accent = *accent
	}
	c.Theme = t
}

// checkCover refuses a cover.choose past the book's last puzzle.
func (d *decoder) checkCover(cfg *Config) {
	total := 0
	for _, s := range cfg.Sections {
		total += s.Count
	}
	if c := cfg.Cover.Choose; c > total && total > 0 {
		d.errorf(cfg.Cover.chooseNode, "cover.choose", "is puzzle %d, but the book has %d puzzles; choose one from 1 to %d", c, total, total)
	}
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
