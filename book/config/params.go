package config

import (
	"errors"
	"strconv"

	"go.yaml.in/yaml/v3"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// paramFields are the section keys that set a kind's generation options:
// the common keys but the grade (gen.CommonKeys: size, rows, cols,
// symmetry, givens) and one key for each own key of d's kinds, derived
// from their descriptors. kind is the kind the mapping names, or nil: its
// own keys are read into p; a key it does not take is read as the first
// kind taking it would (its value's problems are reported alike) and left
// for checkKeys to refuse. Which values a kind accepts is for its
// Validate to say.
func (d *decoder) paramFields(p *gen.Params, kind gen.Kind) []field {
	var fs []field
	for _, key := range gen.CommonKeys {
		if key.Name != gen.KeyGrade { // a section's grade, a slot's grades
			fs = append(fs, field{key.Name, d.keyValue(key, p)})
		}
	}
	for _, key := range kinds.Keys(d.kinds) {
		dst := p
		if own, ok := ownKey(kind, key.Name); ok {
			key = own
		} else {
			_, key, _ = kinds.Owner(d.kinds, key.Name)
			dst = &gen.Params{}
		}
		fs = append(fs, field{key.Name, d.keyValue(key, dst)})
	}
	return fs
}

// ownKey returns kind's own key called name; kind may be nil.
func ownKey(kind gen.Kind, name string) (gen.Key, bool) {
	if kind == nil {
		return gen.Key{}, false
	}
	return kind.Describe().Key(name)
}

// keyValue reads the value of key into p: a YAML integer for a whole
// number, else a scalar, which the key's Set reads.
func (d *decoder) keyValue(key gen.Key, p *gen.Params) func(n *yaml.Node, path string) {
	return func(n *yaml.Node, path string) {
		n, ok := d.scalar(n, path, key.Form)
		if !ok {
			return
		}
		text := n.Value
		if key.Whole {
			var v int64
			if n.Tag != "!!int" || n.Decode(&v) != nil {
				d.errorf(n, path, "must be an integer, not %s", describe(n))
				return
			}
			text = strconv.FormatInt(v, 10)
		}
		if err := key.Set(p, text); err != nil {
			d.errorf(n, path, "%s", err)
		}
	}
}

// paramKeys returns, for a gen.ParamError's Param, the config keys that
// may set it, most likely first: the key of that name, rows and cols for
// the size, and the keys of d's kinds that set it beside their own
// options (gen.Key.Sets: a pattern sets the symmetry).
func (d *decoder) paramKeys(param string) []string {
	keys := []string{param}
	if param == gen.KeySize {
		keys = append(keys, gen.KeyRows, gen.KeyCols)
	}
	for _, key := range kinds.Keys(d.kinds) {
		for _, s := range key.Sets {
			if s == param {
				keys = append(keys, key.Name)
			}
		}
	}
	return keys
}

// paramErrorf reports err, a kind's objection to the params of the
// mapping n at path, at the key that set the parameter it names (seen
// holds the mapping's keys), or at n when it names none or the key is
// absent because the value is a default.
func (d *decoder) paramErrorf(n *yaml.Node, path string, seen map[string]*yaml.Node, err error) {
	if pe, ok := errors.AsType[*gen.ParamError](err); ok {
		for _, k := range d.paramKeys(pe.Param) {
			if kn, ok := seen[k]; ok {
				n, path = kn, joinPath(path, k)
				break
			}
		}
	}
	d.errorf(n, path, "%v", err)
}
