package kakuro

import "math/rand/v2"

// A pattern is the layout of white cells: rows x cols with the clue row
// and column (row 0, column 0) never white. Published patterns have runs
// of 2 to 9 cells (most of 2 to 4), white cells all connected, and about
// 35% to 43% of the grid not white, clue row and column counted: 24% to
// 31% of the cells inside them (958 puzzles of janko.at, quartiles; 10%
// and 90%: 21% and 36%). A half-turn of the cells inside the clue row and
// column maps most onto themselves.

// shape is what a pattern is asked for.
type shape struct {
	rows, cols int
	symmetric  bool // half-turn symmetry of the cells inside
	maxRun     int  // longest run, 9 (kids' sizes: shorter)
	minShare   float64
	maxShare   float64 // share of cells inside the clue row and column not white
}

// pattern is a layout: white[r][c] for each cell.
type pattern [][]bool

// partner returns the cell a half-turn of the inside maps (r, c) to.
func (s shape) partner(r, c int) (int, int) { return s.rows - r, s.cols - c }

// makePattern draws random layouts until one keeps the rules of s, or
// returns nil after tries attempts.
func makePattern(s shape, rng *rand.Rand, tries int) pattern {
	for range tries {
		if p := s.draw(rng); p != nil {
			return p
		}
	}
	return nil
}

// draw makes one layout: blocks dropped at random (with their partners)
// to the target share, then runs of one cell filled in or blocked and
// runs too long cut, and the result checked.
func (s shape) draw(rng *rand.Rand) pattern {
	p := make(pattern, s.rows)
	for r := range p {
		p[r] = make([]bool, s.cols)
		for c := 1; c < s.cols && r > 0; c++ {
			p[r][c] = true
		}
	}
	inside := (s.rows - 1) * (s.cols - 1)
	share := s.minShare + (s.maxShare-s.minShare)*0.5*rng.Float64()
	target := int(share * float64(inside))
	for blocks := 0; blocks < target; {
		i := rng.IntN(inside)
		r, c := 1+i/(s.cols-1), 1+i%(s.cols-1)
		if !p[r][c] {
			continue
		}
		blocks += s.set(p, r, c, false)
	}
	longest := s
	longest.maxRun = min(s.maxRun, 5+rng.IntN(3))
	for range 4 * inside {
		if !longest.repair(p, rng) {
			break
		}
	}
	if s.bad(p) {
		return nil
	}
	return p
}

// set makes (r, c) white or not, and its partner when symmetric; it
// returns the number of cells changed.
func (s shape) set(p pattern, r, c int, white bool) int {
	n := 0
	if p[r][c] != white {
		p[r][c] = white
		n++
	}
	if s.symmetric {
		pr, pc := s.partner(r, c)
		if p[pr][pc] != white {
			p[pr][pc] = white
			n++
		}
	}
	return n
}

// repair changes one thing that breaks a rule: a run of one cell, whose
// cell becomes a block or whose neighbouring block becomes white, or a
// run longer than maxRun, cut by a block inside it. It reports whether it
// changed anything.
func (s shape) repair(p pattern, rng *rand.Rand) bool {
	for _, across := range []bool{true, false} {
		for _, u := range runsOf(p, across) {
			switch {
			case len(u) == 1:
				x := u[0]
				if ends := s.growable(p, x, across); len(ends) > 0 && rng.IntN(3) > 0 {
					e := ends[rng.IntN(len(ends))]
					s.set(p, e[0], e[1], true)
				} else {
					s.set(p, x[0], x[1], false)
				}
				return true
			case len(u) > s.maxRun:
				k := 1 + rng.IntN(len(u)-2)
				s.set(p, u[k][0], u[k][1], false)
				return true
			}
		}
	}
	return false
}

// growable returns the blocks inside the clue row and column beside the
// one-cell run at x, along its way, that could turn white.
func (s shape) growable(p pattern, x [2]int, across bool) [][2]int {
	dr, dc := 1, 0
	if across {
		dr, dc = 0, 1
	}
	var out [][2]int
	for _, sgn := range []int{-1, 1} {
		r, c := x[0]+sgn*dr, x[1]+sgn*dc
		if r >= 1 && r < s.rows && c >= 1 && c < s.cols && !p[r][c] {
			out = append(out, [2]int{r, c})
		}
	}
	return out
}

// runsOf lists the maximal runs of white cells one way, each as its cells.
func runsOf(p pattern, across bool) [][][2]int {
	rows, cols := len(p), len(p[0])
	n, m := cols, rows
	if across {
		n, m = rows, cols
	}
	var out [][][2]int
	for line := range n {
		var cur [][2]int
		for k := 0; k <= m; k++ {
			r, c := k, line
			if across {
				r, c = line, k
			}
			if k < m && p[r][c] {
				cur = append(cur, [2]int{r, c})
				continue
			}
			if len(cur) > 0 {
				out = append(out, cur)
				cur = nil
			}
		}
	}
	return out
}

// bad reports whether p breaks a rule of s: a run of one cell or longer
// than maxRun, white cells not connected, a share of blocks out of range.
func (s shape) bad(p pattern) bool {
	for _, across := range []bool{true, false} {
		for _, u := range runsOf(p, across) {
			if len(u) < 2 || len(u) > s.maxRun {
				return true
			}
		}
	}
	white := 0
	for _, row := range p {
		for _, w := range row {
			if w {
				white++
			}
		}
	}
	share := 1 - float64(white)/float64((s.rows-1)*(s.cols-1))
	return white == 0 || share < s.minShare || share > s.maxShare || connected(p) != white
}

// connected returns the number of white cells joined to the first one.
func connected(p pattern) int {
	rows, cols := len(p), len(p[0])
	seen := make([]bool, rows*cols)
	var stack []int
	for i := range seen {
		if p[i/cols][i%cols] {
			stack, seen[i] = append(stack, i), true
			break
		}
	}
	n := 0
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		n++
		r, c := i/cols, i%cols
		for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			nr, nc := r+d[0], c+d[1]
			if nr >= 0 && nr < rows && nc >= 0 && nc < cols && p[nr][nc] && !seen[nr*cols+nc] {
				seen[nr*cols+nc] = true
				stack = append(stack, nr*cols+nc)
			}
		}
	}
	return n
}
