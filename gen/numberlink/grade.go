package numberlink

import "github.com/puzzlebook/puzzlebook/gen"

// Techniques, from the easiest. Each grade is named by the hardest one a
// person needs.
const (
	techForced = "forced move" // a cell or path head has one way to go
	techRegion = "region"      // a path cannot reach a cell, or must pass a bottleneck
	techTrial  = "trial"       // one line, tried, leads to a contradiction
	techSearch = "deep search" // nothing short of trying several lines at once
)

// rating is what the grader measured.
type rating struct {
	grade     gen.Grade
	technique string
	score     int // the effort: see scoreOf
	forced    int // edges decided by forced moves
	rounds    int // rounds of forced moves that decided an edge
	regions   int // region deductions that made progress
	trials    int // lines tried to find each contradiction
	solved    *state
}

// Score weights: how much harder one deduction of each kind is than a
// forced move.
const (
	roundWeight  = 2 // looking the grid over for the next forced moves
	regionWeight = 20
	trialWeight  = 30
	searchWeight = 40
)

// scoreOf is the effort rt counts: an edge decided by a forced move
// weighs 1, a round of forced moves roundWeight (a puzzle whose moves
// wait on one another takes more rounds than one whose moves are all in
// sight), a region deduction regionWeight and a trial trialWeight. Every
// grid of a size has about as many edges to decide, so the rounds and
// the harder steps tell puzzles of one grade apart.
func scoreOf(rt rating) int {
	return rt.forced + roundWeight*rt.rounds + regionWeight*rt.regions + trialWeight*rt.trials
}

// rate grades b by the techniques a person needs: forced moves alone
// (easy), with region reasoning (medium), with one-line trials (hard), or
// more (expert; then the puzzle may not even be unique, which the caller
// checks). ok is false when the rules alone show there is no solution.
// When maxGrade is below Expert, rate stops as soon as it knows the grade
// is above it.
func rate(b *board, maxGrade gen.Grade) (rt rating, ok bool) {
	return rateTraced(b, maxGrade, nil)
}

// rateTraced is rate that, when tr is set, writes its steps down in tr.
func rateTraced(b *board, maxGrade gen.Grade, tr *trace) (rt rating, ok bool) {
	s := newState(b)
	p := newProp(b, false)
	p.trace = tr
	p.pushAll()
	if !p.runRounds(s) {
		return rt, false
	}
	rt.forced, rt.rounds = p.forced, p.rounds
	done := func(g gen.Grade, tech string) (rating, bool) {
		rt.grade, rt.technique = g, tech
		rt.score = scoreOf(rt)
		if s.open == 0 {
			rt.solved = s
		}
		return rt, true
	}
	if s.open == 0 {
		return done(gen.Easy, techForced)
	}
	if maxGrade == gen.Easy {
		return done(gen.Medium, techRegion)
	}
	p.region = true
	p.pushAll()
	if !p.runRounds(s) {
		return rt, false
	}
	rt.forced, rt.rounds, rt.regions = p.forced, p.rounds, p.regions
	if s.open == 0 {
		return done(gen.Medium, techRegion)
	}
	if maxGrade == gen.Medium {
		return done(gen.Hard, techTrial)
	}
	if !probe(p, s, &rt) {
		return rt, false
	}
	rt.forced, rt.rounds, rt.regions = p.forced, p.rounds, p.regions
	if s.open == 0 {
		return done(gen.Hard, techTrial)
	}
	return done(gen.Expert, techSearch)
}

// probe tries each unknown edge in and out; a choice that contradicts
// the rules fixes the edge the other way. It repeats until no trial
// teaches anything, counting the trials that taught something, and
// reports false when both choices of an edge fail.
func probe(p *prop, s *state, rt *rating) bool {
	trial := &state{}
	for progress := true; progress && s.open > 0; {
		progress = false
		for e := range s.edge {
			if s.edge[e] != unknown {
				continue
			}
			trial.copyFrom(s)
			forced, regions := p.forced, p.regions
			okOn := p.setOn(trial, e) && p.run(trial)
			if !okOn {
				p.reset()
			}
			var okOff bool
			if okOn {
				trial.copyFrom(s)
				p.setOff(trial, e)
				okOff = p.run(trial)
			}
			p.forced, p.regions = forced, regions
			switch {
			case !okOn:
				p.setOff(s, e)
			case !okOff:
				if !p.setOn(s, e) {
					p.reset()
					return false
				}
			default:
				continue
			}
			rt.trials++
			progress = true
			if p.trace != nil {
				p.trace.trial(p, s, e, !okOn) // !okOn: the edge is off
			}
			if !p.runRounds(s) {
				return false
			}
		}
	}
	return true
}
