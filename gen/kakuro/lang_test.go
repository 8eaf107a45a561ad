package kakuro

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// TestTranslationsEveryStep explains generated puzzles of every grade and
// the ladder's examples, and wants every format their steps say (and the
// how-to, the player's text and the ladder's names) translated in every
// language with the verbs of its English; every rung is among the steps,
// so that every technique's sentences are said; and every key of one
// language's table is in every other's, so that a format no puzzle here
// reaches is not missing from one language alone.
func TestTranslationsEveryStep(t *testing.T) {
	var k Kind
	table := k.Translations()
	var ps []*gen.Puzzle
	for _, r := range k.Ladder() {
		if r.Example != nil {
			ps = append(ps, &gen.Puzzle{Kind: k.Name(), Rows: len(r.Example), Cols: len(r.Example[0]), Givens: r.Example, Overlays: r.Overlays})
		}
	}
	for _, g := range gen.Grades {
		for seed := uint64(1); seed <= 2; seed++ {
			p, err := k.Generate(context.Background(), gen.Params{Rows: 7, Cols: 7, Grade: g}, gentest.Seeded(seed))
			if err != nil {
				t.Fatalf("%v seed %d: %v", g, seed, err)
			}
			ps = append(ps, p)
		}
	}
	formats := []string{k.Describe().Title}
	formats = append(formats, k.HowToPlay(gen.Params{Rows: 7, Cols: 7}).Formats()...)
	play := k.Describe().Play(ps[0])
	formats = append(formats, play.Rules.Format, play.HowTo.Format)
	used := map[string]bool{}
	for i, p := range ps {
		e, err := k.Steps(context.Background(), p)
		if err != nil {
			t.Fatalf("puzzle %d: %v", i, err)
		}
		for j, s := range e.Steps {
			if got := s.Said.String(); got != s.Text {
				t.Errorf("puzzle %d step %d: Said says %q, Text is %q", i, j, got, s.Text)
			}
			used[s.Technique] = true
			formats = append(formats, s.Said.Formats()...)
		}
	}
	for _, r := range k.Ladder() {
		formats = append(formats, r.Technique)
		if !used[r.Technique] {
			t.Errorf("no step uses %q", r.Technique)
		}
	}
	checkFormats(t, table, formats)
	for _, lang := range gen.Languages {
		checkFormats(t, table, slices.Collect(maps.Keys(table[lang])))
	}
}

// checkFormats wants each of formats translated in every language of
// table with the verbs of its English.
func checkFormats(t *testing.T, table gen.Translations, formats []string) {
	t.Helper()
	for _, lang := range gen.Languages {
		for _, en := range slices.Compact(slices.Sorted(slices.Values(formats))) {
			said, ok := table[lang][en]
			if !ok {
				t.Errorf("%s: no translation of %q", lang, en)
				continue
			}
			if err := gen.CheckTranslation(en, said); err != nil {
				t.Errorf("%s: %v", lang, fmt.Errorf("kakuro: %w", err))
			}
		}
	}
}
