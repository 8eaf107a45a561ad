package killer

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// offered are the sizes and grades the kind makes.
var offered = []struct {
	n      int
	grades []gen.Grade
}{
	{4, []gen.Grade{gen.Easy}},
	{6, []gen.Grade{gen.Easy, gen.Medium}},
	{9, []gen.Grade{gen.Easy, gen.Medium, gen.Hard, gen.Expert}},
}

func TestConformance(t *testing.T) {
	var cases []gentest.Case
	for _, o := range offered {
		for _, g := range o.grades {
			for seed := range uint64(2) {
				cases = append(cases, gentest.Case{
					Name:   fmt.Sprintf("%dx%d/%v/seed%d", o.n, o.n, g, seed),
					Params: gen.Params{Rows: o.n, Cols: o.n, Grade: g}, Seed: seed,
				})
			}
		}
	}
	cases = append(cases, gentest.Case{Name: "9x9/givens", Params: gen.Params{Rows: 9, Grade: gen.Medium, MinGivens: 6, MaxGivens: 10}, Seed: 3})
	gentest.Run(t, Kind{}, cases)
}

// TestCanonical checks that a killer and its mirror image have one
// canonical form, and another killer another.
func TestCanonical(t *testing.T) {
	ps, err := Kind{}.Parse(strings.NewReader(goldenKiller))
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	mirror := &gen.Puzzle{Kind: "killer", Rows: 4, Cols: 4, Givens: gen.NewGrid(4, 4)}
	for r := range 4 {
		for c := range 4 {
			mirror.Givens[r][3-c] = p.Givens[r][c]
		}
	}
	for _, cg := range p.Cages {
		m := gen.Cage{Target: cg.Target, Op: "+"}
		for _, x := range cg.Cells {
			m.Cells = append(m.Cells, gen.Cell{Row: x.Row, Col: 3 - x.Col})
		}
		mirror.Cages = append(mirror.Cages, m)
	}
	k := Kind{}
	if a, b := k.Canonical(p), k.Canonical(mirror); a == "" || a != b {
		t.Errorf("a killer and its mirror image: got %q and %q, want one form", a, b)
	}
	other, err := Kind{}.Parse(strings.NewReader("................ AABBCDDBCEDFCEFF 5,9,9,6,4,7\n"))
	if err != nil {
		t.Fatal(err)
	}
	if k.Canonical(other[0]) == k.Canonical(p) {
		t.Error("a killer without the given has the form of one with it")
	}
}

// TestCanonicalIsLeast checks that Canonical, which gives up on a form
// as soon as it is greater than the least so far, returns the least of
// the whole forms of every mirror image and turn, on generated killers
// of every size, with givens and without.
func TestCanonicalIsLeast(t *testing.T) {
	for _, p := range []gen.Params{{Rows: 4, Grade: gen.Easy}, {Rows: 6, Grade: gen.Easy}, {Rows: 9, Grade: gen.Easy}, {Rows: 9, Grade: gen.Medium, MinGivens: 3, MaxGivens: 8}} {
		rng := gentest.Seeded(5)
		g := geoms.of(p.Rows)
		for x := range 25 {
			pz, err := Kind{}.Generate(context.Background(), p, rng)
			if err != nil {
				t.Fatal(err)
			}
			n := p.Rows
			givens, owner := formCells(pz)
			want := ""
			for tr := range 8 {
				if tr&4 != 0 && g.boxRows != g.boxCols {
					continue
				}
				form, _ := appendForm(nil, pz, &givens, &owner, g.moved[tr], nil, nil)
				if want == "" || string(form) < want {
					want = string(form)
				}
			}
			if got := (Kind{}).Canonical(pz); got != want {
				t.Fatalf("%dx%d puzzle %d: Canonical %q, want the least form %q", n, n, x, got, want)
			}
		}
	}
}

// TestCageLayouts checks the cages of generated killers: no cage of one
// cell, none above cage_size, and layouts of varied sizes (not all
// dominoes).
func TestCageLayouts(t *testing.T) {
	for _, tc := range []struct {
		n, most int
	}{{9, 0}, {9, 3}, {6, 0}} {
		p := gen.Params{Rows: tc.n, Grade: gen.Easy}
		gen.SetOptions(&p, Options{CageSize: tc.most})
		limit := Options{CageSize: tc.most}.cageLimit()
		for seed := range uint64(5) {
			pz, err := Kind{}.Generate(context.Background(), p, gentest.Seeded(seed))
			if err != nil {
				t.Fatal(err)
			}
			sizes := map[int]int{}
			for _, cg := range pz.Cages {
				sizes[len(cg.Cells)]++
			}
			if sizes[1] > 0 || len(sizes) < 2 {
				t.Errorf("%dx%d cage_size %d seed %d: cage sizes %v, want no single cells and more than one size", tc.n, tc.n, tc.most, seed, sizes)
			}
			for s := range sizes {
				if s > limit {
					t.Errorf("%dx%d cage_size %d seed %d: a cage of %d cells", tc.n, tc.n, tc.most, seed, s)
				}
			}
		}
	}
}

// TestValidateRefuses checks the requests refused before any work.
func TestValidateRefuses(t *testing.T) {
	withCage := func(p gen.Params, most int) gen.Params { gen.SetOptions(&p, Options{CageSize: most}); return p }
	for _, p := range []gen.Params{
		{Rows: 5}, {Rows: 9, Cols: 6}, {Rows: 4, Grade: gen.Medium}, {Rows: 6, Grade: gen.Hard},
		{Rows: 6, Grade: gen.Expert}, {Rows: 9, MinGivens: 50, MaxGivens: 60},
		{Rows: 9, Grade: gen.Hard, MinGivens: 30, MaxGivens: 34}, {Rows: 9, Grade: gen.Expert, MinGivens: 26, MaxGivens: 30},
		{Rows: 9, Symmetry: gen.SymmetryRotational}, withCage(gen.Params{Rows: 4}, 5), withCage(gen.Params{Rows: 9}, 1),
	} {
		if err := (Kind{}).Validate(p); err == nil {
			t.Errorf("Validate(%+v) = nil, want an error", p)
		}
	}
}

// TestConnectedByDefinition checks connected against a
// walk from the first cell through shared sides, on random groups of one
// to nine cells of every size of grid, most of them near each other.
func TestConnectedByDefinition(t *testing.T) {
	rng := gentest.Seeded(9)
	counts := [2]int{}
	for _, n := range []int{4, 6, 9} {
		for range 20000 {
			size := 1 + rng.IntN(min(9, n*n))
			var cells []gen.Cell
			taken := map[gen.Cell]bool{}
			r0, c0 := rng.IntN(n), rng.IntN(n)
			for len(cells) < size {
				c := gen.Cell{Row: min(n-1, max(0, r0+rng.IntN(5)-2)), Col: min(n-1, max(0, c0+rng.IntN(5)-2))}
				if rng.IntN(8) == 0 {
					c = gen.Cell{Row: rng.IntN(n), Col: rng.IntN(n)}
				}
				if !taken[c] {
					taken[c] = true
					cells = append(cells, c)
				}
			}
			reached := map[gen.Cell]bool{cells[0]: true}
			for walk := []gen.Cell{cells[0]}; len(walk) > 0; walk = walk[1:] {
				for _, d := range cells {
					if dr, dc := d.Row-walk[0].Row, d.Col-walk[0].Col; dr*dr+dc*dc == 1 && !reached[d] {
						reached[d] = true
						walk = append(walk, d)
					}
				}
			}
			want := len(reached) == len(cells)
			if got := connected(cells); got != want {
				t.Fatalf("%dx%d %v: connected %v, want %v", n, n, cells, got, want)
			}
			counts[btoi(want)]++
		}
	}
	if counts[0] < 5000 || counts[1] < 5000 {
		t.Fatalf("connected %d, not %d: too few of one", counts[1], counts[0])
	}
}
