package cageform

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

var testForm = Form{IDs: "ABCD", Clue: "sum", MaxN: 4}

// TestRoundTrip splits a line into its fields and writes them back.
func TestRoundTrip(t *testing.T) {
	const text = "1..2....3...4... AABBAABBCCDDCCDD 10,6,5,9"
	l, err := testForm.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	c := func(r, col int) gen.Cell { return gen.Cell{Row: r, Col: col} }
	want := Line{
		N:      4,
		Givens: [][]int{{1, 0, 0, 2}, {0, 0, 0, 0}, {3, 0, 0, 0}, {4, 0, 0, 0}},
		Cells: [][]gen.Cell{
			{c(0, 0), c(0, 1), c(1, 0), c(1, 1)}, {c(0, 2), c(0, 3), c(1, 2), c(1, 3)},
			{c(2, 0), c(2, 1), c(3, 0), c(3, 1)}, {c(2, 2), c(2, 3), c(3, 2), c(3, 3)},
		},
		Clues: []string{"10", "6", "5", "9"},
	}
	if !reflect.DeepEqual(l, want) {
		t.Fatalf("got %+v, want %+v", l, want)
	}
	cages := make([]gen.Cage, len(l.Cells))
	for k, cells := range l.Cells {
		cages[k].Cells = cells
	}
	var b strings.Builder
	if err := testForm.Write(&b, l.N, l.Givens, cages, l.Clues); err != nil {
		t.Fatal(err)
	}
	if got := b.String(); got != text+"\n" {
		t.Errorf("got %q, want %q", got, text+"\n")
	}
}

// TestParseErrors names what is wrong and wraps the error kinds.
func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, text, want string
		is               error
	}{
		{"two fields", ".... AABB", "3 fields", gen.ErrMalformed},
		{"not square", "... AAB 1,2", "square number", gen.ErrMalformed},
		{"too large", strings.Repeat(".", 25) + " " + strings.Repeat("A", 25) + " 1", "5x5", gen.ErrTooLarge},
		{"too many clues", ".... AABB 1,2,3,4,5", "5 sums, the most is 4", gen.ErrMalformed},
		{"bad digit", "x... AABB 3,7", "'x' at r1c1", gen.ErrMalformed},
		{"cage past the clues", ".... AABC 3,7", "cage 'C' at r2c2, want A to B", gen.ErrMalformed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := testForm.Parse(tt.text)
			if err == nil || !strings.Contains(err.Error(), tt.want) || !errors.Is(err, tt.is) {
				t.Errorf("got %v, want an error containing %q that wraps %v", err, tt.want, tt.is)
			}
		})
	}
}

// TestWriteErrors refuses more cages than names, and a cell in no cage.
func TestWriteErrors(t *testing.T) {
	g := gen.NewGrid(2, 2)
	one := gen.Cage{Cells: []gen.Cell{{Row: 0, Col: 0}}}
	if err := testForm.Write(&strings.Builder{}, 2, g, make([]gen.Cage, 5), nil); err == nil || !strings.Contains(err.Error(), "holds 4") {
		t.Errorf("5 cages: got %v, want the form's limit of 4", err)
	}
	if err := testForm.Write(&strings.Builder{}, 2, g, []gen.Cage{one}, []string{"1"}); err == nil || !strings.Contains(err.Error(), "r1c2 is in no cage") {
		t.Errorf("one cell caged: got %v, want r1c2 in no cage", err)
	}
}
