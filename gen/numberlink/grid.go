package numberlink

// solutionGrid returns the path number (from 1) of every cell of a solved
// state, -1 on solid cells.
func (b *board) solutionGrid(s *state) [][]int {
	g := make([][]int, b.rows)
	for r := range g {
		g[r] = make([]int, b.cols)
		for c := range g[r] {
			x := r*b.cols + c
			m := s.mask[x]
			if b.need[x] == 0 || m == 0 {
				g[r][c] = -1
				continue
			}
			k := 0
			for m > 1 {
				m >>= 1
				k++
			}
			g[r][c] = k + 1
		}
	}
	return g
}
