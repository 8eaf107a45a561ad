package sudoku

// deducible reports whether the cells of orbit o, blank in cells, follow
// one after another by naked or hidden singles from the rest of cells
// (the solution's digits). Then the puzzle with them blank keeps every
// consequence of the puzzle with them given: it is unique when that one
// was, and singles still fill it when they filled that one. Cells found
// are filled while the others are tried, and blanked again. This local
// test is far cheaper than running the cell solver's singles over the
// whole grid, and it settles most removals of 4x4 and 6x6 grids while
// they are still dense; 9x9 grids ask the singles board (singles.go).
func (g *carver) deducible(cells, solution []int, o int) bool {
	s := g.s
	var seen [3 * maxN]uint16 // digits present in each unit
	for c, v := range cells {
		if v != 0 {
			for _, u := range s.cellUnits[c] {
				seen[u] |= 1 << (v - 1)
			}
		}
	}
	orbit := g.orbits[o]
	var found [2]bool
	left := len(orbit)
	for progress := true; progress && left > 0; {
		progress = false
		for i, c := range orbit {
			if found[i] || !g.single(cells, &seen, c, solution[c]) {
				continue
			}
			found[i], progress = true, true
			left--
			cells[c] = solution[c]
			for _, u := range s.cellUnits[c] {
				seen[u] |= 1 << (solution[c] - 1)
			}
		}
	}
	for _, c := range orbit {
		cells[c] = 0
	}
	return left == 0
}

// single reports whether blank cell c must hold digit d: the other digits
// all appear in its units (a naked single), or every other blank cell of
// one of its units sees a d (a hidden single).
func (g *carver) single(cells []int, seen *[3 * maxN]uint16, c, d int) bool {
	s := g.s
	us := s.cellUnits[c]
	bit := uint16(1) << (d - 1)
	full := uint16(1)<<s.n - 1
	if (seen[us[0]]|seen[us[1]]|seen[us[2]])|bit == full {
		return true
	}
	for _, u := range us {
		hidden := true
		for _, p := range s.units[u] {
			if p == c || cells[p] != 0 {
				continue
			}
			pu := s.cellUnits[p]
			if (seen[pu[0]]|seen[pu[1]]|seen[pu[2]])&bit == 0 {
				hidden = false
				break
			}
		}
		if hidden {
			return true
		}
	}
	return false
}
