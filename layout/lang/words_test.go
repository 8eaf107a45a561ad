package lang

import (
	"reflect"
	"strings"
	"testing"
)

// TestEveryLanguageHasEveryKey checks that each table sets every text,
// with the arguments of the English one.
func TestEveryLanguageHasEveryKey(t *testing.T) {
	if len(Keys()) != reflect.TypeFor[Words]().NumField()-1 {
		t.Fatalf("%d keys for %d fields: a text has no key tag", len(Keys()), reflect.TypeFor[Words]().NumField()-1)
	}
	for _, code := range Codes {
		w, ok := For(code)
		if !ok {
			t.Fatalf("%s: no table", code)
		}
		for _, k := range Keys() {
			text := w.Get(k)
			if strings.TrimSpace(text) == "" {
				t.Errorf("%s: %s is empty", code, k)
				continue
			}
			e := English
			if err := e.Set(k, text); err != nil {
				t.Errorf("%s: %v", code, err)
			}
		}
	}
}

func TestSetChecksKeysAndArguments(t *testing.T) {
	w := English
	if err := w.Set("puzzle", "No. %d"); err != nil || w.Puzzle != "No. %d" {
		t.Errorf("puzzle: %v, %q", err, w.Puzzle)
	}
	if err := w.Set("hints", "100% tips"); err != nil || w.Hints != "100% tips" {
		t.Errorf("hints: %v", err)
	}
	if err := w.Set("section_title", "%[2]s (%[1]s)"); err != nil || w.SectionTitle != "%[2]s (%[1]s)" {
		t.Errorf("section_title: %v", err)
	}
	for key, text := range map[string]string{"puzzle": "Puzzle", "contents": "Page %d", "solution_on_page": "p. %s", "section_title": "%[4]s", "puzzels": "x", "answer_book": "100% %s", "inside_grade": "%[1]d %x"} {
		if err := w.Set(key, text); err == nil {
			t.Errorf("%s: %q taken", key, text)
		}
	}
	err := w.Set("puzzels", "x")
	if err == nil || !strings.Contains(err.Error(), "solution_on_page") {
		t.Errorf("unknown key: %v, want the list of keys", err)
	}
}

func TestFrenchPunctuation(t *testing.T) {
	for in, want := range map[string]string{
		"Solution : page 3":      "Solution\u202f: page 3",
		"Solution: page 3":       "Solution\u202f: page 3",
		"Prêts ? Partez !":       "Prêts\u202f? Partez\u202f!",
		"Quoi ?!":                "Quoi\u202f?!",
		`Le "Sudoku" du jour`:    "Le «\u202fSudoku\u202f» du jour",
		"à 10:30, https://x.fr/": "à 10:30, https://x.fr/",
		"**Attention**: lisez":   "**Attention**\u202f: lisez",
		"*Bravo*!":               "*Bravo*\u202f!",
		"5 * 3 = 15 !":           "5 * 3 = 15\u202f!",
	} {
		if got := French.Punctuate(in); got != want {
			t.Errorf("Punctuate(%q) = %q, want %q", in, got, want)
		}
		if got := German.Punctuate(in); got != in {
			t.Errorf("German changed %q to %q", in, got)
		}
	}
	if fr, _ := For("fr"); !strings.Contains(fr.SolutionInBook, "Solution\u202f:") {
		t.Errorf("French table not punctuated: %q", fr.SolutionInBook)
	}
}

func TestList(t *testing.T) {
	for n, want := range []string{"", "a", "a and b", "a, b and c"} {
		if got := English.List([]string{"a", "b", "c"}[:n]); got != want {
			t.Errorf("List of %d = %q, want %q", n, got, want)
		}
	}
}
