package book

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/internal/filetree"
	"github.com/puzzlebook/puzzlebook/internal/langcheck"
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
