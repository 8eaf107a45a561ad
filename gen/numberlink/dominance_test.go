package numberlink

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
)

// TestDominanceTables checks the tables against their definition, by
// brute force over every filling, for blank windows and windows with
// endpoints and solid cells: a cube matches no smallest filling of its
// kind; every dominated filling is matched by some cube; swaps pair the
// smallest filling of each kind with two or more fillings with another
// filling of the same kind.
func TestDominanceTables(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, sh := range domShapes {
		for trial := range 12 {
			need := make([]int8, sh[0]*sh[1])
			for x := range need {
				need[x] = 2
				if trial > 0 {
					switch rng.IntN(6) {
					case 0:
						need[x] = 1
					case 1:
						if trial > 6 {
							need[x] = 0
						}
					}
				}
			}
			name := fmt.Sprintf("%dx%d%v", sh[0], sh[1], need)
			tb := buildDomTable(sh[0], sh[1], need)
			en := newDomEnum(sh[0], sh[1], need)
			kinds := map[domKind][]uint32{}
			for m := range uint32(1) << len(tb.edges) {
				if key, ok := en.kind(m); ok {
					kinds[key] = append(kinds[key], m)
				}
			}
			matched := func(m uint32) bool {
				for _, c := range tb.cubes {
					if m&c.care == c.val {
						return true
					}
				}
				return false
			}
			for key, fills := range kinds {
				smallest := fills[0]
				for _, m := range fills {
					if lexLess(m, smallest) {
						smallest = m
					}
				}
				for _, m := range fills {
					if got := matched(m); got != (m != smallest) {
						t.Fatalf("%s: filling %b of kind %q: matched by a cube %v, smallest %v", name, m, key, got, m == smallest)
					}
				}
				other, ok := tb.swap(smallest)
				if ok != (len(fills) > 1) {
					t.Fatalf("%s: kind %q has %d fillings, swap given %v", name, key, len(fills), ok)
				}
				if ok {
					if k, _ := en.kind(other); k != key || other == smallest {
						t.Fatalf("%s: swap of %b is %b, of kind %q, want another of kind %q", name, smallest, other, k, key)
					}
				}
			}
		}
	}
}

// TestDominanceKinds checks the kind of a few fillings by hand: the two
// fillings of a 2x3 window that move a U-turn sideways are of one kind,
// and a filling with a loop or a cell with three edges is impossible.
func TestDominanceKinds(t *testing.T) {
	tb := newDomEnum(2, 3, []int8{2, 2, 2, 2, 2, 2})
	fill := func(pairs ...[2]int8) uint32 {
		var m uint32
		for _, p := range pairs {
			found := false
			for i, e := range tb.edges {
				if e == p {
					m |= 1 << i
					found = true
				}
			}
			if !found {
				t.Fatalf("no edge %v", p)
			}
		}
		return m
	}
	// Cells 0 1 2 / 3 4 5. A U-turn 0-1-4-3 beside the line 2-5, and the
	// U-turn moved right: 1-2-5-4 beside the line 0-3.
	left := fill([2]int8{0, 1}, [2]int8{1, 4}, [2]int8{3, 4}, [2]int8{2, 5})
	right := fill([2]int8{0, 3}, [2]int8{1, 2}, [2]int8{1, 4}, [2]int8{4, 5})
	kl, okl := tb.kind(left)
	kr, okr := tb.kind(right)
	if !okl || !okr || kl != kr {
		t.Fatalf("the two U-turns: kinds %q (%v) and %q (%v), want one possible kind", kl, okl, kr, okr)
	}
	if !lexLess(right, left) {
		t.Fatalf("the U-turn moved right should be the smaller filling")
	}
	if _, ok := tb.kind(fill([2]int8{0, 1}, [2]int8{1, 4}, [2]int8{3, 4}, [2]int8{0, 3})); ok {
		t.Error("a loop around cells 0 1 4 3 is possible")
	}
	if _, ok := tb.kind(fill([2]int8{0, 1}, [2]int8{1, 2}, [2]int8{1, 4})); ok {
		t.Error("cell 1 with three edges is possible")
	}
}

// TestDominanceSecondBySwap counts a 2x3 puzzle whose two solutions are
// the two U-turn fillings above (one of them dominated): the count must
// be two, found by the check of the single dominant solution.
func TestDominanceSecondBySwap(t *testing.T) {
	b, err := newBoard([][]int{{1, 0, 2}, {1, 0, 2}})
	if err != nil {
		t.Fatal(err)
	}
	n, first, err := satCount(context.Background(), b, newState(b), 2)
	if err != nil || n != 2 {
		t.Fatalf("got %d solutions (%v), want 2", n, err)
	}
	second := dominatedSecond(b, first, dominanceWindows(b))
	if second == nil {
		t.Fatal("the dominant solution has no swap")
	}
	checkSolved(t, "swap", b, first)
	checkSolved(t, "swap", b, second)
	if fmt.Sprint(b.solutionGrid(first)) == fmt.Sprint(b.solutionGrid(second)) {
		t.Fatal("the swap gave the same solution")
	}
}

// TestDominanceAgreesWithFrontier counts random open boards (a few pairs
// dropped on a small grid: many have no solution or several) with the
// SAT solver counting dominant solutions and with the frontier counter.
func TestDominanceAgreesWithFrontier(t *testing.T) {
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(3, 4))
	counts := map[int]int{}
	swaps := 0
	for trial := range 300 {
		rows, cols := 3+rng.IntN(4), 3+rng.IntN(4)
		g := make([][]int, rows)
		for r := range g {
			g[r] = make([]int, cols)
		}
		pairs := 1 + rng.IntN(4)
		for k := 1; k <= pairs; k++ {
			for range 2 {
				for {
					r, c := rng.IntN(rows), rng.IntN(cols)
					if g[r][c] == 0 {
						g[r][c] = k
						break
					}
				}
			}
		}
		name := fmt.Sprintf("trial%d %v", trial, g)
		b, want, _ := countedBoard(t, name, g)
		counts[want]++
		e := newEncoding(b, newState(b))
		e.dominate()
		n, first, err := e.count(ctx, 2)
		if err != nil {
			t.Fatal(err)
		}
		if n != want {
			t.Fatalf("%s: dominant SAT count %d, frontier %d", name, n, want)
		}
		if n > 0 {
			checkSolved(t, name, b, first)
		}
		if e.swapped != nil {
			swaps++
			checkSolved(t, name, b, e.swapped)
		}
	}
	t.Logf("frontier counts (solutions: boards) %v; a swap of the dominant solution gave the second on %d", counts, swaps)
	if swaps == 0 {
		t.Error("no board needed the swap check: the test does not reach it")
	}
}
