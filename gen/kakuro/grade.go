package kakuro

import (
	"context"
	"fmt"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
)

// The grader solves a Kakuro the way a person does, one named technique
// at a time, always trying the simplest first (ladder gives them, with
// their grades and weights). A puzzle's grade is the grade of the hardest
// technique it needed, its score the sum of its steps' weights. A puzzle
// the ladder cannot finish is not graded ("guessing").

// rung indexes the ladder.
type rung int

// The rungs, simplest first.
const (
	uniqueSum rung = iota
	nakedSingle
	crossedCombos
	hiddenSingle
	excludedDigits
	runPair
	blockSums
	runSubset
	runArrangements
)

// ladder is the grader's techniques in the order it tries them.
var ladder = []gen.Rung{
	uniqueSum:       {Technique: "unique sum", Grade: gen.Easy, Weight: 1},
	nakedSingle:     {Technique: "naked single", Grade: gen.Easy, Weight: 1},
	crossedCombos:   {Technique: "crossed combinations", Grade: gen.Easy, Weight: 2},
	hiddenSingle:    {Technique: "hidden single", Grade: gen.Easy, Weight: 2},
	excludedDigits:  {Technique: "excluded digits", Grade: gen.Medium, Weight: 3},
	runPair:         {Technique: "pair in a run", Grade: gen.Medium, Weight: 4},
	blockSums:       {Technique: "block sums", Grade: gen.Hard, Weight: 6},
	runSubset:       {Technique: "subset in a run", Grade: gen.Hard, Weight: 6},
	runArrangements: {Technique: "run arrangements", Grade: gen.Expert, Weight: 10},
}

// grader is one solving path: candidates, placed digits and the steps.
type grader struct {
	b     *board
	cand  []digits
	val   []int
	steps []gen.Step
	score int
	worst rung
	trace bool // keep the steps' sentences and cells
	sweep bool // a technique goes on after a step, over every run or cell
	// crossed marks the cells crossedCombos has seen: it looks at a
	// cell's runs alone, so once is enough.
	crossed []bool
	buf     [12]digits // live's result
	// ver counts the changes to each run's cells, and seen[slot][k] is
	// ver[k] when a technique (slot) last looked at run k: a technique
	// looks at a run's cells alone, so it skips a run unchanged since.
	ver  []int
	seen [subsetSlot + 5][]int
}

// newGrader starts a path from b's givens.
func newGrader(b *board, trace bool) *grader {
	g := &grader{b: b, cand: make([]digits, len(b.pos)), val: make([]int, len(b.pos)), crossed: make([]bool, len(b.pos)), trace: trace, worst: -1}
	g.ver = make([]int, len(b.runs))
	for s := range g.seen {
		g.seen[s] = make([]int, len(b.runs))
		for k := range g.seen[s] {
			g.seen[s][k] = -1
		}
	}
	for i := range g.cand {
		g.cand[i] = allDigits
	}
	for i, v := range b.givens {
		if v > 0 {
			g.val[i], g.cand[i] = v, bit(v)
			g.clearPeers(i, v, nil)
		}
	}
	return g
}

// techniques are the grader's steps by rung; each reports whether it took
// one.
var techniques = [...]func(*grader) bool{
	uniqueSum:       (*grader).uniqueSum,
	nakedSingle:     (*grader).nakedSingle,
	crossedCombos:   (*grader).crossedCombos,
	hiddenSingle:    (*grader).hiddenSingle,
	excludedDigits:  (*grader).excludedDigits,
	runPair:         func(g *grader) bool { return g.runSubset(2, runPair) },
	blockSums:       (*grader).blockSums,
	runSubset:       func(g *grader) bool { return g.runSubset(3, runSubset) || g.runSubset(4, runSubset) },
	runArrangements: (*grader).runArrangements,
}

// run takes steps until the grid is full or no technique up to limit
// applies; it reports whether the grid is full.
func (g *grader) run(ctx context.Context, limit gen.Grade) (bool, error) {
	for n := 0; ; n++ {
		if n%64 == 0 {
			if err := ctx.Err(); err != nil {
				return false, fmt.Errorf("kakuro: %w", err)
			}
		}
		if g.full() {
			return true, nil
		}
		took := false
		for r, t := range techniques {
			if ladder[r].Grade > limit {
				break
			}
			if t(g) {
				took = true
				break
			}
		}
		if !took {
			return false, nil
		}
	}
}

// closure applies the techniques up to limit until none applies, each
// sweeping every run or cell in turn (the order a person takes them in
// does not matter to what they reach, only to the rating); it returns
// whether the grid is full. The generator asks it which cells are open.
func (g *grader) closure(ctx context.Context, limit gen.Grade) (bool, error) {
	g.sweep = true
	for changed := true; changed; {
		if err := ctx.Err(); err != nil {
			return false, fmt.Errorf("kakuro: %w", err)
		}
		changed = false
		for r, t := range techniques {
			if ladder[r].Grade > limit {
				break
			}
			if t(g) {
				changed = true
			}
		}
	}
	return g.full(), nil
}

// full reports whether every white cell has its digit.
func (g *grader) full() bool {
	for _, v := range g.val {
		if v == 0 {
			return false
		}
	}
	return true
}

// step records one use of technique r: its places and eliminations and,
// when traced, its sentence.
func (g *grader) step(r rung, place, elim [][3]int, text func() gen.Words) {
	g.score += ladder[r].Weight
	g.worst = max(g.worst, r)
	if g.trace {
		said := text()
		g.steps = append(g.steps, gen.Step{Technique: ladder[r].Technique, Text: said.String(), Said: said, Place: place, Eliminate: elim, Weight: ladder[r].Weight})
	}
}

// remove takes the digits of drop out of cell i, listing them in elim.
func (g *grader) remove(i int, drop digits, elim *[][3]int) bool {
	drop &= g.cand[i]
	if drop == 0 || g.val[i] != 0 {
		return false
	}
	g.cand[i] &^= drop
	g.touch(i)
	if g.trace {
		x := g.b.pos[i]
		for ; drop != 0; drop &= drop - 1 {
			*elim = append(*elim, [3]int{x.Row, x.Col, drop.lowest()})
		}
	}
	return true
}

// place puts v in cell i and rules it out of the cells of its runs.
func (g *grader) place(i, v int, place, elim *[][3]int) {
	g.val[i], g.cand[i] = v, bit(v)
	g.touch(i)
	if g.trace {
		x := g.b.pos[i]
		*place = append(*place, [3]int{x.Row, x.Col, v})
	}
	g.clearPeers(i, v, elim)
}

// subsetSlot is the first slot of seen for runSubset, by subset size.
const subsetSlot = int(runArrangements) + 1

// touch notes a change to cell i in its two runs.
func (g *grader) touch(i int) {
	g.ver[g.b.runsOf[i][0]]++
	g.ver[g.b.runsOf[i][1]]++
}

// changedSince reports whether run k changed since the technique of slot
// last looked at it, and notes that it looks now.
func (g *grader) changedSince(slot, k int) bool {
	if g.seen[slot][k] == g.ver[k] {
		return false
	}
	g.seen[slot][k] = g.ver[k]
	return true
}

// clearPeers rules v out of the other cells of i's runs.
func (g *grader) clearPeers(i, v int, elim *[][3]int) {
	var sink [][3]int
	if elim == nil {
		elim = &sink
	}
	for _, k := range g.b.runsOf[i] {
		for _, j := range g.b.runs[k].cells {
			if j != i {
				g.remove(j, bit(v), elim)
			}
		}
	}
}

// cellName writes cell i as "r3c4".
func (g *grader) cellName(i int) string {
	x := g.b.pos[i]
	return fmt.Sprintf("r%dc%d", x.Row+1, x.Col+1)
}

// setText writes a set of digits as "{1,3,5}".
func setText(s digits) string {
	var parts []string
	for ; s != 0; s &= s - 1 {
		parts = append(parts, fmt.Sprint(s.lowest()))
	}
	return "{" + strings.Join(parts, ",") + "}"
}

// live returns the combinations of run k that still fit: they hold every
// placed digit of the run, and each cell keeps one of their digits and
// each of their digits a cell.
func (g *grader) live(k int) []digits {
	u := g.b.runs[k]
	if u.sum == 0 {
		return nil
	}
	var fixed digits
	for _, i := range u.cells {
		if g.val[i] != 0 {
			fixed |= bit(g.val[i])
		}
	}
	out := g.buf[:0]
	for _, c := range combos()[len(u.cells)][u.sum] {
		if c&fixed != fixed {
			continue
		}
		var seen digits
		ok := true
		for _, i := range u.cells {
			x := g.cand[i] & c
			if x == 0 {
				ok = false
				break
			}
			seen |= x
		}
		if ok && seen == c {
			out = append(out, c)
		}
	}
	return out
}
