package regions

import (
	"context"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"sync"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Translations returns the engine's texts in each of gen.Languages: the
// steps' sentences of explain_text.go, the words they nest (units, "and",
// "or"...) and the built-in ladder's technique names, one table a
// language (lang_*.go). A kind on the engine joins them to its own with
// gen.Merge.
//
// The tables name rows, columns, boxes and regions without an article
// ("ligne 3") and give every sentence its article and preposition: the
// Romance languages' names of the four are all feminine (a box is a
// "région", "región", "regione", "região" there), so one sentence fits
// each.
func Translations() gen.Translations {
	return gen.Translations{"fr": fr, "de": de, "es": es, "it": it, "pt": pt, "nl": nl}
}

// Joined returns, built once, the engine's texts joined to a kind's own
// (own, a table a language): the Translations of a kind on the engine.
func Joined(own gen.Translations) func() gen.Translations {
	return sync.OnceValue(func() gen.Translations { return gen.Merge(Translations(), own) })
}

// Untranslated returns what t lacks to say formats in each of
// gen.Languages: a line for each format without a translation, or whose
// translation uses other verbs (gen.CheckTranslation). A kind's tests
// check the formats of its texts and steps with it.
func Untranslated(t gen.Translations, formats []string) []string {
	var out []string
	for _, lang := range gen.Languages {
		for _, en := range formats {
			said, ok := t[lang][en]
			if !ok {
				out = append(out, fmt.Sprintf("%s: no translation of %q", lang, en))
				continue
			}
			if err := gen.CheckTranslation(en, said); err != nil {
				out = append(out, fmt.Sprintf("%s: %v", lang, err))
			}
		}
	}
	return out
}

// Missing returns what translator k lacks to say its texts, as
// Untranslated lists it: the formats (Formats) of copies puzzles it
// generates at each size of grades, at each grade listed there, and of
// its ladder's examples. A kind's tests call it with the grades each
// size reaches.
func Missing(ctx context.Context, k gen.Translator, grades map[int][]gen.Grade, copies int) ([]string, error) {
	kind, ok := k.(gen.Kind)
	if !ok {
		return nil, fmt.Errorf("regions: %T is not a kind", k)
	}
	var params []gen.Params
	for _, n := range slices.Sorted(maps.Keys(grades)) {
		for _, g := range grades[n] {
			for range copies {
				params = append(params, gen.Params{Rows: n, Grade: g})
			}
		}
	}
	formats, err := Formats(ctx, kind, params, 90)
	if err != nil {
		return nil, err
	}
	return Untranslated(k.Translations(), formats), nil
}

// Formats returns every format a kind on the engine says, once each,
// for a puzzle it generates at each of params (from seed) and for its
// ladder's examples: its title, the names of its ladder's techniques,
// and for each puzzle how to play at its size, the player's text and the
// sentences of its steps (the keys its Translations need, for
// Untranslated). The steps' Text must be their Said in English.
func Formats(ctx context.Context, k gen.Kind, params []gen.Params, seed uint64) ([]string, error) {
	var ps []*gen.Puzzle
	for i, p := range params {
		pz, err := k.Generate(ctx, p, rand.New(rand.NewPCG(seed, uint64(i))))
		if err != nil {
			return nil, fmt.Errorf("regions: %s: %dx%d %v: %w", k.Name(), p.Rows, p.Rows, p.Grade, err)
		}
		ps = append(ps, pz)
	}
	seen := map[string]bool{}
	var out []string
	add := func(fs ...string) {
		for _, f := range fs {
			if !seen[f] {
				seen[f] = true
				out = append(out, f)
			}
		}
	}
	add(k.Describe().Title)
	if l, ok := k.(gen.Laddered); ok {
		for _, r := range l.Ladder() {
			add(r.Technique)
			if r.Example != nil {
				ps = append(ps, &gen.Puzzle{Kind: k.Name(), Rows: len(r.Example), Cols: len(r.Example[0]),
					Givens: gen.CloneGrid(r.Example), Overlays: gen.CloneOverlays(r.Overlays)})
			}
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
			return nil, fmt.Errorf("regions: %s: steps: %w", k.Name(), err)
		}
		for _, s := range e.Steps {
			if s.Said.String() != s.Text {
				return nil, fmt.Errorf("regions: %s: step %q says %q as Words", k.Name(), s.Text, s.Said.String())
			}
			add(s.Said.Formats()...)
		}
	}
	return out, nil
}
