package kakuro_test

import (
	"bytes"
	"context"
	"os"
	"reflect"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/ipuz"
	"github.com/puzzlebook/puzzlebook/gen/kakuro"
)

// TestIPUZRoundTrip writes the how-to page's example as an ipuz document
// through the codec, with its kind URI and clue cells, and reads it back
// as the same puzzle.
func TestIPUZRoundTrip(t *testing.T) {
	p := kakuro.Kind{}.HowToPlay(gen.Params{}).Example
	doc, err := ipuz.Marshal(p, ipuz.Info{Title: "Example"})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"https://puzzlebook.dev/ipuz/kakuro#1"`, `"https://puzzlebook.dev/ipuz/kakuro/clues": [{"cell": [0, 1], "down": 7}`, `"charset": "123456789"`} {
		if !bytes.Contains(doc, []byte(want)) {
			t.Errorf("the document lacks %s:\n%s", want, doc)
		}
	}
	got, info, err := ipuz.Decode(bytes.NewReader(doc))
	if err != nil {
		t.Fatal(err)
	}
	if got.Kind != "kakuro" || info.Title != "Example" || !gen.EqualGrids(got.Givens, p.Givens) || !gen.EqualGrids(got.Solution, p.Solution) || !reflect.DeepEqual(got.Clues, p.Clues) {
		t.Errorf("read back as %+v, want %+v", got, p)
	}
	if err := gen.Check(context.Background(), kakuro.Kind{}, got); err != nil {
		t.Errorf("the puzzle read back fails its check: %v", err)
	}
}

func readFile(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
