package regions

import (
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// cornerRule is a rule for the tests: it removes 1 from r1c1 once.
var cornerRule = Rule{
	TechniqueInfo: TechniqueInfo{Name: "corner", Grade: gen.Medium, Weight: 7},
	After:         Claiming,
	Apply: func(g *Grader, t Technique) bool {
		if g.Candidates(0)&1 == 0 {
			return false
		}
		g.Eliminate(0, 1)
		if g.Tracing() {
			g.Note("The corner is never 1.")
		}
		g.Record(t)
		return true
	},
}

// TestLadderRule wants a rule tried after the technique it follows and
// before the next, rated and explained under its own name.
func TestLadderRule(t *testing.T) {
	l := NewLadder(cornerRule)
	names := l.Techniques()
	if names[5].Name != "corner" || names[4].Name != "claiming" || names[6].Name != "naked pair" {
		t.Fatalf("got ladder %v, want corner between claiming and naked pair", names)
	}
	s := boxes(4)
	var g Grader
	g.Init(s, l, make([]int, 16), gen.Expert)
	if !g.step() {
		t.Fatal("got no progress on an empty grid, want the rule's step")
	}
	if g.Candidates(0) != 0b1110 || g.lastStep != NumTechniques {
		t.Errorf("got r1c1 marks %04b after %v, want 1110 after the rule", g.Candidates(0), g.lastStep)
	}
	// A limit below the rule's grade leaves it out.
	g.Init(s, l, make([]int, 16), gen.Easy)
	if g.step() {
		t.Error("got progress at easy, want none: the rule is medium")
	}
	steps, r, _ := Explain(s, l, make([]int, 16))
	if len(steps) == 0 || steps[0].Technique != "corner" || steps[0].Text != "The corner is never 1." || r.Technique != "corner" {
		t.Errorf("got first step %+v and hardest %q, want the corner rule with its note", steps[0], r.Technique)
	}
}

// TestLadderRefusesDisorder wants a rule whose grade breaks the ladder's
// order refused.
func TestLadderRefusesDisorder(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("got a ladder with an easy rule after X-wing, want a panic")
		}
	}()
	bad := cornerRule
	bad.After, bad.Grade = XWing, gen.Easy
	NewLadder(bad)
}
