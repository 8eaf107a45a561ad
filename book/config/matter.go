package config

import (
	"fmt"
	"slices"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/lang"
)

// Matter is an extra page that pages: lists: an introduction, tips, a
// dedication, notes, a page about the author, the author's other books
// or a request for a review.
type Matter struct {
	Kind  string // one of MatterKinds
	Title string // as written; empty takes the kind's title in the book's language
	Text  string // paragraphs separated by blank lines; *italic* and **bold** paragraphs
	// Back places the page after the answers; false, before the first
	// section. Each kind has its place (MatterFront), which place:
	// overrides.
	Back bool
	// Lines rules a notes page for writing.
	Lines bool
	// Image is a picture drawn under the title; nil for none.
	Image *Picture
}

// MatterKinds are the kinds of pages pages: lists.
var MatterKinds = []string{"intro", "tips", "dedication", "notes", "about", "also-by", "review"}

// MatterFront are the kinds of pages that go before the puzzles unless
// place: says otherwise; the others go after the answers.
var MatterFront = []string{"intro", "tips", "dedication"}

// Limits of the extra pages: how many a book takes, and the longest
// dedication, which is set on one page.
const (
	maxMatter        = 20
	maxDedicationLen = 500
)

// matterText is what the text of an extra page accepts.
var matterText = textRule{max: maxCopyrightLen, lines: true}

// matterTitle is the default title of a kind of page in w: none for a
// dedication, which prints its text alone.
func matterTitle(w lang.Words, kind string) string {
	return map[string]string{
		"intro": w.Intro, "tips": w.Tips, "notes": w.Notes,
		"about": w.About, "also-by": w.AlsoBy, "review": w.Review,
	}[kind]
}

func parseMatterKind(s string) (string, error) {
	if slices.Contains(MatterKinds, s) {
		return s, nil
	}
	return "", fmt.Errorf("must be %s, not %q", oneOf(MatterKinds), s)
}

func parsePlace(s string) (bool, error) {
	switch s {
	case "front":
		return false, nil
	case "back":
		return true, nil
	}
	return false, fmt.Errorf("must be front or back, not %q", s)
}

// matter reads the list of extra pages.
func (d *decoder) matter(n *yaml.Node, path string, dst *[]Matter) {
	if n = d.list(n, path, "page"); n == nil {
		return
	}
	if len(n.Content) > maxMatter {
		d.errorf(n, path, "%d pages; a book takes at most %d", len(n.Content), maxMatter)
		return
	}
	for i, pn := range n.Content {
		p := fmt.Sprintf("%s[%d]", path, i)
		var m Matter
		var back bool
		seen := d.mapping(pn, p, []field{
			{"kind", choice(d, &m.Kind, parseMatterKind)},
			{"title", d.printed(&m.Title, titleText)},
			{"text", d.printed(&m.Text, matterText)},
			{"place", choice(d, &back, parsePlace)},
			{"lines", d.boolean(&m.Lines)},
			{"image", d.picture(&m.Image)},
		})
		if d.bombed {
			return
		}
		pn = target(pn)
		if pn.Kind != yaml.MappingNode {
			continue
		}
		d.required(pn, p, seen, "kind")
		m.Back = !slices.Contains(MatterFront, m.Kind)
		if _, ok := seen["place"]; ok {
			m.Back = back
		}
		if ln, ok := seen["lines"]; ok && m.Kind != "notes" {
			d.errorf(ln, p+".lines", "only a notes page is ruled, not a %s page", m.Kind)
		}
		if _, ok := seen["text"]; !ok && m.Kind != "notes" && m.Kind != "" {
			d.errorf(pn, p+".text", "is required for a page of kind %s", m.Kind)
		}
		if n := utf8.RuneCountInString(m.Text); m.Kind == "dedication" && n > maxDedicationLen {
			d.errorf(seen["text"], p+".text", "%d characters; a dedication, centred on its page, holds at most %d", n, maxDedicationLen)
		}
		*dst = append(*dst, m)
	}
}

// MatterPages are the composer's extra pages of cfg, those before the
// puzzles and those after the answers, titled in the book's language.
func (cfg *Config) MatterPages() (front, back []layout.Matter) {
	w := cfg.Text()
	for _, m := range cfg.Matter {
		title := m.Title
		if title == "" {
			title = matterTitle(w, m.Kind)
		}
		lm := layout.Matter{Title: w.Punctuate(title), Lines: m.Lines, Centred: m.Kind == "dedication"}
		if m.Image != nil {
			lm.Image = m.Image.Image
		}
		for _, p := range Paragraphs(m.Text) {
			lm.Paras = append(lm.Paras, w.Punctuate(p))
		}
		if m.Back {
			back = append(back, lm)
		} else {
			front = append(front, lm)
		}
	}
	return front, back
}
