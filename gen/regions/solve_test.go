package regions

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
)

// evenFirst is a constraint for the tests: cell 0 holds an even digit.
type evenFirst struct{}

func (evenFirst) Narrow(vals []uint8, cand []uint16) bool {
	cand[0] &= 0b1010
	return cand[0] != 0
}

// TestCount counts the 288 grids of a 4x4 Sudoku, half of them with an
// even digit first, and the solutions of a few known puzzles.
func TestCount(t *testing.T) {
	ctx := context.Background()
	s := boxes(4)
	for _, tt := range []struct {
		name  string
		cells []int
		extra Constraint
		limit int
		want  int
	}{
		{"empty 4x4", make([]int, 16), nil, 1000, 288},
		{"empty 4x4, even first", make([]int, 16), evenFirst{}, 1000, 144},
		{"limit 2", make([]int, 16), nil, 2, 2},
		{"unique", []int{2, 0, 0, 0, 0, 0, 0, 0, 0, 1, 4, 0, 0, 0, 0, 3}, nil, 2, 1},
		{"clash", []int{1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, nil, 2, 0},
	} {
		n, first, err := Count(ctx, s, tt.cells, tt.limit, tt.extra)
		if err != nil || n != tt.want {
			t.Errorf("%s: got %d solutions (%v), want %d", tt.name, n, err, tt.want)
			continue
		}
		if n > 0 && !validGrid(s, first) {
			t.Errorf("%s: got first solution %v, not a valid grid", tt.name, first)
		}
	}
}

// TestCountJigsaw counts the completions of a 5x5 grid with irregular
// regions, against a brute-force count.
func TestCountJigsaw(t *testing.T) {
	region := []int{
		0, 0, 0, 1, 1,
		0, 0, 2, 1, 1,
		3, 2, 2, 2, 1,
		3, 3, 2, 4, 4,
		3, 3, 4, 4, 4,
	}
	s := MustNew(5, region, "region")
	cells := make([]int, 25)
	cells[0], cells[6] = 1, 2
	n, _, err := Count(context.Background(), s, cells, 1<<20, nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := bruteCount(s, cells, 0); n != want {
		t.Errorf("got %d completions, want the brute count %d", n, want)
	}
}

// bruteCount counts completions cell by cell, checking every unit.
func bruteCount(s *Geometry, cells []int, at int) int {
	for at < len(cells) && cells[at] != 0 {
		at++
	}
	if at == len(cells) {
		if validGrid(s, cells) {
			return 1
		}
		return 0
	}
	total := 0
	for d := 1; d <= s.N; d++ {
		ok := true
		for _, p := range s.Peers[at] {
			if cells[p] == d {
				ok = false
			}
		}
		if ok {
			cells[at] = d
			total += bruteCount(s, cells, at+1)
			cells[at] = 0
		}
	}
	return total
}

// validGrid reports whether every unit of s holds each digit once.
func validGrid(s *Geometry, cells []int) bool {
	for _, u := range s.Units {
		var seen uint16
		for _, c := range u {
			if cells[c] < 1 || cells[c] > s.N {
				return false
			}
			seen |= 1 << (cells[c] - 1)
		}
		if seen != 1<<s.N-1 {
			return false
		}
	}
	return true
}

func TestNewRefuses(t *testing.T) {
	for _, tt := range []struct {
		name   string
		n      int
		region []int
	}{
		{"too big", 10, make([]int, 100)},
		{"short map", 4, make([]int, 15)},
		{"uneven regions", 4, []int{0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3}},
		{"region out of range", 4, []int{0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4}},
	} {
		if _, err := New(tt.n, tt.region, "region"); err == nil {
			t.Errorf("%s: got a geometry, want an error", tt.name)
		}
	}
}

// TestTwo wants two different valid grids from an empty 4x4.
func TestTwo(t *testing.T) {
	s := boxes(4)
	n, first, second, err := Two(context.Background(), s, make([]int, 16), nil)
	if err != nil || n != 2 || !validGrid(s, first) || !validGrid(s, second) || slices.Equal(first, second) {
		t.Errorf("got %d solutions %v and %v (%v), want two different valid grids", n, first, second, err)
	}
}

// TestFill wants a valid grid, the same one for the same seed, and false
// for a region map that has no full grid.
func TestFill(t *testing.T) {
	ctx := context.Background()
	s := boxes(9)
	a, ok, err := Fill(ctx, s, nil, rand.New(rand.NewPCG(1, 2)), 0)
	if err != nil || !ok || !validGrid(s, a) {
		t.Fatalf("got %v, %v, %v, want a valid grid", a, ok, err)
	}
	b, _, _ := Fill(ctx, s, nil, rand.New(rand.NewPCG(1, 2)), 0)
	if !slices.Equal(a, b) {
		t.Errorf("got %v then %v from one seed, want the same grid", a, b)
	}
	// Region 0 is r1c1-3 and r2c4: r2c4 must take the digit row 1 has
	// at r1c4, in its own column, so no grid fits.
	none := MustNew(4, []int{0, 0, 0, 1, 1, 1, 1, 0, 2, 2, 3, 3, 2, 2, 3, 3}, "region")
	if n, _, _ := Count(ctx, none, make([]int, 16), 1, nil); n != 0 {
		t.Errorf("got %d grids of a map without any", n)
	}
	if _, ok, _ := Fill(ctx, none, nil, rand.New(rand.NewPCG(1, 2)), 0); ok {
		t.Error("got a fill of a map without grids")
	}
}

// TestSearchAllocatesLittle checks that a search takes its boards from a
// stack, not one allocation a branch: counting an empty 9x9 Sudoku to two
// and filling one with the constraint (through which the boards escape)
// branch many times, and allocate only the solutions they return.
func TestSearchAllocatesLittle(t *testing.T) {
	ctx := context.Background()
	s := boxes(9)
	rng := rand.New(rand.NewPCG(3, 4))
	for _, tc := range []struct {
		name string
		run  func()
		most float64
	}{
		{"count to two", func() { Count(ctx, s, make([]int, 81), 2, nil) }, 3},
		{"fill with a constraint", func() { Fill(ctx, s, evenFirst{}, rng, 0) }, 4},
	} {
		if got := testing.AllocsPerRun(20, tc.run); got > tc.most {
			t.Errorf("%s: %.1f allocations a run, want at most %v (one board a branch again?)", tc.name, got, tc.most)
		}
	}
}
