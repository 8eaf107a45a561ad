package config

import (
	"os"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout/lang"
)

func TestLanguageAndLabels(t *testing.T) {
	const sec = "sections: [{kind: toy, size: 3, grade: easy, count: 1}, {title: Mine, kind: toy, size: 3, grade: hard, count: 1}]\n"
	cfg, err := parseConfig("x.yaml", []byte(sec+"language: fr\nlabels:\n  puzzle: \"N° %d\"\n  easy: Doux\n  contents: \"Au menu: tout\"\n"), toyKinds)
	if err != nil {
		t.Fatal(err)
	}
	w := cfg.Text()
	if w.Puzzle != "N° %d" || w.Easy != "Doux" || w.Hints != lang.French.Hints {
		t.Errorf("got %q, %q, %q: want the labels over the French table", w.Puzzle, w.Easy, w.Hints)
	}
	if w.Contents != "Au menu\u202f: tout" {
		t.Errorf("contents = %q, want French typography on a label", w.Contents)
	}
	if got := cfg.Sections[0].Title; got != "Toy doux 3x3" {
		t.Errorf("default title %q, want it in French with the renamed grade", got)
	}
	if got := cfg.Sections[1].Title; got != "Mine" {
		t.Errorf("title %q, want the one given", got)
	}
	if got := cfg.GradeName(3); got != "Difficile" {
		t.Errorf("hard is %q, want Difficile", got)
	}

	en, err := parseConfig("x.yaml", []byte(sec), toyKinds)
	if err != nil {
		t.Fatal(err)
	}
	if en.Language != "en" || en.Text() != lang.English || en.Sections[0].Title != "Easy Toy 3x3" {
		t.Errorf("without language: got %q, %q; want English", en.Language, en.Sections[0].Title)
	}
}

func TestLanguageErrors(t *testing.T) {
	const sec = "sections: [{kind: toy, size: 3, grade: easy, count: 1}]\n"
	tests := []struct {
		name, yaml string
		want       []string
	}{
		{"unknown language", "language: klingon\n" + sec, []string{
			`x.yaml:1: language: must be en, fr, de, es, it, pt or nl, not "klingon"`}},
		{"unknown label", "labels:\n  puzzel: Grille\n" + sec, []string{
			`x.yaml:2: labels.puzzel: not a label; the labels are ` + strings.Join(lang.Keys(), ", ")}},
		{"number dropped", "labels:\n  puzzle: Grille\n  solution_on_page: \"p. %s\"\n" + sec, []string{
			`x.yaml:2: labels.puzzle: "Grille" must take the arguments of "Puzzle %d" (%[1]d)`,
			`x.yaml:3: labels.solution_on_page: "p. %s" must take the arguments of "Solution on page %d" (%[1]d)`}},
		{"not in the fonts", "labels:\n  hints: \"Tips \u2605\"\n" + sec, []string{
			`x.yaml:2: labels.hints: '★' (U+2605): not in the book's fonts (Lato: Latin, Greek and Cyrillic letters, digits and common punctuation), so it would print as a blank; leave it out or write it another way`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := parseConfig("x.yaml", []byte(tt.yaml), toyKinds)
			if err == nil {
				t.Fatal("no error")
			}
			if got := err.Error(); got != strings.Join(tt.want, "\n") {
				t.Errorf("got errors\n%s\nwant\n%s", got, strings.Join(tt.want, "\n"))
			}
		})
	}
}

// TestLabelsDoc checks that docs/config.md's table of labels has a row for
// every key, with the English text.
func TestLabelsDoc(t *testing.T) {
	data, err := os.ReadFile("../../docs/config.md")
	if err != nil {
		t.Fatal(err)
	}
	_, doc, ok := strings.Cut(string(data), "## language and labels")
	if !ok {
		t.Fatal("docs/config.md: no section language and labels")
	}
	for _, k := range lang.Keys() {
		if row := "| `" + k + "` | `" + lang.English.Get(k) + "` |"; !strings.Contains(doc, row) {
			t.Errorf("docs/config.md: no row %q", row)
		}
	}
}
