package daily

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/internal/toy"
	"github.com/puzzlebook/puzzlebook/internal/vectorcheck"
	"github.com/puzzlebook/puzzlebook/layout"
)

// fontsFeed prints text in every style: day.pdf with yesterday's answers,
// and each slot's SVG and PDF with a footer (italic) under the grid.
const fontsFeed = `name: feed
seed: 7
copyright: "© 2026 Example Press"
daily_output: {pdf: true, previous_answers: true, svg: true, pdf_each: true, footer: true, dpi: 36}
daily:
  - {slot: sudoku, kind: sudoku, size: 6, title: "Sudoku of the day", grades: easy}
  - {slot: numbrix, kind: numbrix, size: 6, grades: easy}
`

// dejaVu copies DejaVu Sans into dir as mine.ttf, or skips t without it.
func dejaVu(t *testing.T, dir string) {
	t.Helper()
	data, err := os.ReadFile("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
	if err != nil {
		t.Skipf("no DejaVu Sans to use as the user's font (install fonts-dejavu-core): %v", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "mine.ttf"), data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// fontsRun runs fontsFeed with fonts (a config line, or "") for two
// dates on workers from a config in dir, and returns the second date's
// files by name.
func fontsRun(t *testing.T, dir, name, fonts string, workers int) map[string][]byte {
	t.Helper()
	cfg, err := parse(filepath.Join(dir, "daily.yaml"), []byte(fontsFeed+fonts), kinds.All)
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, name)
	runFeed(t, cfg, out, dec1, 2, book.Options{Workers: workers})
	files := map[string][]byte{}
	for f, data := range feedTree(t, out, false) {
		if d, base := filepath.Split(f); filepath.Clean(d) == "2026-12-02" {
			files[base] = data
		}
	}
	return files
}

// TestFeedFonts runs a feed in the faces its fonts key names: day.pdf
// and every slot's PDF embed exactly those faces (the text face's for
// the header, labels, notes and footer, the digits face's for the
// grids' numbers); the SVGs differ from Lato's as the text face does,
// the PNGs (grids alone, no text) as the digits face does; and a feed in
// other faces is the same bytes on 1 worker and on 3.
func TestFeedFonts(t *testing.T) {
	dir := t.TempDir()
	lato := fontsRun(t, dir, "lato", "", 2)
	for _, tt := range []struct {
		name, fonts       string
		day, slot, answer []string
		svgs, pngs        bool // differ from Lato's
		user, workers     bool
	}{
		{"default", "", []string{"LatoBold", "LatoRegular"}, []string{"LatoBold", "LatoItalic", "LatoRegular"},
			[]string{"LatoBold", "LatoItalic", "LatoRegular"}, false, false, false, false},
		{"go and andika", "fonts: {text: go, digits: andika}\n", []string{"Andika", "AndikaBold", "GoBold", "GoRegular"},
			[]string{"AndikaBold", "GoBold", "GoItalic", "GoRegular"}, []string{"Andika", "AndikaBold", "GoBold", "GoItalic", "GoRegular"}, true, true, false, true},
		{"go text", "fonts: {text: go}\n", []string{"GoBold", "GoRegular", "LatoBold", "LatoRegular"},
			[]string{"GoBold", "GoItalic", "GoRegular", "LatoBold"}, []string{"GoBold", "GoItalic", "GoRegular", "LatoBold", "LatoRegular"}, true, false, false, false},
		{"user file", "fonts:\n  text: mine.ttf\n  digits: mine.ttf\n", []string{"DejaVuSans"},
			[]string{"DejaVuSans"}, []string{"DejaVuSans"}, true, true, true, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if tt.user {
				dejaVu(t, dir)
			}
			files := fontsRun(t, dir, tt.name, tt.fonts, 1)
			if got := vectorcheck.EmbeddedFonts(files[dayPDF]); !slices.Equal(got, tt.day) {
				t.Errorf("day.pdf embeds %v, want %v", got, tt.day)
			}
			for _, name := range []string{"sudoku", "numbrix", "sudoku-solution"} {
				want := tt.slot // the puzzles' givens are bold, the answers' digits regular
				if strings.HasSuffix(name, solutionSuffix) {
					want = tt.answer
				}
				if got := vectorcheck.EmbeddedFonts(files[name+".pdf"]); !slices.Equal(got, want) {
					t.Errorf("%s.pdf embeds %v, want %v", name, got, want)
				}
				for ext, differ := range map[string]bool{".svg": tt.svgs, ".png": tt.pngs} {
					if data := files[name+ext]; len(data) == 0 || bytes.Equal(data, lato[name+ext]) == differ {
						t.Errorf("%s%s: %d bytes, the same as Lato's: %v; want them to differ: %v", name, ext, len(data), bytes.Equal(data, lato[name+ext]), differ)
					}
				}
			}
			if !tt.workers {
				return
			}
			more := fontsRun(t, dir, tt.name+"-3", tt.fonts, 3)
			for name, data := range files {
				if !bytes.Equal(data, more[name]) {
					t.Errorf("%s: %d bytes on 1 worker, %d on 3, and they differ", name, len(data), len(more[name]))
				}
			}
		})
	}
}

// bigToy is the toy kind titled with a capital sharp s, which Lato and
// Andika have and Go lacks.
type bigToy struct{ toy.Kind }

func (b bigToy) Describe() gen.Descriptor {
	d := b.Kind.Describe()
	d.Title = "GROẞ"
	return d
}

// TestFeedFontsRefused reads feeds whose fonts a feed cannot print in:
// each problem at its own line (the font, the feed's and the slot's
// titles, a grade's name, the publisher in the footer), and text the feed prints of itself (a
// kind's title) at the fonts key; the same text in a face that has it
// is accepted.
func TestFeedFontsRefused(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "daily.yaml")
	slot := func(title string) string {
		return "daily:\n  - slot: a\n    kind: toy\n    size: 2\n    title: \"" + title + "\"\n    grades: easy\n"
	}
	toys, big := toyKinds, []gen.Kind{bigToy{}}
	for _, tt := range []struct {
		name, yaml string
		kinds      []gen.Kind
		want       string // "" for accepted
	}{
		{"missing file", "fonts:\n  text: nowhere.ttf\n" + slot("Toy"), toys,
			`daily.yaml:2: fonts.text: nowhere.ttf: no such file`},
		{"unknown face", "name: feed\nfonts: {digits: comic}\n" + slot("Toy"), toys,
			`daily.yaml:2: fonts.digits: must be lato, go or andika, a TrueType file (NAME.ttf) or its files by style ({regular: NAME.ttf, bold: ...}), not "comic"`},
		{"title the face lacks", "fonts: {text: go}\n" + slot("GROẞES RÄTSEL"), toys,
			`daily.yaml:6: daily[0].title: 'ẞ' (U+1E9E): not in the feed's fonts (go), so it would print as a blank`},
		{"title Lato has", slot("GROẞES RÄTSEL"), toys, ""},
		{"feed's title the face lacks", "title: \"Die GROẞE Zeitung\"\nfonts: {text: go}\n" + slot("Toy"), toys,
			`daily.yaml:1: title: 'ẞ' (U+1E9E): not in the feed's fonts (go), so it would print as a blank`},
		// A grade's name is also the feed's fixed text: refused at the fonts key too.
		{"a grade's name the face lacks", "fonts: {text: go}\ngrades: {easy: \"Leicht ẞ\"}\n" + slot("Toy"), toys,
			`daily.yaml:2: grades.easy: 'ẞ' (U+1E9E): not in the feed's fonts (go)`},
		{"title Lato lacks", slot("Toy ✓"), toys,
			`daily.yaml:5: daily[0].title: '✓' (U+2713): not in the feed's fonts (Lato: Latin, Greek and Cyrillic letters, digits and common punctuation)`},
		{"title Andika has", "fonts: {text: andika}\n" + slot("Toy ✓"), toys, ""},
		{"kind's title the face lacks", "seed: 1\nfonts: {text: go}\n" + slot("Toy"), big,
			`daily.yaml:2: fonts.text: 'ẞ' (U+1E9E): not in the feed's text face (go), which the feed's fixed text in its language uses, so it would print as a blank`},
		{"kind's title Andika has", "fonts: {text: andika}\n" + slot("Toy"), big, ""},
		{"publisher in the footer", "fonts: {text: go}\npublisher: \"GROẞ Press\"\ndaily_output: {svg: true, footer: true}\n" + slot("Toy"), toys,
			`daily.yaml:2: publisher: 'ẞ' (U+1E9E): not in the feed's fonts (go)`},
		{"publisher under a copyright", "fonts: {text: go}\npublisher: \"GROẞ Press\"\ncopyright: \"© Press\"\ndaily_output: {svg: true, footer: true}\n" + slot("Toy"), toys, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := parse(file, []byte(tt.yaml), tt.kinds)
			if tt.want == "" {
				if err != nil {
					t.Fatalf("got\n%v\nwant accepted", err)
				}
				return
			}
			var es config.Errors
			if !errors.As(err, &es) || len(es) > 2 || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got\n%v\nwant a problem holding\n%s", err, tt.want)
			}
			if len(es) == 2 && !strings.Contains(es[0].Error()+es[1].Error(), "fonts.text: 'ẞ' (U+1E9E): not in the feed's text face (go)") {
				t.Errorf("got\n%v\nwant one problem, or two with one at fonts.text", err)
			}
		})
	}
}

// TestFeedFontsColumn: a slot's column keeps its grid's numbers at the
// least type size in the feed's digits face, whose widths set it as
// Lato's do: Andika's wider digits widen a 12x12 Numbrix's default
// column and refuse the width that Lato's allow.
func TestFeedFontsColumn(t *testing.T) {
	const slot = "daily:\n  - {slot: big, kind: numbrix, size: 12, grades: easy}\n"
	lato := parseDaily(t, "daily_output: {svg: true}\n"+slot, kinds.All).Slots[0].Column
	andika := parseDaily(t, "fonts: {digits: andika}\ndaily_output: {svg: true}\n"+slot, kinds.All).Slots[0].Column
	if !(andika > lato && lato > 2*layout.Inch) {
		t.Fatalf("12x12 Numbrix: got a column of %gpt in Andika's digits, %gpt in Lato's; want Andika's wider, and both past the default 2in", andika, lato)
	}
	width := "daily_output: {svg: true, width: " + strconv.FormatFloat(lato, 'f', -1, 64) + "pt}\n"
	if _, err := parse("daily.yaml", []byte(width+slot), kinds.All); err != nil {
		t.Errorf("Lato's width in Lato: got %v, want accepted", err)
	}
	_, err := parse("daily.yaml", []byte("fonts: {digits: andika}\n"+width+slot), kinds.All)
	if want := "daily.yaml:2: daily_output.width: slot \"big\": column width " + layout.FormatLength(lato) + ": a 12x12 grid's type would be"; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("Lato's width in Andika: got %v, want %s", err, want)
	}
}
