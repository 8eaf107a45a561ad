package gen_test

import (
	"reflect"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// TestGridOf cuts cells into rows of its own memory, leaving what lies
// past n*n.
func TestGridOf(t *testing.T) {
	cells := []int{1, 2, 3, 4, 9}
	g := gen.GridOf(2, cells)
	if want := [][]int{{1, 2}, {3, 4}}; !reflect.DeepEqual(g, want) {
		t.Fatalf("got %v, want %v", g, want)
	}
	g[0][0] = 7
	if cells[0] != 1 {
		t.Errorf("writing the grid changed cells: %v", cells)
	}
}
