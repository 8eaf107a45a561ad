package skyscrapers

import (
	"math/rand/v2"
	"testing"
)

// TestOrderTableAgrees checks the order tables against lineSearch's walk
// on random lines of 4x4 to 6x6 with any number of empty cells, any
// candidates and clues, many with orders and some without.
func TestOrderTableAgrees(t *testing.T) {
	found, none := agreesWithWalk(t, rand.New(rand.NewPCG(5, 11)), 30000, maxTable, maxTable, func(n, front, back int, cand []uint16) ([maxSize]uint16, bool) {
		return tableOf(n).narrow(front, back, cand)
	})
	if found < 3000 || none < 3000 {
		t.Errorf("%d lines with orders, %d without: too few of one", found, none)
	}
	t.Logf("%d lines with orders, %d without", found, none)
}

// agreesWithWalk draws tries random clued lines of 4 to maxN cells with
// at most maxOpen empty ones (a filled cell given a wrong height one
// time in eight), and fails t when narrow's answer is not lineSearch's.
// It returns how many lines had orders and how many had none.
func agreesWithWalk(t *testing.T, rng *rand.Rand, tries, maxN, maxOpen int, narrow func(n, front, back int, cand []uint16) ([maxSize]uint16, bool)) (found, none int) {
	t.Helper()
	for range tries {
		n := 4 + rng.IntN(maxN-3)
		heights := rng.Perm(n)
		cand := make([]uint16, n)
		for i, h := range heights {
			cand[i] = 1 << h
		}
		for _, p := range rng.Perm(n)[:rng.IntN(min(n, maxOpen)+1)] {
			cand[p] |= uint16(rng.IntN(1 << n))
		}
		if rng.IntN(8) == 0 { // a filled cell given a wrong height
			cand[rng.IntN(n)] = 1 << rng.IntN(n)
		}
		if openCells(cand) > maxOpen {
			continue
		}
		var line [maxSize]int
		for i, h := range heights {
			line[i] = h + 1
		}
		clue := func(own int) int { // the line's own clue, none, or any
			switch rng.IntN(3) {
			case 0:
				return own
			case 1:
				return 0
			}
			return rng.IntN(n + 1)
		}
		front, back := clue(seen(line[:n])), clue(seenBack(line[:n]))
		if front == 0 && back == 0 {
			continue // a line with no clue is never searched
		}
		got, gotOK := narrow(n, front, back, cand)
		walk := lineSearch{n: n, front: front, back: back}
		want, wantOK := walk.narrow(cand)
		if gotOK != wantOK || gotOK && got != want {
			t.Fatalf("line %b clues %d %d: %b %v, the walk %b %v", cand, front, back, got[:n], gotOK, want[:n], wantOK)
		}
		if gotOK {
			found++
		} else {
			none++
		}
	}
	return found, none
}

// TestOrderTableCounts checks each table holds every order once under
// its clues: n! orders in all, and as many seen f from the front as the
// unsigned Stirling numbers of the first kind say.
func TestOrderTableCounts(t *testing.T) {
	stirling := map[int][]int{ // orders of n with f seen from the front, f = 1..n
		4: {6, 11, 6, 1},
		5: {24, 50, 35, 10, 1},
		6: {120, 274, 225, 85, 15, 1},
	}
	for n := 4; n <= maxTable; n++ {
		tb := tableOf(n)
		both := 0
		for f := 1; f <= n; f++ {
			for b := 1; b <= n; b++ {
				both += len(tb.lists[f*(n+1)+b])
			}
			if got := len(tb.lists[f*(n+1)]); got != stirling[n][f-1] {
				t.Errorf("%dx%d: %d orders seen %d from the front, want %d", n, n, got, f, stirling[n][f-1])
			}
			if got := len(tb.lists[f]); got != stirling[n][f-1] {
				t.Errorf("%dx%d: %d orders seen %d from the back, want %d", n, n, got, f, stirling[n][f-1])
			}
		}
		if want := factorial(n); both != want {
			t.Errorf("%dx%d: %d orders by both clues, want %d", n, n, both, want)
		}
	}
}

// factorial returns n!.
func factorial(n int) int {
	if n <= 1 {
		return 1
	}
	return n * factorial(n-1)
}
