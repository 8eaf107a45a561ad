package jigsaw

import (
	"testing"

	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// TestTranslations checks that every text Jigsaw Sudoku says is translated in
// every language with the verbs of its English format: the title, the
// ladder's names, how to play and the player's text at every size, and
// the steps of every rung's example and of generated puzzles of every grade each
// size reaches
// (the conformance cases reach fewer rungs).
func TestTranslations(t *testing.T) {
	gentest.CheckTranslated(t, Kind{}, gentest.GradeParams(reachable, 2), 90)
}
