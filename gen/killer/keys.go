package killer

import "github.com/puzzlebook/puzzlebook/gen"

// Options are Killer Sudoku's own parameters, gen.Params.Options of its
// puzzles; the zero value asks for the defaults.
type Options struct {
	// CageSize is the most cells in one cage, 2 to 9; 0 means 5, the
	// common published range.
	CageSize int
}

// defaultCageSize is the most cells in a cage when Options do not say.
const defaultCageSize = 5

// opts returns the options of p, the defaults when it has none, and false
// when p holds another kind's.
func opts(p gen.Params) (Options, bool) { return gen.OptionsOf[Options](p) }

// cageLimit is the most cells in one cage that o asks for.
func (o Options) cageLimit() int {
	if o.CageSize == 0 {
		return defaultCageSize
	}
	return o.CageSize
}

// keys are Killer Sudoku's own keys: a config's cage_size, the flag
// --cage-size, the manifest's "cage_size".
var keys = []gen.Key{
	{Name: "cage_size", Form: "an integer", Whole: true, Example: "4", Help: "most cells in one killer cage, 2 to 9 (default 5)",
		Set: gen.SetOption(func(o *Options, s string) error { return gen.SetCount(&o.CageSize, s, 0) }),
		Get: func(p gen.Params) string { o, _ := opts(p); return gen.CountText(o.CageSize) }},
}

// common are the common keys Killer Sudoku takes beyond size and grade:
// a range of givens, for easier puzzles (a classic killer has none).
var common = []string{gen.KeyGivens}
