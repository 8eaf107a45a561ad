package main

import (
	"os"
	"path/filepath"
	"testing"
)

// TestSolveShow runs solve --show on a puzzle of each kind with two
// solutions or more: two of them and the cells where they differ.
func TestSolveShow(t *testing.T) {
	tests := []struct {
		name, kind, input, want string
		code                    int
	}{
		// A deadly rectangle (1 and 3 in r1c1, r1c3, r2c1, r2c3) left open.
		{"sudoku", "sudoku", ".2.4.4.22143....\n", "multiple\nsolution 1:\n1234\n3412\n2143\n4321\nsolution 2:\n3214\n1432\n2143\n4321\n" +
			"they differ in 4 cells: r1c1 (1 or 3), r1c3 (3 or 1), r2c1 (3 or 1), r2c3 (1 or 3); a given at one of them rules one solution out\n", 3},
		{"sudoku unique", "sudoku", "...1...43...4...\n", "unique 2431132431424213\n", 0},
		{"numbrix", "numbrix", "1 . .\n. . .\n. . 9\n", "multiple\nsolution 1:\n1 2 3\n6 5 4\n7 8 9\nsolution 2:\n1 6 7\n2 5 8\n3 4 9\n" +
			"they differ in 6 cells: r1c2 (2 or 6), r1c3 (3 or 7), r2c1 (6 or 2), r2c3 (4 or 8), r3c1 (7 or 3), r3c2 (8 or 4); a given at one of them rules one solution out\n", 3},
		{"hidato", "hidato", "1 . .\n. . .\n. . 9\n", "multiple\nsolution 1:\n1 2 3\n6 8 4\n7 5 9\nsolution 2:\n1 2 3\n7 8 4\n6 5 9\n" +
			"they differ in 2 cells: r2c1 (6 or 7), r3c1 (7 or 6); a given at one of them rules one solution out\n", 3},
		{"numberlink", "numberlink", "4 4\n1..1\n....\n....\n2..2\n", "multiple\nsolution 1:\n4 4\n1111\n2222\n2222\n2222\nsolution 2:\n4 4\n1111\n1122\n2222\n2222\n" +
			"they differ in 2 cells: r2c1 (2 or 1), r2c2 (2 or 1); a given at one of them rules one solution out\n", 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "p.txt")
			if err := os.WriteFile(path, []byte(tt.input), 0o644); err != nil {
				t.Fatal(err)
			}
			r := runArgs("solve", "--show", "--kind", tt.kind, path)
			if r.code != tt.code || r.stdout != tt.want {
				t.Errorf("got exit %d and\n%s\nwant %d and\n%s", r.code, r.stdout, tt.code, tt.want)
			}
			if plain := runArgs("solve", "--kind", tt.kind, path); tt.code == 3 && plain.stdout != "multiple\n" {
				t.Errorf("without --show: got %q, want \"multiple\\n\"", plain.stdout)
			}
		})
	}
}
