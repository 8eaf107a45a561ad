package numbrix

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// TestAroundAndCrowded checks the neighbour sets and neighbour counts,
// worked out a word at a time (two words for small boards), against
// shifts of the whole set, on random sets of cells of boards with holes,
// one column, one row, and sizes that fill two, three and four words.
func TestAroundAndCrowded(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	sizes := [][2]int{{9, 9}, {9, 14}, {14, 9}, {8, 15}, {1, 12}, {12, 1}, {11, 11}, {5, 7}, {12, 12}, {13, 14}, {15, 15}, {15, 1}}
	for _, size := range sizes {
		for _, diagonal := range []bool{false, true} {
			name := fmt.Sprintf("%dx%d diagonal %v", size[0], size[1], diagonal)
			t.Run(name, func(t *testing.T) {
				b, err := newBoard(size[0], size[1], diagonal, func(r, c int) bool { return (r*7+c*3)%11 != 4 })
				if err != nil {
					t.Fatal(err)
				}
				for range 200 {
					s := set{rng.Uint64(), rng.Uint64(), rng.Uint64(), rng.Uint64()}.and(b.open)
					if got, want := b.around(s), aroundByShifts(b, s); got != want {
						t.Fatalf("%s: around %x: got %x, want %x", name, s, got, want)
					}
					two, three := b.crowded(s)
					wantTwo, wantThree := crowdedByShifts(b, s)
					if two != wantTwo || three != wantThree {
						t.Fatalf("%s: crowded %x: got %x %x, want %x %x", name, s, two, three, wantTwo, wantThree)
					}
				}
			})
		}
	}
}

// shiftedByShifts returns s moved one step in each direction of b.
func shiftedByShifts(b *board, s set) []set {
	w := uint(b.cols)
	left, right := s.and(b.notFirst), s.and(b.notLast)
	out := []set{right.shl(1), left.shr(1), s.shl(w), s.shr(w)}
	if b.diagonal {
		out = append(out, right.shl(w+1), left.shl(w-1), left.shr(w+1), right.shr(w-1))
	}
	return out
}

// aroundByShifts is around done on whole sets.
func aroundByShifts(b *board, s set) set {
	var out set
	for _, x := range shiftedByShifts(b, s) {
		out = out.or(x)
	}
	return out.and(b.open)
}

// crowdedByShifts is crowded done on whole sets.
func crowdedByShifts(b *board, s set) (two, three set) {
	var one set
	for _, x := range shiftedByShifts(b, s) {
		three = three.or(two.and(x))
		two = two.or(one.and(x))
		one = one.or(x)
	}
	return two.and(b.open), three.and(b.open)
}

// shl moves every cell of s up by n positions (0 <= n < 64).
func (s set) shl(n uint) set {
	return set{
		s[0] << n,
		s[1]<<n | s[0]>>(64-n),
		s[2]<<n | s[1]>>(64-n),
		s[3]<<n | s[2]>>(64-n),
	}
}

// shr moves every cell of s down by n positions (0 <= n < 64).
func (s set) shr(n uint) set {
	return set{
		s[0]>>n | s[1]<<(64-n),
		s[1]>>n | s[2]<<(64-n),
		s[2]>>n | s[3]<<(64-n),
		s[3] >> n,
	}
}
