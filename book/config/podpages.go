package config

import (
	"fmt"
	"sort"

	"go.yaml.in/yaml/v3"

	"github.com/puzzlebook/puzzlebook/layout"
)

// plannedPages is the page count of cfg's book as the layout lays it out
// before any puzzle exists (Config.Plan): exact but for output.hints, whose
// pages depend on the puzzles and only add to it.
func plannedPages(cfg *Config) int {
	return len(layout.Compose(cfg.Plan()).Pages)
}

// podPages refuses a print-on-demand book of more pages than print on
// demand allows, before any puzzle is made, and names the largest count
// of its last section that fits, when one does.
func (d *decoder) podPages(root *yaml.Node, cfg *Config) {
	if !cfg.PrintOnDemand || d.ext != nil || len(cfg.Sections) == 0 || d.failed("page", "output", "sections", "copyright", "contents", "how_to_play", "worksheet") {
		return
	}
	f := d.fitted(cfg)
	fit, plan := f.Config, f.Book // the fitted plan, composed as it is
	if fit.Title == "" {
		// A title page, as Parse gives a book without one: a page more,
		// which may widen the gutter, so Compose fits this plan again.
		t := *fit
		t.Title = "Title"
		fit, plan = &t, t.Plan()
	}
	at := lookup(root, "print_on_demand")
	if least := puzzlePages(fit.Sections); least > 2*layout.MaxPODPages {
		// Far too long: the puzzle pages alone say so, without laying
		// out a book of that many pages.
		d.errorf(at, "print_on_demand", "the book would have at least %d pages; print on demand allows at most %d: lower the counts, or set print_on_demand: false",
			least, layout.MaxPODPages)
		return
	}
	n := len(layout.Compose(plan).Pages)
	if n <= layout.MaxPODPages {
		return
	}
	last := len(fit.Sections) - 1
	fix := "lower the counts, or set print_on_demand: false"
	if k := mostThatFit(fit, last); k > 0 {
		fix = fmt.Sprintf("sections[%d].count: %d fits (or lower other counts, or set print_on_demand: false)", fit.Sections[last].index, k)
	}
	d.errorf(at, "print_on_demand", "the book would have %d pages; print on demand allows at most %d: %s", n, layout.MaxPODPages, fix)
}

// puzzlePages is how many pages the puzzles of secs fill, at their
// PerPage: fewer than the book has.
func puzzlePages(secs []Section) int {
	n := 0
	for _, s := range secs {
		n += (s.Count + s.PerPage - 1) / max(s.PerPage, 1)
	}
	return n
}

// mostThatFit returns the largest count of section s of cfg that keeps
// the book within layout.MaxPODPages, or 0 when even one does not: pages
// only grow with the count, so a binary search finds it.
func mostThatFit(cfg *Config, s int) int {
	c := *cfg
	c.Sections = append([]Section(nil), cfg.Sections...)
	pagesWith := func(count int) int {
		c.Sections[s].Count = count
		return plannedPages(&c)
	}
	// More than MaxPODPages pages of puzzles alone never fit.
	most := min(cfg.Sections[s].Count, layout.MaxPODPages*max(cfg.Sections[s].PerPage, 1))
	return sort.Search(most, func(i int) bool { return pagesWith(i+1) > layout.MaxPODPages })
}
