package sudoku

import "github.com/puzzlebook/puzzlebook/gen"

// rating is what the human-technique grader found for one puzzle.
type rating struct {
	solved    bool      // the techniques up to expert solved the whole grid
	grade     gen.Grade // the grade of the hardest technique used (valid when solved)
	score     int       // effort: grows with the number and difficulty of steps
	technique string    // name of the hardest technique used
}

// rate solves cells (n*n values, 0 = blank) of shape s the way a person
// would, with techniques from easy to expert, and reports the hardest one
// needed. A puzzle that needs guessing is reported as not solved.
// TODO(grader): placeholder until the human-technique grader lands.
func rate(s *shape, cells []int) rating {
	return rating{}
}
