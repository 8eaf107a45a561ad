package book

import (
	"context"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout/lang"
)

// frenchBook is a French 6x9 variety book with every fixed text the book
// prints: contents, how-to pages, worksheets, hints, the answer key and a
// cover; labels renames the contents.
const frenchBook = `name: fr
title: "Casse-têtes: le grand livre"
language: fr
labels: {contents: Table des matières}
page: {size: 6x9}
print_on_demand: true
output: {hints: true, answers: back, cover: true}
cover: {back_text: "Prêts? Partez!"}
sections:
  - {kind: sudoku, grade: easy, count: 4}
  - {kind: numbrix, size: 6, grade: medium, count: 2}
  - {kind: sudoku, size: 4, grade: easy, count: 2, worksheet: true}
`

// englishLabels are the English fixed texts none of which a French book
// may print outside its how-to pages (whose rules stay English).
var englishLabels = []string{"Puzzle ", "Solution on page", "answer book", "Contents", "Answers", "Hints",
	"Example", "Easy", "Medium", "Hard", "How to play", "puzzles", "worksheets", "Inside this book", "Every puzzle", "Name"}

// TestFrenchBook builds frenchBook and reads its PDFs back with
// pdftotext: no page but the how-to pages prints an English label, the
// how-to pages are headed in French, the French labels and the override
// print, and the title's colon and the back text's marks have a thin
// no-break space before them.
func TestFrenchBook(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext is not installed; skipping the check of the printed text")
	}
	dir := t.TempDir()
	cfg, err := config.Parse("fr.yaml", []byte(frenchBook))
	if err != nil {
		t.Fatal(err)
	}
	res, err := Build(context.Background(), cfg, BuildOptions{Dir: dir})
	if err != nil {
		t.Fatalf("build: %v", err)
	}
	pages := pdfPages(t, filepath.Join(dir, "fr.pdf"))
	howTo := 0
	var all strings.Builder
	for i, text := range pages {
		all.WriteString(text)
		if strings.Contains(text, "Règles du jeu : ") {
			howTo++
			if strings.Contains(text, "How to play") {
				t.Errorf("page %d: a how-to page headed in English:\n%s", i+1, text)
			}
			continue
		}
		for _, en := range englishLabels {
			if strings.Contains(text, en) {
				t.Errorf("page %d prints the English %q:\n%s", i+1, en, text)
			}
		}
	}
	if howTo != 2 {
		t.Errorf("%d pages headed \"Règles du jeu\", want 2 (Sudoku, Numbrix)", howTo)
	}
	if got := cfg.Meta().Title; got != "Casse-têtes\u202f: le grand livre" {
		t.Errorf("the title is set as %q, want a thin no-break space before the colon", got)
	}
	for _, fr := range []string{"Casse-têtes : le grand livre", "Table des matières", "Sudoku facile", "Grille 1", "Solution page",
		"Solutions", "Indices", "Nom", "Date", "Exemple", "Moyen", "4 grilles", "fiches d’exercices"} {
		if !strings.Contains(strings.Join(strings.Fields(all.String()), " "), fr) {
			t.Errorf("the book does not print %q", fr)
		}
	}
	if res.Manifest.Cover == nil {
		t.Fatal("no cover in the manifest")
	}
	cover := strings.Join(pdfPages(t, filepath.Join(dir, "fr-cover.pdf")), "")
	for _, en := range englishLabels {
		if strings.Contains(cover, en) {
			t.Errorf("the cover prints the English %q:\n%s", en, cover)
		}
	}
	for _, fr := range []string{"Prêts ? Partez !", "Dans ce livre", "8 grilles de Sudoku et Numbrix", "Chaque grille a une solution unique."} {
		if !strings.Contains(strings.Join(strings.Fields(cover), " "), fr) {
			t.Errorf("the cover does not print %q:\n%s", fr, cover)
		}
	}
}

// pdfPages is the text of every page of the PDF at path, by pdftotext.
func pdfPages(t *testing.T, path string) []string {
	t.Helper()
	out, err := exec.Command("pdfinfo", path).Output()
	if err != nil {
		t.Fatalf("pdfinfo %s: %v", path, err)
	}
	n := 0
	for _, line := range strings.Split(string(out), "\n") {
		if v, ok := strings.CutPrefix(line, "Pages:"); ok {
			n, _ = strconv.Atoi(strings.TrimSpace(v))
		}
	}
	if n == 0 {
		t.Fatalf("pdfinfo %s: no page count", path)
	}
	pages := make([]string, n)
	for i := range pages {
		p := strconv.Itoa(i + 1)
		text, err := exec.Command("pdftotext", "-f", p, "-l", p, path, "-").Output()
		if err != nil {
			t.Fatalf("pdftotext %s page %s: %v", path, p, err)
		}
		pages[i] = strings.ReplaceAll(string(text), "\u202f", " ") // as pdftotext may give it
	}
	return pages
}

// TestKindLanguagesAreTheBooks checks that the kinds are translated into
// exactly the book's languages other than English.
func TestKindLanguagesAreTheBooks(t *testing.T) {
	want := slices.DeleteFunc(slices.Clone(lang.Codes), func(c string) bool { return c == "en" })
	if !slices.Equal(gen.Languages, want) {
		t.Errorf("gen.Languages: got %q, want the book's languages but English, %q", gen.Languages, want)
	}
}
