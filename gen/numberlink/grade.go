package numberlink

import "github.com/puzzlebook/puzzlebook/gen"

// Techniques, from the easiest. Each grade is named by the hardest one a
// person needs.
const (
	techForced = "forced moves" // a cell or path head has one way to go
	techRegion = "regions"      // a path cannot reach a cell, or must pass a bottleneck
	techTrial  = "trial"        // one line, tried, leads to a contradiction
	techSearch = "deep search"  // nothing short of trying several lines at once
)

// rating is what the grader measured.
type rating struct {
	grade     gen.Grade
	technique string
	score     int
	forced    int // edges decided by forced moves
	regions   int // region deductions that made progress
	trials    int // lines tried to find each contradiction
	solved    *state
}

// Score weights: how much harder one deduction of each kind is than a
// forced move.
const (
	regionWeight = 4
	trialWeight  = 10
	searchWeight = 40
)

// rate grades b by the techniques a person needs: forced moves alone
// (easy), with region reasoning (medium), with one-line trials (hard), or
// more (expert; then the puzzle may not even be unique, which the caller
// checks). ok is false when the rules alone show there is no solution.
// When maxGrade is below Expert, rate stops as soon as it knows the grade
// is above it.
func rate(b *board, maxGrade gen.Grade) (rt rating, ok bool) {
	s := newState(b)
	p := newProp(b, false)
	p.pushAll()
	if !p.run(s) {
		return rt, false
	}
	rt.forced = p.forced
	done := func(g gen.Grade, tech string) (rating, bool) {
		rt.grade, rt.technique = g, tech
		rt.score = rt.forced + regionWeight*rt.regions + trialWeight*rt.trials
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
	if !p.run(s) {
		return rt, false
	}
	rt.forced, rt.regions = p.forced, p.regions
	if s.open == 0 {
		return done(gen.Medium, techRegion)
	}
	if maxGrade == gen.Medium {
		return done(gen.Hard, techTrial)
	}
	if !probe(p, s, &rt) {
		return rt, false
	}
	rt.forced, rt.regions = p.forced, p.regions
	if s.open == 0 {
		return done(gen.Hard, techTrial)
	}
	rt.score = rt.forced + regionWeight*rt.regions + trialWeight*rt.trials
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
			if !p.run(s) {
				return false
			}
		}
	}
	return true
}
