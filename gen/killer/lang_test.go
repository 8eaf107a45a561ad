package killer

import (
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// TestTranslations checks that every text Killer Sudoku says is translated in
// every language with the verbs of its English format: the title, the
// ladder's names, how to play and the player's text at every size, and
// the steps of every rung's example and of generated puzzles of every grade up to
// hard at each size (an expert 9x9 takes about a second to find)
// (the conformance cases reach fewer rungs).
func TestTranslations(t *testing.T) {
	gentest.CheckTranslated(t, Kind{}, gentest.GradeParams(grades(), 2), 90)
}

// grades are the grades each size reaches (topGrade), up to hard.
func grades() map[int][]gen.Grade {
	out := map[int][]gen.Grade{}
	for _, n := range []int{4, 6, 9} {
		for g := gen.Easy; g <= min(topGrade(n), gen.Hard); g++ {
			out[n] = append(out[n], g)
		}
	}
	return out
}
