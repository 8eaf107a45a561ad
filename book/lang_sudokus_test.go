package book

import (
	"context"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/jigsaw"
	"github.com/puzzlebook/puzzlebook/gen/killer"
	"github.com/puzzlebook/puzzlebook/gen/sudoku"
)

// sudokusBook is a book of Sudoku, Jigsaw Sudoku and Killer Sudoku with
// hints and how-to pages, in the language LANG; grades above easy, so
// that the hints name techniques beyond the singles.
const sudokusBook = `name: LANG
title: Sudokus
language: LANG
output: {hints: true, answers: back}
sections:
  - {kind: sudoku, size: 9, grade: medium, count: 2}
  - {kind: sudoku, size: 9, grade: hard, count: 1}
  - {kind: jigsaw, size: 6, grade: medium, count: 2}
  - {kind: killer, size: 6, grade: medium, count: 2}
`

// sudokuSizes are the sections' sizes, for their how-to rules.
var sudokuSizes = map[gen.Kind]int{sudoku.Kind{}: 9, jigsaw.Kind{}: 6, killer.Kind{}: 6}

// sudokusStepWords are fragments of the English step sentences that
// medium and hard hints of these kinds say.
var sudokusStepWords = []string{"can only go in", "can only be", "and only", "can take it", "cannot be",
	"no other cell", "has one empty cell left", "By the rule of 45", "add up to", "every other digit"}

// TestSudokusBookLanguages builds sudokusBook in French and in German
// and reads it back with pdftotext: none of the kinds' English rules
// (a paragraph's first five words), technique names of more than four
// letters that the language names otherwise, or step sentence fragments
// print, and their translations do: each rule paragraph's opening and,
// in the hints, a technique's translated name for every kind. No article
// prints twice in a row, as it would if a sentence and the name of a
// unit it nests ("ligne 3") both gave it.
func TestSudokusBookLanguages(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext is not installed; skipping the check of the printed text")
	}
	for _, language := range []string{"fr", "de"} {
		t.Run(language, func(t *testing.T) {
			dir := t.TempDir()
			cfg, err := config.Parse(language+".yaml", []byte(strings.ReplaceAll(sudokusBook, "LANG", language)))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := Build(context.Background(), cfg, BuildOptions{Dir: dir}); err != nil {
				t.Fatalf("build: %v", err)
			}
			text := strings.Join(strings.Fields(strings.Join(pdfPages(t, filepath.Join(dir, language+".pdf")), " ")), " ")
			var english, said []string
			for k, n := range sudokuSizes {
				tr := k.(gen.Translator).Translations()
				how := k.(gen.Explainer).HowToPlay(gen.Params{Rows: n, Cols: n, Grade: gen.Medium})
				for _, r := range how.Rules {
					english = append(english, opening(r.String()))
					said = append(said, opening(r.In(language, tr)))
				}
				named := false
				for _, r := range k.(gen.Laddered).Ladder() {
					name := tr.Word(language, r.Technique)
					if len(r.Technique) > 4 && !strings.EqualFold(name, r.Technique) {
						english = append(english, r.Technique)
					}
					named = named || strings.Contains(text, "("+name+")")
				}
				if !named {
					t.Errorf("no hint names a technique of %s in %s", k.Name(), language)
				}
			}
			for _, en := range append(english, sudokusStepWords...) {
				if strings.Contains(text, en) {
					t.Errorf("the %s book prints the English %q", language, en)
				}
			}
			for _, s := range said {
				if !strings.Contains(text, s) {
					t.Errorf("the %s book does not print %q", language, s)
				}
			}
			if w := doubledWord(text); w != "" {
				t.Errorf("the %s book prints %q twice in a row, as a sentence and the unit or cage it nests would if both gave its article", language, w)
			}
		})
	}
}

// opening is the first five words of s.
func opening(s string) string {
	w := strings.Fields(s)
	return strings.Join(w[:min(5, len(w))], " ")
}

// doubledWord returns the first short lower-case word (an article or a
// preposition) that text prints twice in a row ("la la ligne 3"), or "".
func doubledWord(text string) string {
	words := strings.Fields(text)
	for i := 1; i < len(words); i++ {
		w := words[i]
		if w == words[i-1] && len(w) <= 3 && strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLower(r) }) < 0 {
			return words[i-1] + " " + w
		}
	}
	return ""
}
