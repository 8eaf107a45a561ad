package ipuz_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/ipuz"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/gen/numberlink"
	"github.com/puzzlebook/puzzlebook/gen/numbrix"
	"github.com/puzzlebook/puzzlebook/internal/golden"
)

// kindOf returns the kind of kinds.All that puzzles named name belong to.
func kindOf(t testing.TB, name string) gen.Kind {
	k, ok := kinds.Find(name)
	if !ok {
		t.Fatalf("no kind %q", name)
	}
	return k
}

// samePuzzle fails t unless got holds what an ipuz document keeps of want.
func samePuzzle(t testing.TB, what string, got, want *gen.Puzzle) {
	t.Helper()
	if got.Kind != want.Kind || got.Rows != want.Rows || got.Cols != want.Cols || got.Grade != want.Grade {
		t.Fatalf("%s: got %s %dx%d %v, want %s %dx%d %v", what, got.Kind, got.Rows, got.Cols, got.Grade, want.Kind, want.Rows, want.Cols, want.Grade)
	}
	if want.Kind == "sudoku" && (got.BoxRows != want.BoxRows || got.BoxCols != want.BoxCols) {
		t.Fatalf("%s: got boxes of %dx%d, want %dx%d", what, got.BoxRows, got.BoxCols, want.BoxRows, want.BoxCols)
	}
	if !gen.EqualGrids(got.Givens, want.Givens) {
		t.Fatalf("%s: got givens %v, want %v", what, got.Givens, want.Givens)
	}
	if !gen.EqualGrids(got.Regions, want.Regions) {
		t.Fatalf("%s: got regions %v, want %v", what, got.Regions, want.Regions)
	}
	if !gen.EqualGrids(got.Solution, want.Solution) {
		t.Fatalf("%s: got solution %v, want %v", what, got.Solution, want.Solution)
	}
}

// roundTripExtra are puzzles besides each kind's 6x6 that have
// something of their own to carry.
var roundTripExtra = map[string][]gen.Params{
	"sudoku":     {{Rows: 4, Cols: 4}, {Rows: 9, Cols: 9, Grade: gen.Hard}},
	"hidato":     {{Rows: 7, Cols: 7, Options: numbrix.Options{Shape: "blob"}}}, // holes
	"numberlink": {{Rows: 7, Cols: 7, Options: numberlink.Options{Solids: 3}}},  // solid cells
}

// TestRoundTrip makes puzzles of every kind of kinds.All, writes each as
// ipuz, reads it back, and checks that the puzzle is the same one and
// still passes its kind's full check (rules, givens, uniqueness).
func TestRoundTrip(t *testing.T) {
	ctx := context.Background()
	for _, k := range kinds.All {
		for _, params := range append([]gen.Params{{Rows: 6, Cols: 6, Grade: gen.Medium}}, roundTripExtra[k.Name()]...) {
			blob := params.Options == numbrix.Options{Shape: "blob"}
			solids := params.Options == numberlink.Options{Solids: 3}
			name := fmt.Sprintf("%s-%dx%d", k.Name(), params.Rows, params.Cols)
			if blob {
				name += "-blob"
			}
			if solids {
				name += "-solids"
			}
			for seed := uint64(1); seed <= 3; seed++ {
				t.Run(fmt.Sprintf("%s/seed%d", name, seed), func(t *testing.T) {
					p, err := k.Generate(ctx, params, rand.New(rand.NewPCG(seed, 7)))
					if err != nil {
						t.Fatal(err)
					}
					info := ipuz.Info{Title: name, UniqueID: fmt.Sprintf("%s-%d", name, seed)}
					var b bytes.Buffer
					if err := ipuz.Encode(&b, p, info); err != nil {
						t.Fatal(err)
					}
					got, gotInfo, err := ipuz.Decode(&b)
					if err != nil {
						t.Fatalf("%v\n%s", err, b.String())
					}
					samePuzzle(t, name, got, p)
					if gotInfo != info {
						t.Errorf("got info %+v, want %+v", gotInfo, info)
					}
					if err := gen.Check(ctx, k, got); err != nil {
						t.Errorf("the decoded puzzle fails its kind's check: %v", err)
					}
					if blob && !hasCell(p.Givens, -1) {
						t.Errorf("the blob shape gave no holes to carry: %v", p.Givens)
					}
					if solids && !hasCell(p.Solution, -1) {
						t.Errorf("no solid cells to carry: %v", p.Solution)
					}
				})
			}
		}
	}
}

func hasCell(g [][]int, v int) bool {
	for _, row := range g {
		for _, x := range row {
			if x == v {
				return true
			}
		}
	}
	return false
}

// TestGolden holds one document of each kind and Sudoku size, and checks
// that each reads back as its puzzle and is a valid puzzle of its kind.
func TestGolden(t *testing.T) {
	for _, f := range fixtures {
		t.Run(f.name, func(t *testing.T) {
			b, err := ipuz.Marshal(&f.p, f.info)
			if err != nil {
				t.Fatal(err)
			}
			golden.Check(t, f.name+".ipuz", string(b))
			got, info, err := ipuz.Unmarshal(b)
			if err != nil {
				t.Fatal(err)
			}
			samePuzzle(t, f.name, got, &f.p)
			if info != f.info {
				t.Errorf("got info %+v, want %+v", info, f.info)
			}
			if err := gen.Check(context.Background(), kindOf(t, f.p.Kind), got); err != nil {
				t.Errorf("fixture fails its kind's check: %v", err)
			}
		})
	}
}

// TestDeterministic checks that the same puzzle gives the same bytes.
func TestDeterministic(t *testing.T) {
	for _, f := range fixtures {
		a, err1 := ipuz.Marshal(&f.p, f.info)
		b, err2 := ipuz.Marshal(&f.p, f.info)
		if err1 != nil || err2 != nil || !bytes.Equal(a, b) {
			t.Errorf("%s: two encodings differ (errors %v, %v)", f.name, err1, err2)
		}
	}
}

// TestDecodeForeign reads documents written as other ipuz tools write
// them: string cells, objects, a charset of letters, null cells, zones
// counted from 0 or given as cells, no dimensions.
func TestDecodeForeign(t *testing.T) {
	sudoku6 := fixtures[1].p
	for _, tt := range []struct {
		name, doc string
		want      *gen.Puzzle
	}{
		{"strings and objects", `{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/sudoku"],
			"puzzle": [["2", 0, null, {"given": 0}], [0, {"cell": ""}, "2", 0], [0, 0, 0, {"given": "4", "style": {}}], [4, 0, 3, 0]],
			"solution": [[2, 3, 4, 1], [1, 4, 2, 3], [3, 2, 1, 4], [4, 1, 3, 2]]}`,
			&gen.Puzzle{Kind: "sudoku", Rows: 4, Cols: 4, BoxRows: 2, BoxCols: 2,
				Givens:   [][]int{{2, 0, -1, 0}, {0, 0, 2, 0}, {0, 0, 0, 4}, {4, 0, 3, 0}},
				Solution: [][]int{{2, 3, 4, 1}, {1, 4, 2, 3}, {3, 2, 1, 4}, {4, 1, 3, 2}}}},
		{"charset of letters and empty dot", `{"version": "http://ipuz.org/v1", "kind": ["http://ipuz.org/sudoku#1"], "charset": "ABCD", "empty": ".",
			"puzzle": [["B", ".", ".", "."], [".", ".", "B", "."], [".", ".", ".", "D"], ["D", ".", "C", "."]]}`,
			&gen.Puzzle{Kind: "sudoku", Rows: 4, Cols: 4, BoxRows: 2, BoxCols: 2,
				Givens: [][]int{{2, 0, 0, 0}, {0, 0, 2, 0}, {0, 0, 0, 4}, {4, 0, 3, 0}}}},
		{"6x6 zones counted from 0", `{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/sudoku#1"], "boxes": false,
			"zones": [{"rect": [0, 0, 2, 1]}, {"rect": [3, 0, 5, 1]}, {"rect": [0, 2, 2, 3]}, {"rect": [3, 2, 5, 3]}, {"rect": [0, 4, 2, 5]}, {"rect": [3, 4, 5, 5]}],
			"puzzle": ` + gridJSON(sudoku6.Givens) + `}`,
			&gen.Puzzle{Kind: "sudoku", Rows: 6, Cols: 6, BoxRows: 2, BoxCols: 3, Givens: sudoku6.Givens}},
		{"6x6 zones as cells", `{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/sudoku#1"], "boxes": false,
			"zones": [` + cellZones(6, 2, 3) + `], "puzzle": ` + gridJSON(sudoku6.Givens) + `}`,
			&gen.Puzzle{Kind: "sudoku", Rows: 6, Cols: 6, BoxRows: 2, BoxCols: 3, Givens: sudoku6.Givens}},
		{"byte order mark", "\ufeff" + `{"version": "http://ipuz.org/v2", "kind": ["https://puzzlebook.dev/ipuz/numbrix#1"], "puzzle": [[1, 0], [0, 4]]}`,
			&gen.Puzzle{Kind: "numbrix", Rows: 2, Cols: 2, Givens: [][]int{{1, 0}, {0, 4}}}},
		{"hidato with null holes and a block of its own", `{"version": "http://ipuz.org/v2", "kind": ["https://puzzlebook.dev/ipuz/hidato"], "block": "X",
			"dimensions": {"width": 3, "height": 2}, "difficulty": "Expert", "puzzle": [[1, 0, null], ["X", 0, 5]]}`,
			&gen.Puzzle{Kind: "hidato", Rows: 2, Cols: 3, Grade: gen.Expert, Givens: [][]int{{1, 0, -1}, {-1, 0, 5}}}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, _, err := ipuz.Unmarshal([]byte(tt.doc))
			if err != nil {
				t.Fatal(err)
			}
			samePuzzle(t, tt.name, got, tt.want)
		})
	}
}

// gridJSON writes g as a JSON list of rows.
func gridJSON(g [][]int) string {
	rows := make([]string, len(g))
	for r, row := range g {
		rows[r] = strings.Join(strings.Fields(fmt.Sprint(row)), ", ")
	}
	return "[" + strings.Join(rows, ", ") + "]"
}

// cellZones lists the boxes of an n x n grid as zones of [column, row]
// cells counted from 1.
func cellZones(n, br, bc int) string {
	var zs []string
	for r0 := 0; r0 < n; r0 += br {
		for c0 := 0; c0 < n; c0 += bc {
			var cells []string
			for r := r0; r < r0+br; r++ {
				for c := c0; c < c0+bc; c++ {
					cells = append(cells, fmt.Sprintf("[%d, %d]", c+1, r+1))
				}
			}
			zs = append(zs, `{"cells": [`+strings.Join(cells, ", ")+`]}`)
		}
	}
	return strings.Join(zs, ", ")
}

// TestDecodeErrors checks that documents puzzlebook cannot read are
// refused with a message that says why, wrapping gen.ErrMalformed.
func TestDecodeErrors(t *testing.T) {
	const head = `"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/sudoku#1"]`
	for _, tt := range []struct{ name, doc, want string }{
		{"empty", "", "empty input"},
		{"not an object", "[1, 2]", "want a JSON object"},
		{"syntax", "{\n" + head + ",\n\"puzzle\": [[1, 2],\n]}", "line 4"},
		{"truncated", "{" + head + `, "puzzle": [[1`, "ends before its JSON does"},
		{"trailing data", "{" + head + `, "puzzle": [[1]]} {}`, "data after the document"},
		{"no version or kind", `{"puzzle": [[1]]}`, "not an ipuz document"},
		{"other version", `{"version": "http://example.com/v2", "kind": ["http://ipuz.org/sudoku#1"], "puzzle": [[1]]}`, `version: want http://ipuz.org/v2`},
		{"crossword", `{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"], "puzzle": [[1]]}`, "kind http://ipuz.org/crossword#1 is not one puzzlebook reads"},
		{"newer kind version", `{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/sudoku#2"], "puzzle": [[1]]}`, "version 2 of the kind is newer"},
		{"kind not a list", `{"version": "http://ipuz.org/v2", "kind": "http://ipuz.org/sudoku#1", "puzzle": [[1]]}`, "field kind: want []string"},
		{"no puzzle", "{" + head + "}", "puzzle: want a list of rows"},
		{"ragged", "{" + head + `, "puzzle": [[0, 0], [0]]}`, "puzzle: row 2 has 1 cells, want 2"},
		{"dimensions disagree", "{" + head + `, "dimensions": {"width": 2, "height": 3}, "puzzle": [[0, 0], [0, 0]]}`, "2 rows, but dimensions say a height of 3"},
		{"huge dimensions", "{" + head + `, "dimensions": {"width": 2000, "height": 2}, "puzzle": [[0, 0], [0, 0]]}`, "want 1 to 100 a side"},
		{"bad cell", "{" + head + `, "puzzle": [[0, "?"], [0, 0]]}`, `puzzle: row 1 column 2: "?" is not a cell value`},
		{"negative", "{" + head + `, "puzzle": [[0, -3], [0, 0]]}`, `"-3" is not a cell value`},
		{"fraction", "{" + head + `, "puzzle": [[0, 1.5], [0, 0]]}`, `"1.5" is not a cell value`},
		{"solution size", "{" + head + `, "puzzle": [[0, 0], [0, 0]], "solution": [[1]]}`, "solution: 1 rows, but dimensions say a height of 2"},
		{"not square", "{" + head + `, "puzzle": [[0, 0, 0], [0, 0, 0]]}`, "ipuz: sudoku: 3x2 cells, want a square"},
		{"charset length", "{" + head + `, "charset": "12", "puzzle": [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]}`, `charset "12" has 2 characters`},
		{"no boxes", "{" + head + `, "boxes": false, "puzzle": [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]}`, "boxes is false and no zones"},
		{"variant zones", "{" + head + `, "zones": [{"rect": [1, 1, 4, 1]}], "puzzle": [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]}`, "zones besides the boxes"},
		{"jigsaw zones", "{" + head + `, "boxes": false, "zones": [{"cells": [[1, 1], [2, 1], [3, 1], [1, 2]]}, {"rect": [1, 2, 4, 2]}, {"rect": [1, 3, 4, 3]}, {"rect": [1, 4, 4, 4]}], "puzzle": [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]}`, "zones[0]: want a rect [x1, y1, x2, y2] or the cells of a rectangle"},
		{"overlapping zones", "{" + head + `, "boxes": false, "zones": [{"rect": [1, 1, 2, 2]}, {"rect": [1, 1, 2, 2]}, {"rect": [1, 3, 2, 4]}, {"rect": [3, 3, 4, 4]}], "puzzle": [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]}`, "zones[1]: the zones are not boxes of 2x2 cells tiling the grid"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p, _, err := ipuz.Unmarshal([]byte(tt.doc))
			if err == nil {
				t.Fatalf("got %+v, want an error containing %q", p, tt.want)
			}
			if !strings.Contains(err.Error(), tt.want) || !strings.HasPrefix(err.Error(), "ipuz: ") {
				t.Errorf("got error %q, want one starting ipuz: and containing %q", err, tt.want)
			}
			if !errors.Is(err, gen.ErrMalformed) {
				t.Errorf("error %q does not wrap gen.ErrMalformed", err)
			}
		})
	}
}

// TestIsDocument checks the sniffing that lets solve and check take an
// ipuz document without being told.
func TestIsDocument(t *testing.T) {
	for _, tt := range []struct {
		doc  string
		want bool
	}{
		{`{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"]}`, true},
		{` {"kind": ["https://puzzlebook.dev/ipuz/numbrix#1"]}`, true},
		{`{"kind": ["https://puzzlebook.dev/ipuz/numbrix#9"]}`, true},
		{`{"kind": "sudoku", "givens": [[1]]}`, false},
		{`{"puzzles": []}`, false},
		{`[{"kind": "sudoku"}]`, false},
		{`4...3...`, false},
		{`{"version": "http://ipuz.org/v2"`, false},
	} {
		if got := ipuz.IsDocument([]byte(tt.doc)); got != tt.want {
			t.Errorf("IsDocument(%s): got %v, want %v", tt.doc, got, tt.want)
		}
	}
}

// TestEncodeErrors checks that puzzles ipuz cannot hold are refused.
func TestEncodeErrors(t *testing.T) {
	for _, tt := range []struct {
		name string
		p    gen.Puzzle
		want string
	}{
		{"unknown kind", gen.Puzzle{Kind: "chess", Rows: 1, Cols: 1, Givens: [][]int{{0}}}, `kind "chess" has no ipuz form`},
		{"kakuro without clues", gen.Puzzle{Kind: "kakuro", Rows: 1, Cols: 1, Givens: [][]int{{0}}}, "kakuro: no clue cells"},
		{"ragged", gen.Puzzle{Kind: "numbrix", Rows: 2, Cols: 2, Givens: [][]int{{0, 0}, {0}}}, "givens row 2 has 1 cells, want 2"},
		{"16x16 sudoku", gen.Puzzle{Kind: "sudoku", Rows: 16, Cols: 16, Givens: gen.NewGrid(16, 16)}, "no charset of digits"},
		{"odd boxes", gen.Puzzle{Kind: "sudoku", Rows: 6, Cols: 6, BoxRows: 2, BoxCols: 2, Givens: gen.NewGrid(6, 6)}, "boxes of 2x2"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ipuz.Marshal(&tt.p, ipuz.Info{})
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got error %v, want one containing %q", err, tt.want)
			}
		})
	}
}
