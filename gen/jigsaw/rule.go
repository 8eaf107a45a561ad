package jigsaw

import (
	"fmt"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// The rule of N: k whole rows (or columns) side by side hold every digit
// k times, and so do any k whole regions. When the regions mostly inside
// a band of k rows are k in number, the band's cells outside them (the
// innies) and their cells outside the band (the outies) hold the same
// digits, counted with their repeats. So an innie can only hold a digit
// some outie can still hold (or a placed outie holds that no placed innie
// matches), and the other way round.

// ruleOfN is the ladder's name, grade and weight for the rule: a medium
// step, tried after claiming, since it too reads a band against regions.
var ruleOfN = regions.TechniqueInfo{Name: "rule of N", Grade: gen.Medium, Weight: 5}

// maxInnies bounds the innies (and so the outies) of a band the rule
// uses: more cells than that are no longer a glance at the grid.
const maxInnies = 4

// band is k consecutive rows or columns with the k regions mostly inside
// them, and its innies and outies.
type band struct {
	cols           bool // columns rather than rows
	from, k        int  // the first row (column), from 0, and how many
	regions        []int
	innies, outies []int
}

// bandsOf lists the bands of geo that the rule can use: those whose
// majority regions are k in number, with 1 to maxInnies innies.
func bandsOf(geo *regions.Geometry) []band {
	n := geo.N
	var out []band
	for _, cols := range []bool{false, true} {
		for k := 1; k < n; k++ {
			for from := 0; from+k <= n; from++ {
				b := band{cols: cols, from: from, k: k}
				inside := func(c int) bool {
					line := c / n
					if cols {
						line = c % n
					}
					return line >= from && line < from+k
				}
				var in [maxSize]int
				for c := range n * n {
					if inside(c) {
						in[geo.Region[c]]++
					}
				}
				var chosen [maxSize]bool
				for r := range n {
					if 2*in[r] > n {
						chosen[r] = true
						b.regions = append(b.regions, r)
					}
				}
				if len(b.regions) != k {
					continue
				}
				for c := range n * n {
					switch {
					case inside(c) && !chosen[geo.Region[c]]:
						b.innies = append(b.innies, c)
					case !inside(c) && chosen[geo.Region[c]]:
						b.outies = append(b.outies, c)
					}
				}
				if len(b.innies) > 0 && len(b.innies) <= maxInnies {
					out = append(out, b)
				}
			}
		}
	}
	return out
}

// ladderFor returns the ladder of geo: the engine's, with the rule of N
// over geo's bands after claiming.
func ladderFor(geo *regions.Geometry) *regions.Ladder {
	bands := bandsOf(geo)
	return regions.NewLadder(regions.Rule{
		TechniqueInfo: ruleOfN,
		After:         regions.Claiming,
		Apply:         func(g *regions.Grader, t regions.Technique) bool { return applyRule(g, t, bands) },
	})
}

// applyRule makes the first step of the rule of N that rules something
// out, in the order of bands.
func applyRule(g *regions.Grader, t regions.Technique, bands []band) bool {
	n := g.Geometry().N
	full := uint16(1)<<n - 1
	var ruled []any // what the step rules out, for its sentence (gen.Words)
	for i := range bands {
		b := &bands[i]
		forInnies, forOuties := allowed(g, b.outies, b.innies), allowed(g, b.innies, b.outies)
		progress := false
		for _, side := range [2]struct {
			cells []int
			keep  uint16
		}{{b.innies, forInnies}, {b.outies, forOuties}} {
			for _, c := range side.cells {
				gone := g.Candidates(c) &^ side.keep
				if g.Value(c) != 0 || !g.Eliminate(c, full&^side.keep) {
					continue
				}
				progress = true
				if g.Tracing() {
					ruled = append(ruled, gen.Say("%s cannot be %s", cellName(n, c), digits(gone, "or")))
				}
			}
		}
		if progress {
			if g.Tracing() {
				g.Say(b.sentence(n, gen.And(ruled...)))
			}
			g.Record(t)
			return true
		}
	}
	return false
}

// digits lists the digits of mask joined by conj ("and" or "or"): "2, 5
// or 7".
func digits(mask uint16, conj string) gen.List {
	var ds []any
	for d := 1; mask != 0; d, mask = d+1, mask>>1 {
		if mask&1 != 0 {
			ds = append(ds, d)
		}
	}
	return gen.List{Items: ds, Conj: conj}
}

// allowed returns the digits an open cell of mine may hold, given that
// the cells of other hold the same digits as mine: the candidates of
// other's open cells, and the digits placed in other more often than in
// mine.
func allowed(g *regions.Grader, other, mine []int) uint16 {
	var count [maxSize + 1]int
	var mask uint16
	for _, c := range other {
		if v := g.Value(c); v != 0 {
			count[v]++
		} else {
			mask |= g.Candidates(c)
		}
	}
	for _, c := range mine {
		if v := g.Value(c); v != 0 {
			count[v]--
		}
	}
	for v, k := range count {
		if k > 0 {
			mask |= 1 << (v - 1)
		}
	}
	return mask
}

// sentence explains a step of the rule on band b of an n x n grid,
// which rules out what ruled says: a format for one line and one region,
// and one for more, so that a translation makes them agree.
func (b *band) sentence(n int, ruled gen.List) gen.Words {
	lines := gen.Say("Row %d", b.from+1)
	switch {
	case b.k == 2:
		lines = gen.Say("Rows %d and %d", b.from+1, b.from+2)
	case b.k > 2:
		lines = gen.Say("Rows %d to %d", b.from+1, b.from+b.k)
	}
	if b.cols {
		lines.Format = strings.Replace(lines.Format, "Row", "Column", 1)
	}
	regs := gen.Say("region %d", b.regions[0]+1)
	if len(b.regions) > 1 {
		names := make([]any, len(b.regions))
		for i, r := range b.regions {
			names[i] = r + 1
		}
		regs = gen.Say("regions %s", gen.And(names...))
	}
	if b.k == 1 {
		return gen.Say("%s and %s each hold every digit once, so %s. So %s.", lines, regs, b.clause(n), ruled)
	}
	times := gen.Say("twice")
	if b.k > 2 {
		times = gen.Say("%d times", b.k)
	}
	return gen.Say("%s and %s each hold every digit %s, so %s. So %s.", lines, regs, times, b.clause(n), ruled)
}

// clause says that b's innies hold the same digits as its outies: "r3c4,
// in the row but not the region, holds the same digits as r5c4, in the
// region but not the row", a format for each of rows or columns, one line
// or more (as many as regions), and one innie or more.
func (b *band) clause(n int) gen.Words {
	these, those := "the row", "the region"
	if b.cols {
		these = "the column"
	}
	if b.k > 1 {
		these, those = these+"s", those+"s"
	}
	holds := "holds"
	if len(b.innies) > 1 {
		holds = "hold"
	}
	return gen.Say("%s, in "+these+" but not "+those+", "+holds+" the same digits as %s, in "+those+" but not "+these,
		cellList(n, b.innies), cellList(n, b.outies))
}

// cellName names cell c: "r3c4".
func cellName(n, c int) string { return fmt.Sprintf("r%dc%d", c/n+1, c%n+1) }

// cellList lists cells: "r3c4", "r3c4 and r3c5", "r1c1, r2c2 and r3c3".
func cellList(n int, cells []int) gen.List {
	names := make([]any, len(cells))
	for i, c := range cells {
		names[i] = cellName(n, c)
	}
	return gen.And(names...)
}
