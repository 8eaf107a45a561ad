package book

import (
	"fmt"
	"slices"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/gen"
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
// (a code of package lang). The kinds' rules, example notes and worksheet
// instructions are English for now, whatever the language: this is where
// a translated text will be chosen.
func howToPlay(ex gen.Explainer, p gen.Params, language string) gen.HowTo {
	_ = language
	return ex.HowToPlay(p)
}
