package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/ipuz"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// TestGenIpuzSolveCheck makes puzzles of every kind with gen --format
// ipuz, checks that they are the puzzles gen --format json makes, and
// reads each back with solve and check, by file and on standard input.
func TestGenIpuzSolveCheck(t *testing.T) {
	for _, tt := range []struct{ kind, size string }{
		{"sudoku", "4"}, {"sudoku", "6"}, {"sudoku", "9"},
		{"numbrix", "5"}, {"hidato", "6"}, {"numberlink", "7"},
	} {
		t.Run(tt.kind+tt.size, func(t *testing.T) {
			args := []string{"gen", "--kind", tt.kind, "--size", tt.size, "-n", "2", "--seed", "3", "--quiet"}
			doc := runArgs(append(args, "--format", "ipuz")...)
			js := runArgs(append(args, "--format", "json")...)
			if doc.code != 0 || js.code != 0 {
				t.Fatalf("gen: got exit %d and %d (%s%s), want 0", doc.code, js.code, doc.stderr, js.stderr)
			}
			var es []manifest.Entry
			if err := json.Unmarshal([]byte(js.stdout), &es); err != nil {
				t.Fatal(err)
			}
			lines := strings.Split(strings.TrimSuffix(doc.stdout, "\n"), "\n")
			if len(lines) != len(es) {
				t.Fatalf("got %d ipuz lines, want %d:\n%s", len(lines), len(es), doc.stdout)
			}
			for i, line := range lines {
				p, _, err := ipuz.Unmarshal([]byte(line))
				if err != nil {
					t.Fatalf("line %d: %v", i+1, err)
				}
				if !gen.EqualGrids(p.Givens, es[i].Givens) || !gen.EqualGrids(p.Solution, es[i].Solution) || p.Grade != es[i].Grade {
					t.Fatalf("line %d: got %+v, want the puzzle of --format json %+v", i+1, p, es[i].Puzzle)
				}
			}
			file := filepath.Join(t.TempDir(), "p.ipuz")
			if err := os.WriteFile(file, []byte(lines[0]+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			// Without --kind: the document names its kind.
			solved := runArgs("solve", file)
			if solved.code != 0 || !strings.HasPrefix(solved.stdout, "unique") {
				t.Fatalf("solve %s: got exit %d, %q %q, want unique", file, solved.code, solved.stdout, solved.stderr)
			}
			text, err := formatGrid(kindNamed(t, tt.kind), &es[0].Puzzle, es[0].Solution, true)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(solved.stdout, strings.TrimSuffix(text, "\n")) {
				t.Errorf("solve: got %q, want the solution %q", solved.stdout, text)
			}
			var out, errOut bytes.Buffer
			code := runContext(context.Background(), stdio{in: strings.NewReader(lines[0]), out: &out, errOut: &errOut}, []string{"solve", "--kind", tt.kind})
			if code != 0 || out.String() != solved.stdout {
				t.Errorf("solve on standard input: got exit %d, %q %q, want %q", code, out.String(), errOut.String(), solved.stdout)
			}
			if c := runArgs("check", file); c.code != 0 || c.stdout != "1 passed, 0 failed\n" {
				t.Errorf("check: got exit %d, %q %q, want 1 passed", c.code, c.stdout, c.stderr)
			}
		})
	}
}

func kindNamed(t *testing.T, name string) gen.Kind {
	k, ok := kinds.Find(name)
	if !ok {
		t.Fatalf("no kind %q", name)
	}
	return k
}

// TestIpuzInputErrors checks that an ipuz document solve or check cannot
// read is refused with exit status 2 and a message naming the file.
func TestIpuzInputErrors(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		f := filepath.Join(dir, name)
		if err := os.WriteFile(f, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return f
	}
	numbrix, err := os.ReadFile("../../gen/ipuz/testdata/numbrix.ipuz")
	if err != nil {
		t.Fatal(err)
	}
	nb := write("numbrix.ipuz", string(numbrix))
	cw := write("crossword.ipuz", `{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"], "puzzle": [[0]]}`)
	cut := write("cut.ipuz", string(numbrix[:len(numbrix)/2]))
	nosol := write("nosol.ipuz", `{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/sudoku#1"], "puzzle": [[1, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]}`)
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "--kind", "sudoku", nb}, nb + ": an ipuz numbrix puzzle, not sudoku as --kind says"},
		{[]string{"solve", cw}, cw + ": ipuz: kind http://ipuz.org/crossword#1 is not one puzzlebook reads"},
		{[]string{"solve", cut}, cut + ": ipuz: the document ends before its JSON does"},
		{[]string{"check", cw}, cw + ": manifest: reading puzzles: ipuz: kind http://ipuz.org/crossword#1"},
		{[]string{"check", cut}, cut + ": manifest: reading puzzles: line 8: unexpected EOF"},
		{[]string{"check", nosol}, nosol + ": manifest: reading puzzles: the ipuz document has no solution to check"},
	} {
		t.Run(strings.Join(tt.args[:len(tt.args)-1], " ")+" "+filepath.Base(tt.args[len(tt.args)-1]), func(t *testing.T) {
			r := runArgs(tt.args...)
			if r.code != 2 || !strings.Contains(r.stderr, tt.want) {
				t.Errorf("got exit %d, %q, want 2 and %q", r.code, r.stderr, tt.want)
			}
		})
	}
}
