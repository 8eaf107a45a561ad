package manifest

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// TestReadPuzzles reads every kind of input ReadPuzzles takes, and
// inputs it refuses with their messages.
func TestReadPuzzles(t *testing.T) {
	const puzzle = `{"kind":"toy","rows":1,"cols":2,"givens":[[1,2]],"solution":[[1,2]],"grade":"easy","score":0,"technique":""}`
	tests := []struct {
		name, json string
		want       int    // puzzles
		err        string // error text, when one is wanted
	}{
		{"bare array", "[" + puzzle + "," + puzzle + "]", 2, ""},
		{"manifest", `{"name":"x","puzzles":[` + puzzle + `]}`, 1, ""},
		{"leading space", " \n\t[" + puzzle + "]", 1, ""},
		{"one puzzle object", `{"date":"2026-12-01","slot":"a","id":"f-2026-12-01-a",` + puzzle[1:], 1, ""},
		{"empty array", "[]", 0, "holds no puzzles: an empty list"},
		{"empty object", "{}", 0, "holds no puzzles: a JSON object with neither the puzzles of a manifest or index.json nor the givens of a puzzle (check reads a book's manifest, gen --format json, a daily SLOT.json or index.json)"},
		{"other object", `{"foo":1}`, 0, "holds no puzzles: a JSON object with neither the puzzles of a manifest or index.json nor the givens of a puzzle (check reads a book's manifest, gen --format json, a daily SLOT.json or index.json)"},
		{"manifest without puzzles", `{"name":"x","puzzles":[]}`, 0, "holds no puzzles: its puzzles list is empty"},
		{"daily index without a folder", `{"name":"f","puzzles":[{"date":"2026-12-01","slot":"a","kind":"toy","grade":"easy","id":"f-2026-12-01-a","files":["2026-12-01/a.json"]}]}`, 0,
			"manifest: reading puzzles: a daily index.json names its puzzles' files relative to its folder: give its path, not standard input"},
		{"empty", "", 0, "manifest: reading puzzles: empty input"},
		{"only space", " \n ", 0, "manifest: reading puzzles: empty input"},
		{"not json", "\nhello", 0, `manifest: line 2: want a JSON manifest object or an array of puzzles, not 'h'`},
		{"trailing data", "[]\n\n []", 0, "manifest: reading puzzles: line 3: unexpected data after the JSON value"},
		{"bad grade", `[{"grade":"tough"}]`, 0, `manifest: reading puzzles: unknown grade "tough" (want easy, medium, hard or expert)`},
		{"truncated", `[` + puzzle, 0, "manifest: reading puzzles: line 1: unexpected EOF"},
		{"syntax", "[\n" + puzzle + ",\n{\"kind\": sudoku}]", 0, "manifest: reading puzzles: line 3: invalid character 's' looking for beginning of value"},
		{"wrong type", "{\"puzzles\": [\n{\"rows\": \"four\"}]}", 0, "manifest: reading puzzles: line 2: json: cannot unmarshal string into Go struct field Entry.puzzles.Puzzle.rows of type int"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			es, err := ReadPuzzles(strings.NewReader(tt.json))
			if tt.err != "" {
				if err == nil || err.Error() != tt.err {
					t.Errorf("got error %v, want %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(es) != tt.want {
				t.Errorf("got %d puzzles, want %d", len(es), tt.want)
			}
		})
	}
}

// TestEntryJSON pins the shape of a manifest entry: the puzzle's fields
// are flat beside the entry's own.
func TestEntryJSON(t *testing.T) {
	e := Entry{
		ID: "b-s1-001", Number: 1, Section: 1, Seed: 7, Page: 2, AnswerPage: 9,
		Puzzle: gen.Puzzle{Kind: "toy", Rows: 1, Cols: 2, Givens: [][]int{{1, 0}}, Solution: [][]int{{1, 2}}, Grade: gen.Easy, Score: 3, Technique: "looking"},
	}
	b, err := json.Marshal(e)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"id":"b-s1-001","number":1,"section":1,"seed":7,"page":2,"answer_page":9,"kind":"toy","rows":1,"cols":2,"givens":[[1,0]],"solution":[[1,2]],"grade":"easy","score":3,"technique":"looking"}`
	if string(b) != want {
		t.Errorf("entry b-s1-001:\ngot  %s\nwant %s", b, want)
	}
}
