package futoshiki

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/puzzlebook/puzzlebook/gen"
)

// sign is one inequality between two neighbouring cells, by their index
// in reading order: the digit of lo is smaller than the digit of hi.
type sign struct{ lo, hi int }

// noSign is no sign (closure.gone when none is).
var noSign = sign{-1, -1}

// signsOf returns p's marks as signs on an n x n grid, sorted, checking that
// each joins two orthogonal neighbours inside the grid, and that no two
// join the same cells. The signs are written over out's space (nil: a
// new slice). Errors wrap gen.ErrMalformed.
func signsOf(out []sign, n int, marks []gen.Mark) ([]sign, error) {
	out = slices.Grow(out[:0], len(marks))
	var seen [2 * maxSize * maxSize]bool // by the first cell, then across or down
	for k, m := range marks {
		a, b := m.Less, m.More
		if !inside(n, a) || !inside(n, b) {
			return nil, fmt.Errorf("futoshiki: %w: sign %d joins r%dc%d and r%dc%d, outside the %dx%d grid", gen.ErrMalformed, k+1, a.Row+1, a.Col+1, b.Row+1, b.Col+1, n, n)
		}
		if d := abs(a.Row-b.Row) + abs(a.Col-b.Col); d != 1 {
			return nil, fmt.Errorf("futoshiki: %w: sign %d joins r%dc%d and r%dc%d, which are not neighbours", gen.ErrMalformed, k+1, a.Row+1, a.Col+1, b.Row+1, b.Col+1)
		}
		s := sign{lo: a.Row*n + a.Col, hi: b.Row*n + b.Col}
		key := 2 * min(s.lo, s.hi)
		if a.Row != b.Row {
			key++
		}
		if seen[key] {
			return nil, fmt.Errorf("futoshiki: %w: two signs between r%dc%d and r%dc%d", gen.ErrMalformed, a.Row+1, a.Col+1, b.Row+1, b.Col+1)
		}
		seen[key] = true
		out = append(out, s)
	}
	return sortSigns(out), nil
}

// sorted returns signs in reading order of lo, then of hi: the order
// the grader reads them in, whatever order a puzzle lists them.
func sorted(signs []sign) []sign { return sortSigns(slices.Clone(signs)) }

// sortSigns sorts signs in place as sorted does, and returns them.
func sortSigns(signs []sign) []sign {
	if !slices.IsSortedFunc(signs, bySign) {
		slices.SortFunc(signs, bySign)
	}
	return signs
}

// bySign orders signs by lo, then by hi.
func bySign(a, b sign) int {
	if a.lo != b.lo {
		return a.lo - b.lo
	}
	return a.hi - b.hi
}

// marksOf returns signs as gen.Marks on an n x n grid, in reading order
// of Less, then of More.
func marksOf(n int, signs []sign) []gen.Mark {
	s := signs
	if !slices.IsSortedFunc(s, bySign) {
		s = sorted(signs)
	}
	out := make([]gen.Mark, len(s))
	for i, x := range s {
		out[i] = gen.Mark{Less: gen.Cell{Row: x.lo / n, Col: x.lo % n}, More: gen.Cell{Row: x.hi / n, Col: x.hi % n}}
	}
	return out
}

func inside(n int, c gen.Cell) bool { return c.Row >= 0 && c.Row < n && c.Col >= 0 && c.Col < n }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// below returns the digits under d: bits 0..d-2.
func below(d int) uint16 {
	if d <= 1 {
		return 0
	}
	return uint16(1)<<(d-1) - 1
}

// above returns the digits over d, up to 9.
func above(d int) uint16 { return 0x1ff &^ (uint16(1)<<d - 1) }

// lowest and highest return the smallest and largest digit of a
// non-empty set.
func lowest(m uint16) int  { return bits.TrailingZeros16(m) + 1 }
func highest(m uint16) int { return 16 - bits.LeadingZeros16(m) }

// constraint is the signs as the solver's regions.Constraint: each sign
// keeps its smaller cell under the largest digit its larger cell may
// hold, and its larger cell over the smallest of the smaller, until
// nothing changes.
type constraint []sign

// Narrow removes the digits the signs rule out and reports false when a
// cell is left without any (a full grid that breaks a sign among them).
func (cs constraint) Narrow(_ []uint8, cand []uint16) bool {
	for changed := true; changed; {
		changed = false
		for _, s := range cs {
			lo, hi := cand[s.lo], cand[s.hi]
			if lo == 0 || hi == 0 {
				return false
			}
			nlo := lo & below(highest(hi))
			nhi := hi & above(lowest(lo))
			if nlo == 0 || nhi == 0 {
				return false
			}
			if nlo != lo || nhi != hi {
				cand[s.lo], cand[s.hi], changed = nlo, nhi, true
			}
		}
	}
	return true
}
