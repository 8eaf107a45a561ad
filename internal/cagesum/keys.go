package cagesum

import "github.com/puzzlebook/puzzlebook/gen"

// Options are Cage Sum's own parameters, gen.Params.Options of its
// puzzles; the zero value asks for the defaults.
type Options struct {
	// MaxCage is the most cells in one cage, 2 or 3; 0 means 3.
	MaxCage int
}

// opts returns the options of p, the defaults when it has none, and false
// when p holds another kind's.
func opts(p gen.Params) (Options, bool) { return gen.OptionsOf[Options](p) }

// cageLimit is the most cells in one cage that o asks for.
func (o Options) cageLimit() int {
	if o.MaxCage == 0 {
		return maxCage
	}
	return o.MaxCage
}

// keys are Cage Sum's own keys: a config's max_cage, the flag
// --max-cage, the manifest's "max_cage".
var keys = []gen.Key{
	{Name: "max_cage", Form: "an integer", Whole: true, Example: "2", Help: "most cells in one cage, 2 or 3",
		Set: gen.SetOption(func(o *Options, s string) error { return gen.SetCount(&o.MaxCage, s, 0) }),
		Get: func(p gen.Params) string { o, _ := opts(p); return gen.CountText(o.MaxCage) }},
}
