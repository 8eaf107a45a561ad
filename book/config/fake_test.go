package config

import (
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/internal/toy"
)

// toyKind is a puzzle kind that makes puzzles at once (internal/toy), so
// the reader can be tested apart from any generator.
type toyKind = toy.Kind

var toyKinds = []gen.Kind{toyKind{}}

// parseConfig reads data, from file, with the kinds list.
func parseConfig(file string, data []byte, list []gen.Kind) (*Config, error) {
	return Reader{Kinds: list}.Parse(file, data)
}
