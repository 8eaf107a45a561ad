package main

import (
	"strings"
	"testing"
)

// TestSolveRepeatedNumber solves a Hidato and a Numbrix file whose middle
// grid gives a number twice: that grid is one invalid verdict naming the
// number and both its cells, and the grids around it are still solved.
func TestSolveRepeatedNumber(t *testing.T) {
	for _, tt := range []struct {
		kind, grid, want string
	}{
		{"hidato", "1 . . . .\n. 5 . . .\n. . . . .\n. . . 5 .\n. . . . 25\n",
			"invalid: hidato: 5 is given twice, in row 2 column 2 and row 4 column 4: malformed puzzle"},
		{"numbrix", "1 . . . .\n. . . . .\n. . 9 . .\n. . . . .\n. . 9 . 25\n",
			"invalid: numbrix: 9 is given twice, in row 3 column 3 and row 5 column 3: malformed puzzle"},
	} {
		t.Run(tt.kind, func(t *testing.T) {
			g := runArgs("gen", "--kind", tt.kind, "--size", "5", "-n", "2", "--seed", "3", "--format", "grid", "--quiet")
			if g.code != 0 {
				t.Fatalf("gen: got exit %d, stderr %q", g.code, g.stderr)
			}
			first, second, ok := strings.Cut(g.stdout, "\n\n")
			if !ok {
				t.Fatalf("gen: got\n%s\nwant two grids with a blank line between", g.stdout)
			}
			path := writeConfig(t, t.TempDir(), "three.txt", first+"\n\n"+tt.grid+"\n"+second)
			r := runArgs("solve", "--kind", tt.kind, path)
			var verdicts []string // the lines that are not a solution's rows
			for line := range strings.Lines(r.stdout) {
				if line[0] >= 'a' && line[0] <= 'z' {
					verdicts = append(verdicts, strings.TrimSuffix(line, "\n"))
				}
			}
			want := []string{"unique", tt.want, "unique"}
			if r.code != exitUsage || len(verdicts) != 3 || verdicts[0] != want[0] || verdicts[1] != want[1] || verdicts[2] != want[2] {
				t.Errorf("got exit %d and verdicts %q (stderr %q), want 2 and %q", r.code, verdicts, r.stderr, want)
			}
		})
	}
}
