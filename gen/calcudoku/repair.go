package calcudoku

import (
	"math/rand/v2"
	"slices"

	"github.com/puzzlebook/puzzlebook/gen"
)

// A random layout of fewer operations, or hidden ones, that the ladder
// cannot finish is usually one or two cages short of a unique, solvable
// puzzle (with every operation shown a fresh layout is cheaper: see
// generate). Rather than drop it, the generator recuts the cage of a
// cell the ladder left empty, with a neighbouring cage, into new cages
// of two or three cells with new operations, and grades again: the
// puzzle stays hard where it was hard, and the stall moves on or goes.
// A layout the ladder finds too easy has two
// neighbouring cages merged (harden). The puzzle is kept when its grade
// is the one asked for, and dropped when a few changes do not get there.

// maxRecuts bounds the changes to one layout; expertRecuts those of an
// expert layout up to 7x7 with every operation shown, where a walk
// that has found no expert layout in a dozen changes seldom finds one
// later: a fresh layout costs fewer runs of the ladder
// (docs/performance.md).
const (
	maxRecuts    = 24
	expertRecuts = 12
)

// recut cuts the cage of cell, with a random neighbouring cage, into new
// cages of two or three cells with operations drawn from allowed, and
// returns the new list; false when the cells cannot be cut so.
func recut(cages []gen.Cage, cell int, sol []int, n int, allowed string, hide bool, rng *rand.Rand) ([]gen.Cage, bool) {
	owner := gen.CageIndex(n, n, cages)
	k := owner[cell/n][cell%n]
	var others []int
	for _, x := range cages[k].Cells {
		for _, j := range neighbours(n, x.Row*n+x.Col) {
			if o := owner[j/n][j%n]; o != k && !slices.Contains(others, o) {
				others = append(others, o)
			}
		}
	}
	if len(others) == 0 {
		return cages, false
	}
	o := others[rng.IntN(len(others))]
	var region []int
	for _, x := range append(slices.Clone(cages[k].Cells), cages[o].Cells...) {
		region = append(region, x.Row*n+x.Col)
	}
	pieces, ok := cutRegion(region, n, rng)
	if !ok {
		return cages, false
	}
	out := make([]gen.Cage, 0, len(cages)+2)
	for x, cg := range cages {
		if x != k && x != o {
			out = append(out, cg)
		}
	}
	out = append(out, withOps(pieces, sol, n, allowed, hide, rng)...)
	sortCages(out, n)
	return out, true
}

// cutRegion cuts the cells of region into connected pieces of two or
// three cells (four where a lone cell must join one); false when eight
// tries leave a cell alone.
func cutRegion(region []int, n int, rng *rand.Rand) ([][]int, bool) {
	for range 8 {
		owner := map[int]int{}
		var pieces [][]int
		for _, x := range rng.Perm(len(region)) {
			start := region[x]
			if _, taken := owner[start]; taken {
				continue
			}
			p := len(pieces)
			cells := grow(n, start, 2+rng.IntN(2), func(j int) bool {
				if _, taken := owner[j]; taken || !slices.Contains(region, j) {
					return false
				}
				owner[j] = p
				return true
			}, rng)
			pieces = append(pieces, cells)
		}
		lone := false
		for p, cells := range pieces {
			if len(cells) != 1 {
				continue
			}
			joined := false
			for _, j := range neighbours(n, cells[0]) {
				if q, in := owner[j]; in && q != p && len(pieces[q]) >= 2 && len(pieces[q]) < genCage {
					pieces[q] = append(pieces[q], cells[0])
					owner[cells[0]] = q
					pieces[p] = nil
					joined = true
					break
				}
			}
			lone = lone || !joined
		}
		if !lone {
			return slices.DeleteFunc(pieces, func(c []int) bool { return len(c) == 0 }), true
		}
	}
	return nil, false
}

// harden merges a random cage with a neighbouring one into a cage of at
// most genCage cells with a new operation: fewer, larger cages for a
// puzzle the ladder finds too easy. False when it finds no such pair in
// a few tries.
func harden(cages []gen.Cage, sol []int, n int, allowed string, hide bool, rng *rand.Rand) ([]gen.Cage, bool) {
	var owner [maxCells]int
	for k, cg := range cages {
		for _, c := range cg.Cells {
			owner[c.Row*n+c.Col] = k
		}
	}
	for range 8 {
		k := rng.IntN(len(cages))
		if len(cages[k].Cells) >= genCage {
			continue
		}
		var buf [4 * genCage]int
		others := buf[:0]
		for _, x := range cages[k].Cells {
			for _, j := range neighbours(n, x.Row*n+x.Col) {
				if o := owner[j]; o != k && len(cages[o].Cells)+len(cages[k].Cells) <= genCage && !slices.Contains(others, o) {
					others = append(others, o)
				}
			}
		}
		if len(others) == 0 {
			continue
		}
		o := others[rng.IntN(len(others))]
		merged := make([]int, 0, genCage)
		for _, x := range cages[k].Cells {
			merged = append(merged, x.Row*n+x.Col)
		}
		for _, x := range cages[o].Cells {
			merged = append(merged, x.Row*n+x.Col)
		}
		out := make([]gen.Cage, 0, len(cages))
		for x, cg := range cages {
			if x != k && x != o {
				out = append(out, cg)
			}
		}
		out = append(out, opsOf(make([]gen.Cell, len(merged)), merged, sol, n, allowed, hide, rng))
		sortCages(out, n)
		return out, true
	}
	return cages, false
}

// reop gives a random cage of two or more cells another operation its
// digits in sol allow, with its target: a smaller change than a merge.
// False when a few tries find no cage with another operation.
func reop(cages []gen.Cage, sol []int, n int, allowed string, hide bool, rng *rand.Rand) ([]gen.Cage, bool) {
	for range 8 {
		k := rng.IntN(len(cages))
		if len(cages[k].Cells) < 2 {
			continue
		}
		var buf [maxCage]int
		cells := buf[:0]
		for _, x := range cages[k].Cells {
			cells = append(cells, x.Row*n+x.Col)
		}
		cg := opsOf(make([]gen.Cell, len(cells)), cells, sol, n, allowed, hide, rng)
		if cg.Op == cages[k].Op {
			continue
		}
		out := slices.Clone(cages)
		out[k] = cg
		return out, true
	}
	return cages, false
}

// changed returns the cells of the cages of to that from does not have
// (a cage with the same cells but another clue counts as another).
// Both lists are in reading order of their first cell, as the changes
// here leave them.
func changed(from, to []gen.Cage, n int) cellSet {
	var set cellSet
	x := 0
	for _, cg := range to {
		first := cg.Cells[0].Row*n + cg.Cells[0].Col
		for x < len(from) && from[x].Cells[0].Row*n+from[x].Cells[0].Col < first {
			x++
		}
		if x < len(from) && sameCage(&from[x], &cg) {
			continue
		}
		for _, c := range cg.Cells {
			set.add(c.Row*n + c.Col)
		}
	}
	return set
}

// sameCage reports whether a and b are one cage: the same cells and clue.
func sameCage(a, b *gen.Cage) bool {
	return a.Op == b.Op && a.Target == b.Target && a.Hidden == b.Hidden && slices.Equal(a.Cells, b.Cells)
}
