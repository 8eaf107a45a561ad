package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/manifest"
)

// result is what one in-process run of the command printed and returned.
type result struct {
	code           int
	stdout, stderr string
}

func runArgs(args ...string) result {
	var out, errOut bytes.Buffer
	code := run(args, &out, &errOut)
	return result{code, out.String(), errOut.String()}
}

func TestUsage(t *testing.T) {
	tests := []struct {
		args     []string
		code     int
		inStdout string
		inStderr string
	}{
		{nil, 2, "", "Usage: puzzlebook COMMAND"},
		{[]string{"help"}, 0, "Usage: puzzlebook COMMAND", ""},
		{[]string{"frobnicate"}, 2, "", `puzzlebook: unknown command "frobnicate"`},
		{[]string{"build", "--help"}, 0, "Usage: puzzlebook build", ""},
		{[]string{"gen", "-h"}, 0, "-symmetry", ""},
		{[]string{"solve", "--help"}, 0, "Exit status", ""},
		{[]string{"check", "--help"}, 0, "N passed, M failed", ""},
		{[]string{"explain", "--help"}, 0, "--steps N prints only the first N steps", ""},
		{[]string{"explain", "--format", "xml"}, 2, "", `puzzlebook: explain: unknown format "xml" (want text or json)`},
		{[]string{"explain", "--steps", "-1"}, 2, "", "puzzlebook: explain: --steps must be 0 (all) or more, not -1"},
		{[]string{"explain", "testdata/missing.txt"}, 2, "", "puzzlebook: explain: open testdata/missing.txt"},
		{[]string{"build", "--bogus"}, 2, "", "puzzlebook: build: flag provided but not defined: -bogus"},
		{[]string{"build", "a.yaml", "b.yaml"}, 2, "", `puzzlebook: build: unexpected argument "b.yaml"`},
		{[]string{"check"}, 2, "", "puzzlebook: check: missing argument"},
		{[]string{"gen", "--grade", "tough"}, 2, "", `puzzlebook: gen: unknown grade "tough"`},
		{[]string{"gen", "--size", "4", "--grade", "expert"}, 2, "", "puzzlebook: gen: sudoku: grade expert is out of reach for 4x4"},
		{[]string{"gen", "--kind", "chess"}, 2, "", `puzzlebook: gen: unknown kind "chess" (want sudoku`},
		{[]string{"gen", "--format", "xml"}, 2, "", `unknown format "xml"`},
		{[]string{"gen", "-n", "0"}, 2, "", "-n must be between 1 and 10000, not 0"},
		{[]string{"gen", "-n", "20000"}, 2, "", "-n must be between 1 and 10000, not 20000"},
		{[]string{"gen", "--size", "4", "-n", "600"}, 2, "", "puzzlebook: gen: book: 600 puzzles asked, but only 469 distinct 4x4 sudoku puzzles exist"},
		{[]string{"gen", "--size", "4", "-n", "74", "--symmetry", "mirror"}, 2, "", "only 73 distinct 4x4 sudoku puzzles with mirror givens exist"},
		{[]string{"gen", "--quiet", "--verbose"}, 2, "", "puzzlebook: gen: --quiet and --verbose exclude each other"},
		{[]string{"gen", "--number", "3"}, 2, "", "puzzlebook: gen: --number is an option of --from FILE"},
		{[]string{"gen", "--id", "x-s1-001"}, 2, "", "puzzlebook: gen: --id is an option of --from FILE"},
		{[]string{"gen", "--from", "x.json", "--kind", "hidato", "-n", "2"}, 2, "", "puzzlebook: gen: --kind, -n do not go with --from: the record gives the puzzle's kind, params and seed"},
		{[]string{"gen", "--from", "x.json", "--shape", "ring"}, 2, "", "puzzlebook: gen: --shape does not go with --from"},
		{[]string{"gen", "--from", "x.json", "--number", "1", "--id", "x-s1-001"}, 2, "", "puzzlebook: gen: give --number or --id, not both"},
		{[]string{"build", "--timeout", "0s"}, 2, "", "puzzlebook: build: --timeout must be positive, not 0s"},
		{[]string{"build", "--timeout", "soon"}, 2, "", "invalid value \"soon\" for flag -timeout"},
		{[]string{"build", "--workers", "-2"}, 2, "", "--workers must be 0 (one per CPU) or more, not -2"},
		{[]string{"build", "--seed", "-1"}, 2, "", "must be a whole number"},
		{[]string{"build", "testdata/missing.yaml"}, 2, "", "puzzlebook: build: config: open testdata/missing.yaml"},
		{[]string{"solve", "testdata/missing.txt"}, 2, "", "puzzlebook: solve: open testdata/missing.txt"},
		{[]string{"solve", "--timeout", "0s"}, 2, "", "puzzlebook: solve: --timeout must be positive, not 0s"},
		{[]string{"check", "--timeout", "-1s", "x.json"}, 2, "", "puzzlebook: check: --timeout must be positive, not -1s"},
		// The second puzzle of each stuck file has two givens far apart on
		// a 15x15 Numbrix grid: its solver takes minutes to find two
		// solutions.
		{[]string{"solve", "--kind", "numbrix", "--timeout", "50ms", "testdata/stuck.txt"}, 1, "",
			"puzzlebook: solve: testdata/stuck.txt: puzzle 2: the time ran out: no answer within 50ms"},
		{[]string{"check", "--timeout", "50ms", "testdata/stuck.json"}, 1, "",
			"puzzlebook: check: testdata/stuck.json: puzzle 2 (stuck-s1-002): the time ran out: no answer within 50ms"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			r := runArgs(tt.args...)
			if r.code != tt.code {
				t.Errorf("got exit %d, want %d (stderr %q)", r.code, tt.code, r.stderr)
			}
			if !strings.Contains(r.stdout, tt.inStdout) {
				t.Errorf("got stdout %q, want it to contain %q", r.stdout, tt.inStdout)
			}
			if !strings.Contains(r.stderr, tt.inStderr) {
				t.Errorf("got stderr %q, want it to contain %q", r.stderr, tt.inStderr)
			}
		})
	}
}

func TestBuildConfigErrors(t *testing.T) {
	dir := t.TempDir()
	r := runArgs("build", "testdata/bad.yaml", "-o", dir)
	want := "testdata/bad.yaml:3: sections[0].size: sudoku: size must be 4, 6 or 9, not 5\n" +
		"testdata/bad.yaml:4: sections[1].colour: unknown key\n" +
		"puzzlebook: build: the config has 2 problems; nothing was written\n"
	if r.code != 2 || r.stderr != want {
		t.Errorf("bad.yaml: got exit %d and stderr\n%s\nwant exit 2 and\n%s", r.code, r.stderr, want)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("bad.yaml: got %d files written, want none", len(entries))
	}
}

// TestBuildAndCheck builds a small book, with flags after the config, and
// checks its manifest, then checks tampered copies.
func TestBuildAndCheck(t *testing.T) {
	dir := t.TempDir()
	r := runArgs("build", "testdata/tiny.yaml", "-o", dir, "--workers", "2", "--seed", "11")
	if r.code != 0 {
		t.Fatalf("build tiny.yaml: got exit %d, stderr %q", r.code, r.stderr)
	}
	for _, want := range []string{"tiny.pdf", "tiny.json", "PNG pages", "6 puzzles (6 easy)"} {
		if !strings.Contains(r.stderr, want) {
			t.Errorf("build tiny.yaml: got summary %q, want it to mention %q", r.stderr, want)
		}
	}
	manifestFile := filepath.Join(dir, "tiny.json")
	var m manifest.Manifest
	if err := json.Unmarshal(readFile(t, manifestFile), &m); err != nil {
		t.Fatal(err)
	}
	if m.Seed != 11 || len(m.Puzzles) != 6 {
		t.Errorf("tiny.json: got seed %d and %d puzzles, want 11 and 6", m.Seed, len(m.Puzzles))
	}
	if r := runArgs("check", manifestFile); r.code != 0 || r.stdout != "6 passed, 0 failed\n" {
		t.Errorf("check tiny.json: got exit %d and %q, want 0 and \"6 passed, 0 failed\"", r.code, r.stdout)
	}
	t.Run("qpdf", func(t *testing.T) {
		qpdf, err := exec.LookPath("qpdf")
		if err != nil {
			t.Skip("qpdf is not installed; skipping the PDF structure check")
		}
		if out, err := exec.Command(qpdf, "--check", filepath.Join(dir, "tiny.pdf")).CombinedOutput(); err != nil {
			t.Errorf("qpdf --check tiny.pdf: %v\n%s", err, out)
		}
	})

	tests := []struct {
		name   string
		tamper func(e *manifest.Entry)
		code   int
		line   string // the failure line
	}{
		{"given blanked", func(e *manifest.Entry) { blankGiven(e) }, 3, "puzzle 2 (ID): more than one solution"},
		{"given changed", func(e *manifest.Entry) { changeGiven(e) }, 2, "puzzle 2 (ID): sudoku: "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var m manifest.Manifest
			if err := json.Unmarshal(readFile(t, manifestFile), &m); err != nil {
				t.Fatal(err)
			}
			tt.tamper(&m.Puzzles[1])
			want := strings.Replace(tt.line, "ID", m.Puzzles[1].ID, 1) // ids keep the generation order
			path := filepath.Join(t.TempDir(), "tampered.json")
			var b bytes.Buffer
			if err := manifest.WriteJSON(&b, m); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			r := runArgs("check", path)
			lines := strings.Split(strings.TrimSpace(r.stdout), "\n")
			if r.code != tt.code || len(lines) != 2 || !strings.HasPrefix(lines[0], want) || lines[1] != "5 passed, 1 failed" {
				t.Errorf("got exit %d and\n%s\nwant exit %d, a line starting %q and \"5 passed, 1 failed\"", r.code, r.stdout, tt.code, want)
			}
		})
	}
}

// blankGiven removes one given of e.
func blankGiven(e *manifest.Entry) {
	for r, row := range e.Givens {
		for c, v := range row {
			if v != 0 {
				e.Givens[r][c] = 0
				// A 4x4 may stay unique without it; blank until it is not.
				if countGivens(e) <= 3 {
					return
				}
			}
		}
	}
}

func countGivens(e *manifest.Entry) int {
	n := 0
	for _, row := range e.Givens {
		for _, v := range row {
			if v != 0 {
				n++
			}
		}
	}
	return n
}

// changeGiven makes one given disagree with the solution.
func changeGiven(e *manifest.Entry) {
	for r, row := range e.Givens {
		for c, v := range row {
			if v != 0 {
				e.Givens[r][c] = v%e.Rows + 1
				return
			}
		}
	}
}

func TestSolve(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		code   int
		stdout string
		stderr string
	}{
		{"one a line", []string{"solve", "testdata/lines.txt"}, 2,
			"unique 2431132431424213\nmultiple\nnone\ninvalid: sudoku: line 5: row 1 has two 1s: malformed puzzle\n", ""},
		{"unique", []string{"solve", "--kind", "sudoku", "testdata/unique.txt"}, 0,
			"unique 2431132431424213\n", ""},
		{"malformed grid", []string{"solve", "testdata/grid.txt"}, 2,
			"", "puzzlebook: solve: testdata/grid.txt: sudoku: line 2: "},
		{"numberlink", []string{"solve", "--kind", "numberlink", "testdata/numberlink.txt"}, 0,
			"unique\n5 5\n12222\n11112\n32222\n34444\n33334\n", ""},
		{"graded", []string{"solve", "--grade", "testdata/lines.txt"}, 2,
			"unique easy 2431132431424213\nmultiple\nnone\ninvalid: sudoku: line 5: row 1 has two 1s: malformed puzzle\n", ""},
		{"numberlink graded", []string{"solve", "--kind", "numberlink", "--grade", "testdata/numberlink.txt"}, 0,
			"unique easy\n5 5\n12222\n11112\n32222\n34444\n33334\n", ""},
		{"another kind without --kind", []string{"solve", "testdata/numberlink.txt"}, 2,
			"", "puzzlebook: solve: testdata/numberlink.txt: sudoku: line 1: 2 cells: want a row of 4, 6 or 9 or a puzzle of 16, 36 or 81: malformed puzzle (read as sudoku, the default kind; --kind names another)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := runArgs(tt.args...)
			if r.code != tt.code || r.stdout != tt.stdout || !strings.HasPrefix(r.stderr, tt.stderr) {
				t.Errorf("got exit %d, stdout\n%s\nstderr %q\nwant exit %d, stdout\n%s\nstderr starting %q", r.code, r.stdout, r.stderr, tt.code, tt.stdout, tt.stderr)
			}
		})
	}
}

func TestSolveExitCodes(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name, input string
		code        int
	}{
		{"unique", "...1...43...4...\n", 0},
		{"multiple", "................\n", 3},
		{"none", ".23.1.......4...\n", 4},
		{"multiple and none", "................\n.23.1.......4...\n", 3},
		{"invalid", "11..............\n...1...43...4...\n", 2},
		{"malformed", "1x\n", 2},
		{"empty", "", 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(dir, strings.ReplaceAll(tt.name, " ", "-")+".txt")
			if err := os.WriteFile(path, []byte(tt.input), 0o644); err != nil {
				t.Fatal(err)
			}
			// The flag after the file checks interleaved parsing too.
			if r := runArgs("solve", path, "--workers", "1"); r.code != tt.code {
				t.Errorf("%q: got exit %d, want %d (stdout %q, stderr %q)", tt.input, r.code, tt.code, r.stdout, r.stderr)
			}
		})
	}
}

// TestGenRoundTrip generates puzzles as text and JSON and has solve and
// check accept them.
func TestGenRoundTrip(t *testing.T) {
	dir := t.TempDir()
	text := runArgs("gen", "--size", "6", "-n", "3", "--seed", "8", "--grade", "easy")
	if text.code != 0 || len(strings.Fields(text.stdout)) != 3 {
		t.Fatalf("gen text: got exit %d and\n%s\nwant 3 lines", text.code, text.stdout)
	}
	again := runArgs("gen", "--size", "6", "-n", "3", "--seed", "8", "--grade", "easy", "--workers", "1")
	if again.stdout != text.stdout {
		t.Errorf("gen with 1 worker: got\n%s\nwant the same as with every CPU:\n%s", again.stdout, text.stdout)
	}
	path := filepath.Join(dir, "gen.txt")
	if err := os.WriteFile(path, []byte(text.stdout), 0o644); err != nil {
		t.Fatal(err)
	}
	if r := runArgs("solve", path); r.code != 0 || strings.Count(r.stdout, "unique ") != 3 {
		t.Errorf("solve gen.txt: got exit %d and\n%s\nwant 0 and 3 unique", r.code, r.stdout)
	}
	js := runArgs("gen", "--format", "json", "-n", "2", "--size", "4")
	path = filepath.Join(dir, "gen.json")
	if err := os.WriteFile(path, []byte(js.stdout), 0o644); err != nil {
		t.Fatal(err)
	}
	if r := runArgs("check", path); r.code != 0 || r.stdout != "2 passed, 0 failed\n" {
		t.Errorf("check gen.json: got exit %d and %q", r.code, r.stdout)
	}
	grid := runArgs("gen", "--format", "grid", "-n", "2", "--size", "4")
	if want := "....\n"; grid.code != 0 || strings.Count(grid.stdout, "\n") != 9 {
		t.Errorf("gen grid: got exit %d and\n%s\nwant two 4-line grids and a blank line between (%q)", grid.code, grid.stdout, want)
	}
}

// TestSolveGradeAgrees grades generated puzzles again with solve --grade:
// each line must name the grade the generator was asked for.
func TestSolveGradeAgrees(t *testing.T) {
	for _, kind := range []string{"sudoku", "numbrix", "hidato", "numberlink"} {
		for _, grade := range []string{"easy", "medium", "hard", "expert"} {
			t.Run(kind+"/"+grade, func(t *testing.T) {
				g := runArgs("gen", "--kind", kind, "--size", "9", "--grade", grade, "-n", "2", "--seed", "4", "--format", "grid")
				if g.code != 0 {
					t.Fatalf("gen: got exit %d, stderr %q", g.code, g.stderr)
				}
				path := filepath.Join(t.TempDir(), "puzzles.txt")
				if err := os.WriteFile(path, []byte(g.stdout), 0o644); err != nil {
					t.Fatal(err)
				}
				r := runArgs("solve", "--kind", kind, "--grade", path)
				if got := strings.Count(r.stdout, "unique "+grade+"\n") + strings.Count(r.stdout, "unique "+grade+" "); r.code != 0 || got != 2 {
					t.Errorf("solve --grade: got exit %d and\n%s\nwant two lines starting \"unique %s\"", r.code, r.stdout, grade)
				}
			})
		}
	}
}

func readFile(t testing.TB, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestInterrupted checks that a cancelled context (as SIGINT gives) ends a
// command with status 130 and leaves no files.
func TestInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	dir := t.TempDir()
	var out, errOut bytes.Buffer
	code := runContext(ctx, stdio{in: strings.NewReader(""), out: &out, errOut: &errOut}, []string{"build", "testdata/tiny.yaml", "-o", dir})
	if code != 130 || !strings.Contains(errOut.String(), "interrupted") {
		t.Errorf("got exit %d and stderr %q, want 130 and \"interrupted\"", code, errOut.String())
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("got %d files after an interrupted build, want none", len(entries))
	}
}

// TestBuildDeterministic builds tiny.yaml (real Sudoku, PDF, PNG and JSON)
// with 1 and with 4 workers and wants the same bytes in every file.
func TestBuildDeterministic(t *testing.T) {
	dirs := []string{t.TempDir(), t.TempDir()}
	for i, workers := range []string{"1", "4"} {
		if r := runArgs("build", "testdata/tiny.yaml", "-o", dirs[i], "--workers", workers, "--quiet"); r.code != 0 || r.stderr != "" {
			t.Fatalf("build tiny.yaml with %s workers: got exit %d and stderr %q, want 0 and nothing", workers, r.code, r.stderr)
		}
	}
	var files []string
	filepath.WalkDir(dirs[0], func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(dirs[0], path)
			files = append(files, rel)
		}
		return err
	})
	if len(files) < 4 {
		t.Fatalf("tiny.yaml: got files %v, want the PDF, the JSON and PNG pages", files)
	}
	for _, f := range files {
		if !bytes.Equal(readFile(t, filepath.Join(dirs[0], f)), readFile(t, filepath.Join(dirs[1], f))) {
			t.Errorf("tiny.yaml: %s differs between 1 and 4 workers", f)
		}
	}
}

// TestGenRowsAlone checks that --rows or --cols alone asks for a square
// grid, and both for a rectangle.
func TestGenRowsAlone(t *testing.T) {
	tests := []struct {
		args []string
		want string // the "W H" header of the grid form
	}{
		{[]string{"--rows", "6"}, "6 6"},
		{[]string{"--cols", "7"}, "7 7"},
		{[]string{"--rows", "6", "--cols", "8"}, "8 6"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			args := append([]string{"gen", "--kind", "numberlink", "--format", "grid", "--quiet"}, tt.args...)
			r := runArgs(args...)
			if r.code != 0 {
				t.Fatalf("gen %v: exit %d: %s", tt.args, r.code, r.stderr)
			}
			if got, _, _ := strings.Cut(r.stdout, "\n"); got != tt.want {
				t.Errorf("gen %v: got header %q, want %q", tt.args, got, tt.want)
			}
		})
	}
}
