package regions

import "github.com/puzzlebook/puzzlebook/gen"

// Tally counts the steps of a grading run: the score, the number of steps
// and the hardest technique. A solver that replays the grader's singles
// on a board of its own keeps its count in one, so the two agree. Its
// zero value counts for the built-in ladder.
type Tally struct {
	ladder  *Ladder // nil: the built-in ladder
	used    bool    // some step was recorded
	hardest Technique
	score   int
	steps   int
	// looking is set at the start of each round until the round's first
	// step, which carries lookWeight.
	looking bool
}

// lookWeight is the effort of looking over the grid for the next move,
// added to the first step of every round. Two puzzles that need the same
// techniques as often differ in how often the reader must search afresh:
// singles open at once are found in one look, a chain where each
// placement opens the next takes a look each. Without it nearly every
// easy 4x4 with twelve blanks scored 12.
const lookWeight = 1

// Look starts a round.
func (t *Tally) Look() { t.looking = true }

// Add counts one step of technique tech and returns its weight: the
// technique's, and lookWeight for the first step of a round.
func (t *Tally) Add(tech Technique) int {
	l := t.ladder
	if l == nil {
		l = classic
	}
	w := l.info(tech).Weight
	if t.looking {
		w += lookWeight
		t.looking = false
	}
	t.steps++
	t.score += w
	if !t.used || l.rank[tech] > l.rank[t.hardest] {
		t.hardest = tech
	}
	t.used = true
	return w
}

// Rating is the rating of a run with these steps that solved the grid or
// not.
func (t *Tally) Rating(solved bool) Rating {
	r := Rating{Solved: solved, Grade: gen.Easy, Score: t.score, Steps: t.steps}
	if t.used {
		l := t.ladder
		if l == nil {
			l = classic
		}
		info := l.info(t.hardest)
		r.Grade, r.Technique = info.Grade, info.Name
	}
	return r
}
