package config

import (
	"maps"
	"slices"

	"go.yaml.in/yaml/v3"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// checkKeys reports, at its key, every generation key of seen (a
// section's or a slot's mapping at path) that kind does not take
// (kinds.CheckKey, from the descriptors of d's kinds), and says whether
// there was any.
func (d *decoder) checkKeys(kind gen.Kind, path string, seen map[string]*yaml.Node) bool {
	ok := true
	for _, key := range slices.Sorted(maps.Keys(seen)) {
		if !kinds.IsKey(d.kinds, key) {
			continue
		}
		if err := kinds.CheckKey(d.kinds, kind, key, key); err != nil {
			d.errorf(seen[key], joinPath(path, key), "%v", err)
			ok = false
		}
	}
	return ok
}

// namedKind returns the kind of d's list that the mapping n names in its
// kind key, or nil, looking ahead without reading it (kindKeys reads and
// checks the key), so that a kind's own keys are read into its options
// in the order the mapping gives them.
func (d *decoder) namedKind(n *yaml.Node) gen.Kind {
	n = target(n)
	if n.Kind != yaml.MappingNode {
		return nil
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := target(n.Content[i]), target(n.Content[i+1])
		if k.Kind == yaml.ScalarNode && k.Value == "kind" && v.Kind == yaml.ScalarNode {
			kind, _ := kinds.In(d.kinds, v.Value)
			return kind
		}
	}
	return nil
}
