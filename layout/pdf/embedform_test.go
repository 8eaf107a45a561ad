package pdf

import (
	"encoding/binary"
	"slices"
	"testing"

	"github.com/golang/freetype/truetype"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// TestEmbedForm checks the form of each face a PDF embeds: a TrueType
// file freetype reads, whose checksums hold, with every glyph's outline
// as in the original, the metrics of the kept glyphs as they were and the
// others zero, no hinting left, and a third of the size or less.
func TestEmbedForm(t *testing.T) {
	text := "Puzzle 17 · Solution on page 33 — Ωμέγα, Жёлтый, çà! 0123456789"
	for face := range draw.Face(draw.Faces) {
		orig := draw.FaceData(face)
		of, err := truetype.Parse(orig)
		if err != nil {
			t.Fatal(err)
		}
		keep := map[int]bool{}
		for _, r := range text {
			keep[int(of.Index(r))] = true
		}
		got, err := embedForm(orig, func(g int) bool { return keep[g] })
		if err != nil {
			t.Fatalf("%s: %v", draw.FaceName(face), err)
		}
		// Andika's tables for shaping (Graphite, OpenType layout) stay
		// here; gopdf writes only the tables a PDF reads.
		if len(got) > len(orig)*2/3 && face <= draw.Heavy {
			t.Errorf("%s: %d bytes from %d, want at most two thirds", draw.FaceName(face), len(got), len(orig))
		}
		if sum := checksum(got); sum != 0xB1B0AFBA {
			t.Errorf("%s: the file sums to %#x, want 0xB1B0AFBA", draw.FaceName(face), sum)
		}
		tables, err := readTables(got)
		if err != nil {
			t.Fatal(err)
		}
		for _, tag := range []string{"fpgm", "prep", "cvt "} {
			if len(tables[tag]) != 0 {
				t.Errorf("%s: table %q keeps %d bytes of hinting", draw.FaceName(face), tag, len(tables[tag]))
			}
		}
		nf, err := truetype.Parse(got)
		if err != nil {
			t.Fatalf("%s: freetype cannot read the embedded form: %v", draw.FaceName(face), err)
		}
		scale := fixed.I(int(of.FUnitsPerEm()))
		var a, b truetype.GlyphBuf
		zeroed := false
		origTables, err := readTables(orig)
		if err != nil {
			t.Fatal(err)
		}
		for g := range truetype.Index(binary.BigEndian.Uint16(origTables["maxp"][4:])) {
			if err := a.Load(of, scale, g, font.HintingNone); err != nil {
				t.Fatal(err)
			}
			if err := b.Load(nf, scale, g, font.HintingNone); err != nil {
				t.Fatalf("%s: glyph %d: %v", draw.FaceName(face), g, err)
			}
			if keep[int(g)] && (!slices.Equal(a.Points, b.Points) || !slices.Equal(a.Ends, b.Ends)) {
				t.Errorf("%s: glyph %d: the outline changed", draw.FaceName(face), g)
			}
			if keep[int(g)] && nf.HMetric(scale, g) != of.HMetric(scale, g) {
				t.Errorf("%s: glyph %d: metrics %v, want %v", draw.FaceName(face), g, nf.HMetric(scale, g), of.HMetric(scale, g))
			}
			zeroed = zeroed || nf.HMetric(scale, g).AdvanceWidth == 0 && of.HMetric(scale, g).AdvanceWidth != 0
		}
		if !zeroed {
			t.Errorf("%s: no glyph's metrics zeroed", draw.FaceName(face))
		}
		if binary.BigEndian.Uint16(tables["head"][50:]) != 1 {
			t.Fatalf("%s: loca offsets not long", draw.FaceName(face))
		}
		glyphs := int(binary.BigEndian.Uint16(tables["maxp"][4:]))
		at, err := locaOffsets(tables["loca"], true, glyphs, len(tables["glyf"]))
		if err != nil {
			t.Fatal(err)
		}
		for g := range glyphs {
			data := tables["glyf"][at[g]:at[g+1]]
			if again, err := withoutInstructions(data); err != nil || len(again) != len(bytesTrimmed(data, again)) {
				t.Fatalf("%s: glyph %d keeps instructions (%v)", draw.FaceName(face), g, err)
			}
		}
	}
}

// bytesTrimmed returns data cut to the length of its stripped form plus
// the padding a glyph may carry, for comparing lengths.
func bytesTrimmed(data, stripped []byte) []byte {
	if len(data)-len(stripped) < 4 {
		return stripped
	}
	return data
}
