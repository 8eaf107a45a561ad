package numbrix

import (
	"github.com/puzzlebook/puzzlebook/gen"
)

// trace writes down the steps of one grading run, for Steps. The grader
// records each rule application after making it (grader.run), and the
// trials tell it the cells they ruled out (struck); the trace reads the
// rest off the state, as its difference from the state at the previous
// step. It only reads the grader, so a traced run makes the same
// deductions in the same order as the untraced runs of rate and the
// generator.
type trace struct {
	b      *board
	cand   []set   // the cells of every number before the step
	pos    []int   // where the numbers stood before the step
	struck []trial // the trials the step ruled out, in order
	steps  []gen.Step
}

// newTrace returns a trace of a run on st, whose givens are placed.
func newTrace(st *state) *trace {
	tr := &trace{b: st.b, steps: []gen.Step{}}
	tr.remember(st)
	return tr
}

// remember keeps st as the state before the next step.
func (tr *trace) remember(st *state) {
	tr.cand = append(tr.cand[:0], st.cand...)
	tr.pos = append(tr.pos[:0], st.pos...)
}

// placement is one number a step placed.
type placement struct{ k, c int }

// record writes down the application of rule r that st has just
// undergone, as one step a number placed (the grader weighs each number
// placed) or, placing none, one step; a trial rule as one step a trial
// ruled out, the numbers it then left with one cell placed in the last.
func (tr *trace) record(st *state, r rule) {
	placed := tr.placed(st, r)
	elim := tr.eliminated(st)
	w := ruleInfo[r].weight
	step := func(said gen.Words, place []placement, elim [][3]int) {
		s := gen.Step{Technique: r.String(), Text: said.String(), Said: said, Weight: w, Eliminate: elim}
		for _, p := range place {
			s.Place = append(s.Place, tr.triple(p.c, p.k))
		}
		tr.steps = append(tr.steps, s)
	}
	switch {
	case r >= ruleShortTrial:
		for i, t := range tr.struck {
			text := tr.trialText(r, t)
			var place []placement
			if i == len(tr.struck)-1 {
				place = placed
				text = tr.leavesText(text, placed)
			}
			step(text, place, [][3]int{tr.triple(t.c, t.k)})
		}
	case len(placed) == 0:
		step(tr.narrowText(r, st, elim), nil, elim)
	default:
		known := append([]int(nil), tr.pos...)
		for i, p := range placed {
			var e [][3]int
			if i == 0 {
				e = elim // what the rule ruled out besides, with its first number
			}
			step(tr.placeText(r, p, known), []placement{p}, e)
			known[p.k] = p.c
		}
	}
	tr.struck = tr.struck[:0]
	tr.remember(st)
}

// triple is cell c holding k as a step gives it: [row, column, k].
func (tr *trace) triple(c, k int) [3]int {
	return [3]int{c / tr.b.cols, c % tr.b.cols, k}
}

// placed returns the numbers placed since the previous step, in an order
// a person can follow: by number, but for forced neighbours each number
// after the neighbour it is forced from.
func (tr *trace) placed(st *state, r rule) []placement {
	var out []placement
	for k := 1; k < len(st.pos); k++ {
		if tr.pos[k] < 0 && st.pos[k] >= 0 {
			out = append(out, placement{k, st.pos[k]})
		}
	}
	if r != ruleForced {
		return out
	}
	known := append([]int(nil), tr.pos...)
	ordered := make([]placement, 0, len(out))
	for len(out) > 0 {
		i := 0
		for j, p := range out {
			if tr.anchor(p, known) >= 0 {
				i = j
				break
			}
		}
		ordered = append(ordered, out[i])
		known[out[i].k] = out[i].c
		out = append(out[:i], out[i+1:]...)
	}
	return ordered
}

// anchor returns the neighbour number (k-1, else k+1) known in known and
// next to p's cell, or -1.
func (tr *trace) anchor(p placement, known []int) int {
	for _, j := range [2]int{p.k - 1, p.k + 1} {
		if j >= 1 && j < len(known) && known[j] >= 0 && tr.b.adjacent(known[j], p.c) {
			return j
		}
	}
	return -1
}

// eliminated returns what st rules out that the state before did not,
// beyond what its placements imply: number k out of cell c where neither
// is placed now.
func (tr *trace) eliminated(st *state) [][3]int {
	var out [][3]int
	for c := range tr.b.rows * tr.b.cols {
		if !st.free.has(c) {
			continue
		}
		for k := 1; k < len(st.pos); k++ {
			if st.pos[k] < 0 && tr.cand[k].has(c) && !st.cand[k].has(c) {
				out = append(out, tr.triple(c, k))
			}
		}
	}
	return out
}
