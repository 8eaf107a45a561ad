package gen_test

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// TestOverlaysRoundTrip checks that every overlay survives its JSON form
// exactly, and that a puzzle without overlays writes none of their keys.
func TestOverlaysRoundTrip(t *testing.T) {
	full := gen.Puzzle{
		Kind: "test", Rows: 2, Cols: 2,
		Overlays: gen.Overlays{
			Regions: [][]int{{0, 0}, {1, 1}},
			Cages: []gen.Cage{
				{Cells: []gen.Cell{{0, 0}, {0, 1}}, Target: 3, Op: "+"},
				{Cells: []gen.Cell{{1, 0}, {1, 1}}, Target: 2, Op: "÷", Hidden: true},
			},
			Clues: []gen.ClueCell{{Cell: gen.Cell{Row: 0, Col: 0}, Down: 16, Across: 4}},
			Marks: []gen.Mark{{Less: gen.Cell{Row: 0, Col: 0}, More: gen.Cell{Row: 0, Col: 1}}},
			Edges: &gen.Edges{Top: []int{1, 2}, Bottom: []int{2, 0}, Left: []int{0, 1}, Right: []int{2, 1}},
		},
		Givens:   [][]int{{1, 0}, {0, 0}},
		Solution: [][]int{{1, 2}, {2, 1}},
	}
	b, err := json.Marshal(full)
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{`"regions":`, `"cages":`, `"clues":`, `"marks":`, `"edges":`, `"cells":[[0,0],[0,1]]`, `"op":"÷","hidden":true`} {
		if !strings.Contains(string(b), key) {
			t.Errorf("JSON %s lacks %s", b, key)
		}
	}
	var back gen.Puzzle
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, full) {
		t.Errorf("round trip: got %+v, want %+v", back, full)
	}
	if c := gen.CloneOverlays(full.Overlays); !reflect.DeepEqual(c, full.Overlays) {
		t.Errorf("CloneOverlays: got %+v, want %+v", c, full.Overlays)
	} else if c.Cages[0].Cells[0] = (gen.Cell{Row: 9}); full.Cages[0].Cells[0].Row == 9 {
		t.Error("CloneOverlays shares the cages' cells")
	}

	plain, err := json.Marshal(gen.Puzzle{Kind: "sudoku", Rows: 1, Cols: 1, Givens: [][]int{{1}}})
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"kind":"sudoku","rows":1,"cols":1,"givens":[[1]],"grade":"any","score":0,"technique":""}`; string(plain) != want {
		t.Errorf("a puzzle without overlays: got %s, want %s", plain, want)
	}
	if !(&gen.Overlays{}).Empty() || (&full.Overlays).Empty() {
		t.Error("Empty is wrong")
	}
	var c gen.Cell
	if err := json.Unmarshal([]byte(`[1,2,3]`), &c); err == nil {
		t.Error("a cell of three numbers was read")
	}
}
