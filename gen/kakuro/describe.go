package kakuro

import "github.com/puzzlebook/puzzlebook/gen"

// Describe states Kakuro's title and the common keys it takes.
func (Kind) Describe() gen.Descriptor {
	return gen.Descriptor{
		Title:  "Kakuro",
		Common: common,
	}
}
