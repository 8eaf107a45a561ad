package skyscrapers

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/internal/shareddata"
)

// published is one puzzle of ../shared/data/skyscrapers with its
// published solution.
type published struct {
	id string
	p  *gen.Puzzle
}

// loadPublished reads ../shared/data/skyscrapers/janko.txt (its README
// gives the format), skipping the test when the data is absent.
func loadPublished(t testing.TB) []published {
	t.Helper()
	var out []published
	for _, b := range shareddata.Blocks(t, "skyscrapers", "janko.txt") {
		out = append(out, readBlock(t, b))
	}
	return out
}

// readBlock reads one puzzle block: scalars, and grids under a key.
func readBlock(t testing.TB, b shareddata.Block) published {
	t.Helper()
	scalars, grids := b.Scalars, b.Grids
	id := scalars["id"]
	n, err := strconv.Atoi(scalars["size"])
	if err != nil {
		t.Fatalf("%s: size %q", id, scalars["size"])
	}
	side := func(name string) []int {
		f := strings.Fields(scalars[name])
		if len(f) != n {
			t.Fatalf("%s: %s has %d clues, want %d", id, name, len(f), n)
		}
		out := make([]int, n)
		for i, s := range f {
			if out[i], err = strconv.Atoi(s); err != nil {
				t.Fatalf("%s: %s clue %q", id, name, s)
			}
		}
		return out
	}
	rows := func(name string) [][]int {
		g := gen.NewGrid(n, n)
		if grids[name] == nil {
			return g
		}
		if len(grids[name]) != n {
			t.Fatalf("%s: %s has %d rows, want %d", id, name, len(grids[name]), n)
		}
		for r, line := range grids[name] {
			for c := range n {
				if ch := line[c]; ch != '.' {
					g[r][c] = int(ch - '0')
				}
			}
		}
		return g
	}
	p := &gen.Puzzle{
		Kind: "skyscrapers", Rows: n, Cols: n, Givens: rows("givens"), Solution: rows("solution"),
		Overlays: gen.Overlays{Edges: &gen.Edges{Top: side("top"), Bottom: side("bottom"), Left: side("left"), Right: side("right")}},
	}
	return published{id: id, p: p}
}

// TestPublished solves every published puzzle: one solution, the
// published one, which Verify accepts; and grades it.
func TestPublished(t *testing.T) {
	ctx := context.Background()
	all := loadPublished(t)
	if len(all) < 100 {
		t.Fatalf("got %d published puzzles, want the 160 of janko.txt", len(all))
	}
	grades := map[gen.Grade]int{}
	for _, pub := range all {
		start := time.Now()
		sol, err := Kind{}.Solve(ctx, pub.p)
		if err != nil {
			t.Errorf("%s: %v", pub.id, err)
			continue
		}
		if sol.Count != 1 {
			t.Errorf("%s: got %d solutions, want 1", pub.id, sol.Count)
			continue
		}
		if !gen.EqualGrids(sol.Grid, pub.p.Solution) {
			t.Errorf("%s: got solution %v, want the published %v", pub.id, sol.Grid, pub.p.Solution)
		}
		if err := (Kind{}).Verify(pub.p); err != nil {
			t.Errorf("%s: Verify of the published solution: %v", pub.id, err)
		}
		q := *pub.p
		if err := (Kind{}).Rate(ctx, &q); err != nil {
			t.Errorf("%s: rate: %v", pub.id, err)
		}
		grades[q.Grade]++
		if d := time.Since(start); testing.Verbose() && d > 100*time.Millisecond {
			t.Logf("%s: %dx%d took %v", pub.id, pub.p.Rows, pub.p.Rows, d)
		}
	}
	t.Logf("%d published puzzles; grades: %v", len(all), grades)
}
