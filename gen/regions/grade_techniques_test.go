package regions

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// techniqueCase is a pencil-mark position (every cell empty, every digit a
// candidate, then the edits) in which the ladder's first progress must be
// one step of technique want, making exactly the listed changes.
//
// Edits use 1-based rows and columns: "r1c1=12" sets a cell's candidates;
// "-1 r1c2-9,r3c1" removes digit 1 from the listed cells (ranges allowed on
// both rows and columns). Changes are "r5c6#3" (3 eliminated at r5c6) or
// "r1c1=5" (5 placed at r1c1).
type techniqueCase struct {
	name    string
	n       int
	edits   []string
	want    Technique
	changes []string
}

var techniqueCases = []techniqueCase{
	{"hidden single", 9, []string{"-1 r1c2-9"}, HiddenSingle, []string{"r1c1=1"}},
	{"naked single", 9, []string{"r1c1=5"}, NakedSingle, []string{"r1c1=5"}},
	{"pointing", 9, []string{"-1 r1c3,r2c1-3,r3c1-3"}, Pointing, cellsWith("r1c4-9", 1)},
	{"claiming", 9, []string{"-1 r1c3-9"}, Claiming, cellsWith("r2-3c1-3", 1)},
	{"naked pair", 9, []string{"r1c1=12", "r1c5=12"}, NakedPair, cellsWith("r1c2-4,r1c6-9", 1, 2)},
	{"hidden pair", 9, []string{"-1 r1c2-4,r1c6-9", "-2 r1c2-4,r1c6-9"}, HiddenPair, cellsWith("r1c1,r1c5", 3, 4, 5, 6, 7, 8, 9)},
	{"naked triple", 9, []string{"r1c1=12", "r1c5=23", "r1c9=13"}, NakedTriple, cellsWith("r1c2-4,r1c6-8", 1, 2, 3)},
	{"hidden triple", 9, []string{"-1 r1c2-4,r1c6-8", "-2 r1c2-4,r1c6-8", "-3 r1c2-4,r1c6-8"}, HiddenTriple, cellsWith("r1c1,r1c5,r1c9", 4, 5, 6, 7, 8, 9)},
	{"naked quad", 9, []string{"r1c1=12", "r1c3=23", "r1c5=34", "r1c9=14"}, NakedQuad, cellsWith("r1c2,r1c4,r1c6-8", 1, 2, 3, 4)},
	{"hidden quad", 9, []string{"-1 r1c2,r1c4,r1c6-8", "-2 r1c2,r1c4,r1c6-8", "-3 r1c2,r1c4,r1c6-8", "-4 r1c2,r1c4,r1c6-8"}, HiddenQuad, cellsWith("r1c1,r1c3,r1c5,r1c9", 5, 6, 7, 8, 9)},
	{"X-wing", 9, []string{"-1 r1c1-2,r1c4-6,r1c8-9,r5c1-2,r5c4-6,r5c8-9"}, XWing, cellsWith("r2-4c3,r6-9c3,r2-4c7,r6-9c7", 1)},
	{"swordfish", 9, []string{"-1 r1c2-3,r1c5-9,r4c1-3,r4c5-6,r4c8-9,r7c2-6,r7c8-9"}, Swordfish, cellsWith("r2-3c1,r5-6c1,r8-9c1,r2-3c4,r5-6c4,r8-9c4,r2-3c7,r5-6c7,r8-9c7", 1)},
	{"jellyfish", 9, []string{"-1 r1c2-3,r1c5-9,r4c1-3,r4c5-6,r4c8-9,r7c1-4,r7c6,r7c8-9,r8c2-4,r8c6-9"}, Jellyfish, cellsWith("r2-3c1,r5-6c1,r9c1,r2-3c4-5,r5-6c4-5,r9c4-5,r2-3c7,r5-6c7,r9c7", 1)},
	{"XY-wing", 9, []string{"r1c1=12", "r1c6=13", "r5c1=23"}, XYWing, []string{"r5c6#3"}},
	{"XYZ-wing", 9, []string{"r1c1=123", "r1c2=13", "r5c1=23"}, XYZWing, []string{"r2c1#3", "r3c1#3"}},
	{"W-wing", 9, []string{"r1c1=12", "r5c5=12", "-1 r9c2-4,r9c6-9"}, WWing, []string{"r1c5#2", "r5c1#2"}},
	{"colour trap", 9, []string{"-1 r1c2-3,r2c1-3,r3c1-2", "-1 r1c4-5,r1c7-9", "-1 r2-6c6,r8-9c6"}, SimpleColouring, []string{"r7c3#1"}},
	{"colour wrap", 9, []string{"-1 r1c2-4,r1c6-9", "-1 r2-4c5,r6-9c5", "-1 r5c1,r5c3-4,r5c6-9", "-1 r1c2,r3-4c2,r6-9c2"}, SimpleColouring, []string{"r1c1#1", "r2c2#1", "r5c5#1"}},
	{"XY-chain", 9, []string{"r1c1=12", "r1c5=23", "r5c5=34", "r5c9=14"}, XYChain, []string{"r1c9#1", "r5c1#1"}},
	{"6x6 pointing", 6, []string{"-1 r2c1-3"}, Pointing, cellsWith("r1c4-6", 1)},
	{"6x6 claiming", 6, []string{"-1 r3-6c1"}, Claiming, cellsWith("r1-2c2-3", 1)},
	{"6x6 X-wing", 6, []string{"-1 r1c2-3,r1c5-6,r4c2-3,r4c5-6"}, XWing, cellsWith("r2-3c1,r5-6c1,r2-3c4,r5-6c4", 1)},
	{"4x4 naked pair", 4, []string{"r1c1=12", "r1c4=12"}, NakedPair, cellsWith("r1c2-3", 1, 2)},
}

func TestGradeTechniques(t *testing.T) {
	for _, tc := range techniqueCases {
		t.Run(tc.name, func(t *testing.T) {
			s := boxes(tc.n)
			var g Grader
			g.Init(s, nil, make([]int, tc.n*tc.n), gen.Expert)
			for _, e := range tc.edits {
				applyEdit(t, &g, e)
			}
			before := g
			if !g.step() {
				t.Fatalf("%s: no progress, want %v", tc.name, tc.want)
			}
			wantSteps := max(1, len(placements(&before, &g)))
			if g.lastStep != tc.want || g.steps != wantSteps {
				t.Errorf("%s: got %d steps, the last %v, want %d of %v", tc.name, g.steps, g.lastStep, wantSteps, tc.want)
			}
			got := changes(&before, &g)
			want := slices.Sorted(slices.Values(tc.changes))
			if !slices.Equal(got, want) {
				t.Errorf("%s: got changes %v, want %v", tc.name, got, want)
			}
		})
	}
}

// cellsWith lists the eliminations of every digit in digits from the cells
// of spec (an edit's cell list).
func cellsWith(spec string, digits ...int) []string {
	var out []string
	for _, c := range parseSpec(9, spec) {
		for _, d := range digits {
			out = append(out, fmt.Sprintf("r%dc%d#%d", c/9+1, c%9+1, d))
		}
	}
	return out
}

// applyEdit applies one edit of a techniqueCase to g's pencil marks.
func applyEdit(t *testing.T, g *Grader, e string) {
	t.Helper()
	if cell, digits, ok := strings.Cut(e, "="); ok {
		cells := parseSpec(g.n, cell)
		if len(cells) != 1 {
			t.Fatalf("edit %q: want one cell", e)
		}
		var m uint16
		for _, ch := range digits {
			m |= 1 << (ch - '1')
		}
		g.SetCandidates(cells[0], m)
		return
	}
	d, spec, ok := strings.Cut(strings.TrimPrefix(e, "-"), " ")
	if !ok || len(d) != 1 {
		t.Fatalf("edit %q: want \"-D cells\" or \"rXcY=digits\"", e)
	}
	for _, c := range parseSpec(g.n, spec) {
		g.eliminate(c, 1<<(d[0]-'1'))
	}
}

// parseSpec reads cells like "r1c2-9,r2-3c1" (1-based, ranges inclusive)
// into 0-based cell numbers of an n x n grid. It panics on a typo, which
// only a test's own table can make.
func parseSpec(n int, spec string) []int {
	var out []int
	for _, part := range strings.Split(spec, ",") {
		rs, cs, ok := strings.Cut(strings.TrimPrefix(part, "r"), "c")
		if !ok {
			panic("bad cell spec " + part)
		}
		r0, r1 := parseRange(rs)
		c0, c1 := parseRange(cs)
		for r := r0; r <= r1; r++ {
			for c := c0; c <= c1; c++ {
				out = append(out, (r-1)*n+c-1)
			}
		}
	}
	return out
}

func parseRange(s string) (lo, hi int) {
	a, b, ok := strings.Cut(s, "-")
	if _, err := fmt.Sscan(a, &lo); err != nil {
		panic("bad range " + s)
	}
	hi = lo
	if ok {
		if _, err := fmt.Sscan(b, &hi); err != nil {
			panic("bad range " + s)
		}
	}
	return lo, hi
}

// placements lists the cells placed between before and after.
func placements(before, after *Grader) []int {
	var out []int
	for c := range after.n * after.n {
		if before.vals[c] == 0 && after.vals[c] != 0 {
			out = append(out, c)
		}
	}
	return out
}

// changes lists, sorted, what one step did: placements, and eliminations
// other than those a placement makes in its own cell and its peers.
func changes(before, after *Grader) []string {
	n := after.n
	var out []string
	placed := placements(before, after)
	for _, c := range placed {
		out = append(out, fmt.Sprintf("r%dc%d=%d", c/n+1, c%n+1, after.vals[c]))
	}
	if len(placed) > 0 {
		slices.Sort(out)
		return out
	}
	for c := range n * n {
		for m := before.cand[c] &^ after.cand[c]; m != 0; m &= m - 1 {
			out = append(out, fmt.Sprintf("r%dc%d#%d", c/n+1, c%n+1, candDigit(m&-m)))
		}
	}
	slices.Sort(out)
	return out
}

// boxes returns the geometry of a classic n x n Sudoku (n 4, 6 or 9).
func boxes(n int) *Geometry {
	rows := map[int]int{4: 2, 6: 2, 9: 3}[n]
	return MustNew(n, Boxes(n, rows, n/rows), "box")
}
