package killer

import (
	"sync"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// The grader solves a killer the way a person does, on the shared
// engine (gen/regions): its singles, locked candidates, subsets, fish,
// wings and chains over rows, columns and boxes, with the killer
// techniques added as rules of its ladder, each tried after a built-in
// one. A puzzle's grade is the grade of the hardest technique it needed;
// its score is the sum of the weights of its steps. A puzzle the ladder
// cannot finish is not graded ("guessing").
//
// The killer rungs (grade, weight per step) follow what Simon Tatham's
// Solo asks of a killer at every level. Solo's killer reasoning (a cage
// with one empty cell, a cage's sets for cages of two to four empty
// cells, and the innies of a row, column or box as the grid stands) comes
// between a box's hidden singles and a line's: its trivial killers need
// no line singles and no naked singles, its basic ones do, and locked
// candidates, subsets and fish make its higher levels. The easy killer
// rungs are tried there (after the boxes' hidden singles, see
// regions.Rule), the last of them a line's hidden single, so that a
// puzzle's hardest technique tells Solo's trivial from its basic; the
// stronger killer rungs come only after the subsets, and weigh as much as
// an expert technique.
//
//	easy    cage single 1: a cage, drawn or of the rule of 45 as the
//	        layout gives them, with one empty cell takes what its placed
//	        cells leave of its sum; cage combination 1: every cage with
//	        two to four empty cells keeps the digits of the sets that
//	        make its sum with different digits and still fit them (3 in
//	        two cells is {1,2}, 17 in two is {8,9}), one step a pass
//	        over the cages; rule of 45 1: the open innies of a row,
//	        column or box (its open cells the cages whose open cells lie
//	        in it leave over) add up to the rest: one is placed, two to
//	        four keep the digits of their sets, and when they lie in one
//	        cage its other open cells make the rest of its sum, one step
//	        a house; line single 1: a row or column can put a digit in
//	        one cell only
//	hard    combination and house 20: a digit every set of a cage holds
//	        leaves the rest of a house the cage lies in, and a digit a
//	        house can place only in one cage rules out that cage's sets
//	        without it; cage filling 20: a cell keeps only the digits
//	        some filling of its whole cage (drawn, or the innies or
//	        outies of a house) puts there; sum difference 20: one
//	        innie and one outie of a house differ by what its cages
//	        leave; cage splitting 20: the innies or outies of a house or
//	        of two or three rows or columns together make their sum,
//	        digits repeating only where cells do not see each other

// The killer rungs, as rules of the engine's ladder.
var killerRules = []struct {
	info  regions.TechniqueInfo
	after regions.Technique
	apply func(*rules, *regions.Grader, regions.Technique) bool
}{
	{regions.TechniqueInfo{Name: "cage single", Grade: gen.Easy, Weight: 1}, regions.HiddenSingle, (*rules).cageSingle},
	{regions.TechniqueInfo{Name: "cage combination", Grade: gen.Easy, Weight: 1}, regions.HiddenSingle, (*rules).cageCombination},
	{regions.TechniqueInfo{Name: "rule of 45", Grade: gen.Easy, Weight: 1}, regions.HiddenSingle, (*rules).ruleOf45},
	{regions.TechniqueInfo{Name: "line single", Grade: gen.Easy, Weight: 1}, regions.HiddenSingle, (*rules).lineSingle},
	{regions.TechniqueInfo{Name: "combination and house", Grade: gen.Hard, Weight: 20}, regions.HiddenQuad, (*rules).combinationHouse},
	{regions.TechniqueInfo{Name: "cage filling", Grade: gen.Hard, Weight: 20}, regions.HiddenQuad, (*rules).cageFilling},
	{regions.TechniqueInfo{Name: "sum difference", Grade: gen.Hard, Weight: 20}, regions.HiddenQuad, (*rules).sumDifference},
	{regions.TechniqueInfo{Name: "cage splitting", Grade: gen.Hard, Weight: 20}, regions.HiddenQuad, (*rules).cageSplitting},
}

// rules are one puzzle's killer techniques: its board, its groups of
// the rule of 45, and the working space of a cage's exact fillings; and
// the ladder whose rungs they are, which a run on another board reuses
// (on).
type rules struct {
	b       *board
	groups  []innieGroup // built on first use (groupsOf)
	grouped bool
	scratch *cageScratch
	// watch knows where the easy rungs last found nothing.
	watch *watch
	// innies holds the open innies openInnies finds, reused house after
	// house; a step that keeps them takes a copy.
	innies [maxCells]int
	ladder *regions.Ladder
}

// groupsOf returns b's groups of the rule of 45, found on first use: a
// run cut below hard never needs them.
func (k *rules) groupsOf() []innieGroup {
	if !k.grouped {
		k.groups, k.grouped = splitGroups(k.b), true
	}
	return k.groups
}

// newRules returns the killer rungs with their ladder, their work space
// and their watch, for a board given later (on).
func newRules() *rules {
	k := &rules{scratch: new(cageScratch), watch: new(watch)}
	rs := make([]regions.Rule, len(killerRules))
	for i, r := range killerRules {
		rs[i] = regions.Rule{TechniqueInfo: r.info, After: r.after, Apply: func(g *regions.Grader, t regions.Technique) bool { return r.apply(k, g, t) }}
	}
	k.ladder = regions.NewLadder(rs...)
	return k
}

// on readies k for a run on b (nil: a ladder only listed) and returns
// its ladder.
func (k *rules) on(b *board) *regions.Ladder {
	k.b, k.groups, k.grouped = b, nil, false
	if b != nil {
		k.watch.reset(b)
	}
	return k.ladder
}

// ladderOf returns the engine's ladder with the killer rungs on b.
func ladderOf(b *board) *regions.Ladder { return newRules().on(b) }

// pooled keeps the killer rungs, their ladder and their work space (some
// 50 KB) from one rating to the next: a rating used to build its own.
// The scratch's stamps and the watch's reset make a used one as good as
// new.
var pooled = sync.Pool{New: func() any { return newRules() }}

// listed is the ladder as Ladder lists it: the rules' steps are never
// taken on it.
var listed = sync.OnceValue(func() *regions.Ladder { return ladderOf(nil) })

// rating is what the grader found for one puzzle.
type rating struct {
	solved    bool
	grade     gen.Grade
	score     int
	technique string
}

// rate grades b from its givens.
func rate(b *board) rating { return rateUpTo(b, gen.Expert) }

// rateUpTo is rate with the ladder cut after the techniques of grade
// limit: a puzzle it solves has the rating rate gives, and one that needs
// more is not solved, so a generator asking for limit wastes no time on
// harder techniques.
func rateUpTo(b *board, limit gen.Grade) rating {
	k := pooled.Get().(*rules)
	r := regions.Rate(b.g.Geometry, k.on(b), b.givens, limit)
	k.on(nil) // the ladder is done with b once Rate returns
	pooled.Put(k)
	if !r.Solved {
		return rating{technique: "guessing", score: r.Score}
	}
	return rating{solved: true, grade: r.Grade, score: r.Score, technique: r.Technique}
}

// cand returns the digits cell c may hold in g: its digit when placed
// (the engine keeps no candidates there).
func cand(g *regions.Grader, c int) uint16 {
	if v := g.Value(c); v != 0 {
		return bit(v)
	}
	return g.Candidates(c)
}

// keep removes from each empty cell of cells the digits outside its mask
// and reports whether any went.
func keep(g *regions.Grader, cells []int, masks []uint16) bool {
	changed := false
	for k, c := range cells {
		if g.Value(c) == 0 && g.Eliminate(c, ^masks[k]&0x1ff) {
			changed = true
		}
	}
	return changed
}

// keepAll removes from each empty cell of cells the digits outside mask
// and reports whether any went.
func keepAll(g *regions.Grader, cells []int, mask uint16) bool {
	changed := false
	for _, c := range cells {
		if g.Candidates(c)&^mask != 0 && g.Eliminate(c, ^mask&0x1ff) { // a placed cell has none
			changed = true
		}
	}
	return changed
}

// record notes the step's sentence, when the run is traced, and counts it.
func record(g *regions.Grader, t regions.Technique, text func() gen.Words) {
	if g.Tracing() {
		g.Say(text())
	}
	g.Record(t)
}
