package regions

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// TestFlatten returns a grid's cells row by row, and names the first
// row, cell or value out of shape.
func TestFlatten(t *testing.T) {
	cells, err := Flatten(2, [][]int{{1, 0}, {2, 1}}, "givens", 0)
	if err != nil || !reflect.DeepEqual(cells, []int{1, 0, 2, 1}) {
		t.Errorf("got %v, %v; want [1 0 2 1]", cells, err)
	}
	for _, tt := range []struct {
		name string
		g    [][]int
		lo   int
		want string
	}{
		{"rows", [][]int{{1, 2}}, 1, "solution has 1 rows, want 2"},
		{"cells", [][]int{{1, 2}, {2}}, 1, "solution row 2 has 1 cells, want 2"},
		{"blank in a solution", [][]int{{1, 2}, {0, 1}}, 1, "solution r2c1 holds 0, want 1 to 2"},
		{"past n", [][]int{{1, 3}, {2, 1}}, 0, "solution r1c2 holds 3, want 0 to 2"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Flatten(2, tt.g, "solution", tt.lo)
			if err == nil || !strings.Contains(err.Error(), tt.want) || !errors.Is(err, gen.ErrMalformed) {
				t.Errorf("got %v, want a malformed error containing %q", err, tt.want)
			}
		})
	}
}

// TestRepeat names the first row, column or region that repeats a value,
// and passes blanks.
func TestRepeat(t *testing.T) {
	geo, err := New(4, Boxes(4, 2, 2), "box")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name  string
		cells []int
		want  string
	}{
		{"none", []int{1, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 1}, ""},
		{"row", []int{1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, "givens: row 1 has two 1s"},
		{"column", []int{0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 2, 0, 0}, "givens: column 2 has two 2s"},
		{"box", []int{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 3}, "givens: box 4 has two 3s"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := geo.Repeat(tt.cells, "givens")
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("got %v, want no repeat", err)
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want) || !errors.Is(err, gen.ErrMalformed)):
				t.Errorf("got %v, want a malformed error containing %q", err, tt.want)
			}
		})
	}
}
