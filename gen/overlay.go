package gen

import (
	"encoding/json"
	"fmt"
)

// The structures below are the overlays a puzzle may carry beside its
// grids, for kinds whose clues are not digits in cells: regions in place
// of boxes (Jigsaw Sudoku), cages with a target (Killer Sudoku,
// Calcudoku), clue cells with sums (Kakuro), signs between two cells
// (Futoshiki) and clues outside the grid (Skyscrapers). A kind fills the
// ones it uses and leaves the others empty, so a puzzle of the first four
// kinds reads and writes exactly as before. docs/manifest.md gives each
// one's JSON form.

// Cell is one cell of a grid by its row and column, from 0. Its JSON
// form is the pair [row, col].
type Cell struct{ Row, Col int }

// MarshalJSON writes c as [row, col].
func (c Cell) MarshalJSON() ([]byte, error) { return json.Marshal([2]int{c.Row, c.Col}) }

// UnmarshalJSON reads [row, col].
func (c *Cell) UnmarshalJSON(b []byte) error {
	var rc []int
	if err := json.Unmarshal(b, &rc); err != nil || len(rc) != 2 {
		return fmt.Errorf("gen: a cell is [row, col], not %s", b)
	}
	c.Row, c.Col = rc[0], rc[1]
	return nil
}

// Cage is a group of cells with a target their digits make. Op says how:
// "+" (Killer Sudoku, and Calcudoku's additions), "-", "×" or "÷"
// (Calcudoku), or "" for a given in a one-cell cage. Hidden says the
// operation is not printed (Calcudoku with targets only). The first
// cell of Cells is the one the target is printed in: the top-left.
type Cage struct {
	Cells  []Cell `json:"cells"`
	Target int    `json:"target"`
	Op     string `json:"op,omitempty"`
	Hidden bool   `json:"hidden,omitempty"`
}

// ClueCell is a Kakuro clue cell: Down is the sum of the run of white
// cells below it and Across that of the run to its right; 0 means it
// heads no run that way.
type ClueCell struct {
	Cell   Cell `json:"cell"`
	Down   int  `json:"down,omitempty"`
	Across int  `json:"across,omitempty"`
}

// Mark is a sign between two neighbouring cells: the digit of Less is
// smaller than the digit of More (Futoshiki's < and >).
type Mark struct {
	Less Cell `json:"less"`
	More Cell `json:"more"`
}

// Edges are clues outside the grid, one per row or column on each side,
// read from that side inwards; 0 is no clue (Skyscrapers). Top and Bottom
// have one entry per column, Left and Right one per row.
type Edges struct {
	Top    []int `json:"top"`
	Bottom []int `json:"bottom"`
	Left   []int `json:"left"`
	Right  []int `json:"right"`
}

// Overlays are the structures beside a puzzle's grids (see the types
// above); Puzzle embeds them, so their fields appear in the puzzle's JSON
// object only when set.
type Overlays struct {
	// Regions gives, per cell, the index from 0 of the region it belongs
	// to: the irregular boxes of a Jigsaw Sudoku. Nil for none.
	Regions [][]int `json:"regions,omitempty"`
	// Cages are the puzzle's cages, in reading order of their first cell.
	Cages []Cage `json:"cages,omitempty"`
	// Clues are the clue cells of a Kakuro, in reading order.
	Clues []ClueCell `json:"clues,omitempty"`
	// Marks are the signs between cells, in reading order of Less.
	Marks []Mark `json:"marks,omitempty"`
	// Edges are the clues outside the grid; nil for none.
	Edges *Edges `json:"edges,omitempty"`
}

// Empty reports whether o carries no overlay.
func (o *Overlays) Empty() bool {
	return o.Regions == nil && o.Cages == nil && o.Clues == nil && o.Marks == nil && o.Edges == nil
}

// CloneOverlays returns a deep copy of o.
func CloneOverlays(o Overlays) Overlays {
	out := Overlays{Regions: cloneNil(o.Regions)}
	if o.Cages != nil {
		out.Cages = make([]Cage, len(o.Cages))
		for i, c := range o.Cages {
			c.Cells = append([]Cell(nil), c.Cells...)
			out.Cages[i] = c
		}
	}
	if o.Clues != nil {
		out.Clues = append([]ClueCell(nil), o.Clues...)
	}
	if o.Marks != nil {
		out.Marks = append([]Mark(nil), o.Marks...)
	}
	if o.Edges != nil {
		out.Edges = &Edges{
			Top: append([]int(nil), o.Edges.Top...), Bottom: append([]int(nil), o.Edges.Bottom...),
			Left: append([]int(nil), o.Edges.Left...), Right: append([]int(nil), o.Edges.Right...),
		}
	}
	return out
}

// cloneNil is CloneGrid keeping nil as nil.
func cloneNil(g [][]int) [][]int {
	if g == nil {
		return nil
	}
	return CloneGrid(g)
}

// CageIndex returns, for each cell of a rows x cols grid, the index in
// cages of the cage that holds it, or -1 for a cell in none; cells
// outside the grid are skipped.
func CageIndex(rows, cols int, cages []Cage) [][]int {
	idx := NewGrid(rows, cols)
	for r := range idx {
		for c := range idx[r] {
			idx[r][c] = -1
		}
	}
	for k, cg := range cages {
		for _, x := range cg.Cells {
			if x.Row >= 0 && x.Row < rows && x.Col >= 0 && x.Col < cols {
				idx[x.Row][x.Col] = k
			}
		}
	}
	return idx
}
