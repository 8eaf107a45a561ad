package ipuz_test

import (
	"time"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/ipuz"
)

// fixture is a puzzle, the name of its golden document and its info.
type fixture struct {
	name string
	p    gen.Puzzle
	info ipuz.Info
}

// fixtures are one puzzle of each kind and Sudoku size, made once by the
// kinds' generators and kept here so that the goldens do not follow the
// generators.
var fixtures = []fixture{
	{"sudoku4", gen.Puzzle{
		Kind: "sudoku", Rows: 4, Cols: 4, BoxRows: 2, BoxCols: 2, Grade: gen.Easy,
		Givens:   [][]int{{2, 0, 0, 0}, {0, 0, 2, 0}, {0, 0, 0, 4}, {4, 0, 3, 0}},
		Solution: [][]int{{2, 3, 4, 1}, {1, 4, 2, 3}, {3, 2, 1, 4}, {4, 1, 3, 2}},
	}, ipuz.Info{}},
	{"sudoku6", gen.Puzzle{
		Kind: "sudoku", Rows: 6, Cols: 6, BoxRows: 2, BoxCols: 3, Grade: gen.Medium,
		Givens:   [][]int{{0, 0, 0, 0, 4, 1}, {0, 4, 0, 6, 0, 0}, {0, 6, 0, 3, 0, 0}, {0, 0, 2, 0, 6, 0}, {0, 0, 4, 0, 1, 0}, {5, 1, 0, 0, 0, 0}},
		Solution: [][]int{{6, 5, 3, 2, 4, 1}, {2, 4, 1, 6, 5, 3}, {1, 6, 5, 3, 2, 4}, {4, 3, 2, 1, 6, 5}, {3, 2, 4, 5, 1, 6}, {5, 1, 6, 4, 3, 2}},
	}, ipuz.Info{}},
	{"sudoku9", gen.Puzzle{
		Kind: "sudoku", Rows: 9, Cols: 9, BoxRows: 3, BoxCols: 3, Grade: gen.Hard,
		Givens: [][]int{
			{0, 0, 0, 0, 0, 1, 0, 0, 9}, {0, 0, 4, 0, 5, 0, 1, 8, 7}, {0, 3, 0, 0, 7, 0, 0, 0, 0},
			{6, 0, 5, 0, 0, 8, 3, 0, 0}, {0, 9, 0, 0, 0, 0, 0, 5, 0}, {0, 0, 7, 1, 0, 0, 2, 0, 6},
			{0, 0, 0, 0, 1, 0, 0, 4, 0}, {9, 8, 3, 0, 6, 0, 7, 0, 0}, {4, 0, 0, 5, 0, 0, 0, 0, 0}},
		Solution: [][]int{
			{7, 5, 8, 6, 2, 1, 4, 3, 9}, {2, 6, 4, 9, 5, 3, 1, 8, 7}, {1, 3, 9, 8, 7, 4, 5, 6, 2},
			{6, 1, 5, 2, 9, 8, 3, 7, 4}, {3, 9, 2, 7, 4, 6, 8, 5, 1}, {8, 4, 7, 1, 3, 5, 2, 9, 6},
			{5, 2, 6, 3, 1, 7, 9, 4, 8}, {9, 8, 3, 4, 6, 2, 7, 1, 5}, {4, 7, 1, 5, 8, 9, 6, 2, 3}},
	}, ipuz.Info{
		Title: "Sudoku", Author: "puzzlebook", Copyright: "© 2026 The Daily", Publisher: "The Daily",
		URL: "https://example.com/2026-12-01/", UniqueID: "daily-2026-12-01-sudoku",
		Date: time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC),
	}},
	{"numbrix", gen.Puzzle{
		Kind: "numbrix", Rows: 5, Cols: 5, Grade: gen.Easy,
		Givens:   [][]int{{0, 0, 0, 0, 0}, {0, 0, 0, 0, 0}, {0, 0, 0, 0, 0}, {4, 1, 0, 0, 0}, {5, 0, 0, 22, 21}},
		Solution: [][]int{{13, 14, 15, 16, 17}, {12, 11, 10, 25, 18}, {3, 2, 9, 24, 19}, {4, 1, 8, 23, 20}, {5, 6, 7, 22, 21}},
	}, ipuz.Info{}},
	{"hidato", gen.Puzzle{
		Kind: "hidato", Rows: 6, Cols: 6, Grade: gen.Medium,
		Givens:   [][]int{{0, 25, 0, 0, 0, 15}, {0, 0, 26, 0, 17, 14}, {21, 0, 33, 0, 0, 12}, {-1, -1, 32, 0, 0, 0}, {1, -1, 4, 30, 0, 10}, {0, 0, 0, 0, 7, 8}},
		Solution: [][]int{{24, 25, 19, 18, 16, 15}, {23, 20, 26, 27, 17, 14}, {21, 22, 33, 28, 13, 12}, {-1, -1, 32, 31, 29, 11}, {1, -1, 4, 30, 9, 10}, {2, 3, 5, 6, 7, 8}},
	}, ipuz.Info{}},
	{"numberlink", gen.Puzzle{
		Kind: "numberlink", Rows: 7, Cols: 7, Grade: gen.Easy,
		Givens:   [][]int{{1, 0, 2, 0, 0, 0, 0}, {-1, 0, 0, 0, 0, 1, 0}, {0, 0, 0, 0, 0, 3, 0}, {3, 0, 0, 0, 4, -1, 0}, {4, 0, 2, 0, 0, 0, 0}, {5, 6, 0, 0, 0, 6, 5}, {0, 0, 0, 0, 0, 0, 0}},
		Solution: [][]int{{1, 1, 2, 2, 2, 2, 2}, {-1, 1, 1, 1, 1, 1, 2}, {3, 3, 3, 3, 3, 3, 2}, {3, 4, 4, 4, 4, -1, 2}, {4, 4, 2, 2, 2, 2, 2}, {5, 6, 6, 6, 6, 6, 5}, {5, 5, 5, 5, 5, 5, 5}},
	}, ipuz.Info{}},
	{"jigsaw", gen.Puzzle{
		Kind: "jigsaw", Rows: 4, Cols: 4, Grade: gen.Easy,
		Overlays: gen.Overlays{Regions: [][]int{{0, 0, 0, 1}, {0, 1, 1, 1}, {2, 2, 3, 3}, {2, 2, 3, 3}}},
		Givens:   [][]int{{0, 0, 4, 3}, {0, 0, 0, 1}, {0, 2, 0, 0}, {0, 0, 0, 0}},
		Solution: [][]int{{2, 1, 4, 3}, {3, 4, 2, 1}, {1, 2, 3, 4}, {4, 3, 1, 2}},
	}, ipuz.Info{}},
	{"killer", gen.Puzzle{
		Kind: "killer", Rows: 4, Cols: 4, BoxRows: 2, BoxCols: 2, Grade: gen.Easy,
		Overlays: gen.Overlays{Cages: []gen.Cage{
			{Cells: []gen.Cell{{Row: 0, Col: 0}, {Row: 0, Col: 1}}, Target: 3, Op: "+", Hidden: true},
			{Cells: []gen.Cell{{Row: 0, Col: 2}, {Row: 0, Col: 3}, {Row: 1, Col: 3}}, Target: 8, Op: "+", Hidden: true},
			{Cells: []gen.Cell{{Row: 1, Col: 0}, {Row: 2, Col: 0}}, Target: 5, Op: "+", Hidden: true},
			{Cells: []gen.Cell{{Row: 1, Col: 1}, {Row: 1, Col: 2}}, Target: 6, Op: "+", Hidden: true},
			{Cells: []gen.Cell{{Row: 2, Col: 1}, {Row: 2, Col: 2}}, Target: 5, Op: "+", Hidden: true},
			{Cells: []gen.Cell{{Row: 2, Col: 3}, {Row: 3, Col: 3}}, Target: 5, Op: "+", Hidden: true},
			{Cells: []gen.Cell{{Row: 3, Col: 0}, {Row: 3, Col: 1}, {Row: 3, Col: 2}}, Target: 8, Op: "+", Hidden: true},
		}},
		Givens:   [][]int{{0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}},
		Solution: [][]int{{1, 2, 3, 4}, {3, 4, 2, 1}, {2, 1, 4, 3}, {4, 3, 1, 2}},
	}, ipuz.Info{}},
	{"calcudoku", gen.Puzzle{
		Kind: "calcudoku", Rows: 4, Cols: 4, Grade: gen.Easy,
		Overlays: gen.Overlays{Cages: []gen.Cage{
			{Cells: []gen.Cell{{Row: 0, Col: 0}, {Row: 0, Col: 1}}, Target: 4, Op: "÷"},
			{Cells: []gen.Cell{{Row: 0, Col: 2}, {Row: 0, Col: 3}}, Target: 5, Op: "+"},
			{Cells: []gen.Cell{{Row: 1, Col: 0}, {Row: 2, Col: 0}}, Target: 2, Op: "÷"},
			{Cells: []gen.Cell{{Row: 1, Col: 1}}, Target: 3},
			{Cells: []gen.Cell{{Row: 1, Col: 2}, {Row: 2, Col: 2}}, Target: 7, Op: "+"},
			{Cells: []gen.Cell{{Row: 1, Col: 3}}, Target: 1},
			{Cells: []gen.Cell{{Row: 2, Col: 1}, {Row: 3, Col: 0}, {Row: 3, Col: 1}}, Target: 6, Op: "×"},
			{Cells: []gen.Cell{{Row: 2, Col: 3}, {Row: 3, Col: 3}}, Target: 2, Op: "-"},
			{Cells: []gen.Cell{{Row: 3, Col: 2}}, Target: 1},
		}},
		Givens:   [][]int{{0, 0, 0, 0}, {0, 3, 0, 1}, {0, 0, 0, 0}, {0, 0, 1, 0}},
		Solution: [][]int{{1, 4, 2, 3}, {2, 3, 4, 1}, {4, 1, 3, 2}, {3, 2, 1, 4}},
	}, ipuz.Info{}},
	{"futoshiki", gen.Puzzle{
		Kind: "futoshiki", Rows: 4, Cols: 4, Grade: gen.Medium,
		Overlays: gen.Overlays{Marks: []gen.Mark{
			{Less: gen.Cell{Row: 0, Col: 1}, More: gen.Cell{Row: 0, Col: 2}},
			{Less: gen.Cell{Row: 0, Col: 3}, More: gen.Cell{Row: 1, Col: 3}},
			{Less: gen.Cell{Row: 1, Col: 2}, More: gen.Cell{Row: 1, Col: 1}},
			{Less: gen.Cell{Row: 1, Col: 3}, More: gen.Cell{Row: 2, Col: 3}},
			{Less: gen.Cell{Row: 3, Col: 0}, More: gen.Cell{Row: 3, Col: 1}},
			{Less: gen.Cell{Row: 3, Col: 3}, More: gen.Cell{Row: 3, Col: 2}},
		}},
		Givens:   [][]int{{2, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}},
		Solution: [][]int{{2, 3, 4, 1}, {4, 2, 1, 3}, {3, 1, 2, 4}, {1, 4, 3, 2}},
	}, ipuz.Info{}},
	{"skyscrapers", gen.Puzzle{
		Kind: "skyscrapers", Rows: 4, Cols: 4, Grade: gen.Easy,
		Overlays: gen.Overlays{Edges: &gen.Edges{Top: []int{0, 0, 1, 3}, Bottom: []int{1, 2, 0, 0}, Left: []int{0, 0, 2, 0}, Right: []int{0, 3, 0, 0}}},
		Givens:   [][]int{{0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}},
		Solution: [][]int{{2, 3, 4, 1}, {1, 4, 3, 2}, {3, 1, 2, 4}, {4, 2, 1, 3}},
	}, ipuz.Info{}},
	{"kakuro", gen.Puzzle{
		Kind: "kakuro", Rows: 5, Cols: 5, Grade: gen.Easy,
		Overlays: gen.Overlays{Clues: []gen.ClueCell{
			{Cell: gen.Cell{Row: 0, Col: 1}, Down: 7}, {Cell: gen.Cell{Row: 0, Col: 2}, Down: 7},
			{Cell: gen.Cell{Row: 1, Col: 0}, Across: 10}, {Cell: gen.Cell{Row: 1, Col: 3}, Down: 16},
			{Cell: gen.Cell{Row: 2, Col: 0}, Across: 9}, {Cell: gen.Cell{Row: 2, Col: 4}, Down: 6},
			{Cell: gen.Cell{Row: 3, Col: 1}, Across: 9}, {Cell: gen.Cell{Row: 4, Col: 2}, Across: 8},
		}},
		Givens:   [][]int{{-1, -1, -1, -1, -1}, {-1, 0, 0, -1, -1}, {-1, 0, 0, 0, -1}, {-1, -1, 0, 0, 0}, {-1, -1, -1, 0, 0}},
		Solution: [][]int{{-1, -1, -1, -1, -1}, {-1, 6, 4, -1, -1}, {-1, 1, 2, 6, -1}, {-1, -1, 1, 3, 5}, {-1, -1, -1, 7, 1}},
	}, ipuz.Info{}},
}
