package ipuz

// sudokuBoxes returns the box height and width of a rows x cols Sudoku
// document: the square boxes (or, for 6x6, 2 rows by 3 columns) when boxes
// is true or left out, else the boxes its zones draw. Other regions (a
// Sudoku variant) are refused.
func sudokuBoxes(d *document, rows, cols int) (br, bc int, err error) {
	n := rows
	if rows != cols {
		return 0, 0, malformed("a Sudoku of %dx%d cells, want a square", cols, rows)
	}
	if d.Charset != nil && len([]rune(*d.Charset)) != n {
		return 0, 0, malformed("charset %q has %d characters, want one for each of the %d values", *d.Charset, len([]rune(*d.Charset)), n)
	}
	if d.Boxes == nil || *d.Boxes {
		if len(d.Zones) > 0 {
			return 0, 0, malformed("zones besides the boxes (a Sudoku variant puzzlebook does not read)")
		}
		br, bc = defaultBox(n)
		return br, bc, nil
	}
	if len(d.Zones) == 0 {
		return 0, 0, malformed("boxes is false and no zones give the regions (a Latin square, not a Sudoku puzzlebook reads)")
	}
	return zoneBoxes(d.Zones, n)
}

// zoneBoxes returns the size of the boxes that zones draw, which must be
// n rectangles of one size that tile the n x n grid. Only their sizes and
// their places relative to each other count, so that zones counted from
// 0 read as well as zones counted from 1.
func zoneBoxes(zones []groupSpec, n int) (br, bc int, err error) {
	if len(zones) != n {
		return 0, 0, malformed("zones: %d of them, want %d boxes", len(zones), n)
	}
	rects := make([][4]int, len(zones))
	for i, z := range zones {
		r, ok := z.rect()
		if !ok {
			return 0, 0, malformed("zones[%d]: want a rect [x1, y1, x2, y2] or the cells of a rectangle", i)
		}
		rects[i] = r
	}
	bc, br = rects[0][2]-rects[0][0]+1, rects[0][3]-rects[0][1]+1
	if br*bc != n {
		return 0, 0, malformed("zones[0]: a box of %dx%d cells in a %dx%d Sudoku", bc, br, n, n)
	}
	x0, y0 := rects[0][0], rects[0][1]
	for _, r := range rects {
		x0, y0 = min(x0, r[0]), min(y0, r[1])
	}
	seen := make(map[[2]int]bool)
	for i, r := range rects {
		x, y := r[0]-x0, r[1]-y0
		if r[2]-r[0]+1 != bc || r[3]-r[1]+1 != br || x%bc != 0 || y%br != 0 || x+bc > n || y+br > n || seen[[2]int{x, y}] {
			return 0, 0, malformed("zones[%d]: the zones are not boxes of %dx%d cells tiling the grid", i, bc, br)
		}
		seen[[2]int{x, y}] = true
	}
	return br, bc, nil
}

// rect returns the rectangle g covers, [x1, y1, x2, y2], when g is a rect
// or lists exactly the cells of one.
func (g groupSpec) rect() ([4]int, bool) {
	if len(g.Rect) == 4 {
		r := [4]int(g.Rect)
		return r, inGrid(r[:]...) && r[0] <= r[2] && r[1] <= r[3]
	}
	if g.Rect != nil || len(g.Cells) == 0 || len(g.Cells) > maxSide*maxSide {
		return [4]int{}, false
	}
	r := [4]int{maxSide + 1, maxSide + 1, 0, 0}
	seen := make(map[[2]int]bool)
	for _, c := range g.Cells {
		if len(c) != 2 || !inGrid(c...) || seen[[2]int{c[0], c[1]}] {
			return [4]int{}, false
		}
		seen[[2]int{c[0], c[1]}] = true
		r = [4]int{min(r[0], c[0]), min(r[1], c[1]), max(r[2], c[0]), max(r[3], c[1])}
	}
	return r, (r[2]-r[0]+1)*(r[3]-r[1]+1) == len(g.Cells)
}

// inGrid reports whether every coordinate is a column or row counted from
// 0 or from 1 in a grid of at most maxSide a side.
func inGrid(coords ...int) bool {
	for _, v := range coords {
		if v < 0 || v > maxSide {
			return false
		}
	}
	return true
}
