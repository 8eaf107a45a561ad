package regions

import (
	"reflect"
	"sync"
	"testing"
)

// TestSharedLatin checks that SharedLatin gives, for every side, one
// geometry equal to a freshly built Latin square, the same one to every
// caller even when they ask at once, and panics for a side out of range.
func TestSharedLatin(t *testing.T) {
	for n := 1; n <= MaxN; n++ {
		got := make([]*Geometry, 8)
		var wg sync.WaitGroup
		for i := range got {
			wg.Go(func() { got[i] = SharedLatin(n) })
		}
		wg.Wait()
		for _, g := range got[1:] {
			if g != got[0] {
				t.Fatalf("SharedLatin(%d): two geometries for one side", n)
			}
		}
		want, err := Latin(n)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got[0], want) {
			t.Errorf("SharedLatin(%d) differs from Latin(%d)", n, n)
		}
	}
	for _, n := range []int{0, MaxN + 1} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("SharedLatin(%d): no panic", n)
				}
			}()
			SharedLatin(n)
		}()
	}
}
