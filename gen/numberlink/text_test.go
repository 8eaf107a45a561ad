package numberlink

import (
	"errors"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

func TestParse(t *testing.T) {
	tests := []struct {
		name   string
		text   string
		givens [][][]int
	}{
		{"flow rows", "R.G\n...\nR.G\n", [][][]int{{{2, 0, 1}, {0, 0, 0}, {2, 0, 1}}}},
		{"solids and digits", "1#2\n...\n1.2\n", [][][]int{{{1, -1, 2}, {0, 0, 0}, {1, 0, 2}}}},
		{"header form, two puzzles", "# Copyright someone\n\n3 2\nA.B\nA.B\n\n2 2\nCC\n..\n",
			[][][]int{{{1, 0, 2}, {1, 0, 2}}, {{1, 1}, {0, 0}}}},
		{"flow rows split by a blank line", "aa\n..\n\nx.x\n", [][][]int{{{1, 1}, {0, 0}}, {{1, 0, 1}}}},
		{"solution block skipped", "2 1\nAA\nSolution:\n┌┐\n\n", [][][]int{{{1, 1}}}},
		{"solution grid", "2 2\n11\n22\n", [][][]int{{{1, 1}, {2, 2}}}},
		{"punctuation names", "[.]\n[.]\n", [][][]int{{{1, 0, 2}, {1, 0, 2}}}},
		{"empty", "", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ps, err := Kind{}.Parse(strings.NewReader(tc.text))
			if err != nil {
				t.Fatalf("%s: got %v, want no error", tc.name, err)
			}
			if len(ps) != len(tc.givens) {
				t.Fatalf("%s: got %d puzzles, want %d", tc.name, len(ps), len(tc.givens))
			}
			for i, p := range ps {
				if !gen.EqualGrids(p.Givens, tc.givens[i]) {
					t.Errorf("%s: puzzle %d: got %v, want %v", tc.name, i+1, p.Givens, tc.givens[i])
				}
				if p.Rows != len(tc.givens[i]) || p.Cols != len(tc.givens[i][0]) || p.Kind != "numberlink" {
					t.Errorf("%s: puzzle %d: got %s %dx%d, want numberlink %dx%d", tc.name, i+1, p.Kind, p.Rows, p.Cols, len(tc.givens[i]), len(tc.givens[i][0]))
				}
			}
		})
	}
}

func TestParseMalformed(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"lone endpoint", "A..\n..A\nB..\n", `line 1: 'B' appears once`},
		{"three endpoints", "A.A\n..A\n", `'A' appears 3 times`},
		{"ragged", "A..\n..\n", "line 2: row has 2 cells, want 3"},
		{"bad character", "A.é\n", "line 1: column 3"},
		{"short grid", "3 3\nA.A\n...\n", "want 3 as its header says"},
		{"wide row", "2 2\nA.A\n", "line 2: row has 3 cells, want 2"},
		{"zero size", "0 3\n", "size 0x3"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Kind{}.Parse(strings.NewReader(tc.text))
			if err == nil {
				t.Fatalf("%s: got no error, want one containing %q", tc.name, tc.want)
			}
			if !errors.Is(err, gen.ErrMalformed) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("%s: got %v, want an ErrMalformed containing %q", tc.name, err, tc.want)
			}
		})
	}
}

func TestFormat(t *testing.T) {
	p := &gen.Puzzle{Rows: 2, Cols: 3, Givens: [][]int{{1, -1, 2}, {1, 0, 2}}}
	var sb strings.Builder
	if err := (Kind{}).Format(&sb, p, p.Givens); err != nil {
		t.Fatal(err)
	}
	if got, want := sb.String(), "3 2\n1#2\n1.2\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if err := (Kind{}).Format(&sb, p, [][]int{{1, 2, 3}}); !errors.Is(err, gen.ErrMalformed) {
		t.Errorf("Format of a short grid: got %v, want ErrMalformed", err)
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"R.G\n...\nR.G\n", "3 2\nA.B\nA.B\n", "# c c\n2 2\n11\n22\n", "x\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		ps, err := Kind{}.Parse(strings.NewReader(text))
		if err != nil {
			if !errors.Is(err, gen.ErrMalformed) {
				t.Fatalf("got %v, want an error wrapping ErrMalformed", err)
			}
			return
		}
		for _, p := range ps {
			var sb strings.Builder
			if err := (Kind{}).Format(&sb, p, p.Givens); err != nil {
				t.Fatalf("Format of parsed %v: %v", p.Givens, err)
			}
			again, err := Kind{}.Parse(strings.NewReader(sb.String()))
			if err != nil || len(again) != 1 || !gen.EqualGrids(again[0].Givens, p.Givens) {
				t.Fatalf("round trip of %v: got %v, %v", p.Givens, again, err)
			}
		}
	})
}
