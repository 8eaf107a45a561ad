package numbrix

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// sample returns generation requests across kinds, sizes, grades,
// patterns and shapes, seeds seeds each.
func sample(seeds int) []struct {
	kind Kind
	tc   gentest.Case
} {
	type req struct {
		kind Kind
		p    gen.Params
		name string
	}
	var reqs []req
	for _, g := range gen.Grades {
		reqs = append(reqs,
			req{Numbrix, gen.Params{Rows: 4, Grade: min(g, gen.Medium)}, ""},
			req{Numbrix, gen.Params{Rows: 6, Grade: g}, ""},
			req{Numbrix, gen.Params{Rows: 9, Grade: g}, ""},
			req{Hidato, gen.Params{Rows: 7, Grade: g}, "blob"},
		)
	}
	reqs = append(reqs,
		req{Numbrix, gen.Params{Rows: 5, Cols: 8, Grade: gen.Hard}, ""},
		req{Numbrix, gen.Params{Rows: 9, Grade: gen.Medium, Symmetry: gen.SymmetryRotational}, "rotational"},
		req{Numbrix, gen.Params{Rows: 8, Grade: gen.Hard, Symmetry: gen.SymmetryMirror}, "mirror"},
		req{Numbrix, gen.Params{Rows: 7, Grade: gen.Expert, Options: Options{BorderClues: true}}, "border"},
		req{Numbrix, gen.Params{Rows: 9, Grade: gen.Medium, Options: Options{MaxGap: 8}}, "maxgap8"},
		req{Hidato, gen.Params{Rows: 8, Grade: gen.Medium, Options: Options{Shape: ShapeRectangle}}, "rectangle"},
		req{Hidato, gen.Params{Rows: 8, Grade: gen.Hard, Options: Options{Shape: ShapeCircle}}, "circle"},
		req{Hidato, gen.Params{Rows: 8, Cols: 9, Grade: gen.Medium, Options: Options{Shape: ShapeCross}}, "cross"},
		req{Hidato, gen.Params{Rows: 9, Grade: gen.Easy, Options: Options{Shape: ShapeRing}}, "ring"},
		req{Hidato, gen.Params{Rows: 7, Grade: gen.Expert, Options: Options{Shape: ShapeDiamond}}, "diamond"},
		req{Hidato, gen.Params{Rows: 8, Grade: gen.AnyGrade}, "blob"},
	)
	var out []struct {
		kind Kind
		tc   gentest.Case
	}
	for _, r := range reqs {
		for seed := range seeds {
			name := fmt.Sprintf("%s/%dx%d/%v", r.kind.Name(), r.p.Rows, max(r.p.Cols, r.p.Rows), r.p.Grade)
			if r.name != "" {
				name += "/" + r.name
			}
			out = append(out, struct {
				kind Kind
				tc   gentest.Case
			}{r.kind, gentest.Case{Name: fmt.Sprintf("%s/seed%d", name, seed), Params: r.p, Seed: uint64(seed)}})
		}
	}
	return out
}

func TestConformance(t *testing.T) {
	for _, k := range []Kind{Numbrix, Hidato} {
		var cases []gentest.Case
		for _, s := range sample(2) {
			if s.kind == k {
				cases = append(cases, s.tc)
			}
		}
		t.Run(k.Name(), func(t *testing.T) { gentest.Run(t, k, cases) })
	}
}

// TestGeneratedUniquePlain re-proves generated puzzles unique with the
// plain counter, which shares no code with the solver, and checks the
// options: symmetry, border clues, the gap bound and the stats.
func TestGeneratedUniquePlain(t *testing.T) {
	for _, s := range sample(3) {
		t.Run(s.tc.Name, func(t *testing.T) {
			p, err := s.kind.Generate(context.Background(), s.tc.Params, gentest.Seeded(s.tc.Seed))
			if err != nil {
				t.Fatal(err)
			}
			if got := plainCount(p.Givens, s.kind.Diagonal, 2); got != 1 {
				t.Errorf("%s: plain counter got %d solutions, want 1\n%v", s.tc.Name, got, p.Givens)
			}
			checkOptions(t, s.kind, s.tc.Params, p)
		})
	}
}

// checkOptions checks that p honours the pattern options of params and
// that a Hidato gives both ends unless its options Ends is EndsFree.
func checkOptions(t *testing.T, k Kind, params gen.Params, p *gen.Puzzle) {
	t.Helper()
	o, _ := opts(params)
	b, vals, err := k.boardOf(p)
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range vals {
		if v == 0 {
			continue
		}
		r, c := i/b.cols, i%b.cols
		if o.BorderClues && !b.border.has(i) {
			t.Errorf("given %d at %s: got an inner cell, want border cells only", v, b.cellName(i))
		}
		var pr, pc int
		switch params.Symmetry {
		case gen.SymmetryRotational:
			pr, pc = b.rows-1-r, b.cols-1-c
		case gen.SymmetryMirror:
			pr, pc = r, b.cols-1-c
		default:
			continue
		}
		if b.isOpen(pr, pc) && p.Givens[pr][pc] <= 0 {
			t.Errorf("given %d at %s: got no partner given at row %d column %d, want %v symmetry", v, b.cellName(i), pr+1, pc+1, params.Symmetry)
		}
	}
	if got := p.Stats["stretch"]; got != stretch(b.n, vals) || (o.MaxGap > 0 && got > o.MaxGap) {
		t.Errorf("got stretch %d (recomputed %d), want at most max gap %d", got, stretch(b.n, vals), o.MaxGap)
	}
	if got := p.Stats["clues"]; got != clueCount(vals) {
		t.Errorf("got clues stat %d, want %d", got, clueCount(vals))
	}
	if k.Diagonal && o.Ends != EndsFree && !gen.GivesEnds(p) {
		t.Errorf("got givens without 1 or the last number, want both (ends %v)\n%v", o.Ends, p.Givens)
	}
	if _, ok := p.Stats["choice_count"]; !ok {
		t.Errorf("got stats %v, want choice_count", p.Stats)
	}
}

func TestValidate(t *testing.T) {
	tests := []struct {
		name string
		kind Kind
		p    gen.Params
		ok   bool
	}{
		{"numbrix 4", Numbrix, gen.Params{Rows: 4}, true},
		{"numbrix 15 expert", Numbrix, gen.Params{Rows: 15, Grade: gen.Expert}, true},
		{"numbrix rectangle", Numbrix, gen.Params{Rows: 6, Cols: 10}, true},
		{"numbrix 3", Numbrix, gen.Params{Rows: 3}, false},
		{"numbrix 16", Numbrix, gen.Params{Rows: 16}, false},
		{"numbrix cols 20", Numbrix, gen.Params{Rows: 9, Cols: 20}, false},
		{"numbrix blob", Numbrix, gen.Params{Rows: 9, Options: Options{Shape: ShapeBlob}}, false},
		{"numbrix rectangle shape", Numbrix, gen.Params{Rows: 9, Options: Options{Shape: ShapeRectangle}}, true},
		{"bad grade", Numbrix, gen.Params{Rows: 9, Grade: gen.Expert + 1}, false},
		{"bad symmetry", Numbrix, gen.Params{Rows: 9, Symmetry: gen.SymmetryMirror + 1}, false},
		{"max gap 1", Numbrix, gen.Params{Rows: 9, Options: Options{MaxGap: 1}}, false},
		{"max gap -3", Numbrix, gen.Params{Rows: 9, Options: Options{MaxGap: -3}}, false},
		{"max gap 2", Numbrix, gen.Params{Rows: 9, Options: Options{MaxGap: 2}}, true},
		{"hidato default", Hidato, gen.Params{Rows: 8}, true},
		{"hidato heart", Hidato, gen.Params{Rows: 8, Options: Options{Shape: "heart"}}, false},
		{"hidato ring 5", Hidato, gen.Params{Rows: 5, Options: Options{Shape: ShapeRing}}, false},
		{"hidato ring 6", Hidato, gen.Params{Rows: 6, Options: Options{Shape: ShapeRing}}, true},
		{"border 8x8", Numbrix, gen.Params{Rows: 8, Options: Options{BorderClues: true}}, true},
		{"border 4x15", Hidato, gen.Params{Rows: 4, Cols: 15, Options: Options{BorderClues: true}}, true},
		{"border 9x9", Numbrix, gen.Params{Rows: 9, Options: Options{BorderClues: true}}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.kind.Validate(tt.p)
			if (err == nil) != tt.ok {
				t.Errorf("Validate(%+v): got %v, want ok %v", tt.p, err, tt.ok)
			}
		})
	}
}

func TestGenerateCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := Numbrix.Generate(ctx, gen.Params{Rows: 9, Grade: gen.Expert}, gentest.Seeded(1))
	if !errors.Is(err, context.Canceled) {
		t.Errorf("Generate with a cancelled context: got %v, want context.Canceled", err)
	}
}
