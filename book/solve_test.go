package book

import (
	"context"
	"fmt"
	"strings"
	"testing"
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
