package layout

// A large-print day (a daily feed's day.pdf with large_print) cannot
// always keep its grids' numbers at 16 pt with every puzzle on one page,
// nor set yesterday's answers small at the foot. It runs on to as many
// pages as that takes: the puzzles in slot order, as many to a page as
// keep every grid's type, then the answers on pages of their own, laid
// out the same way.

// dayPlacement is how a day's grids sit on its pages: as DayPage sets
// its puzzles, with no line under them.
func dayPlacement(t Type) placement {
	st := puzzleStyle
	st.typ = t
	return placement{st: st, noun: "puzzle"}
}

// DayGroups chooses which of a day's grids (in slot order) share a page
// of spec set in t: from the first, as many to a page as keep every
// grid's numbers at t.LeastGrid(). A grid that does not keep them even
// alone goes on a page alone, and is returned in unfit (a config check
// refuses it before any work).
func DayGroups(spec PageSpec, t Type, grids []Grid) (groups [][]int, unfit []*FitError) {
	pl := dayPlacement(t)
	body := t.bodyArea(spec.Safe())
	fit := func(from, n int) bool {
		slots := slotGrid(body, n, grids[from].aspect(), pl.st)
		for j := range n {
			if !pl.slotFits(slots[j], grids[from+j]) {
				return false
			}
		}
		return true
	}
	for from := 0; from < len(grids); {
		n := 1
		for from+n < len(grids) && fit(from, n+1) {
			n++
		}
		if n == 1 && !fit(from, 1) {
			fe := pl.fitError(spec, grids[from])
			fe.Section = from
			unfit = append(unfit, fe)
		}
		group := make([]int, n)
		for j := range group {
			group[j] = from + j
		}
		groups = append(groups, group)
		from += n
	}
	return groups, unfit
}

// DayPages lays out a large-print day on pages of spec in t: the items
// of each of groups (indices into items, from DayGroups) on a page of
// their own under header, then the strip's items, grouped by
// stripGroups, on pages headed with header and the strip's title. The
// pages are numbered from 1.
func DayPages(spec PageSpec, t Type, header string, items []Item, groups [][]int, strip Strip, stripGroups [][]int) []Page {
	var pages []Page
	add := func(header string, items []Item, groups [][]int) {
		for _, g := range groups {
			page := make([]Item, len(g))
			for j, i := range g {
				page[j] = items[i]
			}
			pages = append(pages, dayPage(spec, t, header, len(pages)+1, page, Strip{}))
		}
	}
	add(header, items, groups)
	if len(strip.Items) > 0 {
		add(header+" · "+strip.Title, strip.Items, stripGroups)
	}
	return pages
}
