package numbrix

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// TestAroundTwoWords checks the two-word neighbour sets of small boards
// against the four-word shifts, on random sets of cells of boards with
// holes, one column, one row and the largest two-word grids.
func TestAroundTwoWords(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for _, size := range [][2]int{{9, 9}, {9, 14}, {14, 9}, {8, 15}, {1, 12}, {12, 1}, {11, 11}, {5, 7}} {
		for _, diagonal := range []bool{false, true} {
			name := fmt.Sprintf("%dx%d diagonal %v", size[0], size[1], diagonal)
			t.Run(name, func(t *testing.T) {
				b, err := newBoard(size[0], size[1], diagonal, func(r, c int) bool { return (r*7+c*3)%11 != 4 })
				if err != nil {
					t.Fatal(err)
				}
				if !b.twoWords {
					t.Fatalf("%s: got twoWords false, want true", name)
				}
				for range 200 {
					var s set
					s[0], s[1] = rng.Uint64()&b.open[0], rng.Uint64()&b.open[1]
					got := b.aroundTwo(s)
					b.twoWords = false
					want := b.around(s)
					b.twoWords = true
					if got != want {
						t.Fatalf("%s: around %x: got %x, want %x", name, s, got, want)
					}
				}
			})
		}
	}
}
