package jigsaw

import (
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

var _ gen.Translator = Kind{}

// Translations returns Jigsaw Sudoku's texts in each of gen.Languages: its
// title, how to play, the player's text, the rule of N and its sentences (lang_*.go), with the engine's steps and
// technique names (regions.Translations).
func (Kind) Translations() gen.Translations { return translations() }

// translations are built once: hints ask for them puzzle by puzzle.
var translations = regions.Joined(func() gen.Translations {
	return gen.Translations{"fr": fr(), "de": de(), "es": es(), "it": it(), "pt": pt(), "nl": nl()}
})
