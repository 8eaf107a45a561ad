package skyscrapers

import (
	"context"
	"slices"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen/gentest"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// TestFillSquareAgrees checks that fillSquare draws the square
// regions.Fill draws on the Latin geometry from the same seed, and
// leaves the random numbers where it leaves them: 400 squares a size,
// 4x4 to 8x8, each the next from one generator.
func TestFillSquareAgrees(t *testing.T) {
	ctx := context.Background()
	st := new(fillStack)
	for n := 4; n <= 8; n++ {
		ours, theirs := gentest.Seeded(uint64(n)), gentest.Seeded(uint64(n))
		for i := range 400 {
			got, err := fillSquare(ctx, n, ours, st)
			if err != nil {
				t.Fatal(err)
			}
			want, ok, err := regions.Fill(ctx, latin(n), nil, theirs, 0)
			if err != nil || !ok {
				t.Fatalf("regions.Fill: %v", err)
			}
			if !slices.Equal(got, want) {
				t.Fatalf("%dx%d square %d: got %v, want %v", n, n, i, got, want)
			}
			if a, b := ours.Uint64(), theirs.Uint64(); a != b {
				t.Fatalf("%dx%d square %d: the generators part: next %d, want %d", n, n, i, a, b)
			}
		}
	}
}
