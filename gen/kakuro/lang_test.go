package kakuro

import (
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// TestTranslationsEveryStep checks that every text Kakuro says is
// translated in every language: in two 7x7 puzzles of every grade and in
// the ladder's examples (gentest.CheckTranslated).
func TestTranslationsEveryStep(t *testing.T) {
	gentest.CheckTranslated(t, Kind{}, gentest.GradeParams(map[int][]gen.Grade{7: gen.Grades}, 2), 1)
}
