package ipuz_test

import (
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/ipuz"
)

// A daily feed writes each slot's puzzle as SLOT.ipuz with its id, title
// and date.
func ExampleEncode() {
	p := &gen.Puzzle{
		Kind: "sudoku", Rows: 4, Cols: 4, BoxRows: 2, BoxCols: 2, Grade: gen.Easy,
		Givens:   [][]int{{2, 0, 0, 0}, {0, 0, 2, 0}, {0, 0, 0, 4}, {4, 0, 3, 0}},
		Solution: [][]int{{2, 3, 4, 1}, {1, 4, 2, 3}, {3, 2, 1, 4}, {4, 1, 3, 2}},
	}
	info := ipuz.Info{Title: "Sudoku", UniqueID: "daily-2026-12-01-sudoku", Date: time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)}
	if err := ipuz.Encode(os.Stdout, p, info); err != nil {
		fmt.Println(err)
	}
	// Output:
	// {
	//   "version": "http://ipuz.org/v2",
	//   "kind": ["http://ipuz.org/sudoku#1"],
	//   "title": "Sudoku",
	//   "uniqueid": "daily-2026-12-01-sudoku",
	//   "date": "12/01/2026",
	//   "difficulty": "easy",
	//   "charset": "1234",
	//   "boxes": true,
	//   "dimensions": {"width": 4, "height": 4},
	//   "puzzle": [
	//     [2, 0, 0, 0],
	//     [0, 0, 2, 0],
	//     [0, 0, 0, 4],
	//     [4, 0, 3, 0]
	//   ],
	//   "solution": [
	//     [2, 3, 4, 1],
	//     [1, 4, 2, 3],
	//     [3, 2, 1, 4],
	//     [4, 1, 3, 2]
	//   ]
	// }
}

// Decode reads a Numberlink document: the ends of path k hold k, "#" is
// a solid cell.
func ExampleDecode() {
	doc := `{"version": "http://ipuz.org/v2", "kind": ["https://puzzlebook.dev/ipuz/numberlink#1"],
		"dimensions": {"width": 3, "height": 2}, "puzzle": [[1, 0, 1], [2, "#", 2]]}`
	p, _, err := ipuz.Decode(strings.NewReader(doc))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.Kind, p.Rows, p.Cols, p.Givens)
	// Output: numberlink 2 3 [[1 0 1] [2 -1 2]]
}
