package cagesum

import (
	"math/rand/v2"
	"slices"

	"github.com/puzzlebook/puzzlebook/gen"
)

// latinSquare returns a random n x n Latin square: the cyclic square with
// its rows, columns and digits shuffled.
func latinSquare(n int, rng *rand.Rand) [][]int {
	rows, cols, digits := rng.Perm(n), rng.Perm(n), rng.Perm(n)
	g := gen.NewGrid(n, n)
	for r := range n {
		for c := range n {
			g[r][c] = digits[(rows[r]+cols[c])%n] + 1
		}
	}
	return g
}

// cutCages cuts sol into connected cages of one to most cells whose
// digits differ, in reading order of their first cell, each with its sum
// as its target. A cage grows from a random free cell into random free
// neighbours; a cell left with no free neighbour stays a cage of one.
func cutCages(sol [][]int, most int, rng *rand.Rand) []gen.Cage {
	n := len(sol)
	owner := gen.NewGrid(n, n)
	for r := range owner {
		for c := range owner[r] {
			owner[r][c] = -1
		}
	}
	var cages [][]gen.Cell
	for _, i := range rng.Perm(n * n) {
		start := gen.Cell{Row: i / n, Col: i % n}
		if owner[start.Row][start.Col] >= 0 {
			continue
		}
		cage := []gen.Cell{start}
		owner[start.Row][start.Col] = len(cages)
		for want := 2 + rng.IntN(most-1); len(cage) < want; {
			next := freeNeighbours(sol, owner, cage)
			if len(next) == 0 {
				break
			}
			c := next[rng.IntN(len(next))]
			owner[c.Row][c.Col] = len(cages)
			cage = append(cage, c)
		}
		cages = append(cages, cage)
	}
	out := make([]gen.Cage, len(cages))
	for i, cells := range cages {
		slices.SortFunc(cells, func(a, b gen.Cell) int { return (a.Row*n + a.Col) - (b.Row*n + b.Col) })
		sum := 0
		for _, c := range cells {
			sum += sol[c.Row][c.Col]
		}
		out[i] = gen.Cage{Cells: cells, Target: sum, Op: "+"}
	}
	slices.SortFunc(out, func(a, b gen.Cage) int {
		return (a.Cells[0].Row*n + a.Cells[0].Col) - (b.Cells[0].Row*n + b.Cells[0].Col)
	})
	return out
}

// freeNeighbours lists, in a fixed order, the cells next to cage that
// belong to no cage and hold a digit the cage does not.
func freeNeighbours(sol, owner [][]int, cage []gen.Cell) []gen.Cell {
	n := len(sol)
	var out []gen.Cell
	for _, c := range cage {
		for _, d := range [4][2]int{{-1, 0}, {0, 1}, {1, 0}, {0, -1}} {
			nb := gen.Cell{Row: c.Row + d[0], Col: c.Col + d[1]}
			if nb.Row < 0 || nb.Row >= n || nb.Col < 0 || nb.Col >= n || owner[nb.Row][nb.Col] >= 0 || slices.Contains(out, nb) {
				continue
			}
			if !slices.ContainsFunc(cage, func(x gen.Cell) bool { return sol[x.Row][x.Col] == sol[nb.Row][nb.Col] }) {
				out = append(out, nb)
			}
		}
	}
	return out
}
