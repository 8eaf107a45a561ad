package layout

import "github.com/puzzlebook/puzzlebook/layout/draw"

// Alone returns a page holding only it, its grid width wide, with a
// quarter-inch border of white and no label, and the spec of that page:
// for a PNG of one puzzle or one answer, to put on a web page or in a
// worksheet of one's own. The grid sits as ColumnPage sets it, moved in
// by the border.
func Alone(it Item, width float64) (Page, PageSpec) {
	pad := MinMargin
	fn, h := placeColumn(Item{Draw: it.Draw, Aspect: it.Aspect, Cells: it.Cells}, draw.Point{X: pad, Y: pad}, width)
	spec := PageSpec{Width: width + 2*pad, Height: h + 2*pad, Margin: pad}
	return Page{Draw: fn}, spec
}
