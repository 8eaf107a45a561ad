package numberlink

// The operations on one profile that the frontier counter's steps use,
// and the rebuilding of the first solution from the recorded steps.

// attach ends strand s at an endpoint of path k. A strand of another path
// cannot end there; an unnamed chain takes the path's name at its other end.
func attach(p *profile, w int, s, k uint8) bool {
	if s < firstChain {
		return s == k
	}
	rename(p, w, s, k)
	return true
}

// join meets strands a and b in one cell. Two strands of one path close
// it; of different paths they cannot meet; the two ends of one chain would
// close a loop; otherwise the far ends become one chain (or one path).
func join(p *profile, w int, a, b uint8) bool {
	switch {
	case a < firstChain && b < firstChain:
		return a == b
	case a == b:
		return false
	case a < firstChain:
		rename(p, w, b, a)
	default:
		rename(p, w, a, b)
	}
	return true
}

// rename writes to for every from in p.
func rename(p *profile, w int, from, to uint8) {
	for i := 0; i <= w; i++ {
		if p[i] == from {
			p[i] = to
		}
	}
}

// canon renumbers the unnamed chains of p in order of first appearance,
// so that equal frontiers compare equal.
func canon(p *profile, w int) {
	var from, to [maxFrontier + 1]uint8
	n := 0
	for i := 0; i <= w; i++ {
		v := p[i]
		if v < firstChain {
			continue
		}
		j := 0
		for j < n && from[j] != v {
			j++
		}
		if j == n {
			from[n], to[n] = v, firstChain+uint8(n)
			n++
		}
		p[i] = to[j]
	}
}

// rebuild follows the first way to the final profile back through the
// layers and returns the solution's edges as a state on the board.
func (f *frontier) rebuild() *state {
	b := f.b
	s := newState(b)
	for e := range s.edge {
		s.edge[e] = off
	}
	s.open = 0
	idx := uint32(0)
	for x := len(f.steps) - 1; x >= 0; x-- {
		st := f.steps[x][idx]
		r, c := x/f.w, x%f.w
		if st&stepRight != 0 {
			f.setOn(s, int(f.cellOf[x]), int(f.cellOf[r*f.w+c+1]))
		}
		if st&stepDown != 0 {
			f.setOn(s, int(f.cellOf[x]), int(f.cellOf[(r+1)*f.w+c]))
		}
		idx = st >> 2
	}
	paint(b, s)
	return s
}

// setOn marks the edge between board cells x and y as in.
func (f *frontier) setOn(s *state, x, y int) {
	b := f.b
	for i := range int(b.adjN[x]) {
		if int(b.adjC[x][i]) == y {
			s.edge[b.adjE[x][i]] = on
			s.deg[x]++
			s.deg[y]++
			return
		}
	}
	panic("numberlink: frontier step across a missing edge")
}

// paint gives every cell of a solved state the path of the line through it.
func paint(b *board, s *state) {
	for k, ends := range b.ends {
		prev, x := int16(-1), ends[0]
		for {
			s.mask[x] = 1 << k
			next := int16(-1)
			for i := range int(b.adjN[x]) {
				if y := b.adjC[x][i]; y != prev && s.edge[b.adjE[x][i]] == on {
					next = y
				}
			}
			if next < 0 {
				break
			}
			prev, x = x, next
		}
	}
}
