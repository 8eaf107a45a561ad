package numberlink

import (
	"cmp"
	"fmt"
	"math/bits"
	"os"
	"slices"
	"strings"
	"testing"
)

// The dominance tables from their definition, by enumeration: what
// dominance.txt is made of and checked against.

// domEnum is a window whose fillings are enumerated: its shape, the edges
// each cell needs (0 solid, 1 endpoint, 2 blank), the inner edges at each
// cell and whether no stub can leave it.
type domEnum struct {
	h, w  int
	need  []int8
	touch []uint32  // per cell, the inner edges at it
	inner []bool    // per cell, whether no stub can leave it
	edges [][2]int8 // as windowEdges
}

// newDomEnum returns the enumeration of an h by w window whose cells need
// the given numbers of edges.
func newDomEnum(h, w int, need []int8) *domEnum {
	t := &domEnum{h: h, w: w, need: slices.Clone(need), edges: windowEdges(h, w)}
	t.touch = make([]uint32, h*w)
	t.inner = make([]bool, h*w)
	for i, e := range t.edges {
		t.touch[e[0]] |= 1 << i
		t.touch[e[1]] |= 1 << i
	}
	for x := range t.inner {
		r, c := x/w, x%w
		t.inner[x] = r > 0 && r < h-1 && c > 0 && c < w-1
	}
	return t
}

// Filling status in buildDomTable.
const (
	domImpossible = iota
	domSmallest
	domDominated
)

// buildDomTable builds the table of an h by w window whose cells need
// the given numbers of edges from its definition: it enumerates every
// filling, groups the possible ones by kind and keeps the dominated ones
// as short cubes.
func buildDomTable(h, w int, need []int8) *domTable {
	en := newDomEnum(h, w, need)
	t := &domTable{h: h, w: w, edges: en.edges}
	n := uint32(1) << len(t.edges)
	status := make([]uint8, n)
	kinds := map[domKind][]uint32{}
	for m := range n {
		if key, ok := en.kind(m); ok {
			kinds[key] = append(kinds[key], m)
		}
	}
	for _, fills := range kinds {
		smallest := fills[0]
		for _, m := range fills[1:] {
			if lexLess(m, smallest) {
				smallest = m
			}
		}
		for _, m := range fills {
			status[m] = domDominated
		}
		status[smallest] = domSmallest
		for _, m := range fills {
			if m != smallest {
				t.swaps = append(t.swaps, domSwap{smallest, m})
				break
			}
		}
	}
	slices.SortFunc(t.swaps, func(a, b domSwap) int { return cmp.Compare(a.smallest, b.smallest) })
	seen := map[domCube]bool{}
	for m := range n {
		if status[m] != domDominated {
			continue
		}
		cube := domCube{care: n - 1, val: m}
		for i := range len(t.edges) {
			wider := domCube{care: cube.care &^ (1 << i), val: cube.val &^ (1 << i)}
			if onlyDominated(status, wider, n-1) {
				cube = wider
			}
		}
		if !seen[cube] {
			seen[cube] = true
			t.cubes = append(t.cubes, cube)
		}
	}
	return t
}

// onlyDominated reports whether every filling cube matches is dominated
// or impossible.
func onlyDominated(status []uint8, cube domCube, full uint32) bool {
	free := full &^ cube.care
	for sub := free; ; sub = (sub - 1) & free {
		if status[cube.val|sub] == domSmallest {
			return false
		}
		if sub == 0 {
			return true
		}
	}
}

// lexLess reports whether filling a is smaller than b: at the first edge
// (lowest bit) where they differ, a leaves it out.
func lexLess(a, b uint32) bool {
	d := a ^ b
	return d != 0 && a&(d&-d) == 0
}

// domKind names a kind of filling: for each cell of the window, '-' when
// no stub leaves it, '#' when it is solid, else 'a' plus the cell at the
// other end of its piece (itself when the cell only passes through, or is
// an endpoint whose line leaves at once).
type domKind [16]byte

// kind returns the kind of filling m (which cells leave the window by how
// many stubs, joined in which pairs) and whether m is possible at all:
// no cell with more than two edges, inner cells with exactly two, no
// loop.
func (t *domEnum) kind(m uint32) (domKind, bool) {
	cells := t.h * t.w
	for x := range cells {
		d := int8(bits.OnesCount32(m & t.touch[x]))
		if d > t.need[x] || (t.inner[x] && d < t.need[x]) {
			return domKind{}, false
		}
	}
	var deg [16]int8
	var nb [16][2]int8
	for i, e := range t.edges {
		if m&(1<<i) == 0 {
			continue
		}
		a, b := e[0], e[1]
		if deg[a] == t.need[a] || deg[b] == t.need[b] {
			return domKind{}, false
		}
		nb[a][deg[a]] = b
		nb[b][deg[b]] = a
		deg[a]++
		deg[b]++
	}
	var key domKind
	var reached [16]bool
	for x := range cells {
		r, c := x/t.w, x%t.w
		inner := r > 0 && r < t.h-1 && c > 0 && c < t.w-1
		switch {
		case t.need[x] == 0:
			key[x] = '#'
			reached[x] = true
		case deg[x] == t.need[x] && t.need[x] == 2:
			key[x] = '-'
		case inner && deg[x] < t.need[x]:
			return domKind{}, false
		case deg[x] == 0:
			key[x] = byte('a' + x) // passes through, or an endpoint leaving
			reached[x] = true
		default:
			// Walk the piece to its other end.
			prev, at := int8(-1), int8(x)
			for {
				reached[at] = true
				next := int8(-1)
				for j := range deg[at] {
					if nb[at][j] != prev {
						next = nb[at][j]
						break
					}
				}
				if next < 0 {
					break
				}
				prev, at = at, next
			}
			key[x] = byte('a' + at)
		}
	}
	// Cells with two edges that no piece reaches lie on a loop.
	for x := range cells {
		if !reached[x] {
			return domKind{}, false
		}
	}
	return key, true
}

// dominanceHeader opens dominance.txt.
const dominanceHeader = `# Dominance tables (dominance.go): for each window shape (rows x columns)
# and each pattern of needs, cell by cell row by row (0 solid, 1 endpoint,
# 2 blank), the table's cubes (care/val) and its swaps (smallest>other:
# the smallest filling of a kind with two or more, and another of that
# kind), in hex; bit i of a filling is the window's inner edge i, in board
# order. Patterns not listed have neither.
# Written by: go generate ./gen/numberlink (go test -run TestDominanceTableFile -update)
`

// domPatterns calls f with every pattern of needs of an h by w window,
// cell 0 the most significant digit.
func domPatterns(h, w int, f func(need []int8)) {
	n := 1
	for range h * w {
		n *= 3
	}
	need := make([]int8, h*w)
	for p := range n {
		for x := len(need) - 1; x >= 0; x-- {
			need[x] = int8(p % 3)
			p /= 3
		}
		f(need)
	}
}

// dominanceFile returns the text of dominance.txt, every table built
// from its definition.
func dominanceFile() string {
	var b strings.Builder
	b.WriteString(dominanceHeader)
	for _, sh := range domShapes {
		domPatterns(sh[0], sh[1], func(need []int8) {
			t := buildDomTable(sh[0], sh[1], need)
			if t.empty() {
				return
			}
			fmt.Fprintf(&b, "%dx%d ", sh[0], sh[1])
			for _, n := range need {
				b.WriteByte('0' + byte(n))
			}
			for _, c := range t.cubes {
				fmt.Fprintf(&b, " %x/%x", c.care, c.val)
			}
			for _, s := range t.swaps {
				fmt.Fprintf(&b, " %x>%x", s.smallest, s.other)
			}
			b.WriteByte('\n')
		})
	}
	return b.String()
}

// TestDominanceTableFile builds every table of every window shape from
// its definition: dominance.txt must hold them, byte for byte, and every
// table read from it must equal the one built (the same cubes in the same
// order, which fixes the order of the clauses, and the same swaps).
func TestDominanceTableFile(t *testing.T) {
	got := dominanceFile()
	if *update {
		if err := os.WriteFile("dominance.txt", []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		if got != dominanceText {
			t.Log("dominance.txt rewritten: run the test again to check the tables read from it")
		}
		return
	}
	if got != dominanceText {
		t.Fatalf("dominance.txt differs from the tables built from their definition (%d bytes, want %d); rerun with -update if the change is meant", len(dominanceText), len(got))
	}
	for _, sh := range domShapes {
		domPatterns(sh[0], sh[1], func(need []int8) {
			want := buildDomTable(sh[0], sh[1], need)
			read := dominanceTable(sh[0], sh[1], need)
			name := fmt.Sprintf("%dx%d%v", sh[0], sh[1], need)
			if read.h != want.h || read.w != want.w || !slices.Equal(read.edges, want.edges) {
				t.Fatalf("%s: got shape %dx%d edges %v, want %dx%d %v", name, read.h, read.w, read.edges, want.h, want.w, want.edges)
			}
			if !slices.Equal(read.cubes, want.cubes) {
				t.Fatalf("%s: got cubes %v, want %v", name, read.cubes, want.cubes)
			}
			if !slices.Equal(read.swaps, want.swaps) {
				t.Fatalf("%s: got swaps %v, want %v", name, read.swaps, want.swaps)
			}
		})
	}
}
