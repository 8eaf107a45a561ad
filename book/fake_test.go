package book

import (
	"os"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/internal/toy"
)

// toyKind is the fast stand-in for a real kind (internal/toy), so that
// the plumbing can be tested apart from any generator.
type toyKind = toy.Kind

var toyKinds = []gen.Kind{toyKind{}}

// parseConfig reads data, from file, with the kinds list.
func parseConfig(file string, data []byte, list []gen.Kind) (*config.Config, error) {
	return config.Reader{Kinds: list}.Parse(file, data)
}

// mustRead returns the bytes of the file at path.
func mustRead(t testing.TB, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
