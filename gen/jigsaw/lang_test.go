package jigsaw

import (
	"context"
	"github.com/puzzlebook/puzzlebook/gen/regions"
	"testing"
)

// TestTranslations checks that every text Jigsaw Sudoku says is translated in
// every language with the verbs of its English format: the title, the
// ladder's names, how to play and the player's text at every size, and
// the steps of every rung's example and of generated puzzles of every grade each
// size reaches
// (the conformance cases reach fewer rungs).
func TestTranslations(t *testing.T) {
	problems, err := regions.Missing(context.Background(), Kind{}, reachable, 2)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range problems {
		t.Error(p)
	}
}
