package numberlink

import "math/bits"

// The region rule asks, for every path, which cells lie on some simple
// route between its endpoints through cells that may belong to it and
// edges not ruled out. A route from s to t may visit exactly the cells of
// the biconnected blocks along the block-cut tree between s and t, and
// must visit the cut vertices between them. So one depth-first search per
// path takes the path from every cell off those blocks (dead-end pockets
// and regions cut off) and gives it, alone, to every cut vertex it must
// pass (bottlenecks).

// dfs is the scratch space of the block search, reused across paths.
type dfs struct {
	base   int32   // disc values above base were set in this search
	clock  int32   // the last discovery time handed out
	disc   []int32 // discovery time
	low    []int32 // lowest discovery time reachable through one back edge
	parent []int16
	order  []int16 // cells in discovery order
	stack  []frame
	onPath []int32 // stamp: the cell's block lies between s and t
	open   []uint8 // bit i: the edge to neighbour i is not off, in the state searched
}

type frame struct {
	x    int16
	left uint8 // the neighbours (bit i: adjC[x][i]) not looked at yet
}

func newDFS(n int) dfs {
	return dfs{
		disc:   make([]int32, n),
		low:    make([]int32, n),
		parent: make([]int16, n),
		order:  make([]int16, 0, n),
		stack:  make([]frame, 0, n),
		onPath: make([]int32, n),
		open:   make([]uint8, n),
	}
}

// flow applies the region rule to every path. It reports whether a cell
// lost a path, and false on a contradiction: an endpoint cut off from its
// partner, a cell no path can reach, or a cell two paths must cross.
func (p *prop) flow(s *state) (changed, ok bool) {
	return p.flowPaths(s, ^uint64(0))
}

// flowPaths applies the region rule to the paths in set only: the
// others' routes must not have changed since a state where the rule
// changed nothing (a trial's starting state; see trials.touched).
func (p *prop) flowPaths(s *state, set uint64) (changed, ok bool) {
	b := p.b
	p.dfs.openEdges(b, s)
	clear(p.reach)
	clear(p.must)
	for k, ends := range b.ends {
		if set&(1<<k) == 0 {
			continue
		}
		if !p.dfs.blocks(b, s, k, ends[0], ends[1], p.reach, p.must) {
			return false, false
		}
	}
	for x, need := range b.need {
		if need == 0 {
			continue
		}
		m := s.mask[x] &^ (set &^ p.reach[x])
		if must := p.must[x]; must != 0 {
			if must&(must-1) != 0 {
				return false, false
			}
			m &= must
		}
		if m == 0 {
			return false, false
		}
		if m != s.mask[x] {
			s.mask[x] = m
			p.push(int16(x))
			changed = true
		}
	}
	return changed, true
}

// blocks runs the block search for path k from s to t, adding k to reach
// for every cell on some route and to must for every cell on all routes.
// It reports false when t cannot be reached.
func (d *dfs) blocks(b *board, st *state, k int, s, t int16, reach, must []uint64) bool {
	bit := uint64(1) << k
	d.base = d.clock
	d.order = d.order[:0]
	d.visit(s, -1)
	d.stack = append(d.stack[:0], frame{x: s, left: d.open[s]})
	disc, low, parent, open := d.disc, d.low, d.parent, d.open
	mask := st.mask
	for len(d.stack) > 0 {
		top := &d.stack[len(d.stack)-1]
		x := top.x
		adjC := &b.adjC[x]
		// Look at x's neighbours from where it left off, until one is
		// new (go down to it) or none is left (go back up).
		down := false
		for left := top.left; left != 0; {
			y := adjC[bits.TrailingZeros8(left)&3]
			left &= left - 1
			if mask[y]&bit == 0 {
				continue
			}
			if disc[y] <= d.base {
				top.left = left
				d.visit(y, x)
				d.stack = append(d.stack, frame{x: y, left: open[y]})
				down = true
				break
			}
			if y != parent[x] {
				low[x] = min(low[x], disc[y])
			}
		}
		if down {
			continue
		}
		d.stack = d.stack[:len(d.stack)-1]
		if p := parent[x]; p >= 0 {
			low[p] = min(low[p], low[x])
		}
	}
	if disc[t] <= d.base {
		return false
	}
	d.mark(bit, s, t, reach, must)
	return true
}

// mark adds the search's bit to must on the cut vertices between s and
// t and to reach on the cells of the blocks between them. A cell heads
// its block when its subtree reaches no higher than its parent: climbing
// from t, the heads of the blocks between s and t take this search's
// stamp, and a cell that heads no block takes its parent's (parents come
// first in discovery order). Stamps of earlier searches are all lower.
func (d *dfs) mark(bit uint64, s, t int16, reach, must []uint64) {
	disc, low, parent, onPath := d.disc, d.low, d.parent, d.onPath
	stamp := d.clock
	must[s] |= bit
	must[t] |= bit
	for v := t; v != s; {
		h := v
		for low[h] < disc[parent[h]] {
			h = parent[h]
		}
		onPath[h] = stamp
		v = parent[h]
		must[v] |= bit
	}
	reach[s] |= bit
	for _, x := range d.order[1:] {
		if p := parent[x]; low[x] < disc[p] {
			onPath[x] = onPath[p]
		}
		if onPath[x] == stamp {
			reach[x] |= bit
		}
	}
}

// openEdges notes, for every cell, its neighbours along edges that are
// not off in st: the same for every path's search of one pass.
func (d *dfs) openEdges(b *board, st *state) {
	for x, n := range b.adjN {
		var o uint8
		for i, e := range b.adjE[x][:n] {
			if st.edge[e] != off {
				o |= 1 << i
			}
		}
		d.open[x] = o
	}
}

func (d *dfs) visit(x, parent int16) {
	d.clock++
	d.disc[x], d.low[x] = d.clock, d.clock
	d.parent[x] = parent
	d.order = append(d.order, x)
}
