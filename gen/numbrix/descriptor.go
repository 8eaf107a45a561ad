package numbrix

import "github.com/puzzlebook/puzzlebook/gen"

// Describe states the kind's title, Numbrix or Hidato, the player's
// text and the kind's keys.
func (k Kind) Describe() gen.Descriptor {
	if k.Diagonal {
		return gen.Descriptor{Title: "Hidato", Play: hidatoText,
			Keys:   hidatoKeys,
			Common: common,
		}
	}
	return gen.Descriptor{Title: "Numbrix", Play: numbrixText,
		Keys:   numbrixKeys,
		Common: common,
	}
}

// howTo is the player's help for both kinds: they are played alike.
const howTo = "Click a number, then click cells to place the numbers after it, one click each; runs already placed are skipped. Up ↑ or Down ↓ sets the way. Click your last number again to take it back. Or select a cell and type a number; OK (Enter) places one that more digits could follow."

func numbrixText(*gen.Puzzle) gen.PlayText {
	return gen.PlayText{Rules: "Fill in the numbers so that each one touches the next, side by side.", HowTo: howTo}
}

func hidatoText(*gen.Puzzle) gen.PlayText {
	return gen.PlayText{Rules: "Fill in the numbers so that each one touches the next, side by side or corner to corner.", HowTo: howTo}
}
