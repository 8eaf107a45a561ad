package killer

import (
	"slices"
	"testing"
)

// TestSizedBuildsItsSizeOnce checks that a sized table builds a size on
// its first use only, and no other size, and that a size Killer does not
// take has no table.
func TestSizedBuildsItsSizeOnce(t *testing.T) {
	var built []int
	s := newSized(func(n int) *int {
		built = append(built, n)
		return &n
	})
	for range 2 {
		if got := s.of(9); got == nil || *got != 9 {
			t.Fatalf("of(9): got %v, want the table of 9", got)
		}
	}
	if want := []int{9}; !slices.Equal(built, want) {
		t.Errorf("after of(9) twice: built %v, want %v", built, want)
	}
	if got := s.of(5); got != nil {
		t.Errorf("of(5): got %v, want none", *got)
	}
	if got := s.of(4); got == nil || *got != 4 {
		t.Errorf("of(4): got %v, want the table of 4", got)
	}
	if want := []int{9, 4}; !slices.Equal(built, want) {
		t.Errorf("built %v, want %v", built, want)
	}
	for _, n := range []int{4, 6, 9} {
		if g := geoms.of(n); g == nil || g.n != n || comboTables.of(n).n != n {
			t.Errorf("size %d: the geometry or the combinations are not of that size", n)
		}
	}
}
