package draw

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// metrics is what this package reads of a TrueType font: its character
// map, its advance widths and the height of its capitals. Reading these
// few tables here keeps the drawing core free of a font rasteriser.
type metrics struct {
	unitsPerEm int
	capHeight  float64 // top of "H", in ems

	segs    []cmapSeg
	indexes []byte // a format 4 map's glyph index array
	hmtx    []byte
	hmetric int // advance widths in hmtx; later glyphs repeat the last
	glyphs  int
}

// cmapSeg is one range of a character map: runes start..end map to
// rune+delta, or, when offset is not 0, to an entry of the glyph index
// array.
type cmapSeg struct{ start, end, delta, offset uint32 }

func u16(b []byte, i int) int    { return int(binary.BigEndian.Uint16(b[i:])) }
func u32(b []byte, i int) uint32 { return binary.BigEndian.Uint32(b[i:]) }

// parseMetrics reads the head, maxp, hhea, hmtx, cmap, loca and glyf
// tables of the font in data.
func parseMetrics(data []byte) (m *metrics, err error) {
	defer func() {
		if recover() != nil { // a table shorter than its counts say
			m, err = nil, errors.New("truncated table")
		}
	}()
	tables := map[string][]byte{}
	n := u16(data, 4)
	for i := range n {
		rec := 12 + 16*i
		off, size := int(u32(data, rec+8)), int(u32(data, rec+12))
		if off+size > len(data) {
			return nil, fmt.Errorf("table %q out of bounds", data[rec:rec+4])
		}
		tables[string(data[rec:rec+4])] = data[off : off+size]
	}
	for _, t := range []string{"head", "maxp", "hhea", "hmtx", "cmap", "loca", "glyf"} {
		if tables[t] == nil {
			return nil, fmt.Errorf("no %s table", t)
		}
	}
	head := tables["head"]
	m = &metrics{
		unitsPerEm: u16(head, 18),
		hmtx:       tables["hmtx"],
		hmetric:    u16(tables["hhea"], 34),
		glyphs:     u16(tables["maxp"], 4),
	}
	if m.unitsPerEm == 0 || m.hmetric == 0 {
		return nil, errors.New("no units per em or no advance widths")
	}
	if m.hmetric > m.glyphs || len(m.hmtx) < 4*m.hmetric {
		return nil, fmt.Errorf("%d advance widths for %d glyphs in %d bytes", m.hmetric, m.glyphs, len(m.hmtx))
	}
	if err := m.parseCmap(tables["cmap"]); err != nil {
		return nil, err
	}
	// The top of "H" is the yMax of its glyph's header.
	h := m.glyph('H')
	var start int
	if u16(head, 50) == 0 {
		start = 2 * u16(tables["loca"], 2*h)
	} else {
		start = int(u32(tables["loca"], 4*h))
	}
	m.capHeight = float64(int16(u16(tables["glyf"], start+8))) / float64(m.unitsPerEm)
	return m, nil
}

// parseCmap picks the character map as the PDF and PNG backends do: the
// first Unicode subtable, else the last Microsoft one, in format 4 or 12.
func (m *metrics) parseCmap(cmap []byte) error {
	best := -1
	for i := range u16(cmap, 2) {
		rec := 4 + 8*i
		id := u32(cmap, rec)
		if id == 0x00000003 || id == 0x00000004 { // Unicode BMP, Unicode full
			best = int(u32(cmap, rec+4))
			break
		}
		if id == 0x00030000 || id == 0x00030001 || id == 0x0003000a { // Microsoft symbol, UCS-2, UCS-4
			best = int(u32(cmap, rec+4))
		}
	}
	if best <= 0 || best >= len(cmap) {
		return errors.New("no Unicode character map")
	}
	switch format := u16(cmap, best); format {
	case 4:
		segs := u16(cmap, best+6) / 2
		ends := best + 14
		starts := ends + 2*segs + 2
		deltas := starts + 2*segs
		offsets := deltas + 2*segs
		m.segs = make([]cmapSeg, segs)
		for i := range m.segs {
			m.segs[i] = cmapSeg{
				start:  uint32(u16(cmap, starts+2*i)),
				end:    uint32(u16(cmap, ends+2*i)),
				delta:  uint32(u16(cmap, deltas+2*i)),
				offset: uint32(u16(cmap, offsets+2*i)),
			}
		}
		m.indexes = cmap[offsets+2*segs:]
	case 12:
		groups := int(u32(cmap, best+12))
		m.segs = make([]cmapSeg, groups)
		for i := range m.segs {
			g := best + 16 + 12*i
			m.segs[i] = cmapSeg{start: u32(cmap, g), end: u32(cmap, g+4), delta: u32(cmap, g+8) - u32(cmap, g)}
		}
	default:
		return fmt.Errorf("character map format %d", format)
	}
	return nil
}

// glyph returns the glyph index of r, 0 when the font has none.
func (m *metrics) glyph(r rune) int {
	c := uint32(r)
	for i, j := 0, len(m.segs); i < j; {
		h := i + (j-i)/2
		s := m.segs[h]
		switch {
		case c < s.start:
			j = h
		case s.end < c:
			i = h + 1
		case s.offset == 0:
			return int(uint16(c + s.delta))
		default:
			// idRangeOffset counts bytes from its own entry in the array
			// before the glyph index array; the index is read as the PDF
			// and PNG backends read it, without idDelta.
			at := int(s.offset) + 2*(h-len(m.segs)+int(c-s.start))
			if at < 0 || at+2 > len(m.indexes) {
				return 0
			}
			return u16(m.indexes, at)
		}
	}
	return 0
}

// advance returns the advance width of glyph g in font units.
func (m *metrics) advance(g int) int {
	if g < 0 || g >= m.glyphs {
		return 0
	}
	if g >= m.hmetric {
		g = m.hmetric - 1
	}
	return u16(m.hmtx, 4*g)
}

// checkMap refuses a character map that sends a rune to a glyph the font
// does not have: the rasteriser would read past its glyphs.
func (m *metrics) checkMap() error {
	for _, s := range m.segs {
		if s.end < s.start {
			return fmt.Errorf("character map range %#x-%#x is backwards", s.start, s.end)
		}
		if s.end-s.start > 0x10000 && s.offset == 0 {
			// A large group of a format 12 map rises with its runes.
			if g := m.glyph(rune(s.end)); g >= m.glyphs {
				return fmt.Errorf("character map sends %U to glyph %d of %d", s.end, g, m.glyphs)
			}
			continue
		}
		for c := s.start; c <= s.end; c++ {
			if g := m.glyph(rune(c)); g >= m.glyphs {
				return fmt.Errorf("character map sends %U to glyph %d of %d", c, g, m.glyphs)
			}
		}
	}
	return nil
}
