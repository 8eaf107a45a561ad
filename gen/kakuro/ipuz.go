package kakuro

import (
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
)

// ipuzKind is Kakuro's kind URI. ipuz defines no Kakuro (its kinds are
// crosswords, Sudoku, word searches, block and answer puzzles), so
// puzzlebook declares its own. The grids are ipuz's: "#" for a block or a
// clue cell, 0 for a white cell in the puzzle, its digit in the solution.
// The clue cells go under an extension key named from the URI, as ipuz
// asks, in their JSON form in manifests (gen.ClueCell): a list of
// {"cell": [row, col], "down": sum, "across": sum}, counted from 0, in
// reading order, a sum left out where the cell heads no run that way.
const ipuzKind = "https://puzzlebook.dev/ipuz/kakuro#1"

// cluesKey is the extension key of the clue cells.
const cluesKey = "https://puzzlebook.dev/ipuz/kakuro/clues"

// ipuzForm writes the charset and the clue cells, and reads them back.
var ipuzForm = gen.IPUZ{Kind: ipuzKind, Write: writeIPUZ, Read: readIPUZ}

func writeIPUZ(p *gen.Puzzle, put func(string, any)) error {
	if len(p.Clues) == 0 {
		return fmt.Errorf("kakuro: no clue cells")
	}
	if err := checkClueCells(p); err != nil {
		return err
	}
	put("charset", "123456789")
	put(cluesKey, p.Clues)
	return nil
}

func readIPUZ(p *gen.Puzzle, get func(string, any) (bool, error)) error {
	ok, err := get(cluesKey, &p.Clues)
	switch {
	case err != nil:
		return err
	case !ok:
		return fmt.Errorf("kakuro: no clue cells (%s)", cluesKey)
	}
	return checkClueCells(p)
}

// checkClueCells checks what the drawing and the player need of p's clue
// cells: each on a cell that is not white, in reading order, with sums
// from 0 (no run) to 45 and at least one of them. Whether the sums fit
// their runs is the kind's Verify's to say.
func checkClueCells(p *gen.Puzzle) error {
	if !drawable(p) {
		return fmt.Errorf("kakuro: a clue cell is off the %dx%d grid or on a white cell", p.Rows, p.Cols)
	}
	for k, cl := range p.Clues {
		r, c := cl.Cell.Row, cl.Cell.Col
		if cl.Down < 0 || cl.Down > 45 || cl.Across < 0 || cl.Across > 45 || cl.Down+cl.Across == 0 {
			return fmt.Errorf("kakuro: clue cell row %d column %d has sums %d down, %d across, want 0 to 45 and one at least", r+1, c+1, cl.Down, cl.Across)
		}
		if k > 0 {
			prev := p.Clues[k-1].Cell
			if r < prev.Row || r == prev.Row && c <= prev.Col {
				return fmt.Errorf("kakuro: clue cell row %d column %d comes after row %d column %d, out of reading order", r+1, c+1, prev.Row+1, prev.Col+1)
			}
		}
	}
	return nil
}
