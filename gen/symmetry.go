package gen

// Symmetries is the number of rotations and reflections of a rectangle
// (counting those that transpose it): the t of Transform runs from 0 to
// Symmetries-1.
const Symmetries = 8

// QuarterTurn is the symmetry t that turns a grid a quarter turn clockwise.
const QuarterTurn = 5

// Transform returns a copy of g under symmetry t of the rectangle. Read
// from the result's side: bit 1 flips its rows, bit 2 flips its columns,
// and bit 0 then takes the cell from the transposed position, so a grid
// of r x c becomes c x r when bit 0 is set.
func Transform(g [][]int, t int) [][]int {
	if len(g) == 0 {
		return nil
	}
	rows, cols := len(g), len(g[0])
	if t&1 != 0 {
		rows, cols = cols, rows
	}
	out := NewGrid(rows, cols)
	for r := range rows {
		for c := range cols {
			sr, sc := r, c
			if t&2 != 0 {
				sr = rows - 1 - sr
			}
			if t&4 != 0 {
				sc = cols - 1 - sc
			}
			if t&1 != 0 {
				sr, sc = sc, sr
			}
			out[r][c] = g[sr][sc]
		}
	}
	return out
}
