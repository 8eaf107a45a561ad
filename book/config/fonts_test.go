package config

import (
	"encoding/binary"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/fonts"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// dejaVu is a TrueType font the tests copy as the user's own: DejaVu Sans
// has ★ (Lato has not) and no CJK.
const dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

// userFont copies DejaVu Sans into dir as name, or skips the test when
// the machine has no DejaVu (Debian's fonts-dejavu-core).
func userFont(t *testing.T, dir, name string) {
	t.Helper()
	data, err := os.ReadFile(dejaVu)
	if err != nil {
		t.Skipf("no DejaVu Sans to use as the user's font (install fonts-dejavu-core): %v", err)
	}
	if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
		t.Fatal(err)
	}
}

const fontsSection = "sections:\n  - {kind: sudoku, grade: easy, count: 1}\n"

func TestFontsNamed(t *testing.T) {
	goFam, _ := draw.NamedFamily("go")
	andika, _ := draw.NamedFamily("andika")
	for _, tt := range []struct {
		name, fonts string
		want        draw.Fonts
	}{
		{"none", "", draw.Fonts{}},
		{"go text", "fonts: {text: go}\n", draw.Fonts{Text: goFam}},
		{"go both", "fonts: {text: go, digits: go}\n", draw.Fonts{Text: goFam, Digits: goFam}},
		{"andika digits", "fonts: {digits: andika}\n", draw.Fonts{Digits: andika}},
		{"lato", "fonts: {text: lato, digits: lato}\n", draw.Fonts{}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			cfg, err := Parse("x.yaml", []byte(tt.fonts+fontsSection))
			if err != nil {
				t.Fatal(err)
			}
			if cfg.Fonts != tt.want {
				t.Errorf("Fonts: got %+v, want %+v", cfg.Fonts, tt.want)
			}
			if got := cfg.Type().Fonts; got != tt.want {
				t.Errorf("Type().Fonts: got %+v, want %+v", got, tt.want)
			}
		})
	}
}

// TestFontsUserFile checks that the user's TrueType file, relative to
// the config's folder, becomes the book's face, and that the book's text
// is checked against it: ★, which Lato lacks and DejaVu has, is taken.
func TestFontsUserFile(t *testing.T) {
	dir := t.TempDir()
	userFont(t, dir, "mine.ttf")
	file := filepath.Join(dir, "book.yaml")
	cfg, err := Parse(file, []byte("title: \"Stars ★\"\nfonts: {text: mine.ttf, digits: mine.ttf}\n"+fontsSection))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Fonts.Text == 0 || cfg.Fonts.Digits != cfg.Fonts.Text {
		t.Fatalf("Fonts: got %+v, want one user family for both", cfg.Fonts)
	}
	if got := draw.FaceName(cfg.Fonts.Face(draw.Bold)); got != "DejaVuSans" {
		t.Errorf("the user face's PDF name: got %q, want DejaVuSans", got)
	}
	again, err := Parse(file, []byte("fonts: {text: mine.ttf}\n"+fontsSection))
	if err != nil {
		t.Fatal(err)
	}
	if again.Fonts.Text != cfg.Fonts.Text {
		t.Errorf("the same file registered twice: family %d, then %d", cfg.Fonts.Text, again.Fonts.Text)
	}
}

// TestFontsUserFamily checks a family given by its files: each style
// is its own file, bold and italic fall back to the regular, heavy to the
// bold, and the same files give the same family.
func TestFontsUserFamily(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf"} {
		userFontFile(t, dir, f)
	}
	file := filepath.Join(dir, "book.yaml")
	for _, tt := range []struct {
		name, fonts string
		want        [4]string // Regular, Bold, Italic, Heavy
	}{
		{"three files", "fonts:\n  text: {regular: DejaVuSans.ttf, bold: DejaVuSans-Bold.ttf, italic: DejaVuSans-Oblique.ttf}\n",
			[4]string{"DejaVuSans", "DejaVuSans-Bold", "DejaVuSans-Oblique", "DejaVuSans-Bold"}},
		{"regular alone", "fonts: {text: {regular: DejaVuSans.ttf}}\n",
			[4]string{"DejaVuSans", "DejaVuSans", "DejaVuSans", "DejaVuSans"}},
		{"heavy its own", "fonts: {text: {regular: DejaVuSans.ttf, heavy: DejaVuSans-Bold.ttf}}\n",
			[4]string{"DejaVuSans", "DejaVuSans", "DejaVuSans", "DejaVuSans-Bold"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			cfg, err := Parse(file, []byte(tt.fonts+fontsSection))
			if err != nil {
				t.Fatal(err)
			}
			for s, want := range tt.want {
				if got := draw.FaceName(cfg.Fonts.Face(draw.Face(s))); got != want {
					t.Errorf("style %d: got %q, want %q", s, got, want)
				}
			}
			again, err := Parse(file, []byte(tt.fonts+fontsSection))
			if err != nil || again.Fonts != cfg.Fonts {
				t.Errorf("the same files read twice: %+v, then %+v (%v)", cfg.Fonts, again.Fonts, err)
			}
		})
	}
}

// userFontFile copies the DejaVu file name into dir, or skips the test
// when the machine has no DejaVu (Debian's fonts-dejavu-core).
func userFontFile(t *testing.T, dir, name string) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(filepath.Dir(dejaVu), name))
	if err != nil {
		t.Skipf("no %s to use as the user's font (install fonts-dejavu-core): %v", name, err)
	}
	if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestFontsRefused checks that a face the book cannot print with is
// refused when the config is read, before any puzzle is made, with the
// file, the line, the characters and the face.
func TestFontsRefused(t *testing.T) {
	dir := t.TempDir()
	userFont(t, dir, "mine.ttf")
	write := func(name string, data []byte) {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("cff.otf", append([]byte("OTTO\x00\x09\x00\x80"), make([]byte, 200)...))
	write("notes.ttf", []byte("these are not the glyphs you are looking for\n"))
	write("cut.ttf", append([]byte{0, 1, 0, 0, 0, 9}, make([]byte, 40)...))
	past, _, delta := segmentOf(t, fonts.GoRegular, 'ö')
	binary.BigEndian.PutUint16(past[delta:], 0x10000-'ö') // ö to no glyph, the rest of its range past the last
	write("past.ttf", past)
	for _, tt := range []struct {
		name, config string
		want         []string
	}{
		{"unknown name", "fonts: {text: comic}\n", []string{
			`book.yaml:1: fonts.text: must be lato, go or andika, a TrueType file (NAME.ttf) or its files by style ({regular: NAME.ttf, bold: ...}), not "comic"`}},
		{"missing file", "fonts:\n  digits: nowhere.ttf\n", []string{
			`book.yaml:2: fonts.digits: nowhere.ttf: no such file`}},
		{"OpenType CFF", "fonts: {text: cff.otf}\n", []string{
			`book.yaml:1: fonts.text: cff.otf: an OpenType font with CFF (PostScript) outlines, which cannot be embedded: use a TrueType (.ttf) font`}},
		{"not a font", "fonts: {text: notes.ttf}\n", []string{
			`book.yaml:1: fonts.text: notes.ttf: not a TrueType font file`}},
		{"cut short", "fonts: {text: cut.ttf}\n", []string{
			`book.yaml:1: fonts.text: cut.ttf: not a TrueType font we can embed`}},
		{"a map past the glyphs", "fonts: {digits: past.ttf}\n", []string{
			`book.yaml:1: fonts.digits: past.ttf: not a TrueType font we can read: character map sends U+00A0 to glyph`}},
		{"family without its regular", "fonts:\n  text: {bold: mine.ttf}\n", []string{
			`book.yaml:2: fonts.text: a family given by its files needs its regular face`}},
		{"family with a bad file", "fonts:\n  text:\n    regular: mine.ttf\n    bold: notes.ttf\n", []string{
			`book.yaml:4: fonts.text.bold: notes.ttf: not a TrueType font file`}},
		{"family with a name", "fonts:\n  text: {regular: go}\n", []string{
			`book.yaml:2: fonts.text.regular: a family given by its files takes TrueType files (NAME.ttf); for the shipped go, write fonts.text: go`}},
		{"family's unknown style", "fonts:\n  text: {regular: mine.ttf, light: mine.ttf}\n", []string{
			`book.yaml:2: fonts.text.light: unknown key`}},
		{"unknown key", "fonts: {body: go}\n", []string{
			`book.yaml:1: fonts.body: unknown key`}},
		{"title the user's face lacks", "title: \"Sudoku 数独\"\nfonts: {text: mine.ttf}\n", []string{
			`book.yaml:1: title: '数' (U+6570), '独' (U+72EC): not in the book's fonts (mine.ttf), so it would print as a blank`}},
		{"the title checked whatever the order", "fonts: {text: go}\nsubtitle: \"★\"\n", []string{
			`book.yaml:2: subtitle: '★' (U+2605): not in the book's fonts (go), so it would print as a blank`}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse(filepath.Join(dir, "book.yaml"), []byte(tt.config+fontsSection))
			if err == nil {
				t.Fatal("parsed; want refused")
			}
			got := err.Error()
			for _, w := range tt.want {
				if !strings.Contains(got, w) {
					t.Errorf("got\n%s\nwant it to hold\n%s", got, w)
				}
			}
		})
	}
}

// segmentOf returns a copy of the TrueType file data and the offsets,
// in it, of the end and the delta of the format 4 map segment holding r.
func segmentOf(t *testing.T, data []byte, r rune) (out []byte, end, delta int) {
	t.Helper()
	out = append([]byte(nil), data...)
	u16 := func(i int) int { return int(binary.BigEndian.Uint16(out[i:])) }
	var cmap int
	for i := range u16(4) {
		if rec := 12 + 16*i; string(out[rec:rec+4]) == "cmap" {
			cmap = int(binary.BigEndian.Uint32(out[rec+8:]))
		}
	}
	for i := range u16(cmap + 2) {
		sub := cmap + int(binary.BigEndian.Uint32(out[cmap+4+8*i+4:]))
		if u16(sub) != 4 {
			continue
		}
		segs := u16(sub+6) / 2
		ends := sub + 14
		starts, deltas := ends+2*segs+2, ends+4*segs+2
		for k := range segs {
			if u16(starts+2*k) <= int(r) && int(r) <= u16(ends+2*k) {
				return out, ends + 2*k, deltas + 2*k
			}
		}
	}
	t.Fatalf("no format 4 character map holds %q", r)
	return nil, 0, 0
}

// withoutFrom returns a copy of the TrueType file data whose character
// map stops the range that holds r just before it: a font that lacks r
// and what followed it in its range.
func withoutFrom(t *testing.T, data []byte, r rune) []byte {
	out, end, _ := segmentOf(t, data, r)
	binary.BigEndian.PutUint16(out[end:], uint16(r-1))
	return out
}

// TestFontsFixedText checks that a face is checked for the book's fixed
// text in its language, which the config does not spell out: a font
// without "ö" serves an English book and is refused for a German
// one, at the fonts key.
func TestFontsFixedText(t *testing.T) {
	dir := t.TempDir()
	noO := withoutFrom(t, fonts.GoRegular, 'ö') // ö (U+00F6) to ſ (U+017F)
	if err := os.WriteFile(filepath.Join(dir, "no-o.ttf"), noO, 0o644); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "book.yaml")
	for _, key := range []string{"text", "digits"} {
		if _, err := Parse(file, []byte("language: de\nfonts: {"+key+": no-o.ttf}\n"+fontsSection)); (err == nil) != (key == "digits") {
			t.Errorf("German book, %s without ö: got %v", key, err)
		}
	}
	if _, err := Parse(file, []byte("fonts:\n  text: no-o.ttf\n"+fontsSection)); err != nil {
		t.Errorf("English book without ö: %v", err)
	}
	_, err := Parse(file, []byte("language: de\nfonts:\n  text: no-o.ttf\n"+fontsSection))
	for _, want := range []string{`book.yaml:3: fonts.text: `, `'ö' (U+00F6)`, `: not in the book's text face (no-o.ttf), which the book's fixed text in its language uses`} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("got %v, want it to hold %s", err, want)
		}
	}
}
