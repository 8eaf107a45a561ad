package web

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// fixtures are the puzzles of testdata/, one of each kind and Sudoku size.
var fixtures = []string{"sudoku4", "sudoku6", "sudoku9", "numbrix", "hidato", "numberlink"}

// kindOf is the gen kind of a puzzle object's kind name.
func kindOf(name string) gen.Kind {
	k, _ := kinds.Find(name)
	return k
}

// readFixture reads testdata/NAME.json, a puzzle object as manifests
// hold them.
func readFixture(t *testing.T, name string) (map[string]any, *gen.Puzzle) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var obj map[string]any
	var p gen.Puzzle
	if err := json.Unmarshal(data, &obj); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if err := json.Unmarshal(data, &p); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return obj, &p
}

// fixturePage is the page of testdata/NAME.json, with its kind's hints.
func fixturePage(t *testing.T, name string) Page {
	t.Helper()
	obj, p := readFixture(t, name)
	steps, err := Steps(context.Background(), kindOf(p.Kind), p)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return Page{Puzzle: obj, Kind: kindOf(p.Kind), Steps: steps, Heading: "Test " + name, Site: Link{Label: "Tests", Href: "index.html"},
		Nav: []Link{{Label: "‹ Previous"}, {Label: "Next ›", Href: "next.html"}}}
}
