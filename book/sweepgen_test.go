package book

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/cover"
	"github.com/puzzlebook/puzzlebook/layout/lang"
)

// sweepStream is the second word of every sweep config's PCG seed (the
// first is the config's number), so that config n is the same on every
// machine and in every run.
const sweepStream = 0x5eed_0013

// sweepBook is one random config of the sweep: its YAML and the texts
// the YAML must read back as, to catch quoting mistakes of the generator.
type sweepBook struct {
	N        int
	YAML     string
	Title    string
	Subtitle string
	Author   string
	// Copyright and BackText are the paragraphs written, as the build
	// reads them (paragraphs of the config's text).
	Copyright, BackText []string
	// Page and Sections are the trim and grids asked for, to judge a
	// refusal of a grid that would not fit a page (sweepBook.mayNotFit).
	Page     layout.PageSpec
	Sections []sweepSection
	Heavy    bool // worksheet_font: heavy
	Large    bool // large_print: true
	TimeBox  bool // time_box: true
}

// sweepSection is a section's kind, grid and worksheet setting.
type sweepSection struct {
	Kind       string
	Rows, Cols int
	Worksheet  bool
}

// sweepConfig returns random valid config number n. Every choice comes
// from a generator seeded with n only, so n reproduces the config.
func sweepConfig(n int) sweepBook {
	g := &sweepGen{rng: rand.New(rand.NewPCG(uint64(n), sweepStream))}
	sb := sweepBook{N: n}
	g.book(&sb)
	sb.YAML = g.b.String()
	return sb
}

// sweepGen writes one config, line by line, from its rng.
type sweepGen struct {
	rng     *rand.Rand
	b       strings.Builder
	sideCap int // the largest grid side of the section being written; 0 for none
}

func (g *sweepGen) line(format string, args ...any) {
	fmt.Fprintf(&g.b, format+"\n", args...)
}

// chance reports true with probability p.
func (g *sweepGen) chance(p float64) bool { return g.rng.Float64() < p }

// pick returns one of choices at random.
func pick[T any](g *sweepGen, choices ...T) T { return choices[g.rng.IntN(len(choices))] }

// between returns an integer from lo to hi inclusive.
func (g *sweepGen) between(lo, hi int) int { return lo + g.rng.IntN(hi-lo+1) }

// boolKey writes key: true or false, or leaves the key to its default.
func (g *sweepGen) boolKey(key string, pTrue float64) {
	switch {
	case g.chance(0.3):
	case g.chance(pTrue):
		g.line("%s: true", key)
	default:
		g.line("%s: false", key)
	}
}

// book writes the whole config.
func (g *sweepGen) book(sb *sweepBook) {
	g.line("# sweep config %d", sb.N)
	g.line("name: sweep-%d", sb.N)
	sb.Title = g.text(1, 200)
	g.line("title: %s", g.quote(sb.Title))
	if g.chance(0.7) {
		sb.Subtitle = g.text(1, 200)
		g.line("subtitle: %s", g.quote(sb.Subtitle))
	}
	if g.chance(0.8) {
		sb.Author = g.author()
		g.line("author: %s", g.quote(sb.Author))
	}
	if g.chance(0.5) {
		g.line("seed: %d", g.rng.Uint64())
	} else {
		g.line("seed: %d", g.between(0, 1000))
	}
	sb.Page = g.page()
	cover := g.output()
	if g.chance(0.6) {
		sb.Copyright = g.paragraphs(copyrightLines, 1, 5, 0)
		g.block("copyright", sb.Copyright)
	}
	g.boolKey("contents", 0.7)
	g.boolKey("how_to_play", 0.7)
	if g.chance(0.3) || sb.Page.Bleed > 0 && g.chance(0.5) {
		g.line("print_on_demand: true")
	}
	worksheet := g.chance(0.2)
	if worksheet {
		g.line("worksheet: true")
	} else if g.chance(0.1) {
		g.line("worksheet: false")
	}
	if g.chance(0.3) {
		font := pick(g, "bold", "heavy")
		g.line("worksheet_font: %s", font)
		sb.Heavy = font == "heavy"
	}
	if cover || g.chance(0.1) {
		sb.BackText = g.cover(sb.Page)
	}
	sb.Sections = g.sections(worksheet)
	// Drawn last, so that the configs before the key came are unchanged.
	if g.chance(0.4) {
		g.line("language: %s", pick(g, lang.Codes...))
	}
	if g.chance(0.15) {
		label := strings.ReplaceAll(g.text(1, 20), "%", "%%")
		g.line("labels: {puzzle: %s, easy: %s}", g.quote("No. %d "+label), g.quote(g.text(1, 30)))
	}
	if g.chance(0.15) {
		g.line("index: true")
	}
	timeBox := g.chance(0.15)
	if g.chance(0.15) {
		g.line("numbering: section")
	}
	if g.chance(0.1) {
		g.line("grades: {medium: %s, expert: %s}", g.quote(g.text(1, 30)), g.quote(g.text(1, 30)))
	}
	pages := g.chance(0.25)
	if g.chance(0.15) {
		g.line("large_print: true")
		sb.Large = true
	}
	if timeBox {
		g.line("time_box: true")
		sb.TimeBox = true
	}
	if pages {
		g.pages()
	}
	if g.chance(0.15) { // drawn after the rest, so that the configs before it came are unchanged
		g.line("fonts: {text: %s, digits: %s}", pick(g, "lato", "go", "andika"), pick(g, "lato", "go", "andika"))
	}
}

// pages writes a list of one to four extra pages of any kind, with text
// from the copyright's sentences (long enough, at times, to run on to a
// second page), some ruled, moved, titled or with a picture
// (testdata/sweep-picture.png, 1200x900 px).
func (g *sweepGen) pages() {
	g.line("pages:")
	for range g.between(1, 4) {
		kind := pick(g, config.MatterKinds...)
		g.line("  - kind: %s", kind)
		if kind != "notes" || g.chance(0.5) {
			limit := 4500
			if kind == "dedication" {
				limit = 450
			}
			g.indented("    ", "text", g.paragraphs(copyrightLines, 1, 12, limit))
		}
		if kind == "notes" && g.chance(0.7) {
			g.line("    lines: true")
		}
		if g.chance(0.3) {
			g.line("    place: %s", pick(g, "front", "back"))
		}
		if g.chance(0.2) {
			g.line("    title: %s", g.quote(g.text(1, 60)))
		}
		if g.chance(0.25) { // a picture too small for 300 dpi at full width, at times
			g.line("    image: testdata/sweep-picture.png")
		}
	}
}

// namedTrims are the page sizes layout.ParsePageSize knows by name.
var namedTrims = []string{"letter", "legal", "a4", "a5", "5x8", "5.5x8.5", "6x9", "7x10", "8x10", "8.25x11", "8.5x8.5", "8.5x11", "8.27x11.69"}

// page writes the page mapping: a named trim or a custom one from 4x6in
// to 8.5x11in, margins the printer allows, a gutter and a bleed. It
// returns the page as the config gives it.
func (g *sweepGen) page() layout.PageSpec {
	spec := layout.PageSpec{Width: 8.5 * layout.Inch, Height: 11 * layout.Inch, Margin: 0.5 * layout.Inch}
	if g.chance(0.05) {
		return spec // letter with 0.5in margins
	}
	var size string
	if g.chance(0.5) {
		size = pick(g, namedTrims...)
	} else {
		// Eighths of an inch: 4 to 8.5 wide, 6 to 11 high.
		w, h := float64(g.between(32, 68))/8, float64(g.between(48, 88))/8
		switch {
		case g.chance(0.15):
			size = fmt.Sprintf("%gx%gmm", round1(w*25.4), round1(h*25.4))
		case g.chance(0.1):
			size = fmt.Sprintf("%gx%gpt", w*72, h*72)
		default:
			size = fmt.Sprintf("%gx%gin", w, h)
		}
	}
	g.line("page:")
	g.line("  size: %s", size)
	spec.Width, spec.Height, _ = layout.ParsePageSize(size)
	bleed := g.chance(0.4)
	if bleed {
		g.line("  bleed: true")
		spec.Bleed = layout.BleedWidth
	} else if g.chance(0.1) {
		g.line("  bleed: false")
	}
	// Margins from the printer's minimum (0.375in with bleed, 0.25in
	// without) to 0.875in, in sixteenths.
	lo := 4
	if bleed {
		lo = 6
	}
	m := float64(g.between(lo, 14)) / 16
	margin := ""
	switch {
	case !bleed && g.chance(0.2): // the default 0.5in
	case g.chance(0.15):
		margin = fmt.Sprintf("%gmm", ceil1(m*25.4))
	case g.chance(0.1):
		margin = fmt.Sprintf("%gpt", m*72)
	default:
		margin = fmt.Sprintf("%gin", m)
	}
	if margin != "" {
		g.line("  margin: %s", margin)
		spec.Margin, _ = layout.ParseLength(margin)
	}
	if g.chance(0.4) {
		gutter := fmt.Sprintf("%gin", float64(g.between(1, 6))/16)
		g.line("  gutter: %s", gutter)
		spec.Gutter, _ = layout.ParseLength(gutter)
	}
	return spec
}

func round1(v float64) float64 { return float64(int(v*10+0.5)) / 10 }

// ceil1 rounds v up to a tenth, so that a margin in millimetres is never
// below the minimum it stands for.
func ceil1(v float64) float64 { return float64(int(v*10+0.999)) / 10 }

// output writes the output mapping and reports whether it asks for a
// cover.
func (g *sweepGen) output() bool {
	var keys []string
	add := func(format string, args ...any) { keys = append(keys, fmt.Sprintf(format, args...)) }
	switch {
	case g.chance(0.05):
		add("pdf: false")
	case g.chance(0.3):
		add("pdf: true")
	}
	if g.chance(0.04) {
		add("png: true")
		add("dpi: %d", g.between(36, 72))
		if g.chance(0.5) {
			add("png_puzzles: true")
		}
	}
	if g.chance(0.8) {
		add("answers: %s", pick(g, "back", "separate", "none"))
	}
	if g.chance(0.6) {
		add("answers_per_page: %d", g.between(1, config.MaxAnswersPerPage))
	}
	cover := g.chance(0.4)
	if cover {
		add("cover: true")
	} else if g.chance(0.2) {
		add("cover: false")
	}
	if g.chance(0.1) {
		add("cover_png: true")
		cover = true // its front needs the cover's keys as much
	}
	g.mapping("output", keys)
	return cover
}

// mapping writes key and its indented keys, or nothing when it has none
// (an empty mapping would read as null, which the config refuses).
func (g *sweepGen) mapping(key string, keys []string) {
	if len(keys) == 0 {
		return
	}
	g.line("%s:", key)
	for _, k := range keys {
		g.line("  %s", k)
	}
}

// cover writes the cover mapping and returns the back text's paragraphs:
// a blurb of up to 12 characters a square inch of the trim beyond the
// first 12, as the back cover holds much else (the title, the sections,
// the barcode's 2x1.2in); blurbs of 17 a square inch did not fit on
// 4.75x6in and 6.375x6.375in, and preflight refuses a blurb that does not
// fit, as it should.
func (g *sweepGen) cover(page layout.PageSpec) []string {
	var keys []string
	add := func(format string, args ...any) { keys = append(keys, fmt.Sprintf(format, args...)) }
	if g.chance(0.6) {
		add("paper: %s", pick(g, "white", "cream", "colour"))
	}
	if g.chance(0.5) {
		add("theme: %s", pick(g, cover.ThemeNames()...))
	}
	// Any colour, light or dark: the cover keeps its text legible.
	if g.chance(0.3) {
		add("background: %s", g.colour())
	}
	if g.chance(0.3) {
		add("accent: %s", g.colour())
	}
	var ps []string
	if g.chance(0.7) {
		ps = g.paragraphs(blurbLines, 1, 4, int(12*(page.Width*page.Height/(layout.Inch*layout.Inch)-12)))
	}
	if len(keys) == 0 && ps == nil {
		return nil
	}
	g.line("cover:")
	for _, k := range keys {
		g.line("  %s", k)
	}
	if ps != nil {
		g.indented("  ", "back_text", ps)
	}
	return ps
}

// colour returns a random colour, "#rrggbb" or '#RRGGBB' (quoted, or YAML
// would read a comment).
func (g *sweepGen) colour() string {
	c := g.rng.IntN(1 << 24)
	if g.chance(0.5) {
		return fmt.Sprintf(`"#%06x"`, c)
	}
	return fmt.Sprintf(`'#%06X'`, c)
}
