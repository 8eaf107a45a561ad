package pdf

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/glyph"
)

// fontTexts are texts a book may print, in every face: plain and accented
// Latin, Greek, Cyrillic and punctuation the sweep's configs use.
var fontTexts = []string{
	"Puzzle 17 Easy 0123456789",
	"Ünïcödé Ǘber Façade naïve Ångström œuvre",
	"Ελληνικά Λέξεις Σουντόκου",
	"Кириллица Судоку Головоломка",
	"«quoted» “curly” — dash … ellipsis → arrow",
}

// faceNames are the names of Lato's faces, the default family, indexed by
// Face, which the tests draw in.
var faceNames = [...]string{draw.Regular: "LatoRegular", draw.Bold: "LatoBold", draw.Italic: "LatoItalic", draw.Heavy: "LatoBlack"}

// drawFontTexts draws every text of fontTexts in every face, one line each.
func drawFontTexts(c draw.Canvas) {
	y := 40.0
	for face := range faceNames {
		for _, s := range fontTexts {
			c.Text(30, y, s, draw.Font{Face: draw.Face(face), Size: 9}, draw.AlignLeft)
			y += 13
		}
	}
}

// sheet is a 6x9in sheet, its trim the whole.
var sheet = Sheets{Width: 432, Height: 648, Trim: func(int) draw.Rect { return draw.Rect{W: 432, H: 648} }}

// encode writes pages on sheet with e.
func encode(t *testing.T, e Encoder, pages ...func(draw.Canvas)) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := e.Encode(&buf, sheet, pages); err != nil {
		t.Fatalf("Encode: %v", err)
	}
	return buf.Bytes()
}

// TestPDFFontsEmbeddedAndWords writes every face with Latin, accented,
// Greek and Cyrillic text, and checks with poppler that every font is
// embedded and that pdftotext reads back the words drawn, which needs
// gopdf's subset glyphs and the ToUnicode maps to be right.
func TestPDFFontsEmbeddedAndWords(t *testing.T) {
	for _, tool := range []string{"pdffonts", "pdftotext"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed (apt-get install poppler-utils)", tool)
		}
	}
	for _, s := range fontTexts {
		for face := range faceNames {
			if m := missingIn(draw.Face(face), s); len(m) > 0 {
				t.Fatalf("face %s lacks %q: the test text must be drawable", faceNames[face], m)
			}
		}
	}
	path := filepath.Join(t.TempDir(), "fonts.pdf")
	if err := os.WriteFile(path, encode(t, Encoder{}, drawFontTexts), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("pdffonts", path).CombinedOutput()
	if err != nil {
		t.Fatalf("pdffonts: %v\n%s", err, out)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")[2:]
	if len(lines) != len(faceNames) {
		t.Errorf("pdffonts: got %d fonts, want %d:\n%s", len(lines), len(faceNames), out)
	}
	for _, l := range lines {
		if f := strings.Fields(l); len(f) < 7 || f[len(f)-5] != "yes" || f[len(f)-4] != "yes" || !strings.Contains(f[0], "+") {
			t.Errorf("pdffonts: got %q, want emb yes, sub yes and a tagged name", l)
		}
	}
	text, err := exec.Command("pdftotext", "-raw", path, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	var want []string
	for range faceNames {
		for _, s := range fontTexts {
			want = append(want, strings.Fields(s)...)
		}
	}
	if got := strings.Fields(string(text)); !slices.Equal(got, want) {
		t.Errorf("pdftotext: got words\n%q\nwant\n%q", got, want)
	}
}

// TestPDFGlyphWidths checks the fonts gopdf subsets against the text we
// write: every glyph a text is drawn with is in its font's /W widths (so
// that gopdf's glyph indexes are ours and the subset holds the glyph),
// with the advance that measure (and so every alignment) uses.
func TestPDFGlyphWidths(t *testing.T) {
	data := encode(t, Encoder{}, drawFontTexts)
	objs, _, err := readPDF(data)
	if err != nil {
		t.Fatal(err)
	}
	widthRE := regexp.MustCompile(`(\d+)\[(\d+)\]`)
	fonts := 0
	for _, o := range objs {
		if !bytes.Contains(o.dict, []byte("/Subtype /CIDFontType2")) {
			continue
		}
		fonts++
		m := regexp.MustCompile(`/BaseFont /[A-Z]{6}\+(\w+)`).FindSubmatch(o.dict)
		face := -1
		if m != nil {
			face = slices.Index(faceNames[:], string(m[1]))
		}
		if face < 0 {
			t.Errorf("CIDFont %q: want a tagged name of one of %v", o.dict, faceNames)
			continue
		}
		w := bytes.Index(o.dict, []byte("/W ["))
		widths := map[uint16]int{}
		for _, e := range widthRE.FindAllSubmatch(o.dict[w:], -1) {
			g, _ := strconv.Atoi(string(e[1]))
			n, _ := strconv.Atoi(string(e[2]))
			widths[uint16(g)] = n
		}
		for _, s := range fontTexts {
			gs := glyphsOf(draw.Face(face), s)
			for i, r := range []rune(s) {
				got, ok := widths[gs[i]]
				if want := draw.Advance(draw.Face(face), r); !ok || got != want {
					t.Errorf("%s %q: glyph %d: got width %d (listed %v), want %d", faceNames[face], r, gs[i], got, ok, want)
				}
			}
		}
	}
	if fonts != len(faceNames) {
		t.Errorf("got %d CIDFonts, want %d", fonts, len(faceNames))
	}
}

// missingIn returns the runes of s that face f lacks.
func missingIn(f draw.Face, s string) []rune {
	var out []rune
	for _, r := range s {
		if r != ' ' && glyph.Font(f).Index(r) == 0 {
			out = append(out, r)
		}
	}
	return out
}

func TestToUnicode(t *testing.T) {
	var in strings.Builder
	in.WriteString("/CIDInit /ProcSet findresource begin\n1 begincodespacerange\n<0003><01F0>\nendcodespacerange\n")
	in.WriteString("103 beginbfrange\n")
	for g := 0x100; g < 0x100+101; g++ {
		fmt.Fprintf(&in, "<%04X><%04X><%04X>\n", g, g, 0x400+g)
	}
	in.WriteString("<0003><0003><0020>\n<0200><0200><1F600>\nendbfrange\nendcmap")
	out, err := toUnicode([]byte(in.String()))
	if err != nil {
		t.Fatal(err)
	}
	s := string(out)
	for _, want := range []string{
		"<0000> <FFFF>\nendcodespacerange",                                          // every two-byte code
		"100 beginbfchar\n<0003> <0020>\n<0100> <0500>\n",                           // glyph order, at most 100 a block
		"3 beginbfchar\n<0163> <0563>\n<0164> <0564>\n<0200> <D83DDE00>\nendbfchar", // U+1F600 as a surrogate pair
	} {
		if !strings.Contains(s, want) {
			t.Errorf("toUnicode: got\n%s\nwant it to hold %q", s, want)
		}
	}
	if _, err := toUnicode([]byte("/CIDInit no ranges")); err == nil {
		t.Error("toUnicode(no bfrange): got no error, want one")
	}
}

// TestPDFWorkersBound checks that Encode draws at most Workers pages at
// once, and that each, the pool that draws, compresses and checks, starts
// at most workers goroutines.
func TestPDFWorkersBound(t *testing.T) {
	for _, workers := range []int{1, 2, 3} {
		var now, most atomic.Int64
		busy := func() {
			n := now.Add(1)
			for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
			}
			time.Sleep(2 * time.Millisecond) // let the others overlap, if they may
			now.Add(-1)
		}
		pages := make([]func(draw.Canvas), 12)
		for i := range pages {
			pages[i] = func(draw.Canvas) { busy() }
		}
		if err := (Encoder{Workers: workers}).Encode(io.Discard, sheet, pages); err != nil {
			t.Fatal(err)
		}
		if got := most.Load(); got > int64(workers) || got < 1 {
			t.Errorf("Encode with %d workers drew %d pages at once", workers, got)
		}
		most.Store(0)
		each(12, workers, func(int) { busy() })
		if got := most.Load(); got > int64(workers) || got < 1 {
			t.Errorf("each with %d workers ran %d calls at once", workers, got)
		}
	}
}

// TestEncodeWorkers checks that the bytes of a file do not depend on
// how many pages are drawn and objects compressed at once.
func TestEncodeWorkers(t *testing.T) {
	pages := make([]func(draw.Canvas), 9)
	for i := range pages {
		pages[i] = func(c draw.Canvas) {
			drawFontTexts(c)
			c.Text(40, 600, strconv.Itoa(i+1), draw.Font{Face: draw.Bold, Size: 12}, draw.AlignLeft)
		}
	}
	one := encode(t, Encoder{Workers: 1}, pages...)
	for _, workers := range []int{2, 4, 16} {
		if got := encode(t, Encoder{Workers: workers}, pages...); !bytes.Equal(got, one) {
			t.Errorf("%d workers: got %d bytes differing from one worker's %d", workers, len(got), len(one))
		}
	}
}

// TestColourCanvases checks which canvases can draw colour and turn: the
// cover's and a coloured puzzle's (Sheets.Colour) both; the interior's
// neither, so that a book's pages stay grey.
func TestColourCanvases(t *testing.T) {
	type rotator interface {
		Rotate(at draw.Point, degrees float64, fn func(draw.Canvas))
	}
	for _, tc := range []struct {
		name   string
		colour bool
	}{{"interior", false}, {"colour", true}} {
		var cv draw.Canvas
		s := sheet
		s.Colour = tc.colour
		if err := (Encoder{}).Encode(io.Discard, s, []func(draw.Canvas){func(c draw.Canvas) { cv = c }}); err != nil {
			t.Fatal(err)
		}
		if _, ok := cv.(draw.Colourer); ok != tc.colour {
			t.Errorf("%s: got Colourer %v, want %v", tc.name, ok, tc.colour)
		}
		if _, ok := cv.(rotator); !ok {
			t.Errorf("%s: got no Rotate, want one", tc.name)
		}
	}
}
