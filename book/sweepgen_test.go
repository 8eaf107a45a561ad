package book

import (
	"fmt"
	"math/rand/v2"
	"strings"
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
	rng *rand.Rand
	b   strings.Builder
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
func (g *sweepGen) boolKey(indent, key string, pTrue float64) {
	switch {
	case g.chance(0.3):
	case g.chance(pTrue):
		g.line("%s%s: true", indent, key)
	default:
		g.line("%s%s: false", indent, key)
	}
}

// book writes the whole config.
func (g *sweepGen) book(sb *sweepBook) {
	g.line("# sweep config %d", sb.N)
	g.line("name: sweep-%d", sb.N)
	sb.Title = g.text(1, 200)
	g.line("title: %s", g.quote(sb.Title, false))
	if g.chance(0.7) {
		sb.Subtitle = g.text(1, 200)
		g.line("subtitle: %s", g.quote(sb.Subtitle, false))
	}
	if g.chance(0.8) {
		sb.Author = g.author()
		g.line("author: %s", g.quote(sb.Author, false))
	}
	if g.chance(0.5) {
		g.line("seed: %d", g.rng.Uint64())
	} else {
		g.line("seed: %d", g.between(0, 1000))
	}
	bleed := g.page()
	cover := g.output()
	if g.chance(0.6) {
		sb.Copyright = g.paragraphs(copyrightLines, 1, 5)
		g.block("copyright", sb.Copyright)
	}
	g.boolKey("", "contents", 0.7)
	g.boolKey("", "how_to_play", 0.7)
	if g.chance(0.3) || bleed && g.chance(0.5) {
		g.line("print_on_demand: true")
	}
	worksheet := g.chance(0.2)
	if worksheet {
		g.line("worksheet: true")
	} else if g.chance(0.1) {
		g.line("worksheet: false")
	}
	if g.chance(0.3) {
		g.line("worksheet_font: %s", pick(g, "go", "dejavu"))
	}
	if cover || g.chance(0.1) {
		sb.BackText = g.cover()
	}
	g.sections(worksheet)
}

// namedTrims are the page sizes layout.ParsePageSize knows by name.
var namedTrims = []string{"letter", "legal", "a4", "a5", "5x8", "5.5x8.5", "6x9", "7x10", "8x10", "8.25x11", "8.5x8.5", "8.5x11", "8.27x11.69"}

// page writes the page mapping: a named trim or a custom one from 4x6in
// to 8.5x11in, margins the printer allows, a gutter and a bleed. It
// reports whether the page has a bleed.
func (g *sweepGen) page() bool {
	if g.chance(0.05) {
		return false // letter with 0.5in margins
	}
	g.line("page:")
	if g.chance(0.5) {
		g.line("  size: %s", pick(g, namedTrims...))
	} else {
		// Eighths of an inch: 4 to 8.5 wide, 6 to 11 high.
		w, h := float64(g.between(32, 68))/8, float64(g.between(48, 88))/8
		switch {
		case g.chance(0.15):
			g.line("  size: %gx%gmm", round1(w*25.4), round1(h*25.4))
		case g.chance(0.1):
			g.line("  size: %gx%gpt", w*72, h*72)
		default:
			g.line("  size: %gx%gin", w, h)
		}
	}
	bleed := g.chance(0.4)
	if bleed {
		g.line("  bleed: true")
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
	switch {
	case !bleed && g.chance(0.2): // the default 0.5in
	case g.chance(0.15):
		g.line("  margin: %gmm", ceil1(m*25.4))
	case g.chance(0.1):
		g.line("  margin: %gpt", m*72)
	default:
		g.line("  margin: %gin", m)
	}
	if g.chance(0.4) {
		g.line("  gutter: %gin", float64(g.between(1, 6))/16)
	}
	return bleed
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
		add("answers_per_page: %d", g.between(1, maxAnswersPage))
	}
	cover := g.chance(0.4)
	if cover {
		add("cover: true")
	} else if g.chance(0.2) {
		add("cover: false")
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

// cover writes the cover mapping and returns the back text's paragraphs.
func (g *sweepGen) cover() []string {
	paper, back := g.chance(0.6), g.chance(0.7)
	if !paper && !back {
		return nil
	}
	g.line("cover:")
	if paper {
		g.line("  paper: %s", pick(g, "white", "cream", "colour"))
	}
	if !back {
		return nil
	}
	ps := g.paragraphs(blurbLines, 1, 4)
	g.indented("  ", "back_text", ps)
	return ps
}
