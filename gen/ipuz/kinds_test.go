package ipuz_test

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/ipuz"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/internal/toy"
)

// TestEveryKindHasForm checks that every kind of kinds.All states an ipuz
// form with a kind URI, carrying its version, that the codec finds by the
// kind's name, and that the goldens hold a document of it. Variants may
// share ipuz's kind (Jigsaw Sudoku is ipuz's Sudoku with zones): each
// golden then reads back as its own kind (TestGolden).
func TestEveryKindHasForm(t *testing.T) {
	for _, k := range kinds.All {
		uri := k.Describe().IPUZ.Kind
		base, version, _ := strings.Cut(uri, "#")
		if base == "" || version == "" {
			t.Errorf("%s: ipuz kind URI %q, want one with a version after #", k.Name(), uri)
			continue
		}
		if got, ok := ipuz.KindURI(strings.ToUpper(k.Name())); !ok || got != uri {
			t.Errorf("KindURI(%q): got %q, %v, want %q", k.Name(), got, ok, uri)
		}
		if !slices.ContainsFunc(fixtures, func(f fixture) bool { return f.p.Kind == k.Name() }) {
			t.Errorf("%s has no fixture in fixtures_test.go, so no golden document", k.Name())
		}
	}
	if _, ok := ipuz.KindURI("toy"); ok {
		t.Error("KindURI(toy): the tests' toy, not in kinds.All, has an ipuz kind")
	}
}

// cagedURI is the kind URI of the caged test kind, and cagesKey its
// extension field: ipuz asks for extensions to be named by a URI.
const (
	cagedURI = "https://puzzlebook.dev/ipuz/caged#1"
	cagesKey = "https://puzzlebook.dev/ipuz/caged/cages"
)

// caged is a kind that lives in this test alone: the toy kind under
// another name, with cages it writes as a field of its own, as a kind with
// overlays does. It reaches the codec through the list alone.
type caged struct{ toy.Kind }

func (caged) Name() string { return "caged" }

func (caged) Describe() gen.Descriptor {
	return gen.Descriptor{Title: "Caged", IPUZ: gen.IPUZ{
		Kind: cagedURI,
		Write: func(p *gen.Puzzle, put func(string, any)) error {
			if len(p.Cages) == 0 {
				return errors.New("caged: no cages")
			}
			put(cagesKey, p.Cages)
			return nil
		},
		Read: func(p *gen.Puzzle, get func(string, any) (bool, error)) error {
			ok, err := get(cagesKey, &p.Cages)
			if err != nil {
				return err
			}
			if !ok {
				return errors.New("caged: no cages")
			}
			for i, c := range p.Cages {
				for _, cell := range c.Cells {
					if cell.Row < 0 || cell.Row >= p.Rows || cell.Col < 0 || cell.Col >= p.Cols {
						return fmt.Errorf("caged: cages[%d]: cell %v outside the grid", i, cell)
					}
				}
			}
			return nil
		},
	}}
}

// TestListedKindRoundTrips writes and reads a puzzle of the caged kind
// through a codec given a list with it, and checks that the default codec,
// whose list is kinds.All, knows nothing of it.
func TestListedKindRoundTrips(t *testing.T) {
	p := &gen.Puzzle{
		Kind: "caged", Rows: 2, Cols: 2, Grade: gen.Easy,
		Givens:   [][]int{{0, 2}, {2, 0}},
		Solution: [][]int{{1, 2}, {2, 1}},
	}
	p.Cages = []gen.Cage{
		{Cells: []gen.Cell{{Row: 0, Col: 0}, {Row: 0, Col: 1}}, Target: 3, Op: "+"},
		{Cells: []gen.Cell{{Row: 1, Col: 0}, {Row: 1, Col: 1}}, Target: 3, Op: "+"},
	}
	c := ipuz.Codec{Kinds: append(slices.Clone(kinds.All), caged{})}
	b, err := c.Marshal(p, ipuz.Info{Title: "Caged"})
	if err != nil {
		t.Fatal(err)
	}
	want := `"` + cagesKey + `": [{"cells": [[0, 0], [0, 1]], "target": 3, "op": "+"}, {"cells": [[1, 0], [1, 1]], "target": 3, "op": "+"}],`
	if !strings.Contains(string(b), want) || !strings.Contains(string(b), `"kind": ["`+cagedURI+`"]`) {
		t.Fatalf("the document lacks its kind or its cages (%s):\n%s", want, b)
	}
	got, info, err := c.Unmarshal(b)
	if err != nil {
		t.Fatal(err)
	}
	samePuzzle(t, "caged", got, p)
	if !reflect.DeepEqual(got.Cages, p.Cages) || info.Title != "Caged" {
		t.Errorf("got cages %+v and title %q, want %+v and %q", got.Cages, info.Title, p.Cages, "Caged")
	}
	if _, ok := c.KindURI("caged"); !ok || !c.IsDocument([]byte(`{"kind": ["`+cagedURI+`"]}`)) {
		t.Error("the codec given the list does not know the caged kind")
	}
	// Sudoku still reads and writes through the longer list.
	if _, _, err := c.Unmarshal(mustMarshal(t, &fixtures[0].p)); err != nil {
		t.Errorf("a Sudoku through the longer list: %v", err)
	}

	if _, err := ipuz.Marshal(p, ipuz.Info{}); err == nil || !strings.Contains(err.Error(), `kind "caged" has no ipuz form`) {
		t.Errorf("default codec, Marshal: got error %v, want no ipuz form", err)
	}
	if _, _, err := ipuz.Unmarshal(b); err == nil || !strings.Contains(err.Error(), "is not one puzzlebook reads") {
		t.Errorf("default codec, Unmarshal: got error %v, want a kind it does not read", err)
	}
	if ipuz.IsDocument([]byte(`{"kind": ["` + cagedURI + `"]}`)) {
		t.Error("default codec: IsDocument takes the caged kind's URI")
	}
}

// TestKindFieldErrors checks that a kind's own fields that are wrong are
// refused as malformed, with the kind's message.
func TestKindFieldErrors(t *testing.T) {
	c := ipuz.Codec{Kinds: []gen.Kind{caged{}}}
	const head = `{"version": "http://ipuz.org/v2", "kind": ["` + cagedURI + `"], "puzzle": [[1, 2], [2, 1]]`
	for _, tt := range []struct{ name, doc, want string }{
		{"missing", head + `}`, "ipuz: caged: no cages"},
		{"null", head + `, "` + cagesKey + `": null}`, "ipuz: caged: no cages"},
		{"wrong type", head + `, "` + cagesKey + `": {"cells": 1}}`, "ipuz: " + cagesKey + ": want []gen.Cage, not a JSON object"},
		{"outside", head + `, "` + cagesKey + `": [{"cells": [[0, 0], [2, 0]], "target": 3}]}`, "ipuz: caged: cages[0]: cell {2 0} outside the grid"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := c.Unmarshal([]byte(tt.doc))
			if err == nil || !strings.Contains(err.Error(), tt.want) || !errors.Is(err, gen.ErrMalformed) {
				t.Errorf("got error %v, want one containing %q that wraps gen.ErrMalformed", err, tt.want)
			}
		})
	}
	p := &gen.Puzzle{Kind: "caged", Rows: 1, Cols: 1, Givens: [][]int{{1}}}
	if _, err := c.Marshal(p, ipuz.Info{}); err == nil || err.Error() != "ipuz: caged: no cages" {
		t.Errorf("Marshal without cages: got error %v, want ipuz: caged: no cages", err)
	}
}

// mustMarshal writes p with the default codec.
func mustMarshal(t *testing.T, p *gen.Puzzle) []byte {
	t.Helper()
	b, err := ipuz.Marshal(p, ipuz.Info{})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestSiteKindURI gives Numbrix a site's kind URI: the document declares
// it, a codec with the same URIs reads it back, and one without refuses
// it (a site's URI is not puzzlebook's).
func TestSiteKindURI(t *testing.T) {
	const site = "https://example.com/ipuz/numbrix#1"
	i := slices.IndexFunc(fixtures, func(f fixture) bool { return f.name == "numbrix" })
	p := fixtures[i].p
	c := ipuz.Codec{URIs: map[string]string{"numbrix": site}}
	b, err := c.Marshal(&p, ipuz.Info{})
	if err != nil {
		t.Fatal(err)
	}
	if want := `"kind": ["` + site + `"]`; !strings.Contains(string(b), want) {
		t.Errorf("got\n%s\nwant %s", b, want)
	}
	got, _, err := c.Decode(strings.NewReader(string(b)))
	if err != nil {
		t.Fatalf("reading the site's URI back: %v", err)
	}
	samePuzzle(t, "numbrix under the site's URI", got, &p)
	if _, _, err := (ipuz.Codec{}).Decode(strings.NewReader(string(b))); err == nil {
		t.Error("a codec without the site's URI read it")
	}
}

// TestNoCellIsNull writes Hidato's cells outside its shape as null, not
// as blocks, and reads them back as cells outside the grid.
func TestNoCellIsNull(t *testing.T) {
	i := slices.IndexFunc(fixtures, func(f fixture) bool { return f.name == "hidato" })
	p := fixtures[i].p
	b := mustMarshal(t, &p)
	if !strings.Contains(string(b), "null") || strings.Contains(string(b), `"#"`) {
		t.Errorf("hidato's outside cells: got\n%s\nwant null, no \"#\"", b)
	}
	got, _, err := ipuz.Decode(strings.NewReader(string(b)))
	if err != nil {
		t.Fatal(err)
	}
	samePuzzle(t, "hidato with null cells", got, &p)
}
