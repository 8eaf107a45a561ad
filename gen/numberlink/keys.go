package numberlink

import "github.com/puzzlebook/puzzlebook/gen"

// Options are Numberlink's parameters beyond gen.Params's common ones,
// gen.Params.Options of its puzzles. The zero value (or nil Options)
// asks for the defaults.
type Options struct {
	// MinPaths and MaxPaths bound the number of paths; 0 means the
	// default for the size (DefaultPaths).
	MinPaths, MaxPaths int
	// Solids is the number of solid (never used) cells; 0 means none.
	Solids int
}

// opts returns the options of p, the defaults when it has none, and false
// when p holds another kind's.
func opts(p gen.Params) (Options, bool) { return gen.OptionsOf[Options](p) }

// keys are Numberlink's own keys, in the order manifests write them.
var keys = []gen.Key{
	{Name: "paths", Form: "a number or a range like 6-9", Example: "8", Help: "number of paths, e.g. 8 or 6-9",
		Set: gen.SetOption(func(o *Options, s string) (err error) {
			o.MinPaths, o.MaxPaths, err = gen.ParseCount(s, "paths", "7", "6-9")
			return err
		}),
		Get: func(p gen.Params) string { o, _ := opts(p); return gen.RangeText(o.MinPaths, o.MaxPaths) }},
	{Name: "solids", Form: "an integer", Whole: true, Example: "1", Help: "number of solid cells",
		Set: gen.SetOption(func(o *Options, s string) error { return gen.SetCount(&o.Solids, s, 0) }),
		Get: func(p gen.Params) string { o, _ := opts(p); return gen.CountText(o.Solids) }},
}

// common are the common keys Numberlink takes beyond size and grade: a
// Numberlink has no symmetry, and its givens are its path ends.
var common = []string{gen.KeyRows, gen.KeyCols}
