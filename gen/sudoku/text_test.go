package sudoku

import (
	"bytes"
	"context"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// prettyPuzzles returns the puzzles of testdata/pretty.txt: a 9x9 grid
// drawn with box lines, then a 4x4 and a 6x6 on one line each.
func prettyPuzzles(t *testing.T) []*gen.Puzzle {
	t.Helper()
	f, err := os.Open("testdata/pretty.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ps, err := Kind{}.Parse(f)
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

func TestParsePretty(t *testing.T) {
	ps := prettyPuzzles(t)
	wantSizes := []int{9, 4, 6}
	if len(ps) != len(wantSizes) {
		t.Fatalf("got %d puzzles, want %d", len(ps), len(wantSizes))
	}
	for i, p := range ps {
		if p.Rows != wantSizes[i] || p.Cols != wantSizes[i] {
			t.Errorf("puzzle %d: got %dx%d, want %dx%d", i+1, p.Rows, p.Cols, wantSizes[i], wantSizes[i])
		}
	}
	if got := ps[0].Givens[0]; !gen.EqualGrids([][]int{got}, [][]int{{5, 3, 0, 0, 7, 0, 0, 0, 0}}) {
		t.Errorf("9x9 row 1: got %v, want [5 3 0 0 7 0 0 0 0]", got)
	}
	sol, err := Kind{}.Solve(context.Background(), ps[0])
	if err != nil || sol.Count != 1 {
		t.Errorf("9x9: got %d solutions (err %v), want 1", sol.Count, err)
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"stray character", "53..7....\n6..x95...\n", "line 2"},
		{"short grid", "1234\n3412\n\n", "line 1"},
		{"ragged rows", "1234\n341\n", "line 2"},
		{"odd length", "12345\n", "line 1"},
		{"digit too big", ".......5........\n", "line 1: digit 5"},
		{"repeat in row", "# c\n11..............\n", "line 2: row 1 has two 1s"},
		{"repeat in box", "1...\n.1..\n....\n....\n", "line 1: box 1 has two 1s"},
		{"empty", "# only a comment\n\n", "no puzzle"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Kind{}.Parse(strings.NewReader(tt.text))
			if !errors.Is(err, gen.ErrMalformed) || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("%s: got %v, want an ErrMalformed naming %q", tt.name, err, tt.want)
			}
		})
	}
}

func TestSolveMalformed(t *testing.T) {
	nine := func(edit func(g [][]int)) *gen.Puzzle {
		p := &gen.Puzzle{Kind: "sudoku", Rows: 9, Cols: 9, Givens: gen.NewGrid(9, 9)}
		edit(p.Givens)
		return p
	}
	tests := []struct {
		name string
		p    *gen.Puzzle
		want string
	}{
		{"two 7s in row 3", nine(func(g [][]int) { g[2][0], g[2][8] = 7, 7 }), "row 3 has two 7s"},
		{"two 4s in column 2", nine(func(g [][]int) { g[0][1], g[8][1] = 4, 4 }), "column 2 has two 4s"},
		{"two 1s in box 5", nine(func(g [][]int) { g[3][3], g[5][5] = 1, 1 }), "box 5 has two 1s"},
		{"value 10", nine(func(g [][]int) { g[0][0] = 10 }), "holds 10"},
		{"negative", nine(func(g [][]int) { g[4][4] = -1 }), "holds -1"},
		{"short row", nine(func(g [][]int) { g[1] = g[1][:8] }), "row 2 has 8 cells"},
		{"size 5", &gen.Puzzle{Rows: 5, Cols: 5, Givens: gen.NewGrid(5, 5)}, "size must be"},
		{"wrong boxes", &gen.Puzzle{Rows: 6, Cols: 6, BoxRows: 3, BoxCols: 2, Givens: gen.NewGrid(6, 6)}, "boxes of 3x2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Kind{}.Solve(context.Background(), tt.p)
			if !errors.Is(err, gen.ErrMalformed) || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("%s: got %v, want an ErrMalformed saying %q", tt.name, err, tt.want)
			}
		})
	}
}

func TestSolveNoSolution(t *testing.T) {
	// Legal givens (no repeats) that leave the top-left cell no digit.
	p := &gen.Puzzle{Kind: "sudoku", Rows: 4, Cols: 4, Givens: [][]int{{0, 1, 0, 4}, {2, 0, 0, 0}, {0, 0, 0, 0}, {3, 0, 0, 0}}}
	sol, err := Kind{}.Solve(context.Background(), p)
	if err != nil || sol.Count != 0 {
		t.Errorf("got count %d (err %v), want 0 and no error", sol.Count, err)
	}
	if err := gen.Check(context.Background(), Kind{}, &gen.Puzzle{Rows: 4, Cols: 4, Givens: p.Givens, Solution: gen.NewGrid(4, 4)}); !errors.Is(err, gen.ErrMalformed) {
		t.Errorf("Check with an empty solution: got %v, want ErrMalformed", err)
	}
}

// TestAppendLine checks that AppendLine appends what Format writes with
// its newlines dropped, for each size, and fails as Format does on a grid
// that does not fit the puzzle.
func TestAppendLine(t *testing.T) {
	for _, p := range prettyPuzzles(t) {
		var rows bytes.Buffer
		if err := (Kind{}).Format(&rows, p, p.Givens); err != nil {
			t.Fatal(err)
		}
		want := "so far " + strings.ReplaceAll(rows.String(), "\n", "")
		got, err := Kind{}.AppendLine([]byte("so far "), p, p.Givens)
		if err != nil || string(got) != want {
			t.Errorf("%dx%d: got %q (err %v), want %q", p.Rows, p.Cols, got, err, want)
		}
		bad := gen.CloneGrid(p.Givens)
		bad[1][2] = p.Rows + 1
		werr := (Kind{}).Format(&rows, p, bad)
		if _, err := (Kind{}).AppendLine(nil, p, bad); werr == nil || err == nil || err.Error() != werr.Error() {
			t.Errorf("%dx%d with %d in a cell: got %v, want Format's %v", p.Rows, p.Cols, p.Rows+1, err, werr)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, name := range []string{"testdata/pretty.txt"} {
		b, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(b))
	}
	f.Add("1.3..2..2..3.1.4")
	f.Add("12\n34\n")
	f.Add("# the usual line, then one with 0 blanks\n" +
		".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...\n" +
		"000000000000000010000020300000030200010400000050000600300000040700800096200070009\n")
	f.Fuzz(func(t *testing.T, text string) {
		ps, err := Kind{}.Parse(strings.NewReader(text))
		if err != nil {
			if !errors.Is(err, gen.ErrMalformed) && !strings.Contains(err.Error(), "token too long") {
				t.Fatalf("got error %v, want one wrapping ErrMalformed", err)
			}
			return
		}
		for i, p := range ps {
			var buf bytes.Buffer
			if err := (Kind{}).Format(&buf, p, p.Givens); err != nil {
				t.Fatalf("puzzle %d: Format: %v", i+1, err)
			}
			again, err := Kind{}.Parse(&buf)
			if err != nil || len(again) != 1 || !gen.EqualGrids(again[0].Givens, p.Givens) {
				t.Fatalf("puzzle %d: round trip: got %v (err %v), want %v", i+1, again, err, p.Givens)
			}
		}
	})
}
