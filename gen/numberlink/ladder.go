package numberlink

import "github.com/puzzlebook/puzzlebook/gen"

// ladder is the grader's techniques in the order it tries them, with the
// weights scoreOf gives them, and the givens of a puzzle whose steps use
// each, for the pictures of docs/grading (internal/rungs draws them; its
// TestDiscover, run with -discover, finds one for a technique without).
// A forced move weighs one per edge it decides, and a round of them
// roundWeight more.
var ladder = []gen.Rung{
	{Technique: techForced, Grade: gen.Easy, Weight: 1, Example: [][]int{{1, 0, 2, 0, 0}, {3, 0, 4, 5, 0}, {0, 1, 0, 0, 0}, {0, 3, 0, 0, 2}, {4, 0, 0, 0, 5}}},
	{Technique: techRegion, Grade: gen.Medium, Weight: regionWeight, Example: [][]int{{1, 0, 0, 0, 0}, {0, 0, 2, 3, 0}, {0, 4, 0, 0, 0}, {0, 1, 0, 0, 4}, {2, 0, 0, 0, 3}}},
	{Technique: techTrial, Grade: gen.Hard, Weight: trialWeight, Example: [][]int{{0, 0, 0, 0, 0}, {1, 0, 0, 2, 0}, {0, 0, 1, 0, 0}, {0, 3, 0, 0, 3}, {0, 0, 0, 0, 2}}},
	{Technique: techEither, Grade: gen.Expert, Weight: eitherWeight, Example: [][]int{{0, 0, 1, 0, 0, 0, 0, 0}, {0, 2, 0, 3, 0, 0, 0, 0}, {0, 4, 0, 5, 0, 2, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 6, 0}, {4, 1, 0, 0, 0, 3, 0, 0}, {0, 0, 0, 5, 0, 0, 0, 6}}},
}

// Ladder returns the grader's techniques in the order it tries them, each
// with its example.
func (Kind) Ladder() []gen.Rung {
	return append([]gen.Rung(nil), ladder...)
}
