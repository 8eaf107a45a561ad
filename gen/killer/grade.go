package killer

import (
	"math/bits"

	"github.com/puzzlebook/puzzlebook/gen"
)

// The grader solves a killer the way a person does: it keeps pencil
// marks, always looks for the simplest technique first, and after any
// progress starts again from the simplest. A puzzle's grade is the grade
// of the hardest technique it needed; its score is the sum of the
// weights of its steps (one placement for singles, one pattern found for
// the others). A puzzle these techniques cannot finish is not graded.
//
// The ladder, in the order it is tried (grade, weight per step):
//
//	easy    full house 1, hidden single 1, naked single 2,
//	        cage combination 2 (a cage's cells keep the digits of the
//	        sets that make its sum: 3 in two cells is {1,2})
//	medium  combination and house 4 (a digit every set of a cage holds
//	        leaves the rest of a row, column or box the cage lies in; a
//	        digit a house can only place in one cage rules out that
//	        cage's sets without it), rule of 45 6 (the innies or outies of
//	        a row, column or box add up to what its cages leave)
//	hard    sum difference 9 (one innie and one outie of a house differ
//	        by what its cages leave), cage splitting 12 (the innies of two
//	        or three rows, columns or boxes together)

// technique is one rung of the ladder; a larger one is a harder one.
type technique uint8

// The techniques, from simplest to hardest.
const (
	fullHouse technique = iota
	hiddenSingle
	nakedSingle
	cageCombination
	combinationHouse
	ruleOf45
	sumDifference
	cageSplitting
	numTechniques
)

// techniqueInfo is what the ladder says about one technique.
type techniqueInfo struct {
	name   string
	grade  gen.Grade
	weight int
}

var techniqueInfos = [numTechniques]techniqueInfo{
	fullHouse:        {"full house", gen.Easy, 1},
	hiddenSingle:     {"hidden single", gen.Easy, 1},
	nakedSingle:      {"naked single", gen.Easy, 2},
	cageCombination:  {"cage combination", gen.Easy, 2},
	combinationHouse: {"combination and house", gen.Medium, 4},
	ruleOf45:         {"rule of 45", gen.Medium, 6},
	sumDifference:    {"sum difference", gen.Hard, 9},
	cageSplitting:    {"cage splitting", gen.Hard, 12},
}

// rating is what the grader found for one puzzle.
type rating struct {
	solved    bool
	grade     gen.Grade
	score     int
	technique string
}

// grader holds the pencil marks of one grading run.
type grader struct {
	b      *board
	n      int
	full   uint16
	cand   [maxCells]uint16
	val    [maxCells]uint8
	left   int
	broken bool // a cell lost its last candidate: the givens contradict
	// record asks for the steps; without it only the rating is kept.
	record  bool
	steps   []gen.Step
	hardest technique
	used    bool
	score   int
	// groups are the innies of two or three houses together, for cage
	// splitting (see splitGroups).
	groups []innieGroup
}

// newGrader starts grading b from its givens.
func newGrader(b *board, record bool) *grader {
	n := b.g.n
	g := &grader{b: b, n: n, full: 1<<n - 1, left: n * n, record: record}
	for i := range n * n {
		g.cand[i] = g.full
	}
	for i, v := range b.givens {
		if v != 0 {
			g.val[i] = uint8(v)
			g.cand[i] = bit(v)
			g.left--
		}
	}
	for i, v := range b.givens {
		if v != 0 {
			for _, j := range b.peers[i] {
				g.cand[j] &^= bit(v)
			}
		}
	}
	g.groups = splitGroups(b)
	return g
}

// tries are the techniques in the order they are tried.
var tries = [numTechniques]func(*grader) bool{
	fullHouse:        (*grader).fullHouse,
	hiddenSingle:     (*grader).hiddenSingle,
	nakedSingle:      (*grader).nakedSingle,
	cageCombination:  (*grader).cageCombination,
	combinationHouse: (*grader).combinationHouse,
	ruleOf45:         (*grader).ruleOf45,
	sumDifference:    (*grader).sumDifference,
	cageSplitting:    (*grader).cageSplitting,
}

// run applies techniques up to limit, simplest first, until the grid is
// full or none makes progress.
func (g *grader) run(limit gen.Grade) {
	for g.left > 0 && !g.broken {
		progress := false
		for t := range numTechniques {
			if techniqueInfos[t].grade > limit {
				break
			}
			if tries[t](g) {
				progress = true
				break
			}
		}
		if !progress {
			return
		}
	}
}

// rating returns what the run found.
func (g *grader) rating() rating {
	r := rating{solved: g.left == 0 && !g.broken, score: g.score}
	if g.used {
		info := techniqueInfos[g.hardest]
		r.grade, r.technique = info.grade, info.name
	}
	if !r.solved {
		r.grade, r.technique = gen.AnyGrade, "guessing"
	}
	return r
}

// rate grades b.
func rate(b *board) rating {
	g := newGrader(b, false)
	g.run(gen.Expert)
	return g.rating()
}

// step counts one use of t, with what it places and rules out, and the
// sentence that says why when steps are recorded.
func (g *grader) step(t technique, text func() string, place [][3]int, elim [][3]int) {
	if !g.used || t > g.hardest {
		g.hardest, g.used = t, true
	}
	g.score += techniqueInfos[t].weight
	if g.record {
		g.steps = append(g.steps, gen.Step{Technique: techniqueInfos[t].name, Text: text(), Place: place, Eliminate: elim, Weight: techniqueInfos[t].weight})
	}
}

// place puts d at cell i and rules it out of the cells that see it,
// returning the placement and the eliminations for the step.
func (g *grader) place(i, d int) (place, elim [][3]int) {
	n := g.n
	g.val[i] = uint8(d)
	g.cand[i] = bit(d)
	g.left--
	place = [][3]int{{i / n, i % n, d}}
	for _, j := range g.b.peers[i] {
		if g.val[j] == 0 && g.cand[j]&bit(d) != 0 {
			g.cand[j] &^= bit(d)
			elim = append(elim, [3]int{j / n, j % n, d})
			if g.cand[j] == 0 {
				g.broken = true
			}
		}
	}
	return place, elim
}

// keep restricts the cells to the digits of mask each, returning the
// eliminations; none when nothing changes.
func (g *grader) keep(cells []int, masks []uint16) [][3]int {
	var elim [][3]int
	for k, i := range cells {
		if g.val[i] != 0 {
			continue
		}
		for gone := g.cand[i] &^ masks[k]; gone != 0; gone &= gone - 1 {
			elim = append(elim, [3]int{i / g.n, i % g.n, digitOf(gone)})
		}
		g.cand[i] &= masks[k]
		if g.cand[i] == 0 {
			g.broken = true
		}
	}
	return elim
}

// count returns the number of digits in m.
func count(m uint16) int { return bits.OnesCount16(m) }
