package layout

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
	if err := os.WriteFile(path, writePDF(t, Composed{Pages: []Page{{Draw: drawFontTexts}}}, testSpec, Meta{}), 0o644); err != nil {
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
	data := writePDF(t, Composed{Pages: []Page{{Draw: drawFontTexts}}}, testSpec, Meta{})
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
		if r != ' ' && fontFor(f).font.Index(r) == 0 {
			out = append(out, r)
		}
	}
	return out
}

// TestPDFWorkers checks that the bytes of a PDF do not depend on how
// many pages are drawn at once.
func TestPDFWorkers(t *testing.T) {
	bk := sampleBook()
	c := Compose(bk)
	var one bytes.Buffer
	if err := (PDF{Workers: 1}).Write(&one, c, bk.Page, bk.Meta); err != nil {
		t.Fatal(err)
	}
	for _, workers := range []int{2, 4, 16} {
		var buf bytes.Buffer
		if err := (PDF{Workers: workers}).Write(&buf, c, bk.Page, bk.Meta); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(buf.Bytes(), one.Bytes()) {
			t.Errorf("%d workers: got %d bytes differing from one worker's %d", workers, buf.Len(), one.Len())
		}
	}
}

// TestPDFSize guards the size of the sample book's PDF: the pages' content
// written compactly and compressed, the fonts subset. It was 41,589 bytes
// when drawn through gopdf's calls (round caps as polygons, a save and
// restore around every call), and 38,242 since; its placeholder grids
// are light, so most of it is fonts. book's TestSamplerPDFSize guards a
// real book.
func TestPDFSize(t *testing.T) {
	bk := sampleBook()
	const most = 39000
	if n := len(writePDF(t, Compose(bk), bk.Page, bk.Meta)); n > most {
		t.Errorf("sample book PDF: got %d bytes, want at most %d", n, most)
	}
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

// TestPDFWorkersBound checks that PDF.Write draws at most Workers pages
// at once, and that each, the pool that compresses and checks, starts at
// most workers goroutines.
func TestPDFWorkersBound(t *testing.T) {
	bk := sampleBook()
	for _, workers := range []int{1, 2, 3} {
		var now, most atomic.Int64
		busy := func() {
			n := now.Add(1)
			for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
			}
			time.Sleep(2 * time.Millisecond) // let the others overlap, if they may
			now.Add(-1)
		}
		pages := make([]Page, 12)
		for i := range pages {
			pages[i] = Page{Draw: func(draw.Canvas) { busy() }}
		}
		if err := (PDF{Workers: workers}).Write(io.Discard, Composed{Pages: pages}, bk.Page, bk.Meta); err != nil {
			t.Fatal(err)
		}
		if got := most.Load(); got > int64(workers) || got < 1 {
			t.Errorf("Write with %d workers drew %d pages at once", workers, got)
		}
		most.Store(0)
		each(12, workers, func(int) { busy() })
		if got := most.Load(); got > int64(workers) || got < 1 {
			t.Errorf("each with %d workers ran %d calls at once", workers, got)
		}
	}
}
