package numberlink

import (
	"context"
	"flag"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// conformanceCases covers square and oblong sizes, every grade, path
// ranges and solid cells.
func conformanceCases() []gentest.Case {
	var cases []gentest.Case
	add := func(p gen.Params, seeds int) {
		for seed := range seeds {
			o, _ := opts(p)
			name := fmt.Sprintf("%dx%d/%v/paths%d-%d/solids%d/seed%d", p.Rows, p.Cols, p.Grade, o.MinPaths, o.MaxPaths, o.Solids, seed)
			cases = append(cases, gentest.Case{Name: name, Params: p, Seed: uint64(seed)})
		}
	}
	for _, g := range []gen.Grade{gen.AnyGrade, gen.Easy, gen.Medium, gen.Hard} {
		add(gen.Params{Rows: 10, Cols: 10, Grade: g}, 2)
	}
	add(gen.Params{Rows: 8, Cols: 8, Grade: gen.Expert}, 1)
	add(gen.Params{Rows: 5, Cols: 5}, 2)
	add(gen.Params{Rows: 6, Cols: 12, Grade: gen.Medium}, 1)
	add(gen.Params{Rows: 15, Cols: 15}, 1)
	add(gen.Params{Rows: 20, Cols: 20, Grade: gen.Medium}, 1)
	add(gen.Params{Rows: 20, Cols: 20, Grade: gen.Easy}, 1)
	add(gen.Params{Rows: 8, Cols: 8, Options: Options{MinPaths: 6, MaxPaths: 8}}, 2)
	add(gen.Params{Rows: 10, Cols: 10, Options: Options{Solids: 3}}, 2)
	return cases
}

func TestConformance(t *testing.T) {
	gentest.Run(t, Kind{}, conformanceCases())
}

// TestGeneratedUniqueFrontier re-proves generated puzzles unique with the
// frontier counter, which shares no reasoning with the search or the
// grader (it starts from the bare givens, without propagation).
func TestGeneratedUniqueFrontier(t *testing.T) {
	for _, tc := range conformanceCases() {
		if tc.Params.Rows > 10 || tc.Params.Cols > 12 {
			continue
		}
		t.Run(tc.Name, func(t *testing.T) {
			p, err := Kind{}.Generate(context.Background(), tc.Params, gentest.Seeded(tc.Seed+100))
			if err != nil {
				t.Fatal(err)
			}
			b, err := newBoard(p.Givens)
			if err != nil {
				t.Fatal(err)
			}
			n, s, err := countFrontier(context.Background(), b, newState(b))
			if err != nil {
				t.Fatal(err)
			}
			if n != 1 {
				t.Fatalf("%s: frontier counter got %d solutions, want 1\n%v", tc.Name, n, p.Givens)
			}
			if got := b.solutionGrid(s); !gen.EqualGrids(got, p.Solution) {
				t.Errorf("%s: frontier counter got solution %v, want %v", tc.Name, got, p.Solution)
			}
		})
	}
}

func TestGeneratedParams(t *testing.T) {
	tests := []struct {
		name string
		p    gen.Params
	}{
		{"paths 12-14", gen.Params{Rows: 10, Options: Options{MinPaths: 12, MaxPaths: 14}}},
		{"solids 4", gen.Params{Rows: 9, Cols: 11, Options: Options{Solids: 4}}},
		{"oblong", gen.Params{Rows: 5, Cols: 20}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o, err := optionsOf(tc.p)
			if err != nil {
				t.Fatal(err)
			}
			p, err := Kind{}.Generate(context.Background(), tc.p, gentest.Seeded(7))
			if err != nil {
				t.Fatal(err)
			}
			if got := p.Stats["paths"]; got < o.minPaths || got > o.maxPaths {
				t.Errorf("%s: got %d paths, want %d to %d", tc.name, got, o.minPaths, o.maxPaths)
			}
			solids := 0
			for _, row := range p.Givens {
				for _, v := range row {
					if v == -1 {
						solids++
					}
				}
			}
			if o, _ := opts(tc.p); solids != o.Solids {
				t.Errorf("%s: got %d solid cells, want %d", tc.name, solids, o.Solids)
			}
		})
	}
}

func TestValidate(t *testing.T) {
	tests := []struct {
		name string
		p    gen.Params
		ok   bool
	}{
		{"default", gen.Params{}, true},
		{"5x20", gen.Params{Rows: 5, Cols: 20}, true},
		{"too small", gen.Params{Rows: 4}, false},
		{"too big", gen.Params{Rows: 10, Cols: 21}, false},
		{"paths reversed", gen.Params{Rows: 10, Options: Options{MinPaths: 9, MaxPaths: 8}}, false},
		{"too many paths", gen.Params{Rows: 5, Options: Options{MaxPaths: 9}}, false},
		{"one path", gen.Params{Rows: 5, Options: Options{MinPaths: 1, MaxPaths: 3}}, false},
		{"too many solids", gen.Params{Rows: 5, Options: Options{Solids: 3}}, false},
		{"bad grade", gen.Params{Rows: 5, Grade: 9}, false},
		{"expert 7x7", gen.Params{Rows: 7, Grade: gen.Expert}, false},
		{"expert 8x8", gen.Params{Rows: 8, Grade: gen.Expert}, true},
		{"easy 16x16", gen.Params{Rows: 16, Grade: gen.Easy}, true},
		{"easy 20x20", gen.Params{Rows: 20, Grade: gen.Easy}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := Kind{}.Validate(tc.p)
			if (err == nil) != tc.ok {
				t.Errorf("Validate(%+v): got %v, want ok %v", tc.p, err, tc.ok)
			}
		})
	}
}

func TestGenerateCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := (Kind{}).Generate(ctx, gen.Params{Rows: 10}, gentest.Seeded(1)); err == nil {
		t.Errorf("Generate with a cancelled context: got nil, want an error")
	}
}

// TestNoTwoCellPaths checks that no generated puzzle has a path of two
// cells: the two endpoints of one path are never side by side.
func TestNoTwoCellPaths(t *testing.T) {
	for _, tc := range conformanceCases() {
		t.Run(tc.Name, func(t *testing.T) {
			p, err := Kind{}.Generate(context.Background(), tc.Params, gentest.Seeded(tc.Seed))
			if err != nil {
				t.Fatal(err)
			}
			g := p.Givens
			for r, row := range g {
				for c, v := range row {
					if v <= 0 {
						continue
					}
					if c+1 < len(row) && row[c+1] == v || r+1 < len(g) && g[r+1][c] == v {
						t.Errorf("%s: path %d has two cells, got its endpoints side by side at row %d column %d, want them apart\n%v", tc.Name, v, r+1, c+1, g)
					}
				}
			}
		})
	}
}

// checkCover fails t unless cv is a valid cover: every open cell on
// exactly one live path, each path a line of orthogonal steps of minSplit
// cells or more that never runs alongside itself, and live counting the
// paths.
func checkCover(t *testing.T, name string, cv *cover) {
	t.Helper()
	live := 0
	pos := make([]int, len(cv.pathOf))
	for x := range pos {
		pos[x] = -1
	}
	for i, p := range cv.paths {
		if p == nil {
			continue
		}
		live++
		if len(p) < minSplit {
			t.Errorf("%s: path %d has %d cells, want %d or more", name, i, len(p), minSplit)
		}
		for k, x := range p {
			if cv.pathOf[x] != i || pos[x] >= 0 {
				t.Fatalf("%s: cell %d is on path %d (index %d, seen before %v), want it on one path only", name, x, i, cv.pathOf[x], pos[x] >= 0)
			}
			pos[x] = k
			if k > 0 {
				if d := x - p[k-1]; d != 1 && d != -1 && d != cv.cols && d != -cv.cols || (d == 1 || d == -1) && x/cv.cols != p[k-1]/cv.cols {
					t.Fatalf("%s: path %d steps from cell %d to %d, want orthogonal neighbours", name, i, p[k-1], x)
				}
			}
		}
	}
	if live != cv.live {
		t.Errorf("%s: got live %d, want %d paths", name, cv.live, live)
	}
	for x, i := range cv.pathOf {
		if i < 0 {
			continue
		}
		if pos[x] < 0 {
			t.Fatalf("%s: cell %d is on no path", name, x)
		}
		nbs, n := cv.neighbours(x)
		for _, y := range nbs[:n] {
			if cv.pathOf[y] == i && pos[y]-pos[x] != 1 && pos[x]-pos[y] != 1 {
				t.Errorf("%s: path %d runs alongside itself at cells %d and %d, want no such pair", name, i, x, y)
			}
		}
	}
}

// TestCoverInvariants checks covers as the generator lays them and after
// each merge.
func TestCoverInvariants(t *testing.T) {
	tests := []struct {
		name string
		p    gen.Params
	}{
		{"10x10", gen.Params{Rows: 10}},
		{"15x15", gen.Params{Rows: 15}},
		{"5x20", gen.Params{Rows: 5, Cols: 20}},
		{"9x11 solids 4", gen.Params{Rows: 9, Cols: 11, Options: Options{Solids: 4}}},
		{"5x5", gen.Params{Rows: 5}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o, err := optionsOf(tc.p)
			if err != nil {
				t.Fatal(err)
			}
			made := 0
			for seed := range 10 {
				rng := gentest.Seeded(uint64(seed))
				cv := o.cover(rng)
				if cv == nil {
					continue
				}
				made++
				name := fmt.Sprintf("%s seed %d", tc.name, seed)
				checkCover(t, name, cv)
				for step := range 6 {
					nc := merged(cv, rng)
					if nc == nil {
						break
					}
					checkCover(t, fmt.Sprintf("%s merge %d", name, step), nc)
					if nc.live >= cv.live {
						t.Errorf("%s merge %d: got %d paths, want fewer than %d", name, step, nc.live, cv.live)
					}
					cv = nc
				}
			}
			if made == 0 {
				t.Errorf("%s: got no cover in 10 seeds, want some", tc.name)
			}
		})
	}
}

// TestGeneratedPathCount checks that puzzles with the default path range
// have a number of paths within DefaultPaths, as Stats says and the
// givens show.
func TestGeneratedPathCount(t *testing.T) {
	tests := []gen.Params{
		{Rows: 10}, {Rows: 10, Grade: gen.Easy}, {Rows: 10, Grade: gen.Medium}, {Rows: 10, Grade: gen.Hard},
		{Rows: 15}, {Rows: 6, Cols: 12}, {Rows: 5},
	}
	for _, p := range tests {
		o, err := optionsOf(p)
		if err != nil {
			t.Fatal(err)
		}
		name := fmt.Sprintf("%dx%d/%v", o.rows, o.cols, p.Grade)
		t.Run(name, func(t *testing.T) {
			lo, hi := DefaultPaths(o.rows, o.cols)
			for seed := range 3 {
				pz, err := Kind{}.Generate(context.Background(), p, gentest.Seeded(uint64(seed)))
				if err != nil {
					t.Fatal(err)
				}
				labels := 0
				for _, row := range pz.Givens {
					for _, v := range row {
						labels = max(labels, v)
					}
				}
				if got := pz.Stats["paths"]; got != labels || got < lo || got > hi {
					t.Errorf("%s seed %d: got %d paths (%d in the givens), want %d to %d", name, seed, got, labels, lo, hi)
				}
			}
		})
	}
}

// histSeeds is the number of puzzles per case TestPathHistogram makes;
// zero skips it.
var histSeeds = flag.Int("hist", 0, "TestPathHistogram: generate this many puzzles per size and grade and log their paths, grades and times")

// TestPathHistogram logs, per size and grade, how many paths the
// generated puzzles have, their grades and the time each took (the
// figures of docs/performance-numberlink.md). It runs only with -hist N.
func TestPathHistogram(t *testing.T) {
	if *histSeeds == 0 {
		t.Skip("run with -hist N to log the path histogram of N puzzles per case")
	}
	tests := []gen.Params{
		{Rows: 10}, {Rows: 10, Grade: gen.Easy}, {Rows: 10, Grade: gen.Medium}, {Rows: 10, Grade: gen.Hard},
		{Rows: 10, Grade: gen.Expert}, {Rows: 15}, {Rows: 16, Grade: gen.Easy}, {Rows: 20, Grade: gen.Medium},
	}
	for _, p := range tests {
		paths := map[int]int{}
		grades := map[gen.Grade]int{}
		var times []time.Duration
		for seed := range *histSeeds {
			start := time.Now()
			pz, err := Kind{}.Generate(context.Background(), p, gentest.Seeded(uint64(seed)))
			times = append(times, time.Since(start))
			if err != nil {
				t.Errorf("%dx%d %v seed %d: %v", p.Rows, p.Rows, p.Grade, seed, err)
				continue
			}
			paths[pz.Stats["paths"]]++
			grades[pz.Grade]++
		}
		slices.Sort(times)
		var total time.Duration
		for _, d := range times {
			total += d
		}
		var hist []string
		for _, k := range slices.Sorted(maps.Keys(paths)) {
			hist = append(hist, fmt.Sprintf("%d:%d", k, paths[k]))
		}
		t.Logf("%dx%d %v: median %v, mean %v, max %v; paths %s; grades %v", p.Rows, p.Rows, p.Grade,
			times[len(times)/2].Round(10*time.Microsecond), (total / time.Duration(len(times))).Round(10*time.Microsecond),
			times[len(times)-1].Round(10*time.Microsecond), strings.Join(hist, " "), grades)
	}
}
