package sudoku

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

var update = flag.Bool("update", false, "rewrite supply4.txt from a fresh enumeration and tables_gen.go from the tables' definitions")

// supply4Counts are the sizes of the 4x4 lists, as docs/config.md gives
// them; every 4x4 puzzle is easy.
var supply4Counts = map[gen.Symmetry]int{
	gen.SymmetryNone:       469,
	gen.SymmetryRotational: 43,
	gen.SymmetryMirror:     73,
}

const supply4Header = `# Every minimal 4x4 Sudoku, once up to rotation, reflection and relabelling:
# the symmetry of its givens, its grade, its givens row by row ('.' blank).
# Minimal: no orbit of givens (a cell; a pair opposite through the centre
# for rotational; a pair across the vertical axis for mirror) can be
# removed with the puzzle staying unique.
# Written by: go test ./gen/sudoku -run TestSupply4Table -update
`

// TestSupply4Table enumerates the 4x4 lists again, without the solver:
// every pattern of givens with the symmetry on every one of the 288
// grids, unique when no other grid agrees with the givens, minimal when
// no orbit can go, graded by the grader, once per canonical form. The
// result must be supply4.txt, byte for byte.
func TestSupply4Table(t *testing.T) {
	got := enumerate4(t)
	if *update {
		if err := os.WriteFile("supply4.txt", []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if got != supply4Text {
		t.Fatalf("supply4.txt differs from a fresh enumeration (%d bytes, want %d); rerun with -update if the change is meant", len(supply4Text), len(got))
	}
	for sym, want := range supply4Counts {
		if n := strings.Count(got, "\n"+sym.String()+" "); n != want {
			t.Errorf("4x4 %v: got %d minimal puzzles, want %d", sym, n, want)
		}
		for _, g := range []gen.Grade{gen.AnyGrade, gen.Easy} {
			p := gen.Params{Rows: 4, Cols: 4, Grade: g, Symmetry: sym}
			if mx, l := (Kind{}).MaxDistinct(p), (Kind{}).Listed(p); mx != want || l != want {
				t.Errorf("4x4 %v %v: got MaxDistinct %d, Listed %d, want %d", sym, g, mx, l, want)
			}
		}
	}
	for _, n := range []int{6, 9} {
		if mx := (Kind{}).MaxDistinct(gen.Params{Rows: n, Cols: n}); mx != 0 {
			t.Errorf("MaxDistinct %dx%d: got %d, want 0 (no bound)", n, n, mx)
		}
	}
}

// enumerate4 returns the text of supply4.txt from a fresh enumeration.
func enumerate4(t *testing.T) string {
	s, _ := shapeFor(4)
	grids := allGrids4()
	if len(grids) != 288 {
		t.Fatalf("got %d 4x4 grids, want 288", len(grids))
	}
	var b strings.Builder
	b.WriteString(supply4Header)
	for _, sym := range []gen.Symmetry{gen.SymmetryNone, gen.SymmetryRotational, gen.SymmetryMirror} {
		orbits := s.orbits(sym)
		reps := map[gen.Grade]map[string]string{} // canonical form -> givens
		for _, g := range gridSources(grids, sym) {
			diffs := differences(g, grids)
			for sub := 0; sub < 1<<len(orbits); sub++ {
				m := orbitMask(orbits, sub)
				if !hitsAll(m, diffs) || !minimalMask(m, sub, orbits, diffs) {
					continue
				}
				p := puzzle4(g, m)
				key := Kind{}.Canonical(p)
				cells := maskedCells(g, m)
				r := rate(s, cells)
				if !r.Solved {
					t.Fatalf("4x4 %v %s: the grader cannot solve it", sym, key)
				}
				if reps[r.Grade] == nil {
					reps[r.Grade] = map[string]string{}
				}
				if _, ok := reps[r.Grade][key]; !ok {
					reps[r.Grade][key] = representative(p, sym)
				}
			}
		}
		for _, g := range gen.Grades {
			var lines []string
			for _, rep := range reps[g] {
				lines = append(lines, fmt.Sprintf("%v %v %s\n", sym, g, rep))
			}
			slices.Sort(lines)
			b.WriteString(strings.Join(lines, ""))
		}
	}
	return b.String()
}

// gridSources returns the grids to try patterns of symmetry sym on: all
// of them, or with no symmetry one grid of each class (a rotation,
// reflection or relabelling of a puzzle on another grid of the class is
// a puzzle on this one, with a pattern as free).
func gridSources(grids [][16]int, sym gen.Symmetry) [][16]int {
	if sym != gen.SymmetryNone {
		return grids
	}
	var out [][16]int
	classes := map[string]bool{}
	for _, g := range grids {
		k := Kind{}.Canonical(puzzle4(g, 0xffff))
		if !classes[k] {
			classes[k] = true
			out = append(out, g)
		}
	}
	return out
}

// differences returns, for every other grid, the cells where it differs
// from g: givens on g are unique exactly when they meet every one.
func differences(g [16]int, grids [][16]int) []uint16 {
	var out []uint16
	for _, h := range grids {
		var d uint16
		for i := range 16 {
			if g[i] != h[i] {
				d |= 1 << i
			}
		}
		if d != 0 {
			out = append(out, d)
		}
	}
	return out
}

func hitsAll(m uint16, diffs []uint16) bool {
	for _, d := range diffs {
		if m&d == 0 {
			return false
		}
	}
	return true
}

// orbitMask returns the cells of the orbits whose bits are set in sub.
func orbitMask(orbits [][]int, sub int) uint16 {
	var m uint16
	for o, cells := range orbits {
		if sub>>o&1 == 1 {
			for _, c := range cells {
				m |= 1 << c
			}
		}
	}
	return m
}

// minimalMask reports whether no orbit of sub can leave the givens m
// with them staying unique.
func minimalMask(m uint16, sub int, orbits [][]int, diffs []uint16) bool {
	for o := range orbits {
		if sub>>o&1 == 1 && hitsAll(m&^orbitMask(orbits, 1<<o), diffs) {
			return false
		}
	}
	return true
}

func maskedCells(g [16]int, m uint16) []int {
	cells := make([]int, 16)
	for i, v := range g {
		if m>>i&1 == 1 {
			cells[i] = v
		}
	}
	return cells
}

// representative returns p's givens as one line of supply4.txt: the
// smallest text over the rotations and reflections that keep the pattern
// in symmetry sym, digits relabelled in order of first appearance.
func representative(p *gen.Puzzle, sym gen.Symmetry) string {
	best := ""
	for _, tr := range keeping(sym) {
		var label [5]byte
		next := byte('1')
		var b strings.Builder
		for r := range 4 {
			for c := range 4 {
				sr, sc := source(tr, 4, r, c)
				v := p.Givens[sr][sc]
				if v == 0 {
					b.WriteByte('.')
					continue
				}
				if label[v] == 0 {
					label[v] = next
					next++
				}
				b.WriteByte(label[v])
			}
		}
		if best == "" || b.String() < best {
			best = b.String()
		}
	}
	return best
}

// TestSupply4Picks makes every listed 4x4 puzzle of every symmetry, as a
// book asking for all of them does, and checks each with code that
// shares nothing with the generator: the plain backtracker finds one
// solution, and none once any orbit of givens goes (minimal); the grader
// rates it easy, as recorded; its givens have the symmetry; and no two
// picks are the same puzzle in disguise. Picks out of the list are
// refused.
func TestSupply4Picks(t *testing.T) {
	s, _ := shapeFor(4)
	for _, sym := range []gen.Symmetry{gen.SymmetryDefault, gen.SymmetryNone, gen.SymmetryRotational, gen.SymmetryMirror} {
		t.Run(sym.String(), func(t *testing.T) {
			p := gen.Params{Rows: 4, Cols: 4, Grade: gen.Easy, Symmetry: sym}
			most := Kind{}.MaxDistinct(p)
			if want := supply4Counts[Kind{}.Defaults(p).Symmetry]; most != want {
				t.Fatalf("MaxDistinct: got %d, want %d", most, want)
			}
			orbits := s.orbits(Kind{}.Defaults(p).Symmetry)
			seen := map[string]int{}
			for pick := 1; pick <= most; pick++ {
				p.Pick = pick
				if err := (Kind{}).Validate(p); err != nil {
					t.Fatalf("Validate pick %d: %v", pick, err)
				}
				pz, err := Kind{}.Generate(context.Background(), p, rand.New(rand.NewPCG(uint64(pick), 3)))
				if err != nil {
					t.Fatalf("pick %d: %v", pick, err)
				}
				_, cells, err := givens(pz)
				if err != nil {
					t.Fatal(err)
				}
				if n := plainCount(s, cells, 2); n != 1 {
					t.Errorf("pick %d: plain backtracker got %d solutions, want 1\n%v", pick, n, pz.Givens)
				}
				for _, o := range orbits {
					if cells[o[0]] == 0 {
						continue
					}
					less := slices.Clone(cells)
					for _, c := range o {
						if (cells[c] == 0) != (cells[o[0]] == 0) {
							t.Errorf("pick %d: cells %v of one orbit differ in being given\n%v", pick, o, pz.Givens)
						}
						less[c] = 0
					}
					if plainCount(s, less, 2) == 1 {
						t.Errorf("pick %d: still unique without cells %v, want a minimal puzzle\n%v", pick, o, pz.Givens)
					}
				}
				if r := rate(s, cells); !r.Solved || r.Grade != gen.Easy || pz.Grade != gen.Easy {
					t.Errorf("pick %d: got grade %v (recorded %v, solved %v), want easy", pick, r.Grade, pz.Grade, r.Solved)
				}
				k := Kind{}.Canonical(pz)
				if j, dup := seen[k]; dup {
					t.Errorf("picks %d and %d are the same puzzle %s", j, pick, k)
				}
				seen[k] = pick
			}
			for _, bad := range []int{-1, most + 1} {
				p.Pick = bad
				var pe *gen.ParamError
				if err := (Kind{}).Validate(p); !errors.As(err, &pe) || pe.Param != "pick" {
					t.Errorf("Validate pick %d of %d: got %v, want a pick error", bad, most, err)
				}
			}
		})
	}
	p := gen.Params{Rows: 6, Cols: 6, Grade: gen.Easy, Pick: 1}
	if err := (Kind{}).Validate(p); err == nil {
		t.Errorf("Validate 6x6 pick 1: got nil, want an error (6x6 is not listed)")
	}
}

// TestSupply4Disguise checks that one pick from different random sources
// gives the same puzzle in different disguises, and that drawing the pick
// (Pick 0) reaches many puzzles.
func TestSupply4Disguise(t *testing.T) {
	p := gen.Params{Rows: 4, Cols: 4, Grade: gen.Easy, Pick: 7}
	looks, forms := map[string]bool{}, map[string]bool{}
	for seed := range uint64(40) {
		pz, err := Kind{}.Generate(context.Background(), p, rand.New(rand.NewPCG(seed, 1)))
		if err != nil {
			t.Fatal(err)
		}
		looks[fmt.Sprint(pz.Givens)] = true
		forms[Kind{}.Canonical(pz)] = true
	}
	if len(forms) != 1 || len(looks) < 10 {
		t.Errorf("pick 7 from 40 seeds: got %d canonical forms and %d looks, want 1 form and at least 10 looks", len(forms), len(looks))
	}
	p.Pick = 0
	forms = map[string]bool{}
	for seed := range uint64(200) {
		pz, err := Kind{}.Generate(context.Background(), p, rand.New(rand.NewPCG(seed, 1)))
		if err != nil {
			t.Fatal(err)
		}
		forms[Kind{}.Canonical(pz)] = true
	}
	// 200 draws from 469 give 165 different ones on average.
	if len(forms) < 140 {
		t.Errorf("pick 0 from 200 seeds: got %d different puzzles, want at least 140 of 469", len(forms))
	}
}
