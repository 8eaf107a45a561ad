package book

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

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
			"book: reading puzzles: a daily index.json names its puzzles' files relative to its folder: give its path, not standard input"},
		{"empty", "", 0, "book: reading puzzles: empty input"},
		{"only space", " \n ", 0, "book: reading puzzles: empty input"},
		{"not json", "\nhello", 0, `book: line 2: want a JSON manifest object or an array of puzzles, not 'h'`},
		{"trailing data", "[]\n\n []", 0, "book: reading puzzles: line 3: unexpected data after the JSON value"},
		{"bad grade", `[{"grade":"tough"}]`, 0, `book: reading puzzles: unknown grade "tough" (want easy, medium, hard or expert)`},
		{"truncated", `[` + puzzle, 0, "book: reading puzzles: line 1: unexpected EOF"},
		{"syntax", "[\n" + puzzle + ",\n{\"kind\": sudoku}]", 0, "book: reading puzzles: line 3: invalid character 's' looking for beginning of value"},
		{"wrong type", "{\"puzzles\": [\n{\"rows\": \"four\"}]}", 0, "book: reading puzzles: line 2: json: cannot unmarshal string into Go struct field Entry.puzzles.Puzzle.rows of type int"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			es, err := manifest.ReadPuzzles(strings.NewReader(tt.json))
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
	e := manifest.Entry{
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

// TestCheckTampered checks that Check passes the puzzles of a built book
// and fails each kind of tampering with the right error.
func TestCheckTampered(t *testing.T) {
	cfg := loadTestConfig(t, "testdata/small.yaml")
	cfg.Output = config.Output{}
	dir := t.TempDir()
	if _, err := Build(context.Background(), cfg, BuildOptions{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	data := mustRead(t, filepath.Join(dir, "small.json"))
	tests := []struct {
		name   string
		tamper func(e *manifest.Entry)
		want   error  // wrapped by the failure
		text   string // or the failure's text
	}{
		{"untouched", func(e *manifest.Entry) {}, nil, ""},
		{"given changed", func(e *manifest.Entry) { e.Givens[0][0] = e.Solution[0][0]%3 + 1 }, gen.ErrMalformed, ""},
		{"given blanked", func(e *manifest.Entry) { e.Givens[0][0] = 0 }, gen.ErrNotUnique, ""},
		{"no solution", func(e *manifest.Entry) { e.Givens[0][0], e.Solution[0][0] = 9, 9 }, gen.ErrNoSolution, ""},
		{"solution differs", func(e *manifest.Entry) { e.Solution[0][0] = 7 }, gen.ErrMalformed, ""},
		{"short row", func(e *manifest.Entry) { e.Givens[1] = e.Givens[1][:1] }, gen.ErrMalformed, ""},
		{"no solution recorded", func(e *manifest.Entry) { e.Solution = nil }, gen.ErrMalformed, ""},
		{"huge grid", func(e *manifest.Entry) { e.Rows = 1 << 30 }, gen.ErrMalformed, ""},
		{"unknown kind", func(e *manifest.Entry) { e.Kind = "chess" }, nil, `unknown kind "chess"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			es, err := manifest.ReadPuzzles(bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			tt.tamper(&es[2])
			failures, err := checkWith(context.Background(), toyKinds, es, Options{Workers: 2})
			if err != nil {
				t.Fatal(err)
			}
			for i, f := range failures {
				if i == 2 {
					continue
				}
				if f != nil {
					t.Errorf("%s: got %v, want no failure", es[i].ID, f)
				}
			}
			f := failures[2]
			switch {
			case tt.want == nil && tt.text == "":
				if f != nil {
					t.Errorf("%s: got %v, want no failure", es[2].ID, f)
				}
			case tt.want != nil && !errors.Is(f, tt.want):
				t.Errorf("%s: got %v, want an error wrapping %v", es[2].ID, f, tt.want)
			case tt.text != "" && (f == nil || f.Error() != tt.text):
				t.Errorf("%s: got %v, want %q", es[2].ID, f, tt.text)
			}
		})
	}
}

func FuzzReadPuzzles(f *testing.F) {
	addFiles(f, "testdata/*.json")
	f.Add([]byte(`[{"kind":"toy","rows":1,"cols":2,"givens":[[1,2]],"solution":[[1,2]],"grade":"easy"}]`))
	f.Add([]byte(`{"name":"x","puzzles":[{"kind":"sudoku","rows":4,"cols":4,"givens":[[1]]}]}`))
	f.Add([]byte(`[{"kind":"sudoku","rows":4,"cols":4,"givens_range":"4-5","givens":[[1,0,0,0],[0,0,3,0],[0,4,0,0],[0,0,0,2]],"solution":[[1,2,4,3],[4,1,3,2],[3,4,2,1],[2,3,1,4]]}]`))
	f.Add([]byte(`[]`))
	f.Add([]byte(`{"puzzles":null}`))
	f.Add([]byte(`{"date":"2026-12-01","slot":"a","id":"f-2026-12-01-a","kind":"toy","rows":1,"cols":1,"givens":[[1]],"solution":[[1]]}`))
	f.Add([]byte(`{"name":"f","puzzles":[{"date":"2026-12-01","slot":"a","kind":"toy","grade":"easy","id":"f-2026-12-01-a","files":["2026-12-01/a.json"]}]}`))
	f.Add([]byte(`{"foo":1}`))
	f.Add([]byte(`{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/sudoku#1"],"puzzle":[[1,0,0,0],[0,0,3,0],[0,4,0,0],[0,0,0,2]],"solution":[[1,2,4,3],[4,1,3,2],[3,4,2,1],[2,3,1,4]]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		es, err := manifest.ReadPuzzles(bytes.NewReader(data))
		if err != nil {
			return
		}
		// Whatever was read must survive Check without a panic.
		if _, err := checkWith(context.Background(), append(toyKinds, kinds.All...), es, Options{Workers: 1}); err != nil {
			t.Fatal(err)
		}
	})
}

// addFiles seeds f's corpus with the files matching pattern.
func addFiles(f *testing.F, pattern string) {
	files, _ := filepath.Glob(pattern)
	if len(files) == 0 {
		f.Fatalf("no seed files match %s", pattern)
	}
	for _, name := range files {
		f.Add(mustRead(f, name))
	}
}
