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

// lastRule is a rule for the tests: it removes 4 from r4c4 once.
var lastRule = Rule{
	TechniqueInfo: TechniqueInfo{Name: "last", Grade: gen.Easy, Weight: 1},
	After:         HiddenSingle,
	Apply: func(g *Grader, t Technique) bool {
		if !g.Eliminate(15, 8) {
			return false
		}
		g.Note("The last cell is never 4.")
		g.Record(t)
		return true
	},
}

// TestLadderEarlyRule wants a rule after HiddenSingle listed between the
// hidden and the naked singles, and tried after the boxes' hidden singles
// and before the rows' and columns'.
func TestLadderEarlyRule(t *testing.T) {
	names := NewLadder(lastRule).Techniques()
	if names[1].Name != "hidden single" || names[2].Name != "last" || names[3].Name != "naked single" {
		t.Fatalf("got ladder %v, want last between hidden single and naked single", names)
	}
	late := lastRule
	late.After, late.Grade = Claiming, gen.Medium
	// A 4x4 of every digit everywhere but 1 in the rest of row 1 (a
	// row's hidden single at r1c1, none in a box), or in the rest of box
	// 1 (a box's).
	rowSingle, boxSingle := []int{1, 2, 3}, []int{1, 4, 5}
	for _, tc := range []struct {
		name          string
		rule          Rule
		no1           []int
		first, second Technique
	}{
		{"row single, early rule", lastRule, rowSingle, NumTechniques, HiddenSingle},
		{"row single, rule after claiming", late, rowSingle, HiddenSingle, NumTechniques},
		{"box single, early rule", lastRule, boxSingle, HiddenSingle, NumTechniques},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var g Grader
			g.Setup(boxes(4), NewLadder(tc.rule), gen.Expert)
			for c := range 16 {
				g.SetCandidates(c, 0b1111)
			}
			for _, c := range tc.no1 {
				g.SetCandidates(c, 0b1110)
			}
			var got []Technique
			for range 2 {
				if !g.step() {
					t.Fatal("got no progress, want two steps")
				}
				got = append(got, g.lastStep)
			}
			if got[0] != tc.first || got[1] != tc.second {
				t.Errorf("got steps %v, want %v then %v", got, tc.first, tc.second)
			}
		})
	}
}
