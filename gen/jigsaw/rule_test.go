package jigsaw

import (
	"context"
	"slices"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// bandLayout is a 4x4 whose rows 1 and 2 hold regions 1 and 2 but for
// r2c4 (region 4's) and r3c1 (region 2's): the band of rows 1 and 2 has
// the innie r2c4 and the outie r3c1.
var bandLayout = []int{
	0, 0, 1, 1,
	0, 0, 1, 3,
	1, 2, 2, 3,
	2, 2, 3, 3,
}

// TestBands wants the band of rows 1 and 2 found with its innie and
// outie, and no band with more than maxInnies innies.
func TestBands(t *testing.T) {
	geo := regions.MustNew(4, bandLayout, "region")
	bands := bandsOf(geo)
	i := slices.IndexFunc(bands, func(b band) bool { return !b.cols && b.from == 0 && b.k == 2 })
	if i < 0 {
		t.Fatalf("got bands %+v, want rows 1 and 2 among them", bands)
	}
	if b := bands[i]; !slices.Equal(b.regions, []int{0, 1}) || !slices.Equal(b.innies, []int{7}) || !slices.Equal(b.outies, []int{8}) {
		t.Errorf("rows 1-2: got regions %v, innies %v, outies %v; want [0 1], [7] (r2c4), [8] (r3c1)", b.regions, b.innies, b.outies)
	}
	for _, b := range bands {
		if len(b.innies) == 0 || len(b.innies) > maxInnies || len(b.innies) != len(b.outies) || len(b.regions) != b.k {
			t.Errorf("band %+v: want k regions and 1 to %d innies, as many as outies", b, maxInnies)
		}
	}
}

// TestRuleStep sets r2c4 to {1,2} and r3c1 to {2,3}: the rule makes
// both 2, as they hold the same digit, and says why.
func TestRuleStep(t *testing.T) {
	geo := regions.MustNew(4, bandLayout, "region")
	steps, _, _ := regions.Explain(geo, ladderFor(geo), make([]int, 16))
	// An empty grid: singles and locked candidates find nothing, and the
	// rule has nothing to match either (every cell can be anything).
	if len(steps) != 0 {
		t.Fatalf("empty grid: got steps %v, want none", steps)
	}
	var g regions.Grader
	lad := ladderFor(geo)
	g.Init(geo, lad, make([]int, 16), gen.Expert)
	g.Eliminate(7, 0b1100) // r2c4: 1 or 2
	g.Eliminate(8, 0b1001) // r3c1: 2 or 3
	if !applyRule(&g, regions.NumTechniques, bandsOf(geo)) {
		t.Fatal("got no step, want the rule to narrow r2c4 and r3c1")
	}
	if g.Candidates(7) != 0b0010 || g.Candidates(8) != 0b0010 {
		t.Errorf("got r2c4 %04b and r3c1 %04b, want both 0010 (only 2)", g.Candidates(7), g.Candidates(8))
	}
	bands := bandsOf(geo)
	b := bands[slices.IndexFunc(bands, func(b band) bool { return !b.cols && b.from == 0 && b.k == 2 })]
	want := "Rows 1 and 2 and regions 1 and 2 each hold every digit twice, so r2c4, in the rows but not the regions, holds the same digits as r3c1, in the regions but not the rows. So r2c4 cannot be 1."
	if got := b.sentence(4, gen.And(gen.Say("%s cannot be %s", "r2c4", gen.Or(1)))).String(); got != want {
		t.Errorf("got sentence\n%q\nwant\n%q", got, want)
	}
}

// TestStepsReplay replays the explanation of generated puzzles of every
// grade and size the kind offers: the steps reach the solution and give
// the generator's grade, score and technique.
func TestStepsReplay(t *testing.T) {
	for n := minSize; n <= maxSize; n++ {
		for _, g := range reachable[n] {
			for seed := range uint64(3) {
				p, err := Kind{}.Generate(context.Background(), gen.Params{Rows: n, Grade: g}, gentest.Seeded(50+seed))
				if err != nil {
					t.Fatal(err)
				}
				e := gentest.CheckSteps(t, Kind{}, p, p.Technique)
				if e.Grade != p.Grade || e.Score != p.Score || e.Technique != p.Technique {
					t.Errorf("%dx%d %v seed %d: steps give %v %d %q, the generator %v %d %q", n, n, g, seed, e.Grade, e.Score, e.Technique, p.Grade, p.Score, p.Technique)
				}
			}
		}
	}
}
