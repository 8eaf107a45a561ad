package killer

import (
	"context"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// TestTranslations checks that every text Killer Sudoku says is translated in
// every language with the verbs of its English format: the title, the
// ladder's names, how to play and the player's text at every size, and
// the steps of every rung's example and of generated puzzles of every grade up to
// hard at each size (an expert 9x9 takes about a second to find)
// (the conformance cases reach fewer rungs).
func TestTranslations(t *testing.T) {
	problems, err := regions.Missing(context.Background(), Kind{}, grades(), 2)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range problems {
		t.Error(p)
	}
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
