package numberlink

import "github.com/puzzlebook/puzzlebook/gen"

// trace writes down the steps of one grading run, for Steps. The grader
// calls it (only when a trace is set) after each local rule applied at a
// cell of the graded state, after each region pass that took a path from
// a cell and after each trial that fixed an edge; the trace reads what
// changed off the state, as its difference from what it saw last. It
// only reads, so a traced run makes the deductions of an untraced one.
//
// A step is one deduction that decided edges (a forced move at a cell, a
// region pass, a trial) with the cells it puts on a path or takes a path
// from, until the next one: joining a line to a path puts the whole line
// on that path, which the rules then spread along it. A deduction that
// changes no cell's paths (a side ruled out) is not a step of its own:
// its weight goes to the next step, and its technique too when harder.
type trace struct {
	b     *board
	mask  []uint64 // the paths of each cell at the last look
	edge  []uint8  // the edges at the last look
	steps []gen.Step

	open    *gen.Step // the step being written, nil before the first
	openRun int       // its technique's rank on the ladder
	// openOff: the open step only ruled sides out, so the cells it
	// places were put on their path by a line it did not draw, which
	// its text then names instead.
	openOff bool

	// The grader's counters at the last closed step, and the trials
	// and either-way trials since (which the grader counts elsewhere).
	forced, rounds, regions, trials, eithers int

	// pending is the weight, technique and text of deductions that
	// changed no cell's paths, for the next step.
	pendingWeight int
	pendingRank   int
	pendingText   gen.Words
}

// newTrace returns a trace of a run on b from its first state.
func newTrace(b *board) *trace {
	s := newState(b)
	return &trace{b: b, mask: s.mask, edge: s.edge, steps: []gen.Step{}}
}

// rank is a technique's place on the ladder.
func rank(tech string) int {
	for i, r := range ladder {
		if r.Technique == tech {
			return i
		}
	}
	panic("numberlink: technique off the ladder: " + tech)
}

// cell notes the local rules just applied at x.
func (tr *trace) cell(p *prop, s *state, x int16) {
	b := tr.b
	var ons, offs []int16 // the neighbours x was joined to or cut from
	for i := range int(b.adjN[x]) {
		e := b.adjE[x][i]
		if s.edge[e] == tr.edge[e] {
			continue
		}
		tr.edge[e] = s.edge[e]
		if s.edge[e] == on {
			ons = append(ons, b.adjC[x][i])
		} else {
			offs = append(offs, b.adjC[x][i])
		}
	}
	if decided := len(ons) + len(offs); decided > 0 {
		tr.close(p.forced-decided, p.rounds, p.regions)
		tr.begin(techForced, forcedText(b, s, x, ons, offs))
		tr.openOff = len(ons) == 0
	}
	tr.look(s)
}

// region notes a region pass that just took paths from cells.
func (tr *trace) region(p *prop, s *state) {
	tr.close(p.forced, p.rounds, p.regions-1)
	tr.begin(techRegion, gen.Words{})
	tr.look(s)
	tr.say(regionText(p, tr.open, tr.b.cols))
}

// trial notes a trial that just fixed edge e (ruled out, or on).
func (tr *trace) trial(p *prop, s *state, e int, ruledOut bool) {
	tr.close(p.forced, p.rounds, p.regions) // as before the trial's own runs
	tr.trials++
	a, b := tr.b.edgeA[e], tr.b.edgeB[e]
	tr.edge[e] = on
	if ruledOut {
		tr.edge[e] = off
	}
	tr.begin(techTrial, trialText(a, b, ruledOut, tr.b.cols))
	tr.look(s)
}

// either notes an either-way trial of edge e that just applied to s
// what its two chains agree on.
func (tr *trace) either(p *prop, s *state, e int) {
	tr.close(p.forced, p.rounds, p.regions)
	tr.eithers++
	copy(tr.edge, s.edge)
	tr.begin(techEither, gen.Words{})
	tr.look(s)
	tr.say(eitherText(tr.b, tr.b.edgeA[e], tr.b.edgeB[e], tr.open))
}

// begin opens a step of technique tech, said in text (none yet when
// its Format is empty).
func (tr *trace) begin(tech string, text gen.Words) {
	tr.open = &gen.Step{Technique: tech}
	tr.openRun, tr.openOff = rank(tech), false
	tr.say(text)
}

// say gives the open step its sentence.
func (tr *trace) say(text gen.Words) {
	tr.open.Said, tr.open.Text = text, text.String()
}

// look adds to the open step what changed since the last look: a blank
// cell left with one path is placed on it; a cell that lost paths but
// keeps several has them ruled out.
func (tr *trace) look(s *state) {
	b := tr.b
	for x, need := range b.need {
		if need != 2 || s.mask[x] == tr.mask[x] {
			continue
		}
		if tr.open == nil {
			tr.begin(techForced, gen.Words{})
		}
		r, c := x/b.cols, x%b.cols
		m := s.mask[x]
		if m&(m-1) == 0 {
			tr.open.Place = append(tr.open.Place, [3]int{r, c, pathOf(m)})
		} else {
			for lost := tr.mask[x] &^ m; lost != 0; lost &= lost - 1 {
				tr.open.Eliminate = append(tr.open.Eliminate, [3]int{r, c, pathOf(lost & -lost)})
			}
		}
		tr.mask[x] = m
	}
	if tr.open != nil && (tr.open.Text == "" || tr.openOff) && len(tr.open.Place) > 0 {
		tr.say(joinedText(tr.open.Place))
		tr.openOff = false
	}
}

// close ends the open step, given the grader's counters at its end: it
// weighs the deductions since the last step, as scoreOf does. A step that
// changed no cell's paths hands its weight on to the next.
func (tr *trace) close(forced, rounds, regions int) {
	w := forced - tr.forced + roundWeight*(rounds-tr.rounds) + regionWeight*(regions-tr.regions) +
		trialWeight*tr.trials + eitherWeight*tr.eithers
	tr.forced, tr.rounds, tr.regions, tr.trials, tr.eithers = forced, rounds, regions, 0, 0
	st := tr.open
	if st == nil {
		tr.pendingWeight += w
		return
	}
	tr.open = nil
	if len(st.Place) == 0 && len(st.Eliminate) == 0 {
		tr.pendingWeight += w
		if tr.openRun > tr.pendingRank || tr.pendingText.Format == "" && tr.openRun == tr.pendingRank {
			tr.pendingRank, tr.pendingText = tr.openRun, st.Said
		}
		return
	}
	st.Weight = w + tr.pendingWeight
	if tr.pendingRank > tr.openRun {
		st.Technique = ladder[tr.pendingRank].Technique
		st.Said = thenText(tr.pendingText, st.Said)
		st.Text = st.Said.String()
	}
	tr.pendingWeight, tr.pendingRank, tr.pendingText = 0, 0, gen.Words{}
	tr.steps = append(tr.steps, *st)
}

// finish closes the last step, given the grader's final counters, and
// hands what no step took to the last one.
func (tr *trace) finish(rt rating) {
	tr.close(rt.forced, rt.rounds, rt.regions)
	if tr.pendingWeight == 0 || len(tr.steps) == 0 {
		return
	}
	last := &tr.steps[len(tr.steps)-1]
	last.Weight += tr.pendingWeight
	if tr.pendingRank > rank(last.Technique) {
		last.Technique = ladder[tr.pendingRank].Technique
		last.Said = thenText(tr.pendingText, last.Said)
		last.Text = last.Said.String()
	}
	tr.pendingWeight = 0
}

// reached returns the grid as far as the steps go: the givens and the
// cells left with one path.
func (tr *trace) reached(givens [][]int) [][]int {
	g := gen.CloneGrid(givens)
	for x, need := range tr.b.need {
		if m := tr.mask[x]; need == 2 && m&(m-1) == 0 {
			g[x/tr.b.cols][x%tr.b.cols] = pathOf(m)
		}
	}
	return g
}

// pathOf returns the path number (from 1) of the one path in mask m.
func pathOf(m uint64) int {
	k := 1
	for m > 1 {
		m >>= 1
		k++
	}
	return k
}
