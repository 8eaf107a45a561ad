package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/internal/golden"
)

// checkGolden compares got with testdata/name (golden.Check).
func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	golden.Check(t, name, got)
}

// TestExplainGolden explains a small Sudoku as text and as JSON, and a
// small Numbrix, Hidato and Numberlink (a region step among forced
// moves) as text.
func TestExplainGolden(t *testing.T) {
	for _, tt := range []struct{ kind, format, input, golden string }{
		{"sudoku", "text", "explain.txt", "explain.golden"},
		{"sudoku", "json", "explain.txt", "explain.json.golden"},
		{"numbrix", "text", "explain-numbrix.txt", "explain-numbrix.golden"},
		{"hidato", "text", "explain-hidato.txt", "explain-hidato.golden"},
		{"numberlink", "text", "explain-numberlink.txt", "explain-numberlink.golden"},
	} {
		t.Run(tt.kind+"/"+tt.format, func(t *testing.T) {
			r := runArgs("explain", "--kind", tt.kind, "--format", tt.format, filepath.Join("testdata", tt.input))
			if r.code != 0 || r.stderr != "" {
				t.Fatalf("got exit %d, stderr %q, want 0 and nothing", r.code, r.stderr)
			}
			checkGolden(t, tt.golden, r.stdout)
		})
	}
}

// TestExplainJSONShape checks the JSON object against the shape issue 15
// gives: the keys, and place and eliminate as [row, column, value]
// triples, always arrays.
func TestExplainJSONShape(t *testing.T) {
	r := runArgs("explain", "--format", "json", "testdata/explain.txt")
	var obj map[string]json.RawMessage
	if err := json.Unmarshal([]byte(r.stdout), &obj); err != nil {
		t.Fatalf("got %q, want one JSON object: %v", r.stdout, err)
	}
	for _, key := range []string{"status", "grade", "score", "technique", "steps", "givens", "solution"} {
		if _, ok := obj[key]; !ok {
			t.Errorf("got keys without %q, want it", key)
		}
	}
	var steps []struct {
		Technique, Text  string
		Place, Eliminate *[][3]int
	}
	if err := json.Unmarshal(obj["steps"], &steps); err != nil {
		t.Fatal(err)
	}
	for i, s := range steps {
		if s.Technique == "" || s.Text == "" || s.Place == nil || s.Eliminate == nil {
			t.Errorf("step %d: got %+v, want technique, text, place and eliminate arrays", i+1, s)
		}
	}
}

// TestExplainSteps wants --steps N to print the first N steps of the
// full explanation, and say how many more there are.
func TestExplainSteps(t *testing.T) {
	full := strings.Split(runArgs("explain", "testdata/explain.txt").stdout, "\n")
	r := runArgs("explain", "--steps", "3", "testdata/explain.txt")
	want := strings.Join(full[:4], "\n") + "\n(23 more steps)\n"
	if r.code != 0 || r.stdout != want {
		t.Errorf("--steps 3: got exit %d and\n%s\nwant 0 and\n%s", r.code, r.stdout, want)
	}
	js := runArgs("explain", "--steps", "2", "--format", "json", "testdata/explain.txt")
	var e struct{ Steps []json.RawMessage }
	if err := json.Unmarshal([]byte(js.stdout), &e); err != nil || len(e.Steps) != 2 {
		t.Errorf("--steps 2 --format json: got %d steps (%v), want 2", len(e.Steps), err)
	}
}

// TestExplainStatuses explains puzzles of every verdict, one a line,
// and wants the headline of each and solve's exit status.
func TestExplainStatuses(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name, input string
		code        int
		headlines   []string
	}{
		{"unique", "...1...43...4...\n", 0, []string{"unique easy, score 14, hardest step hidden single"}},
		// A deadly rectangle (1 and 3 in r1c1, r1c3, r2c1, r2c3) left
		// open: two solutions, and the last row found by singles.
		{"multiple", ".2.4.4.22143....\n", 3, []string{"multiple solutions: the 4 steps below hold in all of them and leave 4 cells open"}},
		{"none", ".23.1.......4...\n", 4, []string{"no solution: the givens contradict each other"}},
		{"all", "...1...43...4...\n.2.4.4.22143....\n.23.1.......4...\n11..............\n", 2, []string{
			"unique easy, score 14, hardest step hidden single",
			"multiple solutions: the 4 steps below hold in all of them and leave 4 cells open",
			"no solution: the givens contradict each other",
			"invalid: sudoku: line 4: row 1 has two 1s: malformed puzzle",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(dir, tt.name+".txt")
			if err := os.WriteFile(path, []byte(tt.input), 0o644); err != nil {
				t.Fatal(err)
			}
			r := runArgs("explain", path)
			var got []string
			for _, block := range strings.Split(r.stdout, "\n\n") {
				got = append(got, strings.SplitN(block, "\n", 2)[0])
			}
			if r.code != tt.code || strings.Join(got, "\n") != strings.Join(tt.headlines, "\n") {
				t.Errorf("got exit %d and headlines\n%s\nwant %d and\n%s\n(output:\n%s)", r.code, strings.Join(got, "\n"), tt.code, strings.Join(tt.headlines, "\n"), r.stdout)
			}
		})
	}
}

// TestExplainMultipleShowsProgress wants a puzzle with several solutions
// to show where its steps stop: the open cells of the deadly rectangle.
func TestExplainMultipleShowsProgress(t *testing.T) {
	path := filepath.Join(t.TempDir(), "two.txt")
	if err := os.WriteFile(path, []byte(".2.4.4.22143....\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := runArgs("explain", path)
	if want := "where the steps stop:\n.2.4\n.4.2\n2143\n4321\n"; !strings.HasSuffix(r.stdout, want) {
		t.Errorf("got\n%s\nwant it to end with\n%s", r.stdout, want)
	}
}
