package numbrix

// plainCount counts the numberings of the grid g (0 blank, -1 hole, else
// a given) that make a path of steps (orthogonal, or king steps when
// diagonal), up to limit. It is deliberately plain and shares nothing with
// the solver: it walks the numbers up from 1, trying for 1 every cell that
// may hold it and for each next number every neighbour, skipping cells
// given another number. It prunes by the straight-line distance to the
// next given number and by stranded cells: an unused cell needs two ways
// in (unused neighbours or the head of the path), except the one cell
// where the path may end.
func plainCount(g [][]int, diagonal bool, limit int) int {
	rows, cols := len(g), len(g[0])
	n := 0
	at := map[int][2]int{} // given number -> cell
	for r := range g {
		for c, v := range g[r] {
			if v != -1 {
				n++
			}
			if v > 0 {
				at[v] = [2]int{r, c}
			}
		}
	}
	nextGiven := make([]int, n+2) // smallest given > v, or 0
	for v := n; v >= 0; v-- {
		if _, ok := at[v+1]; ok {
			nextGiven[v] = v + 1
		} else {
			nextGiven[v] = nextGiven[v+1]
		}
	}
	dist := func(a, b [2]int) int {
		dr, dc := abs(a[0]-b[0]), abs(a[1]-b[1])
		if diagonal {
			return max(dr, dc)
		}
		return dr + dc
	}
	used := make([][]bool, rows)
	for r := range used {
		used[r] = make([]bool, cols)
	}
	steps := func(yield func(dr, dc int)) {
		for dr := -1; dr <= 1; dr++ {
			for dc := -1; dc <= 1; dc++ {
				if (dr != 0 || dc != 0) && (diagonal || dr == 0 || dc == 0) {
					yield(dr, dc)
				}
			}
		}
	}
	free := func(r, c int) bool { return r >= 0 && r < rows && c >= 0 && c < cols && g[r][c] != -1 && !used[r][c] }
	stranded := func(head [2]int) bool {
		ends := 0
		for r := range rows {
			for c := range cols {
				if !free(r, c) {
					continue
				}
				ways := 0
				steps(func(dr, dc int) {
					if free(r+dr, c+dc) || (r+dr == head[0] && c+dc == head[1]) {
						ways++
					}
				})
				if ways == 0 {
					return true
				}
				if ways == 1 {
					ends++
				}
			}
		}
		return ends > 1
	}
	total := 0
	var walk func(v int, cell [2]int)
	walk = func(v int, cell [2]int) {
		if total >= limit {
			return
		}
		if ng := nextGiven[v]; ng > 0 && dist(cell, at[ng]) > ng-v {
			return
		}
		if v == n {
			total++
			return
		}
		if stranded(cell) {
			return
		}
		steps(func(dr, dc int) {
			r, c := cell[0]+dr, cell[1]+dc
			if !free(r, c) {
				return
			}
			if gv := g[r][c]; gv != 0 && gv != v+1 {
				return
			}
			if want, ok := at[v+1]; ok && want != [2]int{r, c} {
				return
			}
			used[r][c] = true
			walk(v+1, [2]int{r, c})
			used[r][c] = false
		})
	}
	for r := range g {
		for c, v := range g[r] {
			if v == 0 || v == 1 {
				if want, ok := at[1]; ok && want != [2]int{r, c} {
					continue
				}
				used[r][c] = true
				walk(1, [2]int{r, c})
				used[r][c] = false
			}
		}
	}
	return total
}

func abs(x int) int { return max(x, -x) }
