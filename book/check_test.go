package book

import (
	"bytes"
	"context"
	"errors"
	"path/filepath"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

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
		// Recorded without its solution (a daily feed's while it keeps it
		// back): checked against the one its givens have.
		{"no solution recorded", func(e *manifest.Entry) { e.Solution = nil }, nil, ""},
		{"no solution recorded, given blanked", func(e *manifest.Entry) { e.Solution, e.Givens[0][0] = nil, 0 }, gen.ErrNotUnique, ""},
		{"no solution recorded, short row", func(e *manifest.Entry) { e.Solution, e.Givens[1] = nil, e.Givens[1][:1] }, gen.ErrMalformed, ""},
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
