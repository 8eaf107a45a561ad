package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// TestGenGivens generates puzzles with --givens and checks that every one
// has a count of givens in the range and records it, and that a range a
// kind refuses, or a kind without givens to count, exits 2 with the
// kind's reason.
func TestGenGivens(t *testing.T) {
	tests := []struct {
		name   string
		flags  []string
		code   int
		lo, hi int    // the range, when the run succeeds
		stderr string // a line of standard error, when it fails
	}{
		{"easy 35-40", []string{"--grade", "easy", "--givens", "35-40"}, 0, 35, 40, ""},
		{"hard exactly 32", []string{"--grade", "hard", "--givens", "32"}, 0, 32, 32, ""},
		{"4x4 any grade", []string{"--size", "4", "--givens", "10-12"}, 0, 10, 12, ""},
		{"hidato", []string{"--kind", "hidato", "--size", "8", "--grade", "medium", "--givens", "28-32"}, 0, 28, 32, ""},
		{"numbrix", []string{"--kind", "numbrix", "--size", "7", "--grade", "easy", "--givens", "20"}, 0, 20, 20, ""},
		{"expert 45", []string{"--grade", "expert", "--givens", "45"}, 2, 0, 0,
			"puzzlebook: gen: sudoku: givens 45: expert 9x9 puzzles with rotational givens keep their grade's technique with at most 36 givens"},
		{"numberlink", []string{"--kind", "numberlink", "--givens", "20"}, 2, 0, 0,
			"puzzlebook: gen: " + givensRefusal("numberlink")},
		{"not a range", []string{"--givens", "some"}, 2, 0, 0,
			`puzzlebook: gen: --givens must be a number of givens like 36 or a range like 35-40, not "some"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"gen", "-n", "4", "--format", "json", "--quiet"}, tt.flags...)
			r := runArgs(args...)
			if r.code != tt.code {
				t.Fatalf("gen %s: got exit %d and %q, want %d", tt.name, r.code, r.stderr, tt.code)
			}
			if tt.code != 0 {
				if !strings.Contains(r.stderr, tt.stderr) {
					t.Errorf("gen %s: got %q, want a line containing %q", tt.name, r.stderr, tt.stderr)
				}
				return
			}
			es, err := manifest.ReadPuzzles(bytes.NewReader([]byte(r.stdout)))
			if err != nil || len(es) != 4 {
				t.Fatalf("gen %s: got %d puzzles (%v), want 4", tt.name, len(es), err)
			}
			for _, e := range es {
				k := 0
				for _, row := range e.Givens {
					for _, v := range row {
						if v > 0 {
							k++
						}
					}
				}
				if k < tt.lo || k > tt.hi {
					t.Errorf("gen %s: %s: got %d givens, want %d-%d", tt.name, e.ID, k, tt.lo, tt.hi)
				}
				if lo, hi, err := gen.ParseGivens(e.GivensRange); err != nil || lo != tt.lo || hi != tt.hi {
					t.Errorf("gen %s: %s: got givens_range %q, want %d-%d", tt.name, e.ID, e.GivensRange, tt.lo, tt.hi)
				}
			}
		})
	}
}

// givensRefusal is the message of --givens on a kind that does not take
// it, naming the kinds of kinds.All that do (kinds.CheckKey), so that the
// test does not change as kinds are added.
func givensRefusal(kind string) string {
	k, _ := kinds.Find(kind)
	return kinds.CheckKey(kinds.All, k, "givens", "--givens").Error()
}
