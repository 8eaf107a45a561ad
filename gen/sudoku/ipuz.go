package sudoku

import (
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
)

// ipuzForm is ipuz's own Sudoku kind, with its fields: charset ("1234",
// "123456" or "123456789"), boxes, and, for a 6x6 grid, whose boxes are
// not square, boxes false and zones: one rect per box of 2 rows by 3
// columns, [x1, y1, x2, y2] (column, row, counted from 1, corners
// included).
var ipuzForm = gen.IPUZ{Kind: "http://ipuz.org/sudoku#1", Write: writeIPUZ, Read: readIPUZ}

// maxIPUZSide bounds the zones a document may give, as gen/ipuz bounds
// its grids.
const maxIPUZSide = 100

// zone is an ipuz GroupSpec: a rect, or a list of [column, row] cells.
type zone struct {
	Rect  []int   `json:"rect"`
	Cells [][]int `json:"cells,omitempty"`
}

// writeIPUZ puts the charset, boxes and, for boxes that are not square,
// zones.
func writeIPUZ(p *gen.Puzzle, put func(string, any)) error {
	n := p.Rows
	if n != p.Cols || n < 1 || n > 9 {
		return fmt.Errorf("sudoku: %dx%d cells have no charset of digits in ipuz (want a square of 9 or fewer)", p.Rows, p.Cols)
	}
	br, bc := p.BoxRows, p.BoxCols
	if br == 0 && bc == 0 {
		br, bc = defaultBox(n)
	}
	if br < 1 || bc < 1 || br*bc != n {
		return fmt.Errorf("sudoku: %dx%d cells with boxes of %dx%d", n, n, br, bc)
	}
	put("charset", "123456789"[:n])
	square := br == bc
	put("boxes", square)
	if square {
		return nil
	}
	var zs []zone
	for r := 0; r < n; r += br {
		for c := 0; c < n; c += bc {
			zs = append(zs, zone{Rect: []int{c + 1, r + 1, c + bc, r + br}})
		}
	}
	put("zones", zs)
	return nil
}

// readIPUZ reads the box height and width: the square boxes (or, for 6x6,
// 2 rows by 3 columns) when boxes is true or left out, else the boxes
// its zones draw. Other regions (a Sudoku variant) are refused.
func readIPUZ(p *gen.Puzzle, get func(string, any) (bool, error)) error {
	n := p.Rows
	if p.Rows != p.Cols {
		return fmt.Errorf("sudoku: %dx%d cells, want a square", p.Cols, p.Rows)
	}
	var charset string
	if ok, err := get("charset", &charset); err != nil {
		return err
	} else if ok && len([]rune(charset)) != n {
		return fmt.Errorf("sudoku: charset %q has %d characters, want one for each of the %d values", charset, len([]rune(charset)), n)
	}
	boxes := true
	var zones []zone
	if _, err := get("boxes", &boxes); err != nil {
		return err
	}
	if _, err := get("zones", &zones); err != nil {
		return err
	}
	var err error
	switch {
	case boxes && len(zones) > 0:
		return fmt.Errorf("sudoku: zones besides the boxes (a variant puzzlebook does not read)")
	case boxes:
		p.BoxRows, p.BoxCols = defaultBox(n)
	case len(zones) == 0:
		return fmt.Errorf("sudoku: boxes is false and no zones give the regions (a Latin square, not a Sudoku puzzlebook reads)")
	default:
		p.BoxRows, p.BoxCols, err = zoneBoxes(zones, n)
	}
	return err
}

// defaultBox returns the boxes of an n x n Sudoku: square when n is a
// square, else the widest boxes less tall than wide (6: 2 rows by 3
// columns).
func defaultBox(n int) (rows, cols int) {
	rows = 1
	for r := 1; r*r <= n; r++ {
		if n%r == 0 {
			rows = r
		}
	}
	return rows, n / rows
}

// zoneBoxes returns the size of the boxes that zones draw, which must be
// n rectangles of one size that tile the n x n grid. Only their sizes and
// their places relative to each other count, so that zones counted from
// 0 read as well as zones counted from 1.
func zoneBoxes(zones []zone, n int) (br, bc int, err error) {
	if len(zones) != n {
		return 0, 0, fmt.Errorf("sudoku: zones: %d of them, want %d boxes", len(zones), n)
	}
	rects := make([][4]int, len(zones))
	for i, z := range zones {
		r, ok := z.rect()
		if !ok {
			return 0, 0, fmt.Errorf("sudoku: zones[%d]: want a rect [x1, y1, x2, y2] or the cells of a rectangle", i)
		}
		rects[i] = r
	}
	bc, br = rects[0][2]-rects[0][0]+1, rects[0][3]-rects[0][1]+1
	if br*bc != n {
		return 0, 0, fmt.Errorf("sudoku: zones[0]: a box of %dx%d cells in a %dx%d grid", bc, br, n, n)
	}
	x0, y0 := rects[0][0], rects[0][1]
	for _, r := range rects {
		x0, y0 = min(x0, r[0]), min(y0, r[1])
	}
	seen := make(map[[2]int]bool)
	for i, r := range rects {
		x, y := r[0]-x0, r[1]-y0
		if r[2]-r[0]+1 != bc || r[3]-r[1]+1 != br || x%bc != 0 || y%br != 0 || x+bc > n || y+br > n || seen[[2]int{x, y}] {
			return 0, 0, fmt.Errorf("sudoku: zones[%d]: the zones are not boxes of %dx%d cells tiling the grid", i, bc, br)
		}
		seen[[2]int{x, y}] = true
	}
	return br, bc, nil
}

// rect returns the rectangle z covers, [x1, y1, x2, y2], when z is a rect
// or lists exactly the cells of one.
func (z zone) rect() ([4]int, bool) {
	if len(z.Rect) == 4 {
		r := [4]int(z.Rect)
		return r, inGrid(r[:]...) && r[0] <= r[2] && r[1] <= r[3]
	}
	if z.Rect != nil || len(z.Cells) == 0 || len(z.Cells) > maxIPUZSide*maxIPUZSide {
		return [4]int{}, false
	}
	r := [4]int{maxIPUZSide + 1, maxIPUZSide + 1, 0, 0}
	seen := make(map[[2]int]bool)
	for _, c := range z.Cells {
		if len(c) != 2 || !inGrid(c...) || seen[[2]int{c[0], c[1]}] {
			return [4]int{}, false
		}
		seen[[2]int{c[0], c[1]}] = true
		r = [4]int{min(r[0], c[0]), min(r[1], c[1]), max(r[2], c[0]), max(r[3], c[1])}
	}
	return r, (r[2]-r[0]+1)*(r[3]-r[1]+1) == len(z.Cells)
}

// inGrid reports whether every coordinate is a column or row counted from
// 0 or from 1 in a grid of at most maxIPUZSide a side.
func inGrid(coords ...int) bool {
	for _, v := range coords {
		if v < 0 || v > maxIPUZSide {
			return false
		}
	}
	return true
}
