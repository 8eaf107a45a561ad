package manifest

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/gen/numberlink"
	"github.com/puzzlebook/puzzlebook/gen/numbrix"
	"github.com/puzzlebook/puzzlebook/gen/sudoku"
)

// TestManifestParamsRoundTrip sets each common field of gen.Params in
// turn, then, for every kind, each of its own keys (its descriptor's
// example value) in turn and all of them at once, and wants RecordParams,
// JSON and Params to give the same params back. A field of gen.Params
// this test does not set fails it, as does a key whose example records
// nothing: the manifest must record every parameter.
func TestManifestParamsRoundTrip(t *testing.T) {
	set := map[string]func(p *gen.Params){
		"Rows":      func(p *gen.Params) { p.Rows = 7 },
		"Cols":      func(p *gen.Params) { p.Cols = 9 },
		"Grade":     func(p *gen.Params) { p.Grade = gen.Expert },
		"Symmetry":  func(p *gen.Params) { p.Symmetry = gen.SymmetryMirror },
		"MinGivens": func(p *gen.Params) { p.MinGivens, p.MaxGivens = 35, 40 },
		"MaxGivens": func(p *gen.Params) { p.MinGivens, p.MaxGivens = 36, 36 },
		"Pick":      func(p *gen.Params) { p.Pick = 101 },
		"Options":   func(p *gen.Params) { p.Options = numbrix.Options{MaxGap: 5} }, // and every key below
	}
	var all gen.Params
	fields := reflect.TypeFor[gen.Params]()
	for i := range fields.NumField() {
		name := fields.Field(i).Name
		fn, ok := set[name]
		if !ok {
			t.Errorf("gen.Params.%s: not set by this test; record it in Params and set it here", name)
			continue
		}
		var p gen.Params
		fn(&p)
		if reflect.ValueOf(p).Field(i).IsZero() {
			t.Errorf("gen.Params.%s: the test leaves it zero", name)
		}
		assertRoundTrip(t, numbrix.Hidato, name, p)
		fn(&all)
	}
	assertRoundTrip(t, numbrix.Hidato, "every field", all)
	for _, k := range kinds.All {
		assertRoundTrip(t, k, "no field", gen.Params{})
		var every gen.Params
		for _, key := range k.Describe().Keys {
			var p gen.Params
			if err := key.Set(&p, key.Example); err != nil {
				t.Fatalf("%s: %s: %s: %v", k.Name(), key.Name, key.Example, err)
			}
			if p == (gen.Params{}) {
				t.Errorf("%s: %s: %s: got no params set, want a value the manifest records", k.Name(), key.Name, key.Example)
			}
			assertRoundTrip(t, k, key.Name, p)
			if err := key.Set(&every, key.Example); err != nil {
				t.Fatal(err)
			}
		}
		assertRoundTrip(t, k, "every key", every)
	}
}

// assertRoundTrip fails unless p, the params of a puzzle of kind k, comes
// back from its record, through JSON.
func assertRoundTrip(t *testing.T, k gen.Kind, what string, p gen.Params) {
	t.Helper()
	data, err := json.Marshal(RecordParams(k, p))
	if err != nil {
		t.Fatal(err)
	}
	var m Params
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatalf("%s %s: %s: %v", k.Name(), what, data, err)
	}
	got, err := m.Gen(k)
	if err != nil {
		t.Fatalf("%s %s: %s: %v", k.Name(), what, data, err)
	}
	if got != p {
		t.Errorf("%s %s: got %+v back from %s, want %+v", k.Name(), what, got, data, p)
	}
}

// TestManifestParamsJSON checks the bytes of the params object: the
// common keys, then the kind's own in its descriptor's order, then
// givens and pick, whole numbers as JSON numbers and defaults left out.
func TestManifestParamsJSON(t *testing.T) {
	tests := []struct {
		kind gen.Kind
		p    gen.Params
		want string
	}{
		{numbrix.Hidato, gen.Params{Rows: 8, Cols: 9, Grade: gen.Hard, Symmetry: gen.SymmetryMirror, MinGivens: 35, MaxGivens: 40, Pick: 3,
			Options: numbrix.Options{MaxGap: 5, BorderClues: true, Shape: "ring", Ends: numbrix.EndsFree}},
			`{"rows":8,"cols":9,"grade":"hard","symmetry":"mirror","pattern":"border","max_gap":5,"shape":"ring","ends":"free","givens":"35-40","pick":3}`},
		{numberlink.Kind{}, gen.Params{Rows: 10, Cols: 12, Options: numberlink.Options{MinPaths: 6, MaxPaths: 9, Solids: 2}},
			`{"rows":10,"cols":12,"paths":"6-9","solids":2}`},
		{sudoku.Kind{}, gen.Params{Rows: 9, Cols: 9, Grade: gen.Easy}, `{"rows":9,"cols":9,"grade":"easy"}`},
		{numbrix.Numbrix, gen.Params{}, `{"rows":0,"cols":0}`},
	}
	for _, tt := range tests {
		data, err := json.Marshal(RecordParams(tt.kind, tt.p))
		if err != nil || string(data) != tt.want {
			t.Errorf("%s %+v: got %s (%v), want %s", tt.kind.Name(), tt.p, data, err, tt.want)
		}
	}
}

// TestManifestParamsErrors reads params no manifest writes.
func TestManifestParamsErrors(t *testing.T) {
	for _, tt := range []struct {
		kind gen.Kind
		json string
		want string
	}{
		{sudoku.Kind{}, `{"grade":"tough"}`, `manifest: params: grade: unknown grade "tough"`},
		{sudoku.Kind{}, `{"symmetry":"spiral"}`, `manifest: params: symmetry: unknown symmetry "spiral"`},
		{numbrix.Numbrix, `{"pattern":"mirror"}`, `manifest: params: pattern: "mirror" is not as a manifest writes it`},
		{numbrix.Hidato, `{"ends":"both"}`, `manifest: params: ends: must be given or free, not "both"`},
		{numberlink.Kind{}, `{"paths":"9-6"}`, `manifest: params: paths: must be a number of paths`},
		{numberlink.Kind{}, `{"paths":7}`, `manifest: params: paths: must be a string, not 7`},
		{numberlink.Kind{}, `{"solids":"2"}`, `manifest: params: solids: must be a number, not "2"`},
		{sudoku.Kind{}, `{"givens":"many"}`, `manifest: params: givens: must be a number of givens`},
		{sudoku.Kind{}, `{"shape":"ring"}`, `manifest: params: shape: unknown key for sudoku`},
		{numbrix.Numbrix, `{"shape":"ring"}`, `manifest: params: shape: unknown key for numbrix`},
	} {
		var m Params
		err := json.Unmarshal([]byte(tt.json), &m)
		if err == nil {
			_, err = m.Gen(tt.kind)
		}
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%s %s: got %v, want an error starting %q", tt.kind.Name(), tt.json, err, tt.want)
		}
	}
}
