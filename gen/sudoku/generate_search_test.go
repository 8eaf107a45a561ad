package sudoku

import (
	"fmt"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// TestUnavoidableSets checks, on random grids of every size, that
// swapping the two digits of each set gives another valid grid (so the
// set is unavoidable), and that each cell lies in one set per other digit.
// (A set recorded under the wrong digit of a cell would hold a third
// digit, and its swap would break the rules.)
func TestUnavoidableSets(t *testing.T) {
	for _, n := range []int{4, 6, 9} {
		for seed := range 5 {
			name := fmt.Sprintf("%dx%d/seed%d", n, n, seed)
			t.Run(name, func(t *testing.T) {
				s, _ := shapeFor(n)
				g := carver{s: s, rng: gentest.Seeded(uint64(seed))}
				sol := g.fullGrid()
				ua := newUnavoidables(s, sol)
				cellsOf := make([][]int, len(ua.size))
				for c := range n * n {
					seen := map[int16]bool{}
					for _, id := range ua.sets(c) {
						seen[id] = true
					}
					if len(seen) != n-1 {
						t.Fatalf("%s: cell %d is in %d sets, want %d", name, c, len(seen), n-1)
					}
					for _, id := range ua.sets(c) {
						cellsOf[id] = append(cellsOf[id], c)
					}
				}
				for id, set := range cellsOf {
					if len(set) < 4 || ua.size[id] != len(set) {
						t.Fatalf("%s: set %d has %d cells (size %d), want at least 4", name, id, len(set), ua.size[id])
					}
					a, b := sol[set[0]], 0
					for _, c := range set {
						if sol[c] != a {
							b = sol[c]
						}
					}
					if b == 0 {
						t.Fatalf("%s: set %d holds only the digit %d, want two digits", name, id, a)
					}
					other := append([]int(nil), sol...)
					for _, c := range set {
						other[c] = a + b - sol[c]
					}
					if plainCount(s, other, 1) != 1 {
						t.Fatalf("%s: swapping %d and %d in set %v gives a grid that breaks the rules", name, a, b, set)
					}
				}
			})
		}
	}
}

// TestDeducible checks the cheap test against the solver: along random
// carves, whenever deducible says the cleared orbit follows by singles
// from a puzzle that singles fill, singles fill the new puzzle too.
func TestDeducible(t *testing.T) {
	for _, n := range []int{4, 6, 9} {
		for _, sym := range []gen.Symmetry{gen.SymmetryNone, gen.SymmetryRotational} {
			name := fmt.Sprintf("%dx%d/%v", n, n, sym)
			t.Run(name, func(t *testing.T) {
				s, _ := shapeFor(n)
				g := carver{s: s, orbits: s.orbits(sym), rng: gentest.Seeded(3)}
				yes, no := 0, 0
				for range 20 {
					sol := g.fullGrid()
					cells := append([]int(nil), sol...)
					for _, o := range g.rng.Perm(len(g.orbits)) {
						g.clearCells(cells, o)
						single := singlesSolve(s, cells)
						if g.deducible(cells, sol, o) {
							yes++
							if !single {
								t.Fatalf("%s: deducible, but singles do not fill\n%v", name, cells)
							}
						} else {
							no++
						}
						if !single {
							for _, c := range g.orbits[o] {
								cells[c] = sol[c]
							}
						}
					}
				}
				if yes == 0 || no == 0 {
					t.Errorf("%s: got %d deducible and %d not, want some of each", name, yes, no)
				}
			})
		}
	}
}

// TestStateGivens wants a 9x9 carve's digit planes and mask of the givens
// to match its cells after every removal kept or undone and every orbit
// put back.
func TestStateGivens(t *testing.T) {
	s := shapes()[9]
	g := carver{s: s, orbits: orbitsOf()[9][gen.SymmetryRotational], rng: gentest.Seeded(4), target: gen.Hard, restore: 2}
	for grid := range 10 {
		src := g.newOrigin(g.fullGrid())
		st := &state{cells: append([]int(nil), src.solution...), given: givenPlanes(src.solution), mask: everyCell}
		if src.ua != nil {
			st.left = append([]int(nil), src.ua.size...)
		}
		for step, o := range g.rng.Perm(len(g.orbits)) {
			g.remove(st, src, o)
			if step%5 == 4 {
				g.fill(st, src, g.removedOrbit(st.cells))
			}
			if got, want := st.given, givenPlanes(st.cells); got != want {
				t.Fatalf("grid %d step %d: given planes got %x, want %x (from the cells)", grid, step, got, want)
			}
			if got, want := st.mask, givenMask(&st.given); got != want {
				t.Fatalf("grid %d step %d: given mask got %x, want %x (from the planes)", grid, step, got, want)
			}
		}
	}
}

// TestOriginUnique wants the generator's uniqueness check, which looks
// only for solutions that differ from the grid in the cleared cells, to
// agree with a count to two on every orbit cleared along random 9x9
// carves, and every set it harvests to be blank in the puzzle it proved
// to have two solutions.
func TestOriginUnique(t *testing.T) {
	g := carver{s: shapes()[9], orbits: orbitsOf()[9][gen.SymmetryRotational], rng: gentest.Seeded(5), target: gen.Hard}
	yes, no := 0, 0
	for grid := range 20 {
		src := g.newOrigin(g.fullGrid())
		cells := append([]int(nil), src.solution...)
		for _, o := range g.rng.Perm(len(g.orbits)) {
			g.clearCells(cells, o)
			name := fmt.Sprintf("grid %d without orbit %v", grid, g.orbits[o])
			sb := subgridBoard(cells)
			b, _ := sb.bandBoard()
			found := len(src.found)
			got, want := src.unique(b, g.orbits[o]), uniqueBands(cells)
			if got != want {
				t.Fatalf("%s: got unique %v, want %v\n%v", name, got, want, cells)
			}
			if !got && (len(src.found) != found+1 || !src.blankSet(givenMask(&sb.fixed))) {
				t.Fatalf("%s: a second solution harvested no set left blank", name)
			}
			if got {
				yes++
			} else {
				no++
				for _, c := range g.orbits[o] {
					cells[c] = src.solution[c]
				}
			}
		}
	}
	if yes == 0 || no == 0 {
		t.Errorf("got %d unique and %d not, want some of each", yes, no)
	}
}
