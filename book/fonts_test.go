package book

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/internal/vectorcheck"
)

// fontsBook is a small book with every kind of text and a cover: title
// and contents, extra pages, a how-to page, puzzles, answers and the
// cover's text.
const fontsBook = `name: fb
title: Fonts Book
subtitle: Sudoku in the book's faces
author: puzzlebook
seed: 5
page: {size: 6x9}
output: {answers: back, cover: true}
pages:
  - {kind: dedication, text: "*For Margaret.*"}
  - {kind: intro, text: "Welcome.\n\n**Never guess.**"}
sections:
  - {kind: sudoku, grade: easy, count: 3, per_page: 2}
  - {kind: numbrix, size: 6, grade: easy, count: 2}
`

// embeddedFonts returns the names of the fonts the PDF file embeds,
// without their subset tags, sorted.
func embeddedFonts(t *testing.T, file string) []string {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return vectorcheck.EmbeddedFonts(data)
}

// buildFonts builds fontsBook with fonts (a config line, or "") on
// workers goroutines into dir/out/label/workers, and returns that folder.
func buildFonts(t *testing.T, dir, label, fonts string, workers int) string {
	t.Helper()
	out, err := buildFontsIn(dir, label, fonts, workers)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// buildFontsIn is buildFonts, returning its error, for any goroutine.
func buildFontsIn(dir, label, fonts string, workers int) (string, error) {
	cfg, err := config.Parse(filepath.Join(dir, "fb.yaml"), []byte(fontsBook+fonts))
	if err != nil {
		return "", err
	}
	out := filepath.Join(dir, "out", label, strconv.Itoa(workers))
	_, err = Build(context.Background(), cfg, BuildOptions{Dir: out, Options: Options{Workers: workers}})
	return out, err
}

// TestFontsEmbedded checks that the book and its cover embed the faces
// fonts names, and only those: Lato by default, Go's faces, Andika for
// the grids' numbers (the cover's puzzle among them) beside Lato's text,
// and the user's own file.
func TestFontsEmbedded(t *testing.T) {
	dir := t.TempDir()
	var err error
	for _, f := range [][2]string{{"DejaVuSans.ttf", "mine.ttf"}, {"DejaVuSans-Bold.ttf", "mine-bold.ttf"}, {"DejaVuSans-Oblique.ttf", "mine-italic.ttf"}} {
		var data []byte
		if data, err = os.ReadFile(filepath.Join("/usr/share/fonts/truetype/dejavu", f[0])); err == nil {
			err = os.WriteFile(filepath.Join(dir, f[1]), data, 0o644)
		}
		if err != nil {
			break
		}
	}
	for _, tt := range []struct {
		name, fonts string
		book, cover []string
		user        bool
	}{
		{"default", "", []string{"LatoBold", "LatoItalic", "LatoRegular"}, []string{"LatoBold", "LatoItalic", "LatoRegular"}, false},
		{"go", "fonts: {text: go, digits: go}\n", []string{"GoBold", "GoItalic", "GoRegular"}, []string{"GoBold", "GoItalic", "GoRegular"}, false},
		{"andika digits", "fonts: {digits: andika}\n", []string{"Andika", "AndikaBold", "LatoBold", "LatoItalic", "LatoRegular"}, []string{"AndikaBold", "LatoBold", "LatoItalic", "LatoRegular"}, false},
		{"user file", "fonts: {text: mine.ttf, digits: mine.ttf}\n", []string{"DejaVuSans"}, []string{"DejaVuSans"}, true},
		{"user family", "fonts: {text: {regular: mine.ttf, bold: mine-bold.ttf, italic: mine-italic.ttf}, digits: {regular: mine.ttf, bold: mine-bold.ttf}}\n",
			[]string{"DejaVuSans", "DejaVuSans-Bold", "DejaVuSans-Oblique"}, []string{"DejaVuSans", "DejaVuSans-Bold", "DejaVuSans-Oblique"}, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if tt.user && err != nil {
				t.Skipf("no DejaVu Sans to use as the user's font (install fonts-dejavu-core): %v", err)
			}
			out := buildFonts(t, dir, tt.name, tt.fonts, 2)
			if got := embeddedFonts(t, filepath.Join(out, "fb.pdf")); !slices.Equal(got, tt.book) {
				t.Errorf("book embeds %v, want %v", got, tt.book)
			}
			if got := embeddedFonts(t, filepath.Join(out, "fb-cover.pdf")); !slices.Equal(got, tt.cover) {
				t.Errorf("cover embeds %v, want %v", got, tt.cover)
			}
		})
	}
}

// TestFontsDeterministic checks that a book in other faces is the same
// bytes whatever the number of workers.
func TestFontsDeterministic(t *testing.T) {
	dir := t.TempDir()
	const fonts = "fonts: {text: go, digits: andika}\n"
	dir1 := buildFonts(t, dir, "go", fonts, 1)
	dir4 := buildFonts(t, dir, "go", fonts, 4)
	sameBooks(t, "1 worker and 4", dir1, dir4)
}

// TestFontsConcurrentBuilds checks that books in different faces built at
// once in one process are the bytes each gives built alone: a book's
// faces are its own, whatever the others register or draw meanwhile.
func TestFontsConcurrentBuilds(t *testing.T) {
	dir := t.TempDir()
	configs := map[string]string{
		"default": "",
		"go":      "fonts: {text: go, digits: andika}\n",
		"andika":  "fonts: {text: andika}\n",
	}
	if data, err := os.ReadFile("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"); err == nil {
		if err := os.WriteFile(filepath.Join(dir, "mine.ttf"), data, 0o644); err != nil {
			t.Fatal(err)
		}
		configs["user"] = "fonts: {digits: mine.ttf}\n"
	}
	var wg sync.WaitGroup
	for name, fonts := range configs {
		wg.Go(func() {
			if _, err := buildFontsIn(dir, "together-"+name, fonts, 2); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	for name, fonts := range configs {
		alone := buildFonts(t, dir, "alone-"+name, fonts, 2)
		together := filepath.Join(dir, "out", "together-"+name, "2")
		sameBooks(t, name+" built alone and beside the others", alone, together)
	}
}

// sameBooks checks that the book and the cover in folders a and b are
// the same bytes.
func sameBooks(t *testing.T, what, a, b string) {
	t.Helper()
	for _, f := range []string{"fb.pdf", "fb-cover.pdf"} {
		x, err := os.ReadFile(filepath.Join(a, f))
		if err != nil {
			t.Fatal(err)
		}
		y, err := os.ReadFile(filepath.Join(b, f))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(x, y) {
			t.Errorf("%s, %s: %d bytes and %d, and they differ", what, f, len(x), len(y))
		}
	}
}

// TestFontsPuzzlePNGs checks that output.png_puzzles draws each puzzle's
// and answer's numbers in the book's digits face: with fonts: {digits:
// go} every such PNG differs from Lato's, and with the text face alone
// changed (the PNGs hold no text) none does.
func TestFontsPuzzlePNGs(t *testing.T) {
	dir := t.TempDir()
	build := func(label, fonts string) map[string][]byte {
		book := strings.Replace(fontsBook, "output: {answers: back, cover: true}", "output: {answers: back, png_puzzles: true}", 1)
		cfg, err := config.Parse(filepath.Join(dir, "fb.yaml"), []byte(book+fonts))
		if err != nil {
			t.Fatal(err)
		}
		out := filepath.Join(dir, label)
		if _, err := Build(context.Background(), cfg, BuildOptions{Dir: out, Options: Options{Workers: 2}}); err != nil {
			t.Fatal(err)
		}
		files, _ := filepath.Glob(filepath.Join(out, "*", "*-0*.png"))
		got := map[string][]byte{}
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			got[filepath.Base(f)] = data
		}
		if len(got) != 10 {
			t.Fatalf("%s: got %d puzzle and answer PNGs, want 10: %v", label, len(got), files)
		}
		return got
	}
	lato, goDigits, goText := build("lato", ""), build("go", "fonts: {digits: go}\n"), build("text", "fonts: {text: go}\n")
	for name, data := range lato {
		if bytes.Equal(goDigits[name], data) {
			t.Errorf("%s: the same with fonts: {digits: go} as in Lato", name)
		}
		if !bytes.Equal(goText[name], data) {
			t.Errorf("%s: differs with fonts: {text: go}, though it holds no text", name)
		}
	}
}
