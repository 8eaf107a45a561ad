package config

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"
)

// targetPages sets the sections' counts of a book with target_pages so
// that it has exactly that many pages, before any puzzle is made. The
// counts the config gives are weights: each count is chosen in
// proportion to them (weightedCounts), and the total is the one whose
// book, as the layout plans it (plannedPages, with the blank pages a
// bound or print-on-demand book must end with), has the target's page
// count: the largest such total, so that the pages are full. A target
// no total meets is refused at its key, naming the page counts nearest
// to it that can be met.
func (d *decoder) targetPages(root *yaml.Node, cfg *Config) {
	if cfg.TargetPages == 0 || d.ext != nil || len(cfg.Sections) == 0 ||
		d.failed("page", "output", "sections", "copyright", "contents", "how_to_play", "worksheet", "target_pages", "pages") {
		return
	}
	at := lookup(root, "target_pages")
	for s := range cfg.Sections {
		if cfg.SectionHints(s) {
			d.errorf(at, "target_pages", "cannot be met with hints: their pages depend on the puzzles; leave hints out, or target_pages out")
			return
		}
	}
	if f := d.fitted(cfg); len(f.problems) > 0 {
		return // density refuses the sections that do not fit
	}
	weights := make([]int, len(cfg.Sections))
	for s, sec := range cfg.Sections {
		weights[s] = sec.Count
	}
	c := *cfg
	c.Sections = slices.Clone(cfg.Sections)
	if c.Title == "" {
		c.Title = "Title" // as Parse gives a book without one: a title page
	}
	pagesAt := func(total int) int { return pagesWith(&c)(weightedCounts(weights, total)) }
	// Pages only grow with the total, as each section's count does: the
	// smallest total past the target is found by doubling, then a binary
	// search, so no book much longer than the target is laid out.
	least, most := len(weights), maxCount*len(weights)
	lo, hi := least, least
	for hi < most && pagesAt(hi) <= cfg.TargetPages {
		lo, hi = hi+1, min(2*hi, most)
	}
	total := lo + sort.Search(hi-lo+1, func(i int) bool { return pagesAt(lo+i) > cfg.TargetPages })
	if counts := nearCounts(weights, total, most, cfg.TargetPages, pagesWith(&c)); counts != nil {
		if s := slices.IndexFunc(counts, func(n int) bool { return n > maxCount }); s >= 0 {
			d.errorf(at, "target_pages", "%d would need %d puzzles in sections[%d], more than the %d a section may hold: lower target_pages, or give that section less weight",
				cfg.TargetPages, counts[s], cfg.Sections[s].index, maxCount)
			return
		}
		parts := make([]string, len(counts))
		for s, n := range counts {
			cfg.Sections[s].Count = n
			parts[s] = fmt.Sprintf("sections[%d].count %d", cfg.Sections[s].index, n)
		}
		cfg.Targeted = fmt.Sprintf("target_pages: %d pages with %s (in proportion to the counts given)", cfg.TargetPages, strings.Join(parts, ", "))
		// The checks after this one fit the book of the chosen counts.
		d.fit, cfg.fit = nil, nil
		return
	}
	var can []string
	if total > least {
		can = append(can, fmt.Sprint(pagesAt(total-1)))
	}
	if total <= most {
		can = append(can, fmt.Sprint(pagesAt(total)))
	}
	why := "counts are chosen in proportion to the sections' counts"
	if cfg.PrintOnDemand || cfg.Output.Cover {
		why += "; a bound book has an even page count"
	}
	if cfg.PrintOnDemand {
		why += ", at least 24"
	}
	d.errorf(at, "target_pages", "%d cannot be met: %s can (%s)", cfg.TargetPages, strings.Join(can, " or "), why)
}

// pagesWith returns the page count of c's book with the given counts,
// which it sets on c's sections.
func pagesWith(c *Config) func(counts []int) int {
	return func(counts []int) int {
		for s, n := range counts {
			c.Sections[s].Count = n
		}
		return plannedPages(c)
	}
}

// nearCounts returns the counts, in proportion to weights, that give a
// book of target pages with as many puzzles as those pages hold, where
// total is the least total whose book has more than target pages (one
// past most when none has): the proportional counts of total-1, else,
// where that book has fewer pages, the counts one puzzle away from
// proportion between those of total-1 and total. It returns nil when
// none does.
func nearCounts(weights []int, total, most, target int, pages func([]int) int) []int {
	if total == len(weights) {
		return nil // one puzzle a section is already too many pages
	}
	before := weightedCounts(weights, total-1)
	if pages(before) == target {
		return before
	}
	if total > most {
		return nil
	}
	at := weightedCounts(weights, total)
	for s := range weights {
		// One more in another section than the one total added to.
		if at[s] == before[s] {
			try := slices.Clone(before)
			try[s]++
			if pages(try) == target {
				return try
			}
		}
	}
	return nil
}

// weightedCounts shares total puzzles (at least one per weight) among
// sections in proportion to weights, by the method of Sainte-Laguë from
// one each: each further puzzle goes to the section with the highest
// weight/(count+1/2), the first on a tie. Adding one to total adds one
// to a single count, so a book's pages only grow with total, and a total
// equal to the sum of the weights gives the weights back.
func weightedCounts(weights []int, total int) []int {
	counts := make([]int, len(weights))
	for i := range counts {
		counts[i] = 1
	}
	for n := len(weights); n < total; n++ {
		best := 0
		for i := range weights {
			// w_i/(c_i+1/2) > w_b/(c_b+1/2), without division.
			if weights[i]*(2*counts[best]+1) > weights[best]*(2*counts[i]+1) {
				best = i
			}
		}
		counts[best]++
	}
	return counts
}
