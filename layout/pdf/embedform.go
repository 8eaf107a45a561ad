package pdf

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
)

// embedForm returns the TrueType file ttf in the form a PDF embeds it:
// the same glyphs under the same numbers with the same outlines, without
// what only a screen's rasteriser reads and without metrics no text can
// reach:
//
//   - each glyph's hinting instructions, and the fpgm, prep and cvt
//     tables they call on, are left empty (viewers and printers scale
//     the outlines themselves; half of Lato's glyph data is hinting);
//   - the advance and side bearing of a glyph that no character maps to
//     (an alternate, a ligature: text here is never shaped) are zero, so
//     that the metrics table, which gopdf embeds whole, compresses away.
//
// reachable says which glyphs to keep the metrics of; the parts of a
// composite glyph kept are kept too, since a composite may take its
// metrics, and a rasteriser its parts' placing, from theirs. The result is a
// well-formed TrueType file with long loca offsets and true checksums.
func embedForm(ttf []byte, reachable func(glyph int) bool) ([]byte, error) {
	f, err := readTables(ttf)
	if err != nil {
		return nil, err
	}
	head, maxp, hhea := f["head"], f["maxp"], f["hhea"]
	if len(head) < 54 || len(maxp) < 6 || len(hhea) < 36 || f["loca"] == nil || f["glyf"] == nil || f["hmtx"] == nil {
		return nil, errors.New("pdf: embedded font: missing or short head, maxp, hhea, loca, glyf or hmtx")
	}
	glyphs := int(binary.BigEndian.Uint16(maxp[4:]))
	offsets, err := locaOffsets(f["loca"], binary.BigEndian.Uint16(head[50:]) == 1, glyphs, len(f["glyf"]))
	if err != nil {
		return nil, err
	}
	glyf := make([]byte, 0, len(f["glyf"]))
	loca := make([]byte, 0, 4*(glyphs+1))
	for g := range glyphs {
		loca = binary.BigEndian.AppendUint32(loca, uint32(len(glyf)))
		data, err := withoutInstructions(f["glyf"][offsets[g]:offsets[g+1]])
		if err != nil {
			return nil, fmt.Errorf("pdf: embedded font: glyph %d: %w", g, err)
		}
		glyf = append(glyf, data...)
		for len(glyf)%4 != 0 {
			glyf = append(glyf, 0)
		}
	}
	loca = binary.BigEndian.AppendUint32(loca, uint32(len(glyf)))
	f["glyf"], f["loca"] = glyf, loca
	head = slices.Clone(head)
	binary.BigEndian.PutUint16(head[50:], 1) // long loca offsets
	f["head"] = head
	keep := withComponents(glyf, loca, glyphs, reachable)
	hmtx := slices.Clone(f["hmtx"])
	metrics := int(binary.BigEndian.Uint16(hhea[34:]))
	for g := 0; g < metrics && 4*g+4 <= len(hmtx); g++ {
		if g != 0 && !keep[g] {
			clear(hmtx[4*g : 4*g+4])
		}
	}
	f["hmtx"] = hmtx
	for _, tag := range []string{"fpgm", "prep", "cvt "} {
		if f[tag] != nil {
			f[tag] = []byte{}
		}
	}
	return writeTables(ttf[:4], f), nil
}

// withComponents returns the glyphs keep says, and every glyph a kept
// composite is made of, at any depth; glyf and loca are the stripped
// glyph data and its long offsets.
func withComponents(glyf, loca []byte, glyphs int, keep func(int) bool) []bool {
	out := make([]bool, glyphs)
	var todo []int
	for g := range glyphs {
		if keep(g) {
			out[g] = true
			todo = append(todo, g)
		}
	}
	for len(todo) > 0 {
		g := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		data := glyf[binary.BigEndian.Uint32(loca[4*g:]):binary.BigEndian.Uint32(loca[4*g+4:])]
		for _, part := range components(data) {
			if part < glyphs && !out[part] {
				out[part] = true
				todo = append(todo, part)
			}
		}
	}
	return out
}

// components lists the glyphs a composite glyph is made of (none for a
// simple glyph); data is well formed (withoutInstructions read it).
func components(data []byte) []int {
	if len(data) < 10 || int16(binary.BigEndian.Uint16(data)) >= 0 {
		return nil
	}
	var out []int
	for at := 10; at+4 <= len(data); {
		flags := binary.BigEndian.Uint16(data[at:])
		out = append(out, int(binary.BigEndian.Uint16(data[at+2:])))
		at += 4 + componentArgs(flags)
		if flags&moreComponents == 0 {
			break
		}
	}
	return out
}

// componentArgs is the length of a component's arguments and transform
// after its flags and glyph index.
func componentArgs(flags uint16) int {
	n := 2
	if flags&argsAreWords != 0 {
		n = 4
	}
	switch {
	case flags&haveScale != 0:
		n += 2
	case flags&haveXYScale != 0:
		n += 4
	case flags&haveTwoByTwo != 0:
		n += 8
	}
	return n
}

// readTables returns the tables of a TrueType file by tag.
func readTables(ttf []byte) (map[string][]byte, error) {
	if len(ttf) < 12 {
		return nil, errors.New("pdf: embedded font: too short")
	}
	n := int(binary.BigEndian.Uint16(ttf[4:]))
	if len(ttf) < 12+16*n {
		return nil, errors.New("pdf: embedded font: table directory cut short")
	}
	out := make(map[string][]byte, n)
	for i := range n {
		e := ttf[12+16*i:]
		off, size := int(binary.BigEndian.Uint32(e[8:])), int(binary.BigEndian.Uint32(e[12:]))
		if off < 0 || size < 0 || off+size > len(ttf) {
			return nil, fmt.Errorf("pdf: embedded font: table %q past the file's end", e[:4])
		}
		out[string(e[:4])] = ttf[off : off+size]
	}
	return out, nil
}

// locaOffsets reads the glyph offsets of a loca table (long or short).
func locaOffsets(loca []byte, long bool, glyphs, glyfLen int) ([]int, error) {
	out := make([]int, glyphs+1)
	for i := range out {
		var v int
		switch {
		case long && 4*i+4 <= len(loca):
			v = int(binary.BigEndian.Uint32(loca[4*i:]))
		case !long && 2*i+2 <= len(loca):
			v = 2 * int(binary.BigEndian.Uint16(loca[2*i:]))
		default:
			return nil, errors.New("pdf: embedded font: loca table cut short")
		}
		if v > glyfLen || (i > 0 && v < out[i-1]) {
			return nil, fmt.Errorf("pdf: embedded font: glyph %d's offset %d out of order", i, v)
		}
		out[i] = v
	}
	return out, nil
}

// Composite glyph flags (the TrueType glyf table).
const (
	argsAreWords     = 0x0001
	haveScale        = 0x0008
	moreComponents   = 0x0020
	haveXYScale      = 0x0040
	haveTwoByTwo     = 0x0080
	haveInstructions = 0x0100
)

// withoutInstructions returns one glyph's data without its hinting
// instructions: a simple glyph's are cut out, a composite's dropped from
// its end with the flag that announces them.
func withoutInstructions(g []byte) ([]byte, error) {
	if len(g) == 0 {
		return g, nil
	}
	if len(g) < 10 {
		return nil, errors.New("header cut short")
	}
	contours := int16(binary.BigEndian.Uint16(g))
	if contours >= 0 {
		at := 10 + 2*int(contours)
		if at+2 > len(g) {
			return nil, errors.New("contour ends cut short")
		}
		skip := int(binary.BigEndian.Uint16(g[at:]))
		if at+2+skip > len(g) {
			return nil, errors.New("instructions cut short")
		}
		out := append(slices.Clone(g[:at]), 0, 0)
		return append(out, g[at+2+skip:]...), nil
	}
	out := slices.Clone(g)
	at := 10
	for {
		if at+4 > len(out) {
			return nil, errors.New("component cut short")
		}
		flags := binary.BigEndian.Uint16(out[at:])
		binary.BigEndian.PutUint16(out[at:], flags&^haveInstructions)
		at += 4 + componentArgs(flags) // flags, glyph index, arguments
		if flags&moreComponents == 0 {
			break
		}
	}
	if at > len(out) {
		return nil, errors.New("component cut short")
	}
	return out[:at], nil
}

// writeTables assembles a TrueType file from its version tag and tables,
// in tag order, each padded to four bytes, with their checksums and the
// head table's checksum adjustment.
func writeTables(version []byte, tables map[string][]byte) []byte {
	tags := slices.Sorted(func(yield func(string) bool) {
		for t := range tables {
			if !yield(t) {
				return
			}
		}
	})
	n := len(tags)
	shift := 0
	for 1<<(shift+1) <= n {
		shift++
	}
	out := slices.Clone(version)
	out = binary.BigEndian.AppendUint16(out, uint16(n))
	out = binary.BigEndian.AppendUint16(out, uint16(16<<shift))
	out = binary.BigEndian.AppendUint16(out, uint16(shift))
	out = binary.BigEndian.AppendUint16(out, uint16(16*n-16<<shift))
	dir := len(out)
	out = append(out, make([]byte, 16*n)...)
	headAt := -1
	for i, tag := range tags {
		data := tables[tag]
		if tag == "head" {
			headAt = len(out)
			data = slices.Clone(data)
			clear(data[8:12]) // checkSumAdjustment, summed as zero
		}
		e := out[dir+16*i:]
		copy(e, tag)
		binary.BigEndian.PutUint32(e[4:], checksum(data))
		binary.BigEndian.PutUint32(e[8:], uint32(len(out)))
		binary.BigEndian.PutUint32(e[12:], uint32(len(data)))
		out = append(out, data...)
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
	}
	if headAt >= 0 {
		binary.BigEndian.PutUint32(out[headAt+8:], 0xB1B0AFBA-checksum(out))
	}
	return out
}

// checksum is the TrueType table checksum: the sum of its big-endian
// 32-bit words, the last padded with zeros.
func checksum(b []byte) uint32 {
	var sum uint32
	for i := 0; i < len(b); i += 4 {
		var w [4]byte
		copy(w[:], b[i:])
		sum += binary.BigEndian.Uint32(w[:])
	}
	return sum
}
