package book

import (
	"fmt"
	"slices"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout"
)

// otherSizes is the sentence a how-to-play page adds when the book holds
// its kind at sizes other than that of section first, whose size the
// page explains, and the rules differ between sizes (Sudoku's numbers run
// to the size of its grid; Numberlink's rules do not change): "The 6x6
// and 9x9 puzzles of this book follow the same rules at their size." It
// returns nothing when there are no such sizes.
func otherSizes(cfg *config.Config, first int, ex gen.Explainer) []string {
	secs := cfg.Sections
	kind := secs[first].Kind.Name()
	rules := howToPlay(ex, secs[first].Params, cfg.Language).Rules
	var sizes []string
	for _, s := range secs[first+1:] {
		if s.Kind.Name() != kind {
			continue
		}
		size := fmt.Sprintf("%dx%d", s.Params.Rows, s.Params.Cols)
		if slices.Contains(sizes, size) || slices.Equal(howToPlay(ex, s.Params, cfg.Language).Rules, rules) {
			continue
		}
		sizes = append(sizes, size)
	}
	if len(sizes) == 0 {
		return nil
	}
	w := cfg.Text()
	return []string{fmt.Sprintf(w.SameRules, w.List(sizes))}
}

// howToPlay is the how-to-play text of ex at p for a book in language
// (a code of package lang), said in that language with the kind's
// translations (English where a kind has none).
func howToPlay(ex gen.Explainer, p gen.Params, language string) gen.HowToText {
	var t gen.Translations
	if tr, ok := ex.(gen.Translator); ok {
		t = tr.Translations()
	}
	return ex.HowToPlay(p).In(language, t)
}

// smallerExample gives section s's how-to page h the example of a smaller
// size of its kind when the section's own would not stand under the rules
// on the book's pages (its numbers would be under the minimum type there):
// the largest smaller square size the kind makes whose example does, with
// "(6x6)" after its labels and a note. It leaves h as it is when no size
// does; the composer then gives the example a page of its own.
func smallerExample(cfg *config.Config, s int, ex gen.Explainer, title string, h *layout.HowTo) {
	sec := cfg.Sections[s]
	if h.Example.Draw == nil || cfg.Type().ExampleUnderRules(cfg.Page.Spec, h) || sec.Params.Rows != sec.Params.Cols {
		return
	}
	for n := sec.Params.Rows - 1; n >= 3; n-- {
		// The example is easy whatever the section's grade: a size is
		// tried if the kind makes easy puzzles of it (some kinds' small
		// sizes are never medium).
		p := gen.Params{Rows: n, Cols: n, Grade: gen.Easy, Options: sec.Params.Options}
		if sec.Kind.Validate(p) != nil {
			continue
		}
		small := howTo(sec.Kind, howToPlay(ex, p, cfg.Language), cfg)
		if small.Example.Draw == nil || !cfg.Type().ExampleUnderRules(cfg.Page.Spec, &layout.HowTo{Title: h.Title, Rules: h.Rules, Example: small.Example, Solved: small.Solved, TypeScale: small.TypeScale}) {
			continue
		}
		size := fmt.Sprintf("%dx%d", n, n)
		h.Example, h.Solved, h.TypeScale = small.Example, small.Solved, small.TypeScale
		h.Example.Label += " (" + size + ")"
		h.Solved.Label += " (" + size + ")"
		h.Note = fmt.Sprintf("sections[%d] (%s): the how-to-play example is a %s: at %dx%d its numbers would be under %g pt beside the rules",
			s, title, size, sec.Params.Rows, sec.Params.Cols, cfg.Type().LeastGrid())
		return
	}
}
