package ipuz_test

import (
	"testing"

	"github.com/puzzlebook/puzzlebook/gen/ipuz"
)

// FuzzDecode feeds Decode arbitrary bytes: it must never panic, and what
// it reads must write and read back as the same puzzle.
func FuzzDecode(f *testing.F) {
	for _, fx := range fixtures {
		b, err := ipuz.Marshal(&fx.p, fx.info)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte(`{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/sudoku"], "charset": "ABCD", "empty": ".", "puzzle": [["A", ".", null, {"given": "B"}]]}`))
	f.Add([]byte(`{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/sudoku#1"], "boxes": false, "zones": [{"cells": [[0, 0], [1, 0]]}], "puzzle": [[1, 0], [0, 1]]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, info, err := ipuz.Unmarshal(data)
		if err != nil {
			return
		}
		b, err := ipuz.Marshal(p, info)
		if err != nil {
			return // a decoded puzzle ipuz cannot write, e.g. a Sudoku of 16 values
		}
		q, info2, err := ipuz.Unmarshal(b)
		if err != nil {
			t.Fatalf("rereading what Marshal wrote: %v\n%s", err, b)
		}
		samePuzzle(t, "reread", q, p)
		if info2 != info {
			t.Fatalf("got info %+v, want %+v", info2, info)
		}
	})
}
