package gen

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
)

// Key is one generation parameter as configs, flags and manifests write
// it, stated once: the config reader, the flags of `puzzlebook gen`, their
// help and the manifest's "params" object are all derived from it. A kind
// lists its own keys in its Descriptor; the keys every kind's Params
// holds are CommonKeys.
type Key struct {
	// Name is the config key, e.g. "max_gap"; the flag is Flag().
	Name string
	// Form says what the value is, for help and for messages: "a number
	// or a range like 6-9" (a config's "must be ..." quotes it).
	Form string
	// Help is the flag's one line of help.
	Help string
	// Example is a value that every kind taking the key accepts on a
	// 9x9 easy puzzle, for the docs and the tests.
	Example string
	// Sets names the common keys whose fields the key sets beside the
	// kind's own Options (a pattern that sets the symmetry: "symmetry"),
	// so that a ParamError about such a field can point at this key.
	Sets []string
	// Whole marks a whole number: configs write it as a YAML integer and
	// manifests as a JSON number.
	Whole bool
	// Set reads text (a config's scalar or a flag's value, in any case)
	// into p. Its error says what the value must be: `must be given or
	// free, not "both"`.
	Set func(p *Params, text string) error
	// Get returns p's value as text Set reads, or "" for the kind's
	// default (which manifests leave out).
	Get func(p Params) string
}

// Flag returns the name of the key's flag: max_gap is --max-gap.
func (k Key) Flag() string { return strings.ReplaceAll(k.Name, "_", "-") }

// The names of the common keys: the keys of the fields of Params every
// kind has. Every kind takes size and grade; a Descriptor's Common names
// which of the others the kind takes.
const (
	KeySize     = "size"
	KeyRows     = "rows"
	KeyCols     = "cols"
	KeyGrade    = "grade"
	KeySymmetry = "symmetry"
	KeyGivens   = "givens"
)

// CommonKeys are the keys of the fields every kind's Params holds, in the
// order configs document them.
var CommonKeys = []Key{
	{Name: KeySize, Form: "an integer", Whole: true, Example: "9", Help: "grid size: the side of a square grid",
		Set: func(p *Params, s string) error { return setInt(s, func(v int) { p.Rows, p.Cols = v, v }) }},
	{Name: KeyRows, Form: "an integer", Whole: true, Example: "6", Help: "grid rows, for rectangular grids",
		Set: func(p *Params, s string) error { return setInt(s, func(v int) { p.Rows = v }) },
		Get: func(p Params) string { return CountText(p.Rows) }},
	{Name: KeyCols, Form: "an integer", Whole: true, Example: "6", Help: "grid columns, for rectangular grids",
		Set: func(p *Params, s string) error { return setInt(s, func(v int) { p.Cols = v }) },
		Get: func(p Params) string { return CountText(p.Cols) }},
	{Name: KeyGrade, Form: "a string", Example: "easy", Help: "difficulty: easy, medium, hard, expert or any",
		Set: setGrade,
		Get: func(p Params) string { return nonDefault(p.Grade != AnyGrade, p.Grade) }},
	{Name: KeySymmetry, Form: "a string", Example: "none", Help: "clue symmetry: none, rotational or mirror",
		Set: setSymmetry,
		Get: func(p Params) string { return nonDefault(p.Symmetry != SymmetryDefault, p.Symmetry) }},
	{Name: KeyGivens, Form: "a number of givens or a range like 35-40", Example: "30-40", Help: "number of givens, e.g. 36 or 35-40",
		Set: func(p *Params, s string) (err error) {
			p.MinGivens, p.MaxGivens, err = ParseGivens(s)
			return err
		},
		Get: func(p Params) string { return p.GivensText() }},
}

// CommonKey returns the common key called name.
func CommonKey(name string) (Key, bool) {
	i := slices.IndexFunc(CommonKeys, func(k Key) bool { return k.Name == name })
	if i < 0 {
		return Key{}, false
	}
	return CommonKeys[i], true
}

// setInt reads a whole number that fits a config's 32-bit integer.
func setInt(s string, set func(int)) error {
	v, err := strconv.Atoi(strings.TrimSpace(s))
	switch {
	case err != nil:
		return fmt.Errorf("must be an integer, not %q", s)
	case v < math.MinInt32 || v > math.MaxInt32:
		return fmt.Errorf("must be between %d and %d, not %d", math.MinInt32, math.MaxInt32, v)
	}
	set(v)
	return nil
}

// SetCount reads a whole number from lo to math.MaxInt32 into dst, for a
// kind's own keys: "must be between 0 and 2147483647, not -1".
func SetCount(dst *int, s string, lo int) error {
	v, err := strconv.Atoi(strings.TrimSpace(s))
	switch {
	case err != nil:
		return fmt.Errorf("must be an integer, not %q", s)
	case v < lo || v > math.MaxInt32:
		return fmt.Errorf("must be between %d and %d, not %d", lo, math.MaxInt32, v)
	}
	*dst = v
	return nil
}

// CountText writes n as SetCount reads it, or "" for 0.
func CountText(n int) string { return nonDefault(n != 0, n) }

func setGrade(p *Params, s string) error {
	g, err := ParseGrade(s)
	if err != nil {
		return fmt.Errorf("must be easy, medium, hard or expert, not %q", s)
	}
	p.Grade = g
	return nil
}

func setSymmetry(p *Params, s string) error {
	sym, err := ParseSymmetry(s)
	if err != nil || sym == SymmetryDefault {
		return fmt.Errorf("must be none, rotational or mirror, not %q", s)
	}
	p.Symmetry = sym
	return nil
}

// nonDefault writes v, or "" when set is false.
func nonDefault(set bool, v any) string {
	if !set {
		return ""
	}
	return fmt.Sprint(v)
}

// ParseGivens reads a number of givens, "36" (exactly that many), or a
// range, "35-40".
func ParseGivens(s string) (lo, hi int, err error) { return ParseCount(s, "givens", "36", "35-40") }

// ParseCount reads a positive count of noun, "N", or a range, "LO-HI";
// its error gives one and a range as examples: `must be a number of
// paths like 7 or a range like 6-9, not "x"`.
func ParseCount(s, noun, one, span string) (lo, hi int, err error) {
	a, b, isRange := strings.Cut(strings.TrimSpace(s), "-")
	if !isRange {
		b = a
	}
	lo, err1 := strconv.Atoi(strings.TrimSpace(a))
	hi, err2 := strconv.Atoi(strings.TrimSpace(b))
	if err1 != nil || err2 != nil || lo < 1 || hi < lo {
		return 0, 0, fmt.Errorf("must be a number of %s like %s or a range like %s, not %q", noun, one, span, s)
	}
	return lo, hi, nil
}

// RangeText writes a count from lo to hi as ParseCount reads it: "6-9",
// or "7" when it holds one count, or "" when both are 0 (the kind's
// choice).
func RangeText(lo, hi int) string {
	switch {
	case lo == 0 && hi == 0:
		return ""
	case lo == hi:
		return strconv.Itoa(lo)
	}
	return fmt.Sprintf("%d-%d", lo, hi)
}

// OptionsOf returns p's Options as the kind's own type T: the zero T (the
// kind's defaults) when p has none, and ok false when p holds the
// options of another kind.
func OptionsOf[T any](p Params) (o T, ok bool) {
	if p.Options == nil {
		return o, true
	}
	o, ok = p.Options.(T)
	return o, ok
}

// SetOptions stores o as p's Options, or nil when o is the zero T (the
// kind's defaults), so that params asking for the same puzzles are equal
// however they were written.
func SetOptions[T comparable](p *Params, o T) {
	var zero T
	if o == zero {
		p.Options = nil
		return
	}
	p.Options = o
}

// OptionsError is the error of a kind's Validate for params whose Options
// belong to another kind.
func OptionsError(kind string, p Params) error {
	return fmt.Errorf("%s: options of another kind (%T)", kind, p.Options)
}

// SetOption returns a Key.Set that reads text into the field of p's
// Options (of the kind's own type T) that read sets, keeping the others.
func SetOption[T comparable](read func(o *T, text string) error) func(p *Params, text string) error {
	return func(p *Params, text string) error {
		o, _ := OptionsOf[T](*p)
		if err := read(&o, text); err != nil {
			return err
		}
		SetOptions(p, o)
		return nil
	}
}
