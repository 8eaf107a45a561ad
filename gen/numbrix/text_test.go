package numbrix

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

func TestParse(t *testing.T) {
	tests := []struct {
		name  string
		kind  Kind
		input string
		want  [][][]int
	}{
		{"one numbrix", Numbrix, "1 0 0\n. . 0\n9 0 .\n", [][][]int{{{1, 0, 0}, {0, 0, 0}, {9, 0, 0}}}},
		{"two puzzles", Numbrix, "1 0\n0 4\n\n\n0 0\n3 0\n", [][][]int{{{1, 0}, {0, 4}}, {{0, 0}, {3, 0}}}},
		{"hidato holes", Hidato, "  1 # 0\n 0 0 #\n\n", [][][]int{{{1, -1, 0}, {0, 0, -1}}}},
		{"tabs and padding", Hidato, "\n\t1\t2\n 0  #  \n", [][][]int{{{1, 2}, {0, -1}}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ps, err := tt.kind.Parse(strings.NewReader(tt.input))
			if err != nil {
				t.Fatal(err)
			}
			if len(ps) != len(tt.want) {
				t.Fatalf("got %d puzzles, want %d", len(ps), len(tt.want))
			}
			for i, p := range ps {
				if !gen.EqualGrids(p.Givens, tt.want[i]) || p.Kind != tt.kind.Name() || p.Rows != len(tt.want[i]) {
					t.Errorf("puzzle %d: got %s %dx%d %v, want %s %v", i+1, p.Kind, p.Rows, p.Cols, p.Givens, tt.kind.Name(), tt.want[i])
				}
			}
		})
	}
}

func TestParseMalformed(t *testing.T) {
	tests := []struct {
		name, input, wantIn string
	}{
		{"empty", "", "no puzzle"},
		{"ragged", "1 0 0\n0 0\n", "line 2"},
		{"bad token", "1 0\nx 0\n", "line 2"},
		{"negative", "1 -2\n0 0\n", "line 1"},
		{"plus sign", "+1 0\n0 0\n", "line 1"},
		{"all holes", "# #\n# #\n", "no open cell"},
		{"too wide", strings.Repeat("0 ", 16) + "\n", "out of range"},
		{"second puzzle bad", "1 0\n0 4\n\n1 0\n0\n", "line 5"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Numbrix.Parse(strings.NewReader(tt.input))
			if !errors.Is(err, gen.ErrMalformed) {
				t.Fatalf("got %v, want an error wrapping gen.ErrMalformed", err)
			}
			if !strings.Contains(err.Error(), tt.wantIn) {
				t.Errorf("got %q, want it to mention %q", err, tt.wantIn)
			}
		})
	}
}

// TestParseLeavesNumbers checks that a grid whose numbers break the rules
// is read, and that Solve then names the problem: the input's other
// puzzles are still read.
func TestParseLeavesNumbers(t *testing.T) {
	tests := []struct {
		name, input, want string
	}{
		{"too big", "1 0\n0 5\n\n1 0\n0 4\n", "numbrix: row 2 column 2 holds 5, want 1 to 4 (the open cells): malformed puzzle"},
		{"repeated", "1 2\n2 0\n\n1 0\n0 4\n", "numbrix: 2 is given twice, in row 1 column 2 and row 2 column 1: malformed puzzle"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ps, err := Numbrix.Parse(strings.NewReader(tt.input))
			if err != nil || len(ps) != 2 {
				t.Fatalf("got %d puzzles and %v, want 2 and no error", len(ps), err)
			}
			_, err = Numbrix.Solve(t.Context(), ps[0])
			if !errors.Is(err, gen.ErrMalformed) || err.Error() != tt.want {
				t.Errorf("Solve: got %v, want %q wrapping gen.ErrMalformed", err, tt.want)
			}
		})
	}
}

func TestFormat(t *testing.T) {
	p := &gen.Puzzle{Kind: "hidato", Rows: 2, Cols: 3, Givens: [][]int{{1, 0, -1}, {0, 12, 0}}}
	var buf bytes.Buffer
	if err := Hidato.Format(&buf, p, p.Givens); err != nil {
		t.Fatal(err)
	}
	want := " 1  .  #\n . 12  .\n"
	if got := buf.String(); got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// FuzzParse checks that Parse never panics and that what it accepts
// formats and parses back to the same givens.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"1 0 0\n0 0 0\n0 0 9\n", "1 # 0\n0 0 #\n\n2 0\n0 0\n", ". . .\n", "# 3\n1 2\n", "0 0\n0\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, k := range []Kind{Numbrix, Hidato} {
			ps, err := k.Parse(strings.NewReader(s))
			if err != nil {
				if !errors.Is(err, gen.ErrMalformed) {
					t.Fatalf("got %v, want nil or gen.ErrMalformed", err)
				}
				continue
			}
			for _, p := range ps {
				var buf bytes.Buffer
				if err := k.Format(&buf, p, p.Givens); err != nil {
					t.Fatal(err)
				}
				back, err := k.Parse(&buf)
				if err != nil || len(back) != 1 || !gen.EqualGrids(back[0].Givens, p.Givens) {
					t.Fatalf("round trip of %v: got %v, %v", p.Givens, back, err)
				}
			}
		}
	})
}
