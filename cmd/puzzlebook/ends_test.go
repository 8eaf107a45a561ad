package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
)

// TestGenEnds generates Hidato with gen and checks that every one gives 1
// and the last number unless --ends free, that the JSON records the ends,
// and that other kinds refuse --ends.
func TestGenEnds(t *testing.T) {
	tests := []struct {
		name  string
		flags []string
		code  int
		ends  string // the ends recorded, or a line of standard error
	}{
		{"default", nil, 0, "given"},
		{"given", []string{"--ends", "given"}, 0, "given"},
		{"free", []string{"--ends", "free"}, 0, "free"},
		{"given with pattern", []string{"--pattern", "symmetric", "--shape", "circle"}, 0, "given"},
		{"unknown", []string{"--ends", "both"}, 2, `puzzlebook: gen: --ends must be given or free, not "both"`},
		{"numbrix", []string{"--kind", "numbrix", "--ends", "given"}, 2, "puzzlebook: gen: numbrix: --ends applies to hidato only"},
		{"sudoku", []string{"--kind", "sudoku", "--size", "9", "--ends", "free"}, 2, "puzzlebook: gen: sudoku: --ends applies to hidato only"},
		{"numberlink", []string{"--kind", "numberlink", "--ends", "given"}, 2, "puzzlebook: gen: numberlink: --ends applies to hidato only"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"gen", "--kind", "hidato", "--size", "8", "--grade", "medium", "-n", "6", "--format", "json", "--quiet"}, tt.flags...)
			r := runArgs(args...)
			if r.code != tt.code {
				t.Fatalf("gen %s: got exit %d and %q, want %d", tt.name, r.code, r.stderr, tt.code)
			}
			if tt.code != 0 {
				if !strings.Contains(r.stderr, tt.ends) {
					t.Errorf("gen %s: got %q, want a line containing %q", tt.name, r.stderr, tt.ends)
				}
				return
			}
			es, err := manifest.ReadPuzzles(bytes.NewReader([]byte(r.stdout)))
			if err != nil || len(es) != 6 {
				t.Fatalf("gen %s: got %d puzzles (%v), want 6", tt.name, len(es), err)
			}
			missing := 0
			for _, e := range es {
				if e.Ends != tt.ends {
					t.Errorf("gen %s: %s: got ends %q, want %q", tt.name, e.ID, e.Ends, tt.ends)
				}
				if !gen.GivesEnds(&e.Puzzle) {
					missing++
				}
			}
			if tt.ends == "given" && missing > 0 {
				t.Errorf("gen %s: got %d of 6 puzzles without 1 or the last number given, want none", tt.name, missing)
			}
		})
	}
}
