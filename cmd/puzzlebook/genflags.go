package main

import (
	"errors"
	"flag"
	"fmt"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// kindFlags are the flags of the generation keys that only some kinds
// take: rows, cols and givens of the common keys, and one flag for each
// distinct own key of kinds.All (gen.Descriptor.Keys), with help that
// names the kinds taking it. Each kind's Validate says which values it
// accepts.
type kindFlags struct {
	rows, cols *int
	givens     *string
	own        []ownFlag // in the order of kinds.Keys
}

// ownFlag is the flag of one of the kinds' own keys.
type ownFlag struct {
	key   string
	value *string
}

// newKindFlags adds the flags of kindFlags to fs, each with only what
// follows its key's help: keyHelpLater writes the rest.
func newKindFlags(fs *flag.FlagSet) *kindFlags {
	f := &kindFlags{
		rows:   fs.Int(gen.KeyRows, 0, " (default: --cols if given, else --size)"),
		cols:   fs.Int(gen.KeyCols, 0, " (default: --rows if given, else --size)"),
		givens: fs.String(gen.KeyGivens, "", ""),
	}
	for _, key := range kinds.Keys(kinds.All) {
		f.own = append(f.own, ownFlag{key.Name, fs.String(key.Flag(), "", "")})
	}
	return f
}

// keyHelpLater makes fs's help put the help of each key flag (--size,
// --grade, the kinds' own keys...) before what the flag was given, as
// keyHelp's more, when the help is first printed: making them reads every
// kind's keys and titles (about a twentieth of the instructions of a
// process making one small puzzle), for a help that most runs never print.
func keyHelpLater(fs *flag.FlagSet) {
	usage, done := fs.Usage, false
	fs.Usage = func() {
		if !done {
			done = true
			fs.VisitAll(func(f *flag.Flag) {
				if key := strings.ReplaceAll(f.Name, "-", "_"); kinds.IsKey(kinds.All, key) {
					f.Usage = keyHelp(key, f.Usage)
				}
			})
		}
		usage()
	}
}

// keyHelp is the help of the flag of the key called name: the kinds that
// take it, when not all do, then the key's help and more.
func keyHelp(name, more string) string {
	help := ""
	if key, ok := gen.CommonKey(name); ok {
		help = key.Help
	} else if _, key, ok := kinds.Owner(kinds.All, name); ok {
		help = key.Help
	}
	taking := kinds.Taking(kinds.All, name)
	if len(taking) == len(kinds.All) {
		return help + more
	}
	titles := make([]string, len(taking))
	for i, n := range taking {
		k, _ := kinds.Find(n)
		titles[i] = k.Describe().Title
	}
	return strings.Join(titles, "/") + ": " + help + more
}

// keyFlags returns the names of the flags that set generation keys.
func keyFlags() []string {
	names := []string{gen.KeySize, gen.KeyGrade, gen.KeySymmetry, gen.KeyRows, gen.KeyCols, gen.KeyGivens}
	for _, key := range kinds.Keys(kinds.All) {
		names = append(names, key.Flag())
	}
	return names
}

// checkKeys refuses the flags set in fs that set a generation key kind
// does not take ("KIND: --KEY applies to A and B only"), as a config
// refuses such a key in a section.
func checkKeys(fs *flag.FlagSet, kind gen.Kind) error {
	var errs []string
	fs.Visit(func(f *flag.Flag) {
		key := strings.ReplaceAll(f.Name, "-", "_")
		if !kinds.IsKey(kinds.All, key) {
			return
		}
		if err := kinds.CheckKey(kinds.All, kind, key, "--"+f.Name); err != nil {
			errs = append(errs, err.Error())
		}
	})
	if len(errs) > 0 {
		return errors.New(strings.Join(errs, "; "))
	}
	return nil
}

// apply copies the options that were given into p, for kind, which takes
// them (checkKeys).
func (f *kindFlags) apply(kind gen.Kind, p *gen.Params) error {
	rows, cols := *f.rows, *f.cols
	switch {
	case rows == 0:
		rows = cols
	case cols == 0:
		cols = rows // --rows alone asks for a square grid
	}
	if rows != 0 {
		p.Rows, p.Cols = rows, cols
	}
	d := kind.Describe()
	for _, o := range f.own {
		key, ok := d.Key(o.key)
		if *o.value == "" || !ok {
			continue
		}
		if err := key.Set(p, *o.value); err != nil {
			return fmt.Errorf("--%s %w", key.Flag(), err)
		}
	}
	if *f.givens != "" {
		givens, _ := gen.CommonKey(gen.KeyGivens)
		if err := givens.Set(p, *f.givens); err != nil {
			return fmt.Errorf("--givens %w", err)
		}
	}
	return nil
}

// ownSynopsis lists the flags of the kinds' own keys for gen's usage:
// "[--pattern P] [--max-gap N] ...", N for a whole number.
func ownSynopsis() string {
	var parts []string
	for _, key := range kinds.Keys(kinds.All) {
		value := strings.ToUpper(key.Name[:1])
		if key.Whole {
			value = "N"
		}
		parts = append(parts, fmt.Sprintf("[--%s %s]", key.Flag(), value))
	}
	return strings.Join(parts, " ")
}
