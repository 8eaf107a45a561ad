package futoshiki

import (
	"context"
	"math/bits"
	"testing"
	"time"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// bruteCount counts the solutions of p up to limit by a search written
// here, sharing nothing with the solver: each cell keeps the set of
// digits still open to it; a cell with one digit takes it from its row
// and column, a digit open to one cell alone of a row or column goes
// there, and every sign keeps its smaller cell under the largest digit
// open to the greater and the greater over the smallest open to the
// smaller, until nothing changes; then the search tries each digit of
// the open cell with the fewest.
func bruteCount(p *gen.Puzzle, limit int) int {
	n := p.Rows
	full := uint16(1)<<n - 1
	var start [81]uint16
	for i := range n * n {
		start[i] = full
	}
	for r, row := range p.Givens {
		for c, v := range row {
			if v != 0 {
				start[r*n+c] = 1 << (v - 1)
			}
		}
	}
	units := make([][]int, 0, 2*n)
	for k := range n {
		var row, col []int
		for j := range n {
			row, col = append(row, k*n+j), append(col, j*n+k)
		}
		units = append(units, row, col)
	}
	single := func(m uint16) bool { return m != 0 && m&(m-1) == 0 }
	settle := func(d *[81]uint16) bool {
		for changed := true; changed; {
			changed = false
			for _, u := range units {
				var once, twice, union uint16
				for _, i := range u {
					twice |= once & d[i]
					once |= d[i]
					union |= d[i]
				}
				if union != full {
					return false
				}
				for _, i := range u {
					if single(d[i]) {
						for _, j := range u {
							if j != i && d[j]&d[i] != 0 {
								d[j] &^= d[i]
								changed = true
								if d[j] == 0 {
									return false
								}
							}
						}
					} else if only := d[i] & (once &^ twice); only != 0 {
						if !single(only) {
							return false // two digits only this cell can take
						}
						d[i], changed = only, true
					}
				}
			}
			for _, m := range p.Marks {
				a, b := m.Less.Row*n+m.Less.Col, m.More.Row*n+m.More.Col
				if d[a] == 0 || d[b] == 0 {
					return false
				}
				hiB := 16 - bits.LeadingZeros16(d[b]) // the largest digit open to b
				loA := bits.TrailingZeros16(d[a]) + 1 // the smallest open to a
				na, nb := d[a]&(uint16(1)<<(hiB-1)-1), d[b]&^(uint16(1)<<loA-1)
				if na != d[a] || nb != d[b] {
					d[a], d[b], changed = na, nb, true
				}
				if na == 0 || nb == 0 {
					return false
				}
			}
		}
		return true
	}
	count := 0
	var walk func(d [81]uint16)
	walk = func(d [81]uint16) {
		if count >= limit || !settle(&d) {
			return
		}
		best, bestK := -1, n+1
		for i := range n * n {
			if k := bits.OnesCount16(d[i]); k > 1 && k < bestK {
				best, bestK = i, k
			}
		}
		if best < 0 {
			count++
			return
		}
		for m := d[best]; m != 0; m &= m - 1 {
			next := d
			next[best] = m & -m
			walk(next)
		}
	}
	walk(start)
	return count
}

// TestUniqueByBruteForce proves 200 generated puzzles of every size,
// across the grades, unique by bruteCount, and checks its verdicts on
// puzzles with none and with several solutions.
func TestUniqueByBruteForce(t *testing.T) {
	ps, err := Kind{}.Parse(testReader(goldenFut + "1............... >........... ............\n................ ............ ............\n"))
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []int{1, 0, 2} {
		if got := bruteCount(ps[i], 2); got != want {
			t.Fatalf("bruteCount of test puzzle %d = %d, want %d", i, got, want)
		}
	}
	const perSize = 200
	for n := minSize; n <= maxSize; n++ {
		checked := 0
		for i := range perSize {
			g := gen.Grades[i%len(gen.Grades)]
			seed := uint64(1000 + i)
			p, err := Kind{}.Generate(context.Background(), gen.Params{Rows: n, Grade: g}, gentest.Seeded(seed))
			if err != nil {
				t.Fatalf("%dx%d %v seed %d: %v", n, n, g, seed, err)
			}
			if p.Grade != g {
				t.Errorf("%dx%d %v seed %d: graded %v", n, n, g, seed, p.Grade)
			}
			start := time.Now()
			if got := bruteCount(p, 2); got != 1 {
				t.Errorf("%dx%d %v seed %d: %d solutions by brute force, want 1", n, n, g, seed, got)
			}
			if d := time.Since(start); d > 2*time.Second {
				t.Logf("%dx%d seed %d: brute force took %v", n, n, seed, d)
			}
			checked++
		}
		if checked < perSize {
			t.Errorf("%dx%d: %d puzzles checked, want %d", n, n, checked, perSize)
		}
	}
}
