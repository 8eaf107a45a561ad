package book

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
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

// embeddedFonts returns the names of the fonts a PDF embeds, without
// their subset tags, sorted.
func embeddedFonts(t *testing.T, file string) []string {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, m := range regexp.MustCompile(`/BaseFont /[A-Z]{6}\+([A-Za-z0-9-]+)`).FindAllSubmatch(data, -1) {
		if name := string(m[1]); !slices.Contains(out, name) {
			out = append(out, name)
		}
	}
	slices.Sort(out)
	return out
}

// buildFonts builds fontsBook with fonts (a config line, or "") on
// workers goroutines into dir/out/label/workers, and returns that folder.
func buildFonts(t *testing.T, dir, label, fonts string, workers int) string {
	t.Helper()
	cfg, err := config.Parse(filepath.Join(dir, "fb.yaml"), []byte(fontsBook+fonts))
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out", label, strconv.Itoa(workers))
	if _, err := Build(context.Background(), cfg, BuildOptions{Dir: out, Options: Options{Workers: workers}}); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestFontsEmbedded checks that the book and its cover embed the faces
// fonts names, and only those: Lato by default, Go's faces, Andika for
// the grids' numbers (the cover's puzzle among them) beside Lato's text,
// and the user's own file.
func TestFontsEmbedded(t *testing.T) {
	dir := t.TempDir()
	data, err := os.ReadFile("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
	if err == nil {
		err = os.WriteFile(filepath.Join(dir, "mine.ttf"), data, 0o644)
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
	for _, f := range []string{"fb.pdf", "fb-cover.pdf"} {
		one, err := os.ReadFile(filepath.Join(dir1, f))
		if err != nil {
			t.Fatal(err)
		}
		four, err := os.ReadFile(filepath.Join(dir4, f))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(one, four) {
			t.Errorf("%s: %d bytes with 1 worker, %d with 4, and they differ", f, len(one), len(four))
		}
	}
}
