package book

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/puzzlebook/puzzlebook/gen"
)

// paramFields are the section keys that set a kind's generation options
// (everything in gen.Params but the grade). Which values a kind accepts
// is for its Validate to say.
func (d *decoder) paramFields(p *gen.Params) []field {
	return []field{
		{"size", func(n *yaml.Node, path string) {
			d.integer(&p.Rows, math.MinInt32, math.MaxInt32)(n, path)
			p.Cols = p.Rows
		}},
		{"rows", d.integer(&p.Rows, math.MinInt32, math.MaxInt32)},
		{"cols", d.integer(&p.Cols, math.MinInt32, math.MaxInt32)},
		{"symmetry", choice(d, &p.Symmetry, parseSymmetry)},
		{"pattern", func(n *yaml.Node, path string) {
			if n, ok := d.scalar(n, path, "a string"); ok {
				if err := ApplyPattern(p, n.Value); err != nil {
					d.errorf(n, path, "%s", err)
				}
			}
		}},
		{"max_gap", d.integer(&p.MaxGap, 0, math.MaxInt32)},
		{"shape", d.lowered(&p.Shape)},
		{"ends", choice(d, &p.Ends, ParseEnds)},
		{"paths", func(n *yaml.Node, path string) {
			if n, ok := d.scalar(n, path, "a number or a range like 6-9"); ok {
				lo, hi, err := ParsePaths(n.Value)
				if err != nil {
					d.errorf(n, path, "%s", err)
					return
				}
				p.MinPaths, p.MaxPaths = lo, hi
			}
		}},
		{"solids", d.integer(&p.Solids, 0, math.MaxInt32)},
		{"givens", d.givens(p)},
	}
}

// givens reads a section's or slot's givens key into p.
func (d *decoder) givens(p *gen.Params) func(n *yaml.Node, path string) {
	return func(n *yaml.Node, path string) {
		if n, ok := d.scalar(n, path, "a number of givens or a range like 35-40"); ok {
			lo, hi, err := ParseGivens(n.Value)
			if err != nil {
				d.errorf(n, path, "%s", err)
				return
			}
			p.MinGivens, p.MaxGivens = lo, hi
		}
	}
}

// paramKeys lists, for a gen.ParamError's Param, the config keys that may
// set it, most likely first; a Param not listed is its own key.
var paramKeys = map[string][]string{
	"size":         {"size", "rows", "cols"},
	"symmetry":     {"symmetry", "pattern"},
	"border_clues": {"pattern"},
}

// paramErrorf reports err, a kind's objection to the params of the
// mapping n at path, at the key that set the parameter it names (seen
// holds the mapping's keys), or at n when it names none or the key is
// absent because the value is a default.
func (d *decoder) paramErrorf(n *yaml.Node, path string, seen map[string]*yaml.Node, err error) {
	if pe, ok := errors.AsType[*gen.ParamError](err); ok {
		keys, listed := paramKeys[pe.Param]
		if !listed {
			keys = []string{pe.Param}
		}
		for _, k := range keys {
			if kn, ok := seen[k]; ok {
				n, path = kn, joinPath(path, k)
				break
			}
		}
	}
	d.errorf(n, path, "%v", err)
}

// ApplyPattern sets the clue pattern of a path puzzle in p from its config
// name, in any case: random (no symmetry), symmetric (180-degree),
// mirror or border (givens on border cells only).
func ApplyPattern(p *gen.Params, name string) error {
	switch strings.ToLower(name) {
	case "random":
		p.Symmetry = gen.SymmetryNone
	case "symmetric", "rotational":
		p.Symmetry = gen.SymmetryRotational
	case "mirror":
		p.Symmetry = gen.SymmetryMirror
	case "border":
		p.BorderClues = true
	default:
		return fmt.Errorf("must be random, symmetric, mirror or border, not %q", name)
	}
	return nil
}

// ParseEnds reads whether a Hidato gives 1 and the last number: given
// or free.
func ParseEnds(s string) (gen.Ends, error) {
	e, err := gen.ParseEnds(s)
	if err != nil {
		return e, fmt.Errorf("must be given or free, not %q", s)
	}
	return e, nil
}

// ParseGivens reads a number of givens, "36" (exactly that many), or a
// range, "35-40".
func ParseGivens(s string) (lo, hi int, err error) { return parseCount(s, "givens", "36", "35-40") }

// ParsePaths reads a number of paths, "7", or a range, "6-9".
func ParsePaths(s string) (lo, hi int, err error) { return parseCount(s, "paths", "7", "6-9") }

// parseCount reads a positive count of noun, "N", or a range, "LO-HI";
// its error gives one and a range as examples.
func parseCount(s, noun, one, span string) (lo, hi int, err error) {
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
