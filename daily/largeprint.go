package daily

import (
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// A large-print feed (large_print: true) sets day.pdf as a large-print
// book sets its pages: every text at 14 pt or more and the grids'
// numbers at 16 pt or more. Where the slots do not all fit one page at
// that size, the day runs on to more pages, and yesterday's answers
// (previous_answers) go on pages of their own rather than small at the
// foot; the config's check says so in a note. A slot whose grid does
// not keep 16 pt even alone on a page is refused there, before any
// work, with a page size that holds it.

// dayGrid is what day.pdf's layout knows of a grid of kind k, rows by
// cols, drawn as a puzzle or as its answer, in the digits of fonts.
func dayGrid(k gen.Kind, rows, cols int, answer bool, fonts draw.Fonts) layout.Grid {
	sec := config.Section{Kind: k, Params: gen.Params{Rows: rows, Cols: cols}}
	if answer {
		return sec.AnswerGrid(fonts.Digit(draw.Bold))
	}
	return sec.Grid(fonts.Digit(draw.Bold))
}

// planDay checks that every slot of a large-print feed with day.pdf
// keeps its numbers at large print's size on a page of b's, and notes
// how the day runs on to more pages.
func (cfg *Config) planDay(d *config.Decoder, seen map[string]*yaml.Node, b *config.Config) {
	if !b.LargePrint || !cfg.Output.PDF || len(cfg.Slots) == 0 {
		return
	}
	grids := make([]layout.Grid, len(cfg.Slots))
	for i, s := range cfg.Slots {
		grids[i] = dayGrid(s.Kind, s.Params.Rows, s.Params.Cols, false, b.Fonts)
	}
	groups, unfit := layout.DayGroups(b.Page.Spec.ForPages(1), b.Type(), grids)
	for _, fe := range unfit {
		s := cfg.Slots[fe.Section]
		fix := "daily_output.pdf: false, or large_print: false"
		if fe.NeedWidth > 0 {
			fix = fmt.Sprintf("page.size of at least %s, or %s", config.InchesUp(fe.NeedWidth, fe.NeedHeight), fix)
		}
		d.Errorf(seen["large_print"], "large_print", "slot %q: a %dx%d %s grid does not fit on a large-print day page of %s even alone: its numbers would be %.3g pt, under the %g pt minimum; %s",
			s.Name, fe.Grid.Rows, fe.Grid.Cols, s.Kind.Name(), b.Page.Size, fe.Type, fe.MinType, fix)
	}
	if len(unfit) > 0 {
		return
	}
	var parts []string
	if len(groups) > 1 {
		per := make([]string, len(groups))
		for i, g := range groups {
			per[i] = fmt.Sprint(len(g))
		}
		parts = append(parts, fmt.Sprintf("its %d puzzles on %d pages (%s to a page): more to a page would set their numbers under %g pt",
			len(cfg.Slots), len(groups), strings.Join(per, ", "), b.Type().LeastGrid()))
	}
	if cfg.Output.PreviousAnswers {
		parts = append(parts, "yesterday's answers on pages of their own after them, at the same size")
	}
	if len(parts) > 0 {
		cfg.Notes = append(cfg.Notes, "day.pdf in large print: "+strings.Join(parts, "; "))
	}
}

// largeDay returns a large-print date's pages: its puzzles ps, and the
// strip's items with their puzzles prev, each as many to a page as keep
// their numbers at large print's size (layout.DayGroups).
func (r *dailyRun) largeDay(spec layout.PageSpec, header string, ps []dayPuzzle, strip layout.Strip, prev []dayPuzzle) []layout.Page {
	t := r.cfg.Type()
	groups := func(ps []dayPuzzle, answer bool) [][]int {
		grids := make([]layout.Grid, len(ps))
		for i, p := range ps {
			grids[i] = dayGrid(p.kind, p.puzzle.Rows, p.puzzle.Cols, answer, r.cfg.Fonts)
		}
		g, _ := layout.DayGroups(spec, t, grids) // checked with the config
		return g
	}
	return layout.DayPages(spec, t, header, r.items(ps, false), groups(ps, false), strip, groups(prev, true))
}
