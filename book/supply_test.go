package book

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/jobs"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/internal/plaincount"
)

// bruteCount counts the solutions of a Sudoku's givens up to limit by
// plain backtracking, sharing no code with the kind's solver
// (plaincount.Sudoku).
func bruteCount(givens [][]int, boxRows, boxCols, limit int) int {
	n := len(givens)
	g := make([]int, 0, n*n)
	for _, row := range givens {
		g = append(g, row...)
	}
	return plaincount.Sudoku(g, n, boxRows, boxCols, limit)
}

// TestSupply asks for the whole supply of every small Sudoku size and
// symmetry the kind lists (4x4), for the bound of the 6x6 medium ones with
// symmetric givens (gen.Bounded: 1,500 rotational, 1,000 mirror), and for
// 500 of the other 6x6 ones of each symmetry and grade (150 medium without
// symmetry), whose supply has no bound: every set comes out whole, no two
// puzzles are one in disguise, each is unique by the plain backtracker and
// has the grade asked for, and one more than a bound is refused before
// any work.
func TestSupply(t *testing.T) {
	k, _ := kinds.Find("sudoku")
	syms := []gen.Symmetry{gen.SymmetryDefault, gen.SymmetryNone, gen.SymmetryRotational, gen.SymmetryMirror}
	type request struct {
		p    gen.Params
		n    int
		seed uint64
	}
	var reqs []request
	for _, sym := range syms {
		p := gen.Params{Rows: 4, Cols: 4, Grade: gen.Easy, Symmetry: sym}
		reqs = append(reqs, request{p, k.(gen.Bounded).MaxDistinct(p), 1})
	}
	// 6x6 medium takes 10-40 ms a puzzle (a few dozen grids), so it asks
	// for 150 here where it has no bound; BenchmarkSupply makes 500.
	for _, sym := range syms[1:] {
		for _, g := range []gen.Grade{gen.Easy, gen.Medium, gen.Expert} {
			p := gen.Params{Rows: 6, Cols: 6, Grade: g, Symmetry: sym}
			n := k.(gen.Bounded).MaxDistinct(p)
			switch {
			case n > 0 && testing.Short():
				n = 150
			case n > 0:
			case g == gen.Medium:
				n = 150
			default:
				n = 500
			}
			reqs = append(reqs, request{p, n, 2})
		}
	}
	for _, r := range reqs {
		name := fmt.Sprintf("%dx%d/%v/%v/%d", r.p.Rows, r.p.Cols, r.p.Symmetry, r.p.Grade, r.n)
		t.Run(name, func(t *testing.T) {
			if r.n < 40 {
				t.Fatalf("%s: the supply holds %d, want a real test", name, r.n)
			}
			es, err := GenerateSet(context.Background(), k, r.p, r.n, r.seed, Options{})
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			checkSupplied(t, k, es, r.n, r.p.Grade)
			if k.(gen.Bounded).MaxDistinct(r.p) != r.n {
				return
			}
			_, err = GenerateSet(context.Background(), k, r.p, r.n+1, r.seed, Options{})
			want := fmt.Sprintf("%d puzzles asked, but only %d distinct", r.n+1, r.n)
			if r.p.Rows == 6 {
				want = fmt.Sprintf("%d puzzles asked, but a set holds at most %d distinct", r.n+1, r.n)
			}
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("%s: asking for %d: got %v, want %q", name, r.n+1, err, want)
			}
		})
	}
}

// checkSupplied checks that es holds n puzzles of grade g, no two alike
// in canonical form, each unique by the plain backtracker.
func checkSupplied(t *testing.T, k gen.Kind, es []manifest.Entry, n int, g gen.Grade) {
	t.Helper()
	if len(es) != n {
		t.Fatalf("got %d puzzles, want %d", len(es), n)
	}
	seen := map[string]string{}
	for _, e := range es {
		key := jobs.PuzzleKey(k, &e.Puzzle)
		if other, dup := seen[key]; dup {
			t.Errorf("%s repeats %s", e.ID, other)
		}
		seen[key] = e.ID
		if c := bruteCount(e.Givens, e.BoxRows, e.BoxCols, 2); c != 1 {
			t.Errorf("%s: plain backtracker got %d solutions, want 1\n%v", e.ID, c, e.Givens)
		}
		if e.Grade != g {
			t.Errorf("%s: got grade %v, want %v", e.ID, e.Grade, g)
		}
	}
}

// TestBook4x4Section builds a book of one section of 200 4x4 Sudoku with
// nothing but the kind's defaults, and checks its manifest: 200 distinct
// unique puzzles, each with its pick recorded.
func TestBook4x4Section(t *testing.T) {
	cfg, err := config.Parse("kids.yaml", []byte("name: kids\nsections: [{kind: sudoku, size: 4, grade: easy, count: 200}]\n"))
	if err != nil {
		t.Fatal(err)
	}
	res, err := Build(context.Background(), cfg, BuildOptions{Dir: t.TempDir()})
	if err != nil {
		t.Fatalf("200 4x4 sudoku: %v", err)
	}
	k, _ := kinds.Find("sudoku")
	es := res.Manifest.Puzzles
	checkSupplied(t, k, es, 200, gen.Easy)
	picks := map[int]bool{}
	for _, e := range es {
		if e.Pick < 1 || e.Pick > 469 || picks[e.Pick] {
			t.Errorf("%s: got pick %d, want a new one from 1 to 469", e.ID, e.Pick)
		}
		picks[e.Pick] = true
	}
}

// TestPickRebuild rebuilds puzzles of a set from their manifest entries
// alone (kind, params with the pick, seed), as docs/manifest.md says.
func TestPickRebuild(t *testing.T) {
	k, _ := kinds.Find("sudoku")
	p := gen.Params{Rows: 4, Cols: 4, Grade: gen.Easy}
	es, err := GenerateSet(context.Background(), k, p, 30, 9, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range es {
		q := p
		q.Pick = e.Pick
		pz, err := k.Generate(context.Background(), q, jobs.NewRand(e.Seed))
		if err != nil {
			t.Fatalf("%s: %v", e.ID, err)
		}
		if !gen.EqualGrids(pz.Givens, e.Givens) {
			t.Errorf("%s: rebuilt with pick %d and seed %d: got %v, want %v", e.ID, e.Pick, e.Seed, pz.Givens, e.Givens)
		}
	}
}
