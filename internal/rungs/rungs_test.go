package rungs

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/internal/golden"
)

var discover = flag.Bool("discover", false, "look for an example of every rung that has none, and print them")

// docDir is where the images live, from this package.
const docDir = "../../docs/grading"

// TestImagesUpToDate draws the example of every rung of the ladder of
// every kind of kinds.All, which each kind states in its folder, and
// compares it with its image in docs/grading (-update rewrites them). It
// fails for a rung without an example or a reason for none, an example
// whose steps no longer use its rung, an image that differs, and an image
// docs/grading.md does not show.
func TestImagesUpToDate(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join(docDir, "..", "grading.md"))
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for _, k := range kinds.All {
		l, ok := k.(gen.Laddered)
		if !ok {
			continue
		}
		for _, r := range l.Ladder() {
			if r.Example == nil {
				if r.NoExample == "" {
					t.Errorf("%s rung %q has no example in %s (go test ./internal/rungs -run TestDiscover -discover finds one)", k.Name(), r.Technique, ladderFile(k))
				}
				continue
			}
			e := Example{Kind: k.Name(), Technique: r.Technique, Givens: r.Example, Overlays: r.Overlays}
			t.Run(e.FileName(), func(t *testing.T) {
				got, _, err := Render(ctx, k, e)
				if err != nil {
					t.Fatal(err)
				}
				path := filepath.Join(docDir, e.FileName())
				if golden.Update() {
					if err := os.WriteFile(path, got, 0o644); err != nil {
						t.Fatal(err)
					}
				} else if want, err := os.ReadFile(path); err != nil {
					t.Fatalf("%v (go test ./internal/rungs -update draws it)", err)
				} else if !bytes.Equal(got, want) {
					t.Errorf("%s is out of date (go test ./internal/rungs -update redraws it)", path)
				}
				if !bytes.Contains(doc, []byte("grading/"+e.FileName())) {
					t.Errorf("docs/grading.md does not show grading/%s", e.FileName())
				}
			})
		}
	}
}

// TestEveryKindHasLadder checks that every kind of kinds.All states a
// ladder whose rungs each have an example or say why they have none, and
// never both.
func TestEveryKindHasLadder(t *testing.T) {
	for _, k := range kinds.All {
		l, ok := k.(gen.Laddered)
		if !ok || len(l.Ladder()) == 0 {
			t.Errorf("%s states no ladder (gen.Laddered)", k.Name())
			continue
		}
		for _, r := range l.Ladder() {
			if (r.Example == nil) == (r.NoExample == "") {
				t.Errorf("%s rung %q: example %v, reason for none %q: want one of the two", k.Name(), r.Technique, r.Example, r.NoExample)
			}
		}
	}
}

// ladderFile is where k states its ladder, for messages: ladder.go in
// k's folder.
func ladderFile(k gen.Kind) string {
	pkg := reflect.TypeOf(k).PkgPath()
	return pkg[strings.Index(pkg, "/gen/")+1:] + "/ladder.go"
}

// sizes are the grids TestDiscover tries, smallest first: those of
// defaultSizes unless a kind's grids start or end elsewhere.
var (
	sizes        = map[string][]int{"sudoku": {4, 6, 9}, "hidato": {5, 6, 7, 8}, "numberlink": {5, 6, 7, 8, 9, 10}}
	defaultSizes = []int{5, 6, 7, 8, 9}
)

// TestDiscover, with -discover, generates puzzles (smallest grids first,
// seeds 1 to 60) until each rung without an example has one whose steps
// use it, and prints them as entries for the kind's ladder.go.
func TestDiscover(t *testing.T) {
	if !*discover {
		t.Skip("run with -discover")
	}
	for _, k := range kinds.All {
		l, ok := k.(gen.Laddered)
		st, ok2 := k.(gen.Stepper)
		if !ok || !ok2 {
			continue
		}
		for _, r := range l.Ladder() {
			if r.Example != nil {
				continue
			}
			ss, ok := sizes[k.Name()]
			if !ok {
				ss = defaultSizes
			}
			if e, ok := find(t, k, st, r, ss); ok {
				fmt.Printf("// %s, %s %q:\n\t%s,\n", ladderFile(k), k.Name(), r.Technique, literal(e.Givens))
				if !e.Overlays.Empty() {
					js, _ := json.Marshal(e.Overlays)
					fmt.Printf("\t// its overlays: %s\n", js)
				}
			} else {
				fmt.Printf("// %s, %s %q: none found\n", ladderFile(k), k.Name(), r.Technique)
			}
		}
	}
}

// find generates puzzles of r's grade, and then harder ones, until one's
// steps use r: 60 seeds a grid and grade, 300 on the largest grid.
func find(t *testing.T, k gen.Kind, st gen.Stepper, r gen.Rung, sizes []int) (Example, bool) {
	for i, n := range sizes {
		seeds := uint64(60)
		if i == len(sizes)-1 {
			seeds = 300
		}
		for g := r.Grade; g <= gen.Expert; g++ {
			if e, ok := findAt(t, k, st, r, gen.Params{Rows: n, Grade: g}, seeds); ok {
				return e, true
			}
		}
	}
	return Example{}, false
}

// findAt generates puzzles of p with seeds 1 to seeds until one's steps
// use r.
func findAt(t *testing.T, k gen.Kind, st gen.Stepper, r gen.Rung, params gen.Params, seeds uint64) (Example, bool) {
	for seed := uint64(1); seed <= seeds; seed++ {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		p, err := k.Generate(ctx, params, gentest.Seeded(seed))
		cancel()
		if err != nil {
			break // out of reach at this size, or too slow
		}
		x, err := st.Steps(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range x.Steps {
			if s.Technique == r.Technique {
				return Example{Kind: k.Name(), Technique: r.Technique, Givens: p.Givens, Overlays: p.Overlays}, true
			}
		}
	}
	return Example{}, false
}

// literal writes a grid as a Go literal.
func literal(g [][]int) string {
	rows := make([]string, len(g))
	for i, row := range g {
		rows[i] = strings.Trim(strings.ReplaceAll(fmt.Sprint(row), " ", ", "), "[]")
		rows[i] = "{" + rows[i] + "}"
	}
	return "[][]int{" + strings.Join(rows, ", ") + "}"
}
