package regions

// Expert techniques built on two-candidate cells and strong links (a digit
// with exactly two places in a unit): wings, simple colouring and XY-chains.

// XYWing finds a pivot {x,y} seeing pincers {x,z} and {y,z}: one pincer is
// z, so z goes from every cell that sees both pincers.
func (g *Grader) xyWing() bool {
	for p := range g.n * g.n {
		pm := g.cand[p]
		if candCount(pm) != 2 {
			continue
		}
		for _, a := range g.s.Peers[p] {
			am := g.cand[a]
			if candCount(am) != 2 || candCount(am&pm) != 1 {
				continue
			}
			z := am &^ pm
			bm := pm&^am | z
			for _, b := range g.s.Peers[p] {
				if g.cand[b] == bm && g.eliminateSeenByBoth(a, b, z) {
					if g.trace != nil {
						g.trace.sawWing(z, a, b)
					}
					g.record(XYWing)
					return true
				}
			}
		}
	}
	return false
}

// XYZWing finds a pivot {x,y,z} seeing pincers {x,z} and {y,z}: one of the
// three is z, so z goes from every cell that sees all three.
func (g *Grader) xyzWing() bool {
	for p := range g.n * g.n {
		pm := g.cand[p]
		if candCount(pm) != 3 {
			continue
		}
		for _, a := range g.s.Peers[p] {
			am := g.cand[a]
			if candCount(am) != 2 || am&^pm != 0 {
				continue
			}
			for _, b := range g.s.Peers[p] {
				bm := g.cand[b]
				if b <= a || candCount(bm) != 2 || bm|am != pm {
					continue
				}
				z, progress := am&bm, false
				for _, q := range g.s.Peers[p] {
					if q != a && q != b && g.cand[q]&z != 0 && g.sees(q, a) && g.sees(q, b) {
						progress = g.eliminate(q, z) || progress
					}
				}
				if progress {
					if g.trace != nil {
						g.trace.sawWing(z, a, b)
					}
					g.record(XYZWing)
					return true
				}
			}
		}
	}
	return false
}

// WWing finds two cells {x,y} that do not see each other, joined by a
// strong link on x (one end sees each cell): one of them is y, so y goes
// from every cell that sees both.
func (g *Grader) wWing() bool {
	cells := g.n * g.n
	for a := range cells {
		am := g.cand[a]
		if candCount(am) != 2 {
			continue
		}
		for b := a + 1; b < cells; b++ {
			if g.cand[b] != am || g.sees(a, b) {
				continue
			}
			for x := am; x != 0; x &= x - 1 {
				bit := x & -x
				if u := g.linkUnit(a, b, bit); u >= 0 && g.eliminateSeenByBoth(a, b, am&^bit) {
					if g.trace != nil {
						g.trace.sawLink(bit, a, b, u)
					}
					g.record(WWing)
					return true
				}
			}
		}
	}
	return false
}

// linkUnit returns the first unit that has exactly two places for bit,
// neither of them a or b, one seeing a and the other seeing b, or -1.
func (g *Grader) linkUnit(a, b int, bit uint16) int {
	for u, unit := range g.s.Units {
		e1, e2, k := -1, -1, 0
		for _, c := range unit {
			if g.cand[c]&bit != 0 {
				if k++; k == 1 {
					e1 = c
				} else {
					e2 = c
				}
			}
		}
		if k != 2 || e1 == a || e1 == b || e2 == a || e2 == b {
			continue
		}
		if g.sees(e1, a) && g.sees(e2, b) || g.sees(e1, b) && g.sees(e2, a) {
			return u
		}
	}
	return -1
}

// SimpleColouring follows one digit's strong links, colouring their cells
// alternately: one colour holds the digit. A colour with two cells that see
// each other is false (colour wrap); a cell seeing both colours of a chain
// cannot hold the digit (colour trap).
func (g *Grader) simpleColouring() bool {
	n, cells := g.n, g.n*g.n
	for d := range n {
		bit := uint16(1) << d
		// linked[u] is the number of places for d in unit u, and the two
		// places when there are two.
		var places [3 * MaxN]uint8
		var ends [3 * MaxN][2]uint8
		for u, unit := range g.s.Units {
			for _, c := range unit {
				if g.cand[c]&bit != 0 {
					if places[u] < 2 {
						ends[u][places[u]] = uint8(c)
					}
					places[u]++
				}
			}
		}
		var colour [maxCells]int8
		var chain [maxCells]uint8
		for start := range cells {
			if g.cand[start]&bit == 0 || colour[start] != 0 {
				continue
			}
			colour[start] = 1
			chain[0] = uint8(start)
			size := 1
			for i := 0; i < size; i++ {
				c := int(chain[i])
				for _, u := range g.s.CellUnits[c] {
					if places[u] != 2 {
						continue
					}
					o := int(ends[u][0])
					if o == c {
						o = int(ends[u][1])
					}
					if colour[o] == 0 {
						colour[o] = -colour[c]
						chain[size] = uint8(o)
						size++
					}
				}
			}
			if size > 1 && g.colourChain(bit, chain[:size], &colour) {
				if g.trace != nil {
					g.trace.sawChain(bit, chain[:size], &colour)
				}
				g.record(SimpleColouring)
				return true
			}
			// Mark the chain as done with colours no later chain uses.
			for _, c := range chain[:size] {
				colour[c] *= 2
			}
		}
	}
	return false
}

// colourChain applies colour wrap and colour trap to one chain of cells
// coloured 1 and -1; cells of earlier chains have colours ±2.
func (g *Grader) colourChain(bit uint16, chain []uint8, colour *[maxCells]int8) bool {
	for i, a := range chain {
		for _, b := range chain[i+1:] {
			if colour[a] == colour[b] && g.sees(int(a), int(b)) {
				for _, c := range chain {
					if colour[c] == colour[a] {
						g.eliminate(int(c), bit)
					}
				}
				return true
			}
		}
	}
	progress := false
	for q := range g.n * g.n {
		if g.cand[q]&bit == 0 || colour[q] == 1 || colour[q] == -1 {
			continue
		}
		var seen int8
		for _, c := range chain {
			if g.sees(q, int(c)) {
				seen |= 1 << (colour[c] + 1) // bit 0 for -1, bit 2 for 1
			}
		}
		if seen == 5 {
			progress = g.eliminate(q, bit) || progress
		}
	}
	return progress
}

// XYChain follows chains of two-candidate cells: if the start is not z it
// is its other digit w, which forces a neighbour {w,v} to v, and so on; a
// chain that forces an end cell to z shows that the start or the end is z,
// so z goes from every cell that sees both. This is Solo's forcing chain,
// and the XY-wing is its shortest case.
func (g *Grader) xyChain() bool {
	cells := g.n * g.n
	type state struct {
		cell uint8
		val  uint16
	}
	var queue [2 * maxCells]state
	for s := range cells {
		sm := g.cand[s]
		if candCount(sm) != 2 {
			continue
		}
		for zs := sm; zs != 0; zs &= zs - 1 {
			z := zs & -zs
			var forced [maxCells]uint16
			forced[s] = sm &^ z
			queue[0] = state{uint8(s), sm &^ z}
			size := 1
			for i := 0; i < size; i++ {
				st := queue[i]
				for _, p := range g.s.Peers[st.cell] {
					pm := g.cand[p]
					if p == s || pm&st.val == 0 || candCount(pm) != 2 {
						continue
					}
					v := pm &^ st.val
					if forced[p]&v != 0 {
						continue
					}
					forced[p] |= v
					queue[size] = state{uint8(p), v}
					size++
					if v == z && g.eliminateSeenByBoth(s, p, z) {
						if g.trace != nil {
							g.trace.sawWing(z, s, p)
						}
						g.record(XYChain)
						return true
					}
				}
			}
		}
	}
	return false
}
