package numberlink

import (
	"context"
	"fmt"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// conformanceCases covers square and oblong sizes, every grade, path
// ranges and solid cells.
func conformanceCases() []gentest.Case {
	var cases []gentest.Case
	add := func(p gen.Params, seeds int) {
		for seed := range seeds {
			name := fmt.Sprintf("%dx%d/%v/paths%d-%d/solids%d/seed%d", p.Rows, p.Cols, p.Grade, p.MinPaths, p.MaxPaths, p.Solids, seed)
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
	add(gen.Params{Rows: 20, Cols: 20, Grade: gen.Medium}, 1) // easy is refused above 16x16 (Validate)
	add(gen.Params{Rows: 8, Cols: 8, MinPaths: 6, MaxPaths: 8}, 2)
	add(gen.Params{Rows: 10, Cols: 10, Solids: 3}, 2)
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
		{"paths 12-14", gen.Params{Rows: 10, MinPaths: 12, MaxPaths: 14}},
		{"solids 4", gen.Params{Rows: 9, Cols: 11, Solids: 4}},
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
			if solids != tc.p.Solids {
				t.Errorf("%s: got %d solid cells, want %d", tc.name, solids, tc.p.Solids)
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
		{"paths reversed", gen.Params{Rows: 10, MinPaths: 9, MaxPaths: 8}, false},
		{"too many paths", gen.Params{Rows: 5, MaxPaths: 9}, false},
		{"one path", gen.Params{Rows: 5, MinPaths: 1, MaxPaths: 3}, false},
		{"too many solids", gen.Params{Rows: 5, Solids: 3}, false},
		{"bad grade", gen.Params{Rows: 5, Grade: 9}, false},
		{"expert 7x7", gen.Params{Rows: 7, Grade: gen.Expert}, false},
		{"expert 8x8", gen.Params{Rows: 8, Grade: gen.Expert}, true},
		{"easy 16x16", gen.Params{Rows: 16, Grade: gen.Easy}, true},
		{"easy 17x16", gen.Params{Rows: 17, Cols: 16, Grade: gen.Easy}, false},
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
