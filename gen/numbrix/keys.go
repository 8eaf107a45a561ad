package numbrix

import (
	"fmt"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Options are the parameters of Numbrix and Hidato beyond gen.Params's
// common ones, gen.Params.Options of their puzzles. The zero value (or
// nil Options) asks for the kind's defaults.
type Options struct {
	// MaxGap bounds the difference between consecutive givens along the
	// path (the "stretch"); 0 means no bound.
	MaxGap int
	// BorderClues puts the givens on border cells only (cells with a side
	// on the edge or on a hole), where uniqueness allows.
	BorderClues bool
	// Shape names the outline of the grid: "rectangle", "blob" (random,
	// with holes) or a named shape (Hidato only); "" means the kind's
	// default.
	Shape string
	// Ends says whether a Hidato gives 1 and the last number; Numbrix
	// takes only EndsDefault.
	Ends Ends
}

// Ends says whether a Hidato gives 1 and the last number of its path.
type Ends int

// The choices of Ends. EndsDefault lets the kind choose (Hidato gives
// both, as classic Hidato does).
const (
	EndsDefault Ends = iota
	EndsGiven        // 1 and the last number are always givens
	EndsFree         // the clue selection treats them like any number
)

var endsNames = []string{"default", "given", "free"}

// String returns the choice's name as written in configs.
func (e Ends) String() string {
	if e < 0 || int(e) >= len(endsNames) {
		return fmt.Sprintf("ends(%d)", int(e))
	}
	return endsNames[e]
}

// ParseEnds reads "given" or "free", in any case.
func ParseEnds(s string) (Ends, error) {
	for i, n := range endsNames {
		if i > 0 && strings.EqualFold(s, n) {
			return Ends(i), nil
		}
	}
	return EndsDefault, fmt.Errorf("must be given or free, not %q", s)
}

// opts returns the options of p, the defaults when it has none, and false
// when p holds another kind's.
func opts(p gen.Params) (Options, bool) { return gen.OptionsOf[Options](p) }

// The keys of Numbrix and Hidato, each stated once.
var (
	patternKey = gen.Key{Name: "pattern", Form: "a string", Example: "random", Help: "clue pattern: random, symmetric, mirror or border",
		Sets: []string{gen.KeySymmetry}, Set: setPattern,
		Get: func(p gen.Params) string {
			if o, _ := opts(p); o.BorderClues {
				return "border"
			}
			return "" // the symmetry key records the others
		}}
	maxGapKey = gen.Key{Name: "max_gap", Form: "an integer", Whole: true, Example: "4",
		Help: "largest gap between consecutive givens (0: no bound)",
		Set:  gen.SetOption(func(o *Options, s string) error { return gen.SetCount(&o.MaxGap, s, 0) }),
		Get:  func(p gen.Params) string { o, _ := opts(p); return gen.CountText(o.MaxGap) }}
	shapeKey = gen.Key{Name: "shape", Form: "a string", Example: "rectangle",
		Help: "grid outline, e.g. blob, rectangle, diamond, circle, cross, ring",
		Set:  gen.SetOption(func(o *Options, s string) error { o.Shape = strings.ToLower(s); return nil }),
		Get:  func(p gen.Params) string { o, _ := opts(p); return o.Shape }}
	endsKey = gen.Key{Name: "ends", Form: "a string", Example: "given",
		Help: "given (1 and the last number always given; the default) or free",
		Set: gen.SetOption(func(o *Options, s string) (err error) {
			o.Ends, err = ParseEnds(s)
			return err
		}),
		Get: func(p gen.Params) string {
			if o, _ := opts(p); o.Ends != EndsDefault {
				return o.Ends.String()
			}
			return ""
		}}
)

// numbrixKeys and hidatoKeys are the kinds' own keys, in the order
// manifests write them; Hidato alone has shapes and ends.
var (
	numbrixKeys = []gen.Key{patternKey, maxGapKey}
	hidatoKeys  = []gen.Key{patternKey, maxGapKey, shapeKey, endsKey}
)

// common are the common keys both kinds take beyond size and grade.
var common = []string{gen.KeyRows, gen.KeyCols, gen.KeySymmetry, gen.KeyGivens}

// setPattern sets the clue pattern from its config name, in any case:
// random (no symmetry), symmetric (180-degree), mirror or border (givens
// on border cells only).
func setPattern(p *gen.Params, name string) error {
	switch strings.ToLower(name) {
	case "random":
		p.Symmetry = gen.SymmetryNone
	case "symmetric", "rotational":
		p.Symmetry = gen.SymmetryRotational
	case "mirror":
		p.Symmetry = gen.SymmetryMirror
	case "border":
		o, _ := opts(*p)
		o.BorderClues = true
		gen.SetOptions(p, o)
	default:
		return fmt.Errorf("must be random, symmetric, mirror or border, not %q", name)
	}
	return nil
}
