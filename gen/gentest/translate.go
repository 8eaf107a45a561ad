package gentest

import (
	"context"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// checkTranslations checks a gen.Translator's texts for p in every one of
// gen.Languages: its title, how to play at p's params, the player's rules
// and help, the names of its ladder's techniques and the sentences of its
// steps are all translated, each with the verbs of its English format
// (gen.Translations.Lacking). A kind that is not a Translator is not
// checked: its texts are English in every language.
func checkTranslations(t *testing.T, k gen.Kind, p *gen.Puzzle) {
	t.Helper()
	tr, ok := k.(gen.Translator)
	if !ok {
		return
	}
	said, err := saidOf(context.Background(), k, []*gen.Puzzle{p})
	if err != nil {
		t.Fatal(err)
	}
	for _, problem := range tr.Translations().Lacking(said.Formats) {
		t.Error(problem)
	}
}

// Said is what a kind says of some puzzles: every format of its texts
// (the keys its Translations need), once each, and the techniques its
// steps use.
type Said struct {
	Formats    []string
	Techniques map[string]bool
	Steps      []gen.Step // every step, of every puzzle, in order
}

// GradeParams returns copies params of each size and grade of grades
// (size: the grades it reaches), sizes in order.
func GradeParams(grades map[int][]gen.Grade, copies int) []gen.Params {
	var out []gen.Params
	for _, n := range slices.Sorted(maps.Keys(grades)) {
		for _, g := range grades[n] {
			for range copies {
				out = append(out, gen.Params{Rows: n, Cols: n, Grade: g})
			}
		}
	}
	return out
}

// CheckTranslated checks that translator k says in every one of
// gen.Languages every text of a puzzle it generates at each of params
// (the i-th from seed and i) and of its ladder's examples: its title,
// its techniques' names, how to play, the player's text and its steps'
// sentences, each with the verbs of its English (the conformance cases
// reach fewer rungs). Every step's Said must be its Text in English, every
// rung with an example must be used by a step, and every language's table
// must hold the keys of every other, so that a format these puzzles do
// not reach is not missing from one language alone. It returns what was
// said, for a kind's further checks.
func CheckTranslated(t *testing.T, k gen.Kind, params []gen.Params, seed uint64) Said {
	t.Helper()
	tr, ok := k.(gen.Translator)
	if !ok {
		t.Fatalf("%s is not a gen.Translator", k.Name())
	}
	ctx := context.Background()
	var ps []*gen.Puzzle
	for i, p := range params {
		pz, err := k.Generate(ctx, p, rand.New(rand.NewPCG(seed, uint64(i))))
		if err != nil {
			t.Fatalf("%s %dx%d %v: %v", k.Name(), p.Rows, p.Cols, p.Grade, err)
		}
		ps = append(ps, pz)
	}
	var rungs []gen.Rung
	if l, ok := k.(gen.Laddered); ok {
		rungs = l.Ladder()
	}
	for _, r := range rungs {
		if r.Example != nil {
			ps = append(ps, &gen.Puzzle{Kind: k.Name(), Rows: len(r.Example), Cols: len(r.Example[0]),
				Givens: gen.CloneGrid(r.Example), Overlays: gen.CloneOverlays(r.Overlays)})
		}
	}
	said, err := saidOf(ctx, k, ps)
	if err != nil {
		t.Fatal(err)
	}
	table := tr.Translations()
	for _, problem := range table.Lacking(said.Formats) {
		t.Errorf("%s: %s", k.Name(), problem)
	}
	for _, r := range rungs {
		if r.Example != nil && !said.Techniques[r.Technique] {
			t.Errorf("%s: no step uses %q, though its example is explained", k.Name(), r.Technique)
		}
	}
	for _, lang := range gen.Languages {
		for _, problem := range table.Lacking(slices.Sorted(maps.Keys(table[lang]))) {
			t.Errorf("%s: a key of %s: %s", k.Name(), lang, problem)
		}
	}
	return said
}

// saidOf returns what k says of ps: its title, its ladder's technique
// names and, for each puzzle, how to play at its size, the player's text
// and its steps' sentences.
func saidOf(ctx context.Context, k gen.Kind, ps []*gen.Puzzle) (Said, error) {
	said := Said{Techniques: map[string]bool{}}
	add := func(fs ...string) {
		for _, f := range fs {
			if !slices.Contains(said.Formats, f) {
				said.Formats = append(said.Formats, f)
			}
		}
	}
	add(k.Describe().Title)
	if l, ok := k.(gen.Laddered); ok {
		for _, r := range l.Ladder() {
			add(r.Technique)
		}
	}
	for _, p := range ps {
		if ex, ok := k.(gen.Explainer); ok {
			add(ex.HowToPlay(gen.Params{Rows: p.Rows, Cols: p.Cols, Grade: p.Grade}).Formats()...)
		}
		if play := k.Describe().Play; play != nil {
			text := play(p)
			add(text.Rules.Formats()...)
			add(text.HowTo.Formats()...)
		}
		st, ok := k.(gen.Stepper)
		if !ok {
			continue
		}
		e, err := st.Steps(ctx, p)
		if err != nil {
			return said, fmt.Errorf("gentest: %s: steps: %w", k.Name(), err)
		}
		for _, s := range e.Steps {
			if s.Said.Format == "" || s.Said.String() != s.Text {
				return said, fmt.Errorf("gentest: %s: step %q says %q as Words; a Translator keeps every step as Words", k.Name(), s.Text, s.Said.String())
			}
			said.Techniques[s.Technique] = true
			said.Steps = append(said.Steps, s)
			add(s.Said.Formats()...)
		}
	}
	return said, nil
}
