package kinds_test

import (
	"bytes"
	"fmt"
	"slices"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
	"github.com/puzzlebook/puzzlebook/gen/ipuz"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/internal/cagesum"
	"github.com/puzzlebook/puzzlebook/web"
)

// lists are the lists of kinds the tests below run on: the program's own,
// and the same with the test-only Cage Sum added, which plugs in through
// the list alone.
var lists = map[string][]gen.Kind{
	"all":         kinds.All,
	"all+cagesum": append(slices.Clone(kinds.All), cagesum.Kind{}),
}

// smallest returns the params of the smallest square easy puzzle kind k
// takes, for a quick run of the conformance suite.
func smallest(t *testing.T, k gen.Kind) gen.Params {
	t.Helper()
	for n := 3; n <= 12; n++ {
		p := gen.Params{Rows: n, Cols: n, Grade: gen.Easy}
		if k.Validate(p) == nil {
			return p
		}
	}
	t.Fatalf("%s: takes no square easy puzzle from 3x3 to 12x12", k.Name())
	return gen.Params{}
}

// TestEveryKindConforms runs the conformance suite (gen/gentest) on the
// smallest easy puzzle of every kind of the lists, so that a kind added
// to the list is checked without a line of its own here.
func TestEveryKindConforms(t *testing.T) {
	for name, list := range lists {
		for _, k := range list {
			t.Run(name+"/"+k.Name(), func(t *testing.T) {
				gentest.Run(t, k, []gentest.Case{{Params: smallest(t, k), Seed: 1}})
			})
		}
	}
}

// TestDerivedTables checks that every table derived from a list names
// each of its kinds: the config reader takes the kind and each of its
// keys, the ipuz codec knows its form, and the player's script holds its
// module.
func TestDerivedTables(t *testing.T) {
	for name, list := range lists {
		script, err := web.BundleOf(list)
		if err != nil {
			t.Fatal(err)
		}
		codec := ipuz.Codec{Kinds: list}
		for _, k := range list {
			t.Run(name+"/"+k.Name(), func(t *testing.T) {
				d := k.Describe()
				if d.Title == "" {
					t.Error("no title")
				}
				p := smallest(t, k)
				cfg := fmt.Sprintf("sections:\n  - {kind: %s, size: %d, grade: easy, count: 1}\n", k.Name(), p.Rows)
				if _, err := (config.Reader{Kinds: list}).Parse("x.yaml", []byte(cfg)); err != nil {
					t.Errorf("a section of the kind: %v", err)
				}
				for _, key := range d.Keys {
					if key.Set == nil || key.Get == nil || key.Help == "" || key.Example == "" {
						t.Errorf("key %s: Set, Get, Help and Example must all be stated", key.Name)
					}
					var q gen.Params
					if err := key.Set(&q, key.Example); err != nil {
						t.Errorf("key %s: its example %q: %v", key.Name, key.Example, err)
					} else if got := key.Get(q); got != key.Example && len(key.Sets) == 0 {
						// A key that sets common fields (Sets) may leave
						// its value there, for their own keys to record.
						t.Errorf("key %s: set to %q, reads back %q", key.Name, key.Example, got)
					}
				}
				if uri, ok := codec.KindURI(k.Name()); !ok || uri != d.IPUZ.Kind {
					t.Errorf("ipuz: got %q, %v; want the kind's form %q", uri, ok, d.IPUZ.Kind)
				}
				if d.Player == nil {
					t.Fatal("no player module")
				}
				for _, want := range []string{"\n// " + d.Player.Name + "\n", fmt.Sprintf("\n  %q: %s,\n", k.Name(), d.Player.Game)} {
					if !bytes.Contains(script, []byte(want)) {
						t.Errorf("the player's script lacks %q", want)
					}
				}
			})
		}
	}
}
