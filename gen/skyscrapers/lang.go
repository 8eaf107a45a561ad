package skyscrapers

import (
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

var _ gen.Translator = Kind{}

// translations are Skyscrapers's texts in gen.Languages, with the engine's,
// joined on first use.
var translations = regions.Joined(func() gen.Translations {
	return gen.Translations{"fr": fr(), "de": de(), "es": es(), "it": it(), "pt": pt(), "nl": nl()}
})

// Translations returns Skyscrapers's title, how to play, the player's
// rules and the steps' sentences in gen.Languages.
func (Kind) Translations() gen.Translations { return translations() }
