package numberlink

import (
	"cmp"
	_ "embed"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// The dominance tables are computed ahead: building the ones a 14x14
// board needs by enumeration takes about 10 ms, more than solving most
// Flow levels, and a process solving one puzzle paid it every time.
// dominance.txt holds the tables of every window shape and every pattern
// of endpoints and solid cells (1,365 of the 21,141 have a cube or a swap);
// TestDominanceTableFile builds them all again from their definition
// (dominance_build_test.go) and rewrites the file with -update.
//
//go:generate go test -run ^TestDominanceTableFile$ -update
//go:embed dominance.txt
var dominanceText string

// domTable is what one window shape allows, given which of its cells
// are endpoints or solid.
type domTable struct {
	h, w  int
	edges [][2]int8 // the window's inner edges as pairs of cells (row-major), in board order
	cubes []domCube // partial fillings that only dominated (or impossible) fillings match
	swaps []domSwap // by smallest filling
}

// domCube is a partial filling: the edges in care are in where val has
// their bit. Bit i of a filling is the window's inner edge i.
type domCube struct{ care, val uint32 }

// domSwap pairs the smallest filling of a kind with two or more fillings
// with another filling of that kind.
type domSwap struct{ smallest, other uint32 }

// empty reports whether the table adds no clause and offers no swap.
func (t *domTable) empty() bool { return len(t.cubes) == 0 && len(t.swaps) == 0 }

// swap returns the filling that m swaps with, when m is the smallest of a
// kind with others.
func (t *domTable) swap(m uint32) (uint32, bool) {
	i, ok := slices.BinarySearchFunc(t.swaps, m, func(s domSwap, m uint32) int { return cmp.Compare(s.smallest, m) })
	if !ok {
		return 0, false
	}
	return t.swaps[i].other, true
}

var (
	domMu     sync.Mutex
	domTables = map[uint64]*domTable{}
)

// dominanceTable returns the table of an h by w window whose cells need
// the given numbers of edges (0 solid, 1 endpoint, 2 blank), read from
// dominance.txt on first use.
func dominanceTable(h, w int, need []int8) *domTable {
	key := uint64(h) | uint64(w)<<4
	for x, n := range need {
		key |= uint64(n) << (8 + 2*x)
	}
	domMu.Lock()
	defer domMu.Unlock()
	t, ok := domTables[key]
	if !ok {
		t = parseDomTable(h, w, domLine(h, w, need))
		domTables[key] = t
	}
	return t
}

// domLine returns the fields of the line of dominance.txt for an h by w
// window whose cells need the given numbers of edges, after the shape and
// the pattern, or "" when the file does not list it. The lines are in the
// order of their shape and pattern as text, so it is found by binary
// search over the text itself: no index to build, and only the pages of
// the lines looked at are read.
func domLine(h, w int, need []int8) string {
	var buf [4 + 16]byte
	kb := append(buf[:0], byte('0'+h), 'x', byte('0'+w), ' ')
	for _, n := range need {
		kb = append(kb, byte('0'+n))
	}
	key := string(kb)
	body := dominanceText
	for strings.HasPrefix(body, "#") {
		_, body, _ = strings.Cut(body, "\n")
	}
	// lo and hi are the starts of lines; the line sought, if any, starts
	// in [lo, hi).
	lo, hi := 0, len(body)
	for lo < hi {
		mid := lo + (hi-lo)/2
		start := strings.LastIndexByte(body[:mid], '\n') + 1
		end := start + strings.IndexByte(body[start:], '\n')
		if end < start {
			panic("numberlink: dominance.txt does not end with a newline")
		}
		line := body[start:end]
		switch strings.Compare(line[:min(len(key), len(line))], key) {
		case 0:
			return line[len(key):]
		case -1:
			lo = end + 1
		default:
			hi = start
		}
	}
	return ""
}

// parseDomTable reads a table of an h by w window from its line's
// fields: cubes as care/val, swaps as smallest>other, in hex. An empty
// line gives the table with neither.
func parseDomTable(h, w int, fields string) *domTable {
	t := &domTable{h: h, w: w, edges: windowEdges(h, w)}
	if n := strings.Count(fields, "/"); n > 0 {
		t.cubes = make([]domCube, 0, n)
	}
	if n := strings.Count(fields, ">"); n > 0 {
		t.swaps = make([]domSwap, 0, n)
	}
	for fields != "" {
		var f string
		f, fields, _ = strings.Cut(strings.TrimPrefix(fields, " "), " ")
		if a, b, ok := strings.Cut(f, "/"); ok {
			t.cubes = append(t.cubes, domCube{care: parseHex(a), val: parseHex(b)})
			continue
		}
		a, b, ok := strings.Cut(f, ">")
		if !ok {
			panic(fmt.Sprintf("numberlink: dominance.txt: %q is neither care/val nor smallest>other", f))
		}
		t.swaps = append(t.swaps, domSwap{parseHex(a), parseHex(b)})
	}
	return t
}

// parseHex reads a filling written in hex.
func parseHex(s string) uint32 {
	v, err := strconv.ParseUint(s, 16, 32)
	if err != nil {
		panic(fmt.Sprintf("numberlink: dominance.txt: %v", err))
	}
	return uint32(v)
}

// windowEdges returns the inner edges of an h by w window as pairs of
// cells (numbered row by row), in board order: by the first cell, the
// edge to the right before the edge down.
func windowEdges(h, w int) [][2]int8 {
	edges := make([][2]int8, 0, h*(w-1)+(h-1)*w)
	for r := range h {
		for c := range w {
			x := int8(r*w + c)
			if c+1 < w {
				edges = append(edges, [2]int8{x, x + 1})
			}
			if r+1 < h {
				edges = append(edges, [2]int8{x, x + int8(w)})
			}
		}
	}
	return edges
}
