package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
)

// fromFlags choose the puzzle `gen --from FILE` rebuilds.
type fromFlags struct {
	file, id *string
	number   *int
}

func newFromFlags(fs *flag.FlagSet) *fromFlags {
	return &fromFlags{
		file:   fs.String("from", "", "rebuild one puzzle from its record in `file`: a book's manifest, gen --format json, a daily SLOT.json or index.json"),
		number: fs.Int("number", 0, "with --from: the puzzle's number in the book (its \"number\")"),
		id:     fs.String("id", "", "with --from: the puzzle's \"id\", e.g. sampler-s2-007"),
	}
}

// requestFlag reports whether the flag called name is one of gen's that
// say which puzzles to make (the kind, count, seed and every generation
// key); with --from the record says it.
func requestFlag(name string) bool {
	return name == "kind" || name == "n" || name == "seed" || slices.Contains(keyFlags(), name)
}

// check refuses --number and --id without --from, both at once, and with
// --from the flags that ask for puzzles.
func (f *fromFlags) check(fs *flag.FlagSet) error {
	var errs, asks []string
	fs.Visit(func(fl *flag.Flag) {
		switch {
		case *f.file == "" && (fl.Name == "number" || fl.Name == "id"):
			errs = append(errs, fmt.Sprintf("--%s is an option of --from FILE", fl.Name))
		case *f.file != "" && requestFlag(fl.Name):
			asks = append(asks, flagName(fl.Name))
		}
	})
	switch len(asks) {
	case 0:
	case 1:
		errs = append(errs, asks[0]+" does not go with --from: the record gives the puzzle's kind, params and seed")
	default:
		errs = append(errs, strings.Join(asks, ", ")+" do not go with --from: the record gives the puzzle's kind, params and seed")
	}
	if *f.number != 0 && *f.id != "" {
		errs = append(errs, "give --number or --id, not both")
	}
	if len(errs) > 0 {
		return errors.New(strings.Join(errs, "; "))
	}
	return nil
}

// flagName writes the flag called name as its usage does: -n, --kind.
func flagName(name string) string {
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}

// record reads the file of --from and returns the puzzle record that
// --number or --id names (or its only one), with its kind and params.
// Its errors are inputErrors.
func (f *fromFlags) record() (manifest.Entry, gen.Kind, gen.Params, error) {
	fail := func(err error) (manifest.Entry, gen.Kind, gen.Params, error) {
		return manifest.Entry{}, nil, gen.Params{}, inputError{err}
	}
	r, err := os.Open(*f.file)
	if err != nil {
		return fail(err)
	}
	defer r.Close()
	es, err := manifest.ReadPuzzlesIn(r, filepath.Dir(*f.file))
	if err != nil {
		return fail(fmt.Errorf("%s: %w", *f.file, err))
	}
	e, err := f.pick(es)
	if err != nil {
		return fail(err)
	}
	k, p, err := book.Recorded(e)
	if err != nil {
		return fail(fmt.Errorf("%s: %w", *f.file, err))
	}
	return e, k, p, nil
}

// pick returns the record of es that --number or --id names, or the only
// one when they name none.
func (f *fromFlags) pick(es []manifest.Entry) (manifest.Entry, error) {
	for _, e := range es {
		if (*f.id != "" && e.ID == *f.id) || (*f.number != 0 && e.Number == *f.number) {
			return e, nil
		}
	}
	switch {
	case *f.id != "":
		return manifest.Entry{}, fmt.Errorf("%s holds no puzzle with id %q", *f.file, *f.id)
	case *f.number != 0:
		return manifest.Entry{}, fmt.Errorf("%s holds no puzzle number %d (%s)", *f.file, *f.number, numbering(es))
	case len(es) > 1:
		return manifest.Entry{}, fmt.Errorf("%s holds %d puzzles: give --number N or --id ID to choose one", *f.file, len(es))
	}
	return es[0], nil
}

// numbering describes the numbers of es for a message: "its 36 puzzles
// are numbered 1 to 36", or that they have none.
func numbering(es []manifest.Entry) string {
	lo, hi := 0, 0
	for _, e := range es {
		if e.Number > 0 && (lo == 0 || e.Number < lo) {
			lo = e.Number
		}
		hi = max(hi, e.Number)
	}
	switch {
	case hi == 0 && len(es) == 1:
		return "its one puzzle has no number: leave --number out"
	case hi == 0:
		return fmt.Sprintf("its %d puzzles have no numbers: give --id", len(es))
	}
	return fmt.Sprintf("its %d puzzles are numbered %d to %d", len(es), lo, hi)
}

// pageNumbers returns es, numbered from 1 in order when they have no
// numbers (a daily SLOT.json rebuilt), as --html names and heads its
// pages by number.
func pageNumbers(es []manifest.Entry) []manifest.Entry {
	if len(es) == 0 || es[0].Number != 0 {
		return es
	}
	out := slices.Clone(es)
	for i := range out {
		out[i].Number = i + 1
	}
	return out
}
