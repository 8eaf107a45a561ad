package draw

// GridBorder is the width of the outer border that the puzzle kinds draw
// round a grid, inside the area they are given: what is left of the area
// is shared among the cells.
const GridBorder = 2.0

// CellSide returns the side of one cell of a rows x cols grid drawn to
// fill area with square cells, its border (GridBorder) inside area. The
// kinds size their cells so; the layout uses it to know, before any
// puzzle exists, how large a grid's type will be (see gen.TypeScaler).
func CellSide(area Rect, rows, cols int) float64 {
	if rows <= 0 || cols <= 0 {
		return 0
	}
	return max(0, min((area.W-GridBorder)/float64(cols), (area.H-GridBorder)/float64(rows)))
}
