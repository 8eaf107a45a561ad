package book

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

func TestSolveStatuses(t *testing.T) {
	ps, err := toyKind{}.Parse(strings.NewReader("12\n10\n19\n1-\n"))
	if err != nil {
		t.Fatal(err)
	}
	vs, err := Solve(context.Background(), toyKind{}, ps, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := []Status{Unique, Multiple, NoSolution, Invalid}
	for i, v := range vs {
		if v.Status != want[i] {
			t.Errorf("puzzle %d: got %v, want %v", i+1, v.Status, want[i])
		}
		if (v.Solution != nil) != (v.Status == Unique) {
			t.Errorf("puzzle %d: got solution %v with status %v", i+1, v.Solution, v.Status)
		}
	}
}

func TestSolveInput(t *testing.T) {
	tests := []struct {
		name, input string
		want        []Status
		err         string
	}{
		{"all parse", "12\n10\n", []Status{Unique, Multiple}, ""},
		{"one bad line", "12\nx1\n19\n", []Status{Unique, Invalid, NoSolution}, ""},
		{"many bad lines", strings.Repeat("x\n", 50_000) + "12\n", append(slices.Repeat([]Status{Invalid}, 50_000), Unique), ""},
		{"nothing parses", "x\ny\n", nil, "toy: line 1: malformed puzzle: bad character 'x'"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			vs, err := SolveInput(context.Background(), toyKind{}, strings.NewReader(tt.input), Options{})
			if tt.err != "" {
				if err == nil || err.Error() != tt.err {
					t.Errorf("got %v, want error %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var got []Status
			for _, v := range vs {
				got = append(got, v.Status)
			}
			if fmt.Sprint(got) != fmt.Sprint(tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

// TestSolveInputLineNumbers checks that a line that fails alone is
// reported with its own number and still wraps the kind's error.
func TestSolveInputLineNumbers(t *testing.T) {
	vs, err := SolveInput(context.Background(), toyKind{}, strings.NewReader("# comment\n12\n\n1x\n"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := "toy: line 4: malformed puzzle: bad character 'x'"
	if len(vs) != 2 || vs[1].Err == nil || vs[1].Err.Error() != want || !errors.Is(vs[1].Err, gen.ErrMalformed) {
		t.Fatalf("got %+v, want the second puzzle invalid with %q", vs, want)
	}
}

// FuzzSolveInput feeds text to the one-puzzle-a-line reader with real
// Sudoku: whatever the input, a verdict per puzzle or an error wrapping
// gen.ErrMalformed, never a panic.
func FuzzSolveInput(f *testing.F) {
	addFiles(f, "testdata/*.txt")
	f.Add([]byte("12\nx1\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		vs, err := SolveInput(context.Background(), kinds.All[0], bytes.NewReader(data), Options{Workers: 1})
		if err != nil {
			if !errors.Is(err, gen.ErrMalformed) && !strings.Contains(err.Error(), "token too long") {
				t.Fatalf("got error %v, want one wrapping ErrMalformed", err)
			}
			return
		}
		for i, v := range vs {
			if (v.Status == Invalid) != (v.Err != nil) || (v.Status == Unique) != (v.Solution != nil) {
				t.Fatalf("puzzle %d: inconsistent verdict %+v", i+1, v)
			}
		}
	})
}
