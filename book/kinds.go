package book

import (
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// Kinds is kinds.All, the list of every puzzle kind a config may name.
var Kinds = kinds.All

// KindByName returns the kind of Kinds called name, in any case.
func KindByName(name string) (gen.Kind, bool) { return kinds.In(Kinds, name) }

// kindIn is kinds.In.
func kindIn(list []gen.Kind, name string) (gen.Kind, bool) { return kinds.In(list, name) }

// kindNames is kinds.Names.
func kindNames(list []gen.Kind) []string { return kinds.Names(list) }
