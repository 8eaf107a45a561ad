package calcudoku

import (
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
)

// sizeWeights are, per grade, the weights of the cage sizes 1, 2, 3 and 4
// a layout draws: easy puzzles have more small cages and a few givens,
// harder ones larger cages.
var sizeWeights = map[gen.Grade][4]int{
	gen.Easy:   {2, 6, 3, 1},
	gen.Medium: {1, 6, 4, 2},
	gen.Hard:   {0, 5, 4, 3},
	gen.Expert: {0, 4, 4, 4},
}

// cutCages cuts an n x n grid into connected cages of 1 to genCage cells,
// drawing each cage's size from weights; a cell left alone when the
// weights draw no one-cell cages joins a neighbouring cage with room.
func cutCages(n int, weights [4]int, rng *rand.Rand) [][]int {
	owner := make([]int, n*n)
	for i := range owner {
		owner[i] = -1
	}
	var cages [][]int
	for _, start := range rng.Perm(n * n) {
		if owner[start] >= 0 {
			continue
		}
		k := len(cages)
		cages = append(cages, grow(n, start, 1+gen.Weighted(weights[:], rng), func(j int) bool {
			if owner[j] >= 0 {
				return false
			}
			owner[j] = k
			return true
		}, rng))
	}
	if weights[0] == 0 {
		for k, cells := range cages {
			if len(cells) != 1 {
				continue
			}
			var into []int
			for _, j := range neighbours(n, cells[0]) {
				if o := owner[j]; len(cages[o]) < genCage && !slices.Contains(into, o) {
					into = append(into, o)
				}
			}
			if len(into) > 0 {
				o := into[rng.IntN(len(into))]
				cages[o] = append(cages[o], cells[0])
				owner[cells[0]] = o
				cages[k] = nil
			}
		}
	}
	return slices.DeleteFunc(cages, func(c []int) bool { return len(c) == 0 })
}

// grow makes a connected piece of up to want cells from start, adding
// random neighbours that take (take claims a free cell for the piece
// and reports whether it was free; it is called for start too).
func grow(n, start, want int, take func(int) bool, rng *rand.Rand) []int {
	take(start)
	cells := make([]int, 1, want)
	cells[0] = start
	var buf [4 * maxCage]int
	for len(cells) < want {
		free := buf[:0]
		for _, i := range cells {
			for _, j := range neighbours(n, i) {
				if !slices.Contains(free, j) && !slices.Contains(cells, j) {
					free = append(free, j)
				}
			}
		}
		rng.Shuffle(len(free), func(a, b int) { free[a], free[b] = free[b], free[a] })
		i := slices.IndexFunc(free, take)
		if i < 0 {
			break
		}
		cells = append(cells, free[i])
	}
	return cells
}

// neighbours lists the cells that share a side with cell i.
func neighbours(n, i int) []int {
	r, c := i/n, i%n
	out := make([]int, 0, 4)
	if r > 0 {
		out = append(out, i-n)
	}
	if c < n-1 {
		out = append(out, i+1)
	}
	if r < n-1 {
		out = append(out, i+n)
	}
	if c > 0 {
		out = append(out, i-1)
	}
	return out
}

// opWeights are the weights of the operations a cage draws among those
// allowed and possible: ÷ wherever it divides, - often on two cells.
var opWeights = [...]struct {
	op     string
	weight int
}{{opAdd, 2}, {opSub, 3}, {opMul, 2}, {opDiv, 4}}

// withOps returns the cages of cells on the solution sol with an
// operation drawn from allowed (see opWeights) and its target, each's
// cells in reading order and the cages in reading order of their first
// cell.
func withOps(cells [][]int, sol []int, n int, allowed string, hide bool, rng *rand.Rand) []gen.Cage {
	total := 0
	for _, cs := range cells {
		total += len(cs)
	}
	return opsInto(make([]gen.Cage, 0, len(cells)), make([]gen.Cell, total), cells, sol, n, allowed, hide, rng)
}

// withOps is withOps into s's arrays, which the next call reuses: a
// fresh layout most often lives one run of the ladder.
func (s *cutScratch) withOps(cells [][]int, sol []int, n int, allowed string, hide bool, rng *rand.Rand) []gen.Cage {
	return opsInto(s.layout[:0], s.cells[:], cells, sol, n, allowed, hide, rng)
}

// ownCages returns a copy of cages whose cells are its own.
func ownCages(cages []gen.Cage) []gen.Cage {
	total := 0
	for _, cg := range cages {
		total += len(cg.Cells)
	}
	out, all := slices.Clone(cages), make([]gen.Cell, 0, total)
	for x, cg := range cages {
		all = append(all, cg.Cells...)
		out[x].Cells = all[len(all)-len(cg.Cells) : len(all) : len(all)]
	}
	return out
}

// opsInto is withOps, which appends to out (of room for every cage) and
// cuts the cages' cells from all (of room for every cell).
func opsInto(out []gen.Cage, all []gen.Cell, cells [][]int, sol []int, n int, allowed string, hide bool, rng *rand.Rand) []gen.Cage {
	// The cages are drawn in the order of cells, then put in reading
	// order of their first cells: made[x] is cells[x]'s cage, and at[c]
	// one more than the x of the cage whose first cell is c.
	var made [maxCells]gen.Cage
	var at [maxCells]uint8
	for x, cs := range cells {
		cg := opsOf(all, cs, sol, n, allowed, hide, rng)
		all = all[len(cs):]
		at[cg.Cells[0].Row*n+cg.Cells[0].Col] = uint8(x + 1)
		made[x] = cg
	}
	for _, x := range at[:n*n] {
		if x > 0 {
			out = append(out, made[x-1])
		}
	}
	return out
}

// opsOf returns the cage of the cells cs (at most maxCage) as withOps
// makes it, its cells cut from all (of room for them).
func opsOf(all []gen.Cell, cs []int, sol []int, n int, allowed string, hide bool, rng *rand.Rand) gen.Cage {
	var buf [maxCage]int
	sorted := append(buf[:0], cs...)
	slices.Sort(sorted)
	cg := gen.Cage{Cells: all[:len(sorted):len(sorted)]}
	for j, i := range sorted {
		cg.Cells[j] = gen.Cell{Row: i / n, Col: i % n}
	}
	if len(sorted) == 1 {
		cg.Target = sol[sorted[0]]
		return cg
	}
	var ops [4]string
	var weights [4]int
	k := 0
	for _, w := range opWeights {
		if !strings.Contains(allowed, w.op) || !possible(w.op, sorted, sol) {
			continue
		}
		ops[k], weights[k] = w.op, w.weight
		k++
	}
	cg.Op = ops[gen.Weighted(weights[:k], rng)]
	cg.Target = result(cg.Op, sorted, sol)
	cg.Hidden = hide
	return cg
}

// sortCages puts cages in reading order of their first cell. The cages
// of a layout are few and a change leaves them nearly in order, so an
// insertion sort on the first cells' numbers, kept beside them, is the
// cheapest (no two cages share a first cell).
func sortCages(cages []gen.Cage, n int) {
	var keys [maxCells]int
	for x, cg := range cages {
		keys[x] = cg.Cells[0].Row*n + cg.Cells[0].Col
	}
	for x := 1; x < len(cages); x++ {
		k, cg, y := keys[x], cages[x], x
		for ; y > 0 && keys[y-1] > k; y-- {
			keys[y], cages[y] = keys[y-1], cages[y-1]
		}
		keys[y], cages[y] = k, cg
	}
}

// possible reports whether op can be a cage's operation on cells of sol:
// - and ÷ on two cells only, ÷ where one digit divides the other, and -
// where the digits differ.
func possible(op string, cells, sol []int) bool {
	switch op {
	case opSub:
		return len(cells) == 2 && sol[cells[0]] != sol[cells[1]]
	case opDiv:
		if len(cells) != 2 {
			return false
		}
		a, b := max(sol[cells[0]], sol[cells[1]]), min(sol[cells[0]], sol[cells[1]])
		return a%b == 0 && a != b
	}
	return true
}

// result is the target op makes of the digits of cells in sol.
func result(op string, cells, sol []int) int {
	switch op {
	case opSub:
		return max(sol[cells[0]], sol[cells[1]]) - min(sol[cells[0]], sol[cells[1]])
	case opDiv:
		return max(sol[cells[0]], sol[cells[1]]) / min(sol[cells[0]], sol[cells[1]])
	case opMul:
		p := 1
		for _, i := range cells {
			p *= sol[i]
		}
		return p
	}
	s := 0
	for _, i := range cells {
		s += sol[i]
	}
	return s
}

// cutLayout cuts the cages of a layout for grade: hard and expert ones
// with every operation mostly into dominoes (pairCages), which the
// ladder solves far more often than larger random cages while their
// merges and new operations (repair.go) take them to the grade; the
// others by the size weights of the grade.
// The cages of pairCages are in s (nil: a new one), which the next call
// reuses.
func cutLayout(s *cutScratch, n int, grade gen.Grade, o Options, weights [4]int, rng *rand.Rand) [][]int {
	if grade >= gen.Hard && o.Operations == "" && !o.HideOperations {
		return pairCages(s, n, rng)
	}
	return cutCages(n, weights, rng)
}

// pairCages cuts an n x n grid mostly into dominoes: each cell, in a
// random order, is paired with a free neighbour three times in four,
// and a cell left alone joins a neighbouring cage of fewer than genCage
// cells (it stays a given when none has room). The cages are in s (nil:
// a new one), which the next call reuses.
func pairCages(s *cutScratch, n int, rng *rand.Rand) [][]int {
	if s == nil {
		s = new(cutScratch)
	}
	var owner [maxCells]int
	for i := range n * n {
		owner[i] = -1
	}
	// Every cage's cells sit in a slot of genCage in one array, so a
	// cell joining a cage never moves it.
	slots := s.slots[:n*n*genCage]
	cages := s.cages[:0]
	// The order rng.Perm draws, without its allocation.
	order := s.order[:n*n]
	for i := range order {
		order[i] = i
	}
	rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	for _, i := range order {
		if owner[i] >= 0 {
			continue
		}
		var buf [4]int
		free := buf[:0]
		for _, j := range neighbours(n, i) {
			if owner[j] < 0 {
				free = append(free, j)
			}
		}
		k := len(cages)
		owner[i] = k
		slot := slots[k*genCage : k*genCage : (k+1)*genCage]
		if len(free) > 0 && rng.IntN(4) > 0 {
			j := free[rng.IntN(len(free))]
			owner[j] = k
			cages = append(cages, append(slot, i, j))
			continue
		}
		cages = append(cages, append(slot, i))
	}
	for _, i := range order {
		k := owner[i]
		if len(cages[k]) != 1 {
			continue
		}
		var buf [4]int
		into := buf[:0]
		for _, j := range neighbours(n, i) {
			if o := owner[j]; o != k && len(cages[o]) < genCage {
				into = append(into, o)
			}
		}
		if len(into) > 0 {
			o := into[rng.IntN(len(into))]
			cages[o] = append(cages[o], i)
			owner[i] = o
			cages[k] = nil
		}
	}
	s.cages = cages
	return slices.DeleteFunc(cages, func(c []int) bool { return len(c) == 0 })
}

// cutScratch holds the arrays of pairCages and of a fresh layout's
// cages, reused from one layout to the next.
type cutScratch struct {
	slots [maxCells * genCage]int
	order [maxCells]int
	cages [][]int
	// layout and cells hold the cages of the last fresh layout
	// (withOps).
	layout [maxCells]gen.Cage
	cells  [maxCells]gen.Cell
}
