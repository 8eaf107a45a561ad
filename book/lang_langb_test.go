package book

import (
	"context"
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kakuro"
	"github.com/puzzlebook/puzzlebook/gen/numberlink"
	"github.com/puzzlebook/puzzlebook/gen/numbrix"
)

// pathAndSumKinds are Numbrix, Hidato, Numberlink and Kakuro, whose texts
// TestPathAndSumKindsTranslated reads in French and German books.
var pathAndSumKinds = []gen.Kind{numbrix.Numbrix, numbrix.Hidato, numberlink.Kind{}, kakuro.Kind{}}

// pathAndSumStepWords are pieces of the English sentences of these kinds'
// steps, none of which a translated hint may print.
var pathAndSumStepWords = []string{"goes there", "is not there", "contradiction", "can only", "has only two",
	"open sides", "usable neighbours", "-path", "That leaves", "So do", "the across", "the down",
	"combinations left", "more cell", "cannot reach"}

// TestPathAndSumKindsTranslated builds a French and a German book of
// Numbrix, Hidato, Numberlink and Kakuro, with how-to pages and hints, and
// reads it back with pdftotext: none of the kinds' English rules,
// worksheet instructions, technique names (longer than 4 letters) or
// pieces of step sentences is printed; the first rule of each kind is
// printed in the book's language, and each kind's hint names one of its
// techniques in that language.
func TestPathAndSumKindsTranslated(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext is not installed; skipping the check of the printed text")
	}
	for _, language := range []string{"fr", "de"} {
		t.Run(language, func(t *testing.T) {
			yaml := fmt.Sprintf(`name: %s
title: Test
language: %s
output: {hints: true}
sections:
  - {kind: numbrix, size: 6, grade: medium, count: 1}
  - {kind: hidato, size: 6, grade: medium, count: 1}
  - {kind: numberlink, size: 7, grade: medium, count: 1}
  - {kind: kakuro, size: 7, grade: medium, count: 1}
`, language, language)
			cfg, err := config.Parse(language+".yaml", []byte(yaml))
			if err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			if _, err := Build(context.Background(), cfg, BuildOptions{Dir: dir}); err != nil {
				t.Fatalf("build: %v", err)
			}
			book := strings.Join(strings.Fields(strings.Join(pdfPages(t, filepath.Join(dir, language+".pdf")), " ")), " ")
			for _, en := range pathAndSumStepWords {
				if strings.Contains(book, en) {
					t.Errorf("a hint prints the English %q", en)
				}
			}
			for _, k := range pathAndSumKinds {
				ex := k.(gen.Explainer)
				table := gen.TranslationsOf(k)
				h := ex.HowToPlay(gen.Params{Rows: 7, Cols: 7, Grade: gen.Medium})
				english := []string{h.Instruction.String()}
				for _, r := range h.Rules {
					english = append(english, r.String())
				}
				var said []string
				for _, r := range k.(gen.Laddered).Ladder() {
					if len(r.Technique) > 4 {
						english = append(english, r.Technique)
					}
					said = append(said, "("+table.Word(language, r.Technique)+")")
				}
				for _, en := range english {
					if strings.Contains(book, en) {
						t.Errorf("%s: the book prints the English %q", k.Name(), en)
					}
				}
				if rule := h.Rules[0].In(language, table); !strings.Contains(book, rule) {
					t.Errorf("%s: the book does not print its first rule in %s, %q", k.Name(), language, rule)
				}
				if !containsAny(book, said) {
					t.Errorf("%s: no hint names a technique in %s, any of %q", k.Name(), language, said)
				}
			}
		})
	}
}

// containsAny reports whether s contains one of subs.
func containsAny(s string, subs []string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}
