package numberlink

import (
	"context"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Techniques, from the easiest. Each grade is named by the hardest one a
// person needs. A puzzle none of them finishes is past the ladder: it is
// never generated, and Rate gives it no grade.
const (
	techForced = "forced move" // a cell or path head has one way to go
	techRegion = "region"      // a path cannot reach a cell, or must pass a bottleneck
	techTrial  = "trial"       // one line, tried, leads to a contradiction in a short chain
	techEither = "either way"  // one line, tried both ways, forces the same cells in both
	// techBeyond names what a puzzle past the ladder needs.
	techBeyond = "guessing"
)

// maxChain is the most steps a trial follows: rounds of forced moves
// and region passes after the tried line, as a person follows a chain
// on the page. A trial that finds no contradiction within them teaches
// nothing (an either-way trial keeps what both chains found so far).
const maxChain = 8

// maxFlows is the most region passes in a trial's chain: one, to see a
// path cut off once the forced moves are followed.
const maxFlows = 1

// rating is what the grader measured.
type rating struct {
	grade     gen.Grade // AnyGrade when the ladder does not finish
	technique string
	score     int // the effort: see scoreOf
	forced    int // edges decided by forced moves
	rounds    int // rounds of forced moves that decided an edge
	regions   int // region deductions that made progress
	trials    int // trials that found a contradiction
	eithers   int // either-way trials that decided something
	solved    *state
}

// Score weights: how much harder one deduction of each kind is than a
// forced move.
const (
	roundWeight  = 2 // looking the grid over for the next forced moves
	regionWeight = 20
	trialWeight  = 30
	eitherWeight = 50
)

// scoreOf is the effort rt counts: an edge decided by a forced move
// weighs 1, a round of forced moves roundWeight (a puzzle whose moves
// wait on one another takes more rounds than one whose moves are all in
// sight), a region deduction regionWeight, a trial trialWeight and an
// either-way trial eitherWeight. Every grid of a size has about as many
// edges to decide, so the rounds and the harder steps tell puzzles of
// one grade apart.
func scoreOf(rt rating) int {
	return rt.forced + roundWeight*rt.rounds + regionWeight*rt.regions + trialWeight*rt.trials + eitherWeight*rt.eithers
}

// rate grades b by the techniques a person needs: forced moves alone
// (easy), with region reasoning (medium), with short trials (hard), with
// either-way trials (expert). A puzzle they do not finish gets AnyGrade
// and techBeyond (then it may not even be unique; the caller checks).
// ok is false when the rules alone show there is no solution. When
// maxGrade is below Expert, rate stops as soon as it knows the grade is
// above it, and gives the next grade up.
func rate(b *board, maxGrade gen.Grade) (rt rating, ok bool) {
	rt, ok, _ = rateTraced(context.Background(), b, maxGrade, nil)
	return rt, ok
}

// rateTraced is rate that, when tr is set, writes its steps down in tr,
// and that gives up with ctx's error when ctx ends.
func rateTraced(ctx context.Context, b *board, maxGrade gen.Grade, tr *trace) (rt rating, ok bool, err error) {
	s := newState(b)
	p := newProp(b, false)
	p.trace = tr
	p.pushAll()
	if !p.runRounds(s) {
		return rt, false, nil
	}
	count := func() {
		rt.forced, rt.rounds, rt.regions = p.forced, p.rounds, p.regions
	}
	count()
	done := func(g gen.Grade, tech string) (rating, bool, error) {
		rt.grade, rt.technique = g, tech
		rt.score = scoreOf(rt)
		if s.open == 0 {
			rt.solved = s
		}
		return rt, true, nil
	}
	if s.open == 0 {
		return done(gen.Easy, techForced)
	}
	if maxGrade == gen.Easy {
		return done(gen.Medium, techRegion)
	}
	if err := ctx.Err(); err != nil {
		return rt, false, err
	}
	p.region = true
	p.pushAll()
	if !p.runRounds(s) {
		return rt, false, nil
	}
	count()
	if s.open == 0 {
		return done(gen.Medium, techRegion)
	}
	if maxGrade == gen.Medium {
		return done(gen.Hard, techTrial)
	}
	if err := ctx.Err(); err != nil {
		return rt, false, err
	}
	g := newTrials(ctx, b)
	g.agreeing = maxGrade > gen.Hard
	for {
		if !g.probe(p, s, &rt) {
			return rt, false, nil
		}
		if g.err != nil {
			return rt, false, g.err
		}
		count()
		if s.open == 0 {
			if rt.eithers > 0 {
				return done(gen.Expert, techEither)
			}
			return done(gen.Hard, techTrial)
		}
		if maxGrade == gen.Hard {
			return done(gen.Expert, techEither)
		}
		progress, ok := g.either(p, s, &rt)
		if !ok {
			return rt, false, nil
		}
		if g.err != nil {
			return rt, false, g.err
		}
		count()
		if !progress {
			return done(gen.AnyGrade, techBeyond)
		}
	}
}
