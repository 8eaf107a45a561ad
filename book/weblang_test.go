package book

import (
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/internal/filetree"
	"github.com/puzzlebook/puzzlebook/internal/langcheck"
	"github.com/puzzlebook/puzzlebook/layout/lang"
)

// frenchWebBook is a French book with output.html, numbered by section,
// one section with a label of its own and one with a grade renamed.
const frenchWebBook = `name: fr
title: Casse-tête du dimanche
language: fr
numbering: section
grades: {medium: Corsé}
seed: 16
output: {pdf: false, html: true}
sections:
  - {kind: sudoku, size: 4, grade: easy, count: 2}
  - {kind: numbrix, size: 5, grade: medium, count: 2, label: "Chemin %d"}
  - {kind: numberlink, size: 6, grade: easy, count: 1}
`

// buildWeb builds yaml and returns its web folder's files.
func buildWeb(t *testing.T, yaml string) map[string][]byte {
	t.Helper()
	cfg, err := parseConfig("fr.yaml", []byte(yaml), kinds.All)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if _, err := Build(context.Background(), cfg, BuildOptions{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	return filetree.Read(t, filepath.Join(dir, "fr-web"))
}

// TestWebPagesInBookLanguage builds a French book's web pages: every page
// is lang="fr" and holds none of the English web table's texts (in its
// markup, its puzzle object or the player's words), the labels are the
// book's ("Sudoku 2", "Chemin 1" numbered by section, not "Puzzle 4"),
// and so are the grade names. The same book in English fails the scan,
// so that the scan finds what it looks for.
func TestWebPagesInBookLanguage(t *testing.T) {
	files := buildWeb(t, frenchWebBook)
	pages := 0
	for name, data := range files {
		if !strings.HasSuffix(name, ".html") {
			continue
		}
		pages++
		if !strings.Contains(string(data), `<html lang="fr">`) {
			t.Errorf("%s: no <html lang=\"fr\">", name)
		}
		if found := langcheck.English(data, "fr"); len(found) > 0 {
			t.Errorf("%s: English left: %s", name, strings.Join(found, "; "))
		}
	}
	if pages != 6 {
		t.Errorf("got %d pages, want 5 puzzles and the index", pages)
	}
	index := string(files["index.html"])
	for _, want := range []string{
		`<span class="pb-hidden">Sudoku </span><span class="pb-n">2</span>`,
		`<span class="pb-hidden">Chemin </span><span class="pb-n">1</span>`,
		`<span class="pb-hidden">Numberlink </span><span class="pb-n">1</span>`,
		"· Corsé · 2 grilles</span>",
		"· Facile · 1 grille</span>",
		`<p class="pb-foot">La progression est gardée dans ce navigateur. Fait avec puzzlebook.</p>`,
	} {
		if !strings.Contains(index, want) {
			t.Errorf("index.html: got no %q", want)
		}
	}
	page := string(files[webPageName(4)])
	for _, want := range []string{"<h1>Chemin 2</h1>", "Numbrix · 5×5 · Corsé", `rel="prev">‹ Précédente</a>`, `>Sombre</button>`} {
		if !strings.Contains(page, want) {
			t.Errorf("%s: got no %q", webPageName(4), want)
		}
	}

	english := buildWeb(t, strings.Replace(frenchWebBook, "language: fr\n", "", 1))
	found := strings.Join(langcheck.English(english[webPageName(1)], "fr"), "; ")
	for _, want := range []string{"check: Check", "previous: Previous", "dark: Dark"} {
		if !strings.Contains(found, want) {
			t.Errorf("the English page scanned as French: got %q, want %q among the English found", found, want)
		}
	}
}

// TestWebPagesSayKindsInBookLanguage checks that a French book's web
// pages hold each kind's rules, how-to text and hints in French: the
// puzzle object's rules are the kind's French ones, never its English,
// and the hints' sentences name a French technique.
func TestWebPagesSayKindsInBookLanguage(t *testing.T) {
	files := buildWeb(t, frenchWebBook)
	for name, data := range files {
		if !strings.HasSuffix(name, ".html") || name == "index.html" {
			continue
		}
		page := string(data)
		var k gen.Kind
		for _, kind := range kinds.All {
			if strings.Contains(page, `"kind":"`+kind.Name()+`"`) {
				k = kind
			}
		}
		if k == nil {
			t.Fatalf("%s: no kind found in the page", name)
		}
		var p gen.Puzzle
		p.Kind, p.Rows, p.Cols = k.Name(), 5, 5
		if k.Name() == "sudoku" {
			p.Rows, p.Cols = 4, 4
		}
		if k.Name() == "numberlink" {
			p.Rows, p.Cols = 6, 6
		}
		en := k.Describe().Play(&p).In("en", nil)
		fr := k.Describe().Play(&p).In("fr", gen.TranslationsOf(k))
		french, _ := lang.For("fr")
		rules, _ := json.Marshal(french.Punctuate(fr.Rules))
		english, _ := json.Marshal(en.Rules)
		if !strings.Contains(page, string(rules)) || strings.Contains(page, string(english)) {
			t.Errorf("%s: got no French rules %s, or the English %s", name, rules, english)
		}
		_, steps, _ := strings.Cut(page, `class="pb-steps">`)
		steps, _, _ = strings.Cut(steps, "</script>")
		for _, r := range k.(gen.Laddered).Ladder() {
			if strings.Contains(steps, `"technique":"`+r.Technique+`"`) && r.Technique != gen.TranslationsOf(k).Word("fr", r.Technique) {
				t.Errorf("%s: a hint names its technique in English, %q", name, r.Technique)
			}
		}
		if name == webPageName(1) && !strings.Contains(steps, `"technique":"singleton`) {
			t.Errorf("%s: got no hint naming a French single", name)
		}
	}
}
