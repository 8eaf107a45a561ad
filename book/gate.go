package book

import (
	"context"

	"github.com/puzzlebook/puzzlebook/gen"
	"golang.org/x/sync/semaphore"
)

// Puzzles larger than any generated one (a 20x20 Numberlink) can take
// most of the memory solve, explain and check keep to (the largest
// Numberlink the solver takes holds about 200 MB), so those past
// gateCells cells are worked only while the cells of all such puzzles
// being worked stay within gateBudget, whatever the number of workers.
// A puzzle of more than gateBudget cells is worked alone.
const (
	gateCells  = 400
	gateBudget = 3200
)

// bigPuzzles holds the cells of the large puzzles being worked.
var bigPuzzles = semaphore.NewWeighted(gateBudget)

// enterGate waits until a puzzle of cells cells may be worked, or ctx
// ends, and returns the function to call once it is done.
func enterGate(ctx context.Context, cells int) (leave func(), err error) {
	if cells <= gateCells {
		return func() {}, nil
	}
	w := int64(min(cells, gateBudget))
	if err := bigPuzzles.Acquire(ctx, w); err != nil {
		return nil, err
	}
	return func() { bigPuzzles.Release(w) }, nil
}

// cellsOf is the number of cells p's givens hold, as the solver sees
// them (not the Rows and Cols an input may claim).
func cellsOf(p *gen.Puzzle) int {
	n := 0
	for _, row := range p.Givens {
		n += len(row)
	}
	return n
}
