package numberlink

import "github.com/puzzlebook/puzzlebook/gen"

// Describe states Numberlink's title, its keys, the player's text and
// module, and its ipuz form.
func (Kind) Describe() gen.Descriptor {
	return gen.Descriptor{
		Title:  "Numberlink",
		Keys:   keys,
		Common: common,
		Play:   playText,
		Player: player,
		IPUZ:   ipuzForm,
	}
}

func playText(*gen.Puzzle) gen.PlayText {
	return gen.PlayText{
		Rules: gen.Say("Join each pair of equal numbers with a line. Lines never cross, and every white cell is used."),
		HowTo: gen.Say("Drag from a number to draw its line; drag back over it to shorten it. Click a line to clear it."),
	}
}
