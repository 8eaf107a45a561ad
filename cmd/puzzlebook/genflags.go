package main

import (
	"errors"
	"flag"
	"fmt"
	"strings"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/gen"
)

// kindFlags are the generation options beyond size, grade and symmetry
// that some kinds take; each kind's Validate says which values it accepts.
type kindFlags struct {
	rows, cols, maxGap, solids  *int
	shape, pattern, paths, ends *string
	givens                      *string
}

func newKindFlags(fs *flag.FlagSet) *kindFlags {
	return &kindFlags{
		rows:    fs.Int("rows", 0, "grid rows, for rectangular grids (default: --cols if given, else --size)"),
		cols:    fs.Int("cols", 0, "grid columns, for rectangular grids (default: --rows if given, else --size)"),
		maxGap:  fs.Int("max-gap", 0, "Numbrix/Hidato: largest gap between consecutive givens (0: no bound)"),
		shape:   fs.String("shape", "", "Hidato: grid outline, e.g. blob, rectangle, diamond, circle, cross, ring"),
		pattern: fs.String("pattern", "", "Numbrix/Hidato: clue pattern random, symmetric, mirror or border"),
		ends:    fs.String("ends", "", "Hidato: given (1 and the last number always given; the default) or free"),
		paths:   fs.String("paths", "", "Numberlink: number of paths, e.g. 8 or 6-9"),
		solids:  fs.Int("solids", 0, "Numberlink: number of solid cells"),
		givens:  fs.String("givens", "", "Sudoku/Numbrix/Hidato: number of givens, e.g. 36 or 35-40"),
	}
}

// checkKeys refuses the flags set in fs that set a generation key kind
// does not take ("sudoku: --shape applies to hidato only"), as a config
// refuses such a key in a section.
func checkKeys(fs *flag.FlagSet, kind gen.Kind) error {
	var errs []string
	fs.Visit(func(f *flag.Flag) {
		if err := book.CheckKey(kind, strings.ReplaceAll(f.Name, "-", "_"), "--"+f.Name); err != nil {
			errs = append(errs, err.Error())
		}
	})
	if len(errs) > 0 {
		return errors.New(strings.Join(errs, "; "))
	}
	return nil
}

// apply copies the options that were given into p.
func (f *kindFlags) apply(p *gen.Params) error {
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
	p.MaxGap, p.Shape, p.Solids = *f.maxGap, strings.ToLower(*f.shape), *f.solids
	if *f.pattern != "" {
		if err := book.ApplyPattern(p, *f.pattern); err != nil {
			return fmt.Errorf("--pattern %w", err)
		}
	}
	if *f.ends != "" {
		e, err := book.ParseEnds(*f.ends)
		if err != nil {
			return fmt.Errorf("--ends %w", err)
		}
		p.Ends = e
	}
	if *f.givens != "" {
		lo, hi, err := book.ParseGivens(*f.givens)
		if err != nil {
			return fmt.Errorf("--givens %w", err)
		}
		p.MinGivens, p.MaxGivens = lo, hi
	}
	if *f.paths != "" {
		lo, hi, err := book.ParsePaths(*f.paths)
		if err != nil {
			return fmt.Errorf("--paths %w", err)
		}
		p.MinPaths, p.MaxPaths = lo, hi
	}
	return nil
}
