package numbrix

import "github.com/puzzlebook/puzzlebook/gen"

// Ladder returns the grader's rules for this kind in the order it tries
// them, each with its example: Hidato's has nook and long reach besides
// Numbrix's.
func (k Kind) Ladder() []gen.Rung {
	examples := &numbrixExamples
	if k.Diagonal {
		examples = &hidatoExamples
	}
	out := make([]gen.Rung, 0, ruleCount-1)
	for r := ruleForced; r < ruleCount; r++ {
		if !r.usedBy(k.Diagonal) {
			continue
		}
		info := ruleInfo[r]
		out = append(out, gen.Rung{Technique: info.name, Grade: info.grade, Weight: info.weight, Example: examples[r]})
	}
	return out
}

// numbrixExamples and hidatoExamples are the givens of a puzzle whose
// steps use each rule, for the pictures of docs/grading (internal/rungs
// draws them; its TestDiscover, run with -discover, finds one for a rule
// without).
var numbrixExamples = [ruleCount][][]int{
	ruleForced:     {{0, 0, 0, 4, 3}, {0, 11, 0, 5, 0}, {0, 0, 0, 24, 0}, {0, 17, 0, 23, 0}, {0, 0, 0, 0, 0}},
	ruleGapTwo:     {{0, 0, 0, 0, 0}, {0, 0, 0, 0, 0}, {1, 0, 25, 0, 0}, {0, 5, 0, 0, 10}, {3, 0, 0, 0, 0}},
	ruleReach:      {{9, 0, 0, 0, 0}, {0, 0, 6, 0, 0}, {0, 0, 0, 0, 0}, {14, 17, 0, 23, 0}, {0, 0, 0, 20, 0}},
	ruleTwoWays:    {{9, 0, 0, 0, 0}, {0, 0, 6, 0, 0}, {0, 0, 0, 0, 0}, {14, 17, 0, 23, 0}, {0, 0, 0, 20, 0}},
	ruleDeadEnd:    {{0, 0, 3, 0, 5}, {0, 0, 0, 0, 0}, {0, 0, 23, 0, 0}, {0, 0, 0, 25, 0}, {15, 0, 0, 0, 9}},
	ruleOnlyNumber: {{0, 0, 0, 0, 0}, {12, 0, 0, 3, 0}, {0, 0, 19, 0, 5}, {0, 0, 0, 0, 0}, {0, 0, 0, 0, 25}},
	ruleRegion:     {{31, 0, 0, 16, 0, 0}, {0, 0, 0, 0, 0, 0}, {0, 28, 19, 0, 0, 0}, {0, 0, 22, 0, 0, 0}, {0, 0, 0, 2, 0, 0}, {0, 0, 0, 1, 0, 0}},
	ruleShortTrial: {{0, 16, 0, 0, 0}, {0, 0, 0, 0, 8}, {0, 0, 0, 0, 0}, {0, 0, 0, 3, 0}, {0, 0, 0, 24, 0}},
	ruleLookahead:  {{9, 0, 0, 0, 0}, {0, 0, 6, 0, 0}, {0, 0, 0, 0, 0}, {14, 17, 0, 0, 0}, {0, 0, 0, 20, 0}},
}

var hidatoExamples = [ruleCount][][]int{
	ruleForced:     {{17, 18, 0, 21, 23}, {0, 0, 6, 5, 0}, {0, 9, 0, -1, 0}, {0, 0, 8, -1, 0}, {0, 12, 11, 1, 0}},
	ruleGapTwo:     {{0, 18, 0, 0, 23}, {0, 0, 0, 0, 22}, {0, 0, 7, -1, 0}, {0, 10, 8, -1, 0}, {13, 0, 0, 1, 0}},
	ruleReach:      {{0, 18, 0, 0, 23}, {0, 0, 0, 0, 22}, {0, 0, 7, -1, 0}, {0, 10, 8, -1, 0}, {13, 0, 0, 1, 0}},
	ruleTwoWays:    {{0, 18, 0, 0, 23}, {0, 0, 0, 0, 22}, {0, 0, 7, -1, 0}, {0, 10, 8, -1, 0}, {13, 0, 0, 1, 0}},
	ruleNook:       {{14, 0, -1, 0, 23}, {0, 0, -1, 0, 21}, {12, 10, 0, 0, 0}, {9, 0, 18, 0, 1}, {0, 0, 0, 5, 0}},
	ruleLongReach:  {{0, 0, 22, 4, 0}, {20, 18, 0, 5, 0}, {15, 0, -1, 1, 0}, {0, 13, -1, 8, 0}, {0, 0, 0, 0, -1}},
	ruleDeadEnd:    {{0, 0, 0, 12, 0}, {0, -1, 0, 0, 21}, {0, 6, 14, 0, -1}, {-1, 0, 0, 0, 0}, {0, -1, 0, 0, 0}},
	ruleOnlyNumber: {{0, -1, 19, 0, 0}, {24, 0, 0, 17, 0}, {0, 9, 0, 0, 14}, {0, 0, 0, 0, 1}, {0, 0, 0, 2, 0}},
	ruleRegion:     {{0, 0, 18, 0, 0, 14}, {0, 0, 20, 17, 12, 0}, {25, 0, 0, 0, 1, 0}, {0, 28, 27, 0, 0, 10}, {0, 0, 33, 0, 5, 0}, {0, -1, -1, -1, 7, 6}},
	ruleShortTrial: {{0, 0, 0, 0, 6}, {-1, 0, 0, 8, 0}, {0, 0, 24, 0, 0}, {14, 23, 0, 0, 0}, {0, 0, 19, 0, 1}},
	ruleLookahead:  {{0, 0, 0, 0, 6}, {-1, 0, 0, 8, 0}, {0, 0, 24, 0, 0}, {14, 23, 0, 0, 0}, {0, 0, 19, 0, 1}},
}
