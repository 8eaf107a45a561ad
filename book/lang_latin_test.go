package book

import (
	"context"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/calcudoku"
	"github.com/puzzlebook/puzzlebook/gen/futoshiki"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
	"github.com/puzzlebook/puzzlebook/gen/skyscrapers"
)

// latinKinds are the Latin-square kinds whose texts the tests below
// check in every language: each with the params that reach its every
// step sentence (Calcudoku's hidden operations say "by some operation").
var latinKinds = []struct {
	kind    gen.Kind
	sizes   []int
	options []any
}{
	{calcudoku.Kind{}, []int{4, 5, 6}, []any{nil, calcudoku.Options{HideOperations: true}, calcudoku.Options{Operations: "add"}}},
	{futoshiki.Kind{}, []int{4, 5, 6}, []any{nil}},
	{skyscrapers.Kind{}, []int{4, 5, 6}, []any{nil}},
}

// TestLatinStepsTranslated explains generated puzzles of every size and
// grade listed in latinKinds (two seeds each) and every rung's example
// of the kinds' ladders, and checks that each step's sentence, with the
// words it nests, each technique's name and the texts around them are
// translated in every language with the verbs of their English formats
// (gentest.CheckTranslated): the conformance cases do not reach every
// rung.
func TestLatinStepsTranslated(t *testing.T) {
	for _, lk := range latinKinds {
		k := lk.kind
		var params []gen.Params
		for _, n := range lk.sizes {
			for _, g := range []gen.Grade{gen.Easy, gen.Medium, gen.Hard, gen.Expert} {
				for _, o := range lk.options {
					if p := (gen.Params{Rows: n, Cols: n, Grade: g, Options: o}); k.Validate(p) == nil {
						params = append(params, p)
					}
				}
			}
		}
		// Each params twice: two puzzles of each (seeded each by its index).
		gentest.CheckTranslated(t, k, append(params, params...), 1)
	}
}

// latinBook is a book of the Latin-square kinds, hints and how-to pages
// on, at small sizes; %s is its language.
const latinBook = `name: latin
title: Latin
language: %s
page: {size: letter}
output: {hints: true, answers: back}
sections:
  - {kind: calcudoku, size: 4, grade: easy, count: 2}
  - {kind: calcudoku, size: 5, grade: medium, count: 2}
  - {kind: futoshiki, size: 4, grade: easy, count: 2}
  - {kind: futoshiki, size: 5, grade: medium, count: 2}
  - {kind: skyscrapers, size: 4, grade: easy, count: 2}
  - {kind: skyscrapers, size: 5, grade: medium, count: 2}
`

// TestLatinBookTranslated builds latinBook in French and in German and
// reads it back with pdftotext: none of the kinds' English rules, step
// sentences' fragments or technique names (longer than 4 letters) is
// printed, and their translations are.
func TestLatinBookTranslated(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext is not installed; skipping the check of the printed text")
	}
	fragments := []string{"Fill in every cell", "The signs between cells", "Each cell of the grid holds",
		"A number outside the grid", "Start with the cages", "Start where the signs", "Start at the edges",
		"can only be", "so no other cell", "By the signs", "by the chain", "sees every building",
		"must see", "Of the orders", "buildings from", "the rest", "cage at", "holds at most", "holds at least"}
	for _, lk := range latinKinds {
		for _, w := range lk.kind.(gen.Explainer).HowToPlay(gen.Params{Rows: 4, Cols: 4}).Rules {
			fragments = append(fragments, w.String())
		}
	}
	for _, tc := range []struct {
		lang  string
		wants []string
	}{
		{"fr", []string{"Remplissez chaque case avec un nombre de 1 à 4", "Commencez par les cages", "Les signes entre les cases",
			"Chaque case de la grille porte un immeuble", "Gratte-ciel", "Indices"}},
		{"de", []string{"Trage in jedes Feld eine Zahl von 1 bis 4 ein", "Beginne mit den Käfigen", "Die Zeichen zwischen den Feldern",
			"Jedes Feld des Gitters trägt ein Gebäude", "Wolkenkratzer", "Tipps"}},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			dir := t.TempDir()
			src := strings.Replace(latinBook, "%s", tc.lang, 1)
			cfg, err := config.Parse("latin.yaml", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := Build(context.Background(), cfg, BuildOptions{Dir: dir}); err != nil {
				t.Fatalf("build: %v", err)
			}
			text := strings.Join(strings.Fields(strings.Join(pdfPages(t, filepath.Join(dir, "latin.pdf")), " ")), " ")
			english := fragments
			for _, lk := range latinKinds {
				table := lk.kind.(gen.Translator).Translations()
				for _, r := range lk.kind.(gen.Laddered).Ladder() {
					if len(r.Technique) > 4 && table.Word(tc.lang, r.Technique) != r.Technique {
						english = append(english, "("+r.Technique+")")
					}
				}
			}
			for _, en := range english {
				if strings.Contains(text, strings.Join(strings.Fields(en), " ")) {
					t.Errorf("the %s book prints the English %q", tc.lang, en)
				}
			}
			for _, want := range tc.wants {
				if !strings.Contains(text, want) {
					t.Errorf("the %s book does not print %q", tc.lang, want)
				}
			}
			hints := 0
			for _, lk := range latinKinds {
				table := lk.kind.(gen.Translator).Translations()
				for _, r := range lk.kind.(gen.Laddered).Ladder() {
					if strings.Contains(text, "("+table.Word(tc.lang, r.Technique)+")") {
						hints++
					}
				}
			}
			if hints == 0 {
				t.Errorf("the %s book names no technique in its language in a hint", tc.lang)
			}
		})
	}
}
