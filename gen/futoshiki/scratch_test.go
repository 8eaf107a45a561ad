package futoshiki

import (
	"bytes"
	"context"
	"slices"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// TestFlattenAgrees checks that regions.AppendFlat, writing over the
// scratch array the check reads a puzzle into,
// gives regions.Flatten's cells, and its error for grids that do not
// read: too few rows, a short row, digits out of range.
func TestFlattenAgrees(t *testing.T) {
	var dst [maxSize * maxSize]int
	for _, tc := range []struct {
		name string
		g    [][]int
		lo   int
	}{
		{"good", [][]int{{1, 0, 3}, {0, 2, 0}, {3, 0, 0}}, 0},
		{"full", [][]int{{1, 2, 3}, {2, 3, 1}, {3, 1, 2}}, 1},
		{"rows", [][]int{{1, 0, 3}, {0, 2, 0}}, 0},
		{"row", [][]int{{1, 0, 3}, {0, 2}, {3, 0, 0}}, 0},
		{"high", [][]int{{1, 0, 3}, {0, 4, 0}, {3, 0, 0}}, 0},
		{"blank", [][]int{{1, 2, 3}, {2, 0, 1}, {3, 1, 2}}, 1},
	} {
		want, wantErr := regions.Flatten(3, tc.g, "givens", tc.lo)
		got, err := regions.AppendFlat(dst[:0], 3, tc.g, "givens", tc.lo)
		if !slices.Equal(got, want) || (err == nil) != (wantErr == nil) || (err != nil && err.Error() != wantErr.Error()) {
			t.Errorf("%s: AppendFlat gives %v, %v; Flatten %v, %v", tc.name, got, err, want, wantErr)
		}
		if tc.name == "good" && &got[0] != &dst[0] {
			t.Errorf("%s: AppendFlat did not write over its scratch", tc.name)
		}
	}
}

// TestCheckAllocatesLittle checks that the book's check of a puzzle
// (Verify, Solve), its key and its text read it into the pool's scratch:
// Verify and Format allocate nothing, Canonical only its string, and
// Solve only the solver's own and the solution's rows.
func TestCheckAllocatesLittle(t *testing.T) {
	p, err := Kind{}.Generate(context.Background(), gen.Params{Rows: 5, Grade: gen.Easy}, gentest.Seeded(1))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	buf.Grow(1 << 10)
	for _, tc := range []struct {
		name string
		most float64
		run  func()
	}{
		{"Verify", 0, func() { _ = Kind{}.Verify(p) }},
		{"Format", 0, func() { buf.Reset(); _ = Kind{}.Format(&buf, p, p.Givens) }},
		{"Canonical", 1, func() { _ = Kind{}.Canonical(p) }},
		{"Solve", 3, func() { _, _ = Kind{}.Solve(context.Background(), p) }},
	} {
		got := testing.AllocsPerRun(50, tc.run)
		if got > tc.most {
			t.Errorf("%s: %v allocations a puzzle, want at most %v", tc.name, got, tc.most)
		}
	}
}
