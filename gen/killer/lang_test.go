package killer

import (
	"context"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// TestTranslations checks that every text Killer Sudoku says is
// translated in every language with the verbs of its English format:
// the title, the ladder's names, how to play and the player's text at
// every size, and the steps of every rung's example and of generated
// puzzles of every grade up to hard at each size (the conformance cases
// reach fewer rungs; an expert 9x9 takes about a second to find).
func TestTranslations(t *testing.T) {
	var params []gen.Params
	for _, n := range []int{4, 6, 9} {
		for g := gen.Easy; g <= min(topGrade(n), gen.Hard); g++ {
			for range 2 {
				params = append(params, gen.Params{Rows: n, Grade: g})
			}
		}
	}
	formats, err := regions.Formats(context.Background(), Kind{}, params, 90)
	if err != nil {
		t.Fatal(err)
	}
	for _, problem := range regions.Untranslated(Kind{}.Translations(), formats) {
		t.Error(problem)
	}
}
