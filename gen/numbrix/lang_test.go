package numbrix

import (
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// TestTranslationsEveryStep checks that every text Numbrix and Hidato
// say is translated in every language: in two 7x7 puzzles of every grade
// and in the ladder's examples (gentest.CheckTranslated).
func TestTranslationsEveryStep(t *testing.T) {
	for _, k := range []Kind{Numbrix, Hidato} {
		t.Run(k.Name(), func(t *testing.T) {
			gentest.CheckTranslated(t, k, gentest.GradeParams(map[int][]gen.Grade{7: gen.Grades}, 2), 1)
		})
	}
}
