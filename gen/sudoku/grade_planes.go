package sudoku

import (
	"math/bits"

	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// singlesRun is the grader's singles phase replayed on a singles board:
// the same placements in the same order, so the same score, steps and
// hardest technique, at a fraction of the cost (the grader scans units
// cell by cell; this reads a unit's digits off the planes).
type singlesRun struct {
	singlesBoard
	regions.Tally
}

// rateSingles returns rateUpTo(s, cells, gen.Easy) for 9x9 cells that are
// a subset of a full grid, as the generator's puzzles are. Such a grid has
// a solution, so singles never break it: every unit keeps a place for each
// missing digit, and no cell is the only place of two. The generator rates
// its easy puzzles so, once each.
func rateSingles(cells []int) rating {
	g := singlesRun{singlesBoard: subgridBoard(cells)}
	for g.open[0]|g.open[1]|g.open[2] != 0 && (g.round() || g.nakedSingles()) {
	}
	return g.Rating(g.open[0]|g.open[1]|g.open[2] == 0)
}

// round starts a round, as grader.step does, with its hidden singles.
func (g *singlesRun) round() bool {
	g.Look()
	return g.hiddenSingles()
}

// hiddenSingles is grader.hiddenSingles: boxes, then rows, then columns,
// each unit's singles taken from the state at the start of the unit and
// placed in digit order.
func (g *singlesRun) hiddenSingles() bool {
	progress := false
	for b := range 3 {
		for k := range 3 {
			progress = g.bandUnit(b, boxOfBand[k]) || progress
		}
	}
	for b := range 3 {
		for r := range 3 {
			progress = g.bandUnit(b, rowBits<<(9*r)) || progress
		}
	}
	for c := range 9 {
		progress = g.column(c) || progress
	}
	return progress
}

// bandUnit places the hidden singles of the unit (a row or a box) with
// cells unit in band b.
func (g *singlesRun) bandUnit(b int, unit uint32) bool {
	open := g.open[b] & unit
	if open == 0 {
		return false
	}
	t := regions.HiddenSingle
	if open&(open-1) == 0 {
		t = regions.FullHouse
	}
	var at [9]uint32
	for d := range 9 {
		if x := g.plane[3*d+b] & unit; x&(x-1) == 0 {
			at[d] = x
		}
	}
	progress := false
	for d, x := range at {
		if x != 0 {
			g.place(d, b, bits.TrailingZeros32(x))
			g.Add(t)
			progress = true
		}
	}
	return progress
}

// column places the hidden singles of column c.
func (g *singlesRun) column(c int) bool {
	col := bandTab.column[c]
	open := bits.OnesCount32(g.open[0]&col) + bits.OnesCount32(g.open[1]&col) + bits.OnesCount32(g.open[2]&col)
	if open == 0 {
		return false
	}
	t := regions.HiddenSingle
	if open == 1 {
		t = regions.FullHouse
	}
	var at [9]int // 1 + the digit's one cell in the three bands, 0 = not a single
	for d := range 9 {
		x0, x1, x2 := g.plane[3*d]&col, g.plane[3*d+1]&col, g.plane[3*d+2]&col
		if bits.OnesCount32(x0)+bits.OnesCount32(x1)+bits.OnesCount32(x2) != 1 {
			continue
		}
		switch {
		case x0 != 0:
			at[d] = 1 + bits.TrailingZeros32(x0)
		case x1 != 0:
			at[d] = 1 + bandBits + bits.TrailingZeros32(x1)
		default:
			at[d] = 1 + 2*bandBits + bits.TrailingZeros32(x2)
		}
	}
	progress := false
	for d, i := range at {
		if i != 0 {
			g.place(d, (i-1)/bandBits, (i-1)%bandBits)
			g.Add(t)
			progress = true
		}
	}
	return progress
}

// nakedSingles is grader.nakedSingles: open cells in order, each placed
// when it has one candidate left, later cells seeing earlier placements.
func (g *singlesRun) nakedSingles() bool {
	progress := false
	for b := range 3 {
		from := uint32(bandFull)
		for {
			one, two := bandCover(&g.plane, b)
			s := g.open[b] & one &^ two & from
			if s == 0 {
				break
			}
			p := bits.TrailingZeros32(s)
			g.place(digitAt(&g.plane, b, s&-s), b, p)
			g.Add(regions.NakedSingle)
			progress = true
			from = bandFull &^ (1<<(p+1) - 1)
		}
	}
	return progress
}
