package regions

import (
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
)

// TechniqueInfo is what the ladder says about one technique.
type TechniqueInfo struct {
	Name   string
	Grade  gen.Grade
	Weight int // added to the score each time the technique makes progress
}

// Rule is a technique a kind adds to the built-in ladder, such as cage
// sums or the rule of N of irregular regions.
type Rule struct {
	TechniqueInfo
	// After is the built-in technique the rule is tried right after
	// (rules with the same After keep their order). It must leave the
	// ladder's grades in order: Grade is at least After's, and at most
	// that of the built-in technique after it. A rule after HiddenSingle
	// is tried after the hidden singles of the regions and before those
	// of the rows and columns (and the naked singles), as Simon Tatham's
	// Solo tries its cage sums between a box's singles and a line's.
	After Technique
	// Apply looks for one step of the rule on g's pencil marks. When it
	// finds one it makes the step's changes (g.Eliminate, g.Place), names
	// what it saw for an explanation (g.Note, when g.Tracing), records
	// the step (g.Record(t)) and reports true. A step that changes
	// nothing must not be recorded.
	Apply func(g *Grader, t Technique) bool
}

// Ladder is the built-in techniques with a kind's rules among them: the
// order the grader tries them in, and their names, grades and weights.
type Ladder struct {
	rules []Rule
	order []Technique               // every technique after the singles, in the order tried
	early []Technique               // rules after HiddenSingle, tried before the lines' singles
	rank  [NumTechniques + 16]uint8 // each technique's place in the whole ladder
}

// maxRules bounds the rules of one ladder.
const maxRules = 16

// classic is the built-in ladder.
var classic = NewLadder()

// NewLadder returns the built-in ladder with rules added; rule i is
// technique NumTechniques+i. It panics when a rule would put the ladder's
// grades out of order or there are more than 16 rules: a programmer bug.
func NewLadder(rules ...Rule) *Ladder {
	if len(rules) > maxRules {
		panic("regions: more than 16 rules in a ladder")
	}
	l := &Ladder{rules: rules}
	var all []Technique
	for t := range NumTechniques {
		all = append(all, t)
		for i, r := range rules {
			if r.After != t {
				continue
			}
			next := gen.Expert
			if t+1 < NumTechniques {
				next = builtin[t+1].Grade
			}
			if r.Grade < builtin[t].Grade || r.Grade > next || r.Apply == nil {
				panic(fmt.Sprintf("regions: rule %q does not fit after %v", r.Name, t))
			}
			all = append(all, NumTechniques+Technique(i))
		}
	}
	for i, t := range all {
		l.rank[t] = uint8(i)
		switch {
		case t >= NumTechniques && rules[t-NumTechniques].After == HiddenSingle:
			l.early = append(l.early, t)
		case t > NakedSingle:
			l.order = append(l.order, t)
		}
	}
	return l
}

// info returns what the ladder says about technique t.
func (l *Ladder) info(t Technique) TechniqueInfo {
	if t < NumTechniques {
		return builtin[t]
	}
	return l.rules[t-NumTechniques].TechniqueInfo
}

// Techniques returns the ladder's techniques in the order the grader
// tries them.
func (l *Ladder) Techniques() []TechniqueInfo {
	out := []TechniqueInfo{builtin[FullHouse], builtin[HiddenSingle]}
	for _, t := range l.early {
		out = append(out, l.info(t))
	}
	out = append(out, builtin[NakedSingle])
	for _, t := range l.order {
		out = append(out, l.info(t))
	}
	return out
}

// Info returns what the built-in ladder says about technique t.
func (t Technique) Info() TechniqueInfo { return builtin[t] }
