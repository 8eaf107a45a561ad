package numbrix

import "github.com/puzzlebook/puzzlebook/gen"

// Describe states the kind's title, Numbrix or Hidato, its keys, the
// player's text and module (one for both), and its ipuz form.
func (k Kind) Describe() gen.Descriptor {
	if k.Diagonal {
		return gen.Descriptor{
			Title:  "Hidato",
			Keys:   hidatoKeys,
			Common: common,
			Play:   hidatoText,
			Player: player,
			IPUZ:   hidatoIPUZ,
		}
	}
	return gen.Descriptor{
		Title:  "Numbrix",
		Keys:   numbrixKeys,
		Common: common,
		Play:   numbrixText,
		Player: player,
		IPUZ:   numbrixIPUZ,
	}
}

// howTo is the player's help for both kinds: they are played alike.
const howTo = "Click a number, then click cells to place the numbers after it, one click each; runs already placed are skipped. Up ↑ or Down ↓ sets the way. Click your last number again to take it back. Or select a cell and type a number; OK (Enter) places one that more digits could follow."

func numbrixText(*gen.Puzzle) gen.PlayText {
	return gen.PlayText{Rules: gen.Say("Fill in the numbers so that each one touches the next, side by side."), HowTo: gen.Say(howTo)}
}

func hidatoText(*gen.Puzzle) gen.PlayText {
	return gen.PlayText{Rules: gen.Say("Fill in the numbers so that each one touches the next, side by side or corner to corner."), HowTo: gen.Say(howTo)}
}
