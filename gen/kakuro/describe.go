package kakuro

import "github.com/puzzlebook/puzzlebook/gen"

// Describe states Kakuro's title, the common keys it takes, the player's
// text and module, and its ipuz form.
func (Kind) Describe() gen.Descriptor {
	return gen.Descriptor{
		Title:  "Kakuro",
		Common: common,
		Play:   playText,
		Player: player,
		IPUZ:   ipuzForm,
	}
}
