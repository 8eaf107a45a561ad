package pdf

import (
	"bytes"
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"unicode/utf16"
)

// toUnicode rewrites a ToUnicode CMap as gopdf writes it, which maps each
// glyph of the subset back to its character, into one that PDF readers
// take as meant. gopdf's has three faults: its code space runs from the
// lowest to the highest glyph used, which as a two-byte range leaves out
// codes whose low byte falls outside the low bytes of its ends (glyph
// 0x0105 with a range <0003><01F0>); all of its mappings sit in one block,
// where a block holds at most 100; and a character past U+FFFF is written
// as five hex digits rather than as UTF-16. The rewrite keeps gopdf's
// glyph-to-character pairs (the first for a glyph drawn for two), with
// the whole two-byte code space, blocks of at most 100 bfchar entries in
// glyph order and UTF-16 (surrogate pairs past U+FFFF).
func toUnicode(cmap []byte) ([]byte, error) {
	type pair struct {
		glyph uint16
		r     rune
	}
	var pairs []pair
	seen := map[uint16]bool{}
	begin := bytes.Index(cmap, []byte("beginbfrange\n"))
	end := bytes.Index(cmap, []byte("endbfrange"))
	if begin < 0 || end < begin {
		return nil, fmt.Errorf("tounicode: no bfrange block")
	}
	for _, l := range bytes.Split(cmap[begin+len("beginbfrange\n"):end], []byte("\n")) {
		if len(l) == 0 {
			continue
		}
		f := bytes.Split(bytes.Trim(l, "<>"), []byte("><"))
		if len(f) != 3 || !bytes.Equal(f[0], f[1]) {
			return nil, fmt.Errorf("tounicode: entry %q: want <glyph><glyph><char>", l)
		}
		g, err1 := strconv.ParseUint(string(f[0]), 16, 16)
		r, err2 := strconv.ParseUint(string(f[2]), 16, 32)
		if err1 != nil || err2 != nil || r > 0x10FFFF {
			return nil, fmt.Errorf("tounicode: entry %q: want hex", l)
		}
		if !seen[uint16(g)] {
			seen[uint16(g)] = true
			pairs = append(pairs, pair{uint16(g), rune(r)})
		}
	}
	slices.SortFunc(pairs, func(a, b pair) int { return cmp.Compare(a.glyph, b.glyph) })

	var b bytes.Buffer
	b.WriteString("/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n" +
		"/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n" +
		"/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n" +
		"1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n")
	for len(pairs) > 0 {
		block := pairs[:min(100, len(pairs))]
		pairs = pairs[len(block):]
		fmt.Fprintf(&b, "%d beginbfchar\n", len(block))
		for _, p := range block {
			fmt.Fprintf(&b, "<%04X> <", p.glyph)
			for _, u := range utf16.AppendRune(nil, p.r) {
				fmt.Fprintf(&b, "%04X", u)
			}
			b.WriteString(">\n")
		}
		b.WriteString("endbfchar\n")
	}
	b.WriteString("endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n")
	return b.Bytes(), nil
}
