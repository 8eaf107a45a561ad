package numberlink

// Edge states.
const (
	unknown uint8 = iota
	on
	off
)

// state is the changing part of a search: what is known of every edge and
// of the paths each cell may belong to. Search copies it at every branch.
type state struct {
	edge  []uint8  // unknown, on or off
	mask  []uint64 // the paths a cell may belong to
	deg   []int8   // edges on at a cell
	unk   []int8   // edges still unknown at a cell
	other []int16  // for the end of a chain of on edges, its other end
	open  int      // edges still unknown
}

// newState returns the state of b before any deduction: every edge
// unknown, endpoints on their own path, blank cells on any path.
func newState(b *board) *state {
	n := b.cells()
	s := &state{
		edge:  make([]uint8, len(b.edgeA)),
		mask:  make([]uint64, n),
		deg:   make([]int8, n),
		unk:   make([]int8, n),
		other: make([]int16, n),
		open:  len(b.edgeA),
	}
	all := uint64(1)<<b.paths - 1
	if b.paths == maxPaths {
		all = ^uint64(0)
	}
	for x := range n {
		s.other[x] = int16(x)
		s.unk[x] = int8(b.adjN[x])
		switch {
		case b.label[x] >= 0:
			s.mask[x] = 1 << b.label[x]
		case b.need[x] == 2:
			s.mask[x] = all
		}
	}
	return s
}

// copyFrom makes s a copy of t, reusing s's storage.
func (s *state) copyFrom(t *state) {
	s.edge = append(s.edge[:0], t.edge...)
	s.mask = append(s.mask[:0], t.mask...)
	s.deg = append(s.deg[:0], t.deg...)
	s.unk = append(s.unk[:0], t.unk...)
	s.other = append(s.other[:0], t.other...)
	s.open = t.open
}

// clone returns a fresh copy of s.
func (s *state) clone() *state {
	t := &state{}
	t.copyFrom(s)
	return t
}
