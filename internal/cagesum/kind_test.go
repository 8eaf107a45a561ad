package cagesum

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

func TestConformance(t *testing.T) {
	var cases []gentest.Case
	for n := minSize; n <= maxSize; n++ {
		for seed := range uint64(4) {
			cases = append(cases, gentest.Case{
				Name:   fmt.Sprintf("%dx%d/seed%d", n, n, seed),
				Params: gen.Params{Rows: n, Cols: n, Grade: gen.Easy}, Seed: seed,
			})
		}
	}
	gentest.Run(t, Kind{}, cases)
}

// TestUniqueByEnumeration checks the generator's proof of uniqueness by a
// second method that shares nothing with the search: it lists every Latin
// square of the size and counts those that agree with the givens and make
// every cage's target.
func TestUniqueByEnumeration(t *testing.T) {
	for n := minSize; n <= 4; n++ {
		squares := allLatinSquares(n)
		for seed := range uint64(6) {
			p, err := Kind{}.Generate(context.Background(), gen.Params{Rows: n}, gentest.Seeded(seed))
			if err != nil {
				t.Fatal(err)
			}
			count := 0
			for _, sq := range squares {
				if agrees(p, sq) {
					count++
				}
			}
			if count != 1 {
				t.Errorf("%dx%d seed %d: %d Latin squares fit the givens and cages, want 1", n, n, seed, count)
			}
		}
	}
}

// allLatinSquares lists every n x n Latin square, row by row as
// permutations that clash with no row above.
func allLatinSquares(n int) [][][]int {
	var perms [][]int
	var permute func(p []int, used int)
	permute = func(p []int, used int) {
		if len(p) == n {
			perms = append(perms, append([]int(nil), p...))
			return
		}
		for v := 1; v <= n; v++ {
			if used&(1<<v) == 0 {
				permute(append(p, v), used|1<<v)
			}
		}
	}
	permute(nil, 0)
	var out [][][]int
	var stack func(rows [][]int)
	stack = func(rows [][]int) {
		if len(rows) == n {
			out = append(out, append([][]int(nil), rows...))
			return
		}
	next:
		for _, p := range perms {
			for _, above := range rows {
				for c := range n {
					if above[c] == p[c] {
						continue next
					}
				}
			}
			stack(append(rows, p))
		}
	}
	stack(nil)
	return out
}

// agrees reports whether the square sq keeps p's givens and makes every
// cage's target with different digits.
func agrees(p *gen.Puzzle, sq [][]int) bool {
	for r := range sq {
		for c := range sq[r] {
			if g := p.Givens[r][c]; g != 0 && g != sq[r][c] {
				return false
			}
		}
	}
	for _, cg := range p.Cages {
		sum, seen := 0, map[int]bool{}
		for _, c := range cg.Cells {
			v := sq[c.Row][c.Col]
			if seen[v] {
				return false
			}
			seen[v] = true
			sum += v
		}
		if sum != cg.Target {
			return false
		}
	}
	return true
}

func TestParseErrors(t *testing.T) {
	tests := []struct{ name, text, want string }{
		{"two fields", "......... aaabbbccc", "3 fields"},
		{"not square", "........ aaabbbcc 1,2,3", "square number"},
		{"bad digit", "x........ aaabbbccc 6,6,6", `'x' at r1c1`},
		{"bad target", "......... aaabbbccc 6,x,6", "target 2"},
		{"letter past the targets", "......... aaabbbccd 6,6,6", "want a to c"},
		{"too large", strings.Repeat(".", 49) + " " + strings.Repeat("a", 49) + " 1", "too large"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Kind{}.Parse(strings.NewReader("\n" + tt.text + "\n"))
			if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), "line 2") {
				t.Fatalf("got %v, want an error on line 2 containing %q", err, tt.want)
			}
			if !errors.Is(err, gen.ErrMalformed) {
				t.Errorf("%v does not wrap ErrMalformed", err)
			}
		})
	}
}

func TestSolveCounts(t *testing.T) {
	ctx := context.Background()
	// One cage over each row: every Latin square whose rows add up to 6
	// fits, so there are many.
	many, err := Kind{}.Parse(strings.NewReader("......... aaabbbccc 6,6,6\n"))
	if err != nil {
		t.Fatal(err)
	}
	if s, err := (Kind{}).Solve(ctx, many[0]); err != nil || s.Count != 2 || s.Second == nil {
		t.Errorf("rows as cages: got %+v, %v; want two solutions", s, err)
	}
	none, err := Kind{}.Parse(strings.NewReader("11....... aaabbbccc 6,6,6\n"))
	if err != nil {
		t.Fatal(err)
	}
	if s, err := (Kind{}).Solve(ctx, none[0]); err != nil || s.Count != 0 {
		t.Errorf("two 1s in a row: got %+v, %v; want no solution", s, err)
	}
}

func TestValidateRefuses(t *testing.T) {
	for _, p := range []gen.Params{{Rows: 2}, {Rows: 6}, {Rows: 4, Cols: 5}, {Rows: 4, Grade: gen.Hard}, {Rows: 4, MinGivens: 3, MaxGivens: 3}} {
		if err := (Kind{}).Validate(p); err == nil {
			t.Errorf("Validate(%+v) = nil, want an error", p)
		}
	}
}
