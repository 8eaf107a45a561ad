package book

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// TestManifestParamsRoundTrip sets each field of gen.Params in turn, and
// all of them at once, and wants RecordParams, JSON and Params to give
// the same params back. A field of gen.Params this test does not set
// fails it: the manifest must record every parameter.
func TestManifestParamsRoundTrip(t *testing.T) {
	set := map[string]func(p *gen.Params){
		"Rows":        func(p *gen.Params) { p.Rows = 7 },
		"Cols":        func(p *gen.Params) { p.Cols = 9 },
		"Grade":       func(p *gen.Params) { p.Grade = gen.Expert },
		"Symmetry":    func(p *gen.Params) { p.Symmetry = gen.SymmetryMirror },
		"MaxGap":      func(p *gen.Params) { p.MaxGap = 5 },
		"BorderClues": func(p *gen.Params) { p.BorderClues = true },
		"Shape":       func(p *gen.Params) { p.Shape = "ring" },
		"Ends":        func(p *gen.Params) { p.Ends = gen.EndsFree },
		"MinPaths":    func(p *gen.Params) { p.MinPaths, p.MaxPaths = 6, 9 },
		"MaxPaths":    func(p *gen.Params) { p.MinPaths, p.MaxPaths = 8, 8 },
		"Solids":      func(p *gen.Params) { p.Solids = 3 },
		"MinGivens":   func(p *gen.Params) { p.MinGivens, p.MaxGivens = 35, 40 },
		"MaxGivens":   func(p *gen.Params) { p.MinGivens, p.MaxGivens = 36, 36 },
		"Pick":        func(p *gen.Params) { p.Pick = 101 },
	}
	var all gen.Params
	fields := reflect.TypeFor[gen.Params]()
	for i := range fields.NumField() {
		name := fields.Field(i).Name
		fn, ok := set[name]
		if !ok {
			t.Errorf("gen.Params.%s: not set by this test; record it in ManifestParams and set it here", name)
			continue
		}
		var p gen.Params
		fn(&p)
		if reflect.ValueOf(p).Field(i).IsZero() {
			t.Errorf("gen.Params.%s: the test leaves it zero", name)
		}
		assertRoundTrip(t, name, p)
		fn(&all)
	}
	assertRoundTrip(t, "every field", all)
	assertRoundTrip(t, "no field", gen.Params{})
}

// assertRoundTrip fails unless p comes back from its record, through JSON.
func assertRoundTrip(t *testing.T, what string, p gen.Params) {
	t.Helper()
	data, err := json.Marshal(RecordParams(p))
	if err != nil {
		t.Fatal(err)
	}
	var m ManifestParams
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatalf("%s: %s: %v", what, data, err)
	}
	got, err := m.Params()
	if err != nil {
		t.Fatalf("%s: %s: %v", what, data, err)
	}
	if got != p {
		t.Errorf("%s: got %+v back from %s, want %+v", what, got, data, p)
	}
}

// TestManifestParamsErrors reads params no manifest writes.
func TestManifestParamsErrors(t *testing.T) {
	for _, tt := range []struct {
		m    ManifestParams
		want string
	}{
		{ManifestParams{Grade: "tough"}, `book: params: grade: unknown grade "tough"`},
		{ManifestParams{Symmetry: "spiral"}, `book: params: symmetry: unknown symmetry "spiral"`},
		{ManifestParams{Pattern: "mirror"}, `book: params: pattern: must be border, not "mirror"`},
		{ManifestParams{Ends: "both"}, `book: params: ends: must be given or free, not "both"`},
		{ManifestParams{Paths: "9-6"}, `book: params: paths: must be a number of paths`},
		{ManifestParams{Givens: "many"}, `book: params: givens: must be a number of givens`},
	} {
		_, err := tt.m.Params()
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%+v: got %v, want an error starting %q", tt.m, err, tt.want)
		}
	}
}
