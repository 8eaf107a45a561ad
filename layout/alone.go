package layout

import "github.com/puzzlebook/puzzlebook/layout/draw"

// Alone returns a page holding only it, its grid width wide, with a
// quarter-inch border of white and no label, and the spec of that page:
// for a PNG of one puzzle or one answer, to put on a web page or in a
// worksheet of one's own. The grid sits as ColumnPage sets it, moved in
// by the border; its numbers are as it.Draw draws them (InDigits sets
// them in a book's digits faces).
func Alone(it Item, width float64) (Page, PageSpec) {
	pad := MinMargin
	fn, h := placeColumn(Item{Draw: it.Draw, Aspect: it.Aspect, Cells: it.Cells}, draw.Point{X: pad, Y: pad}, width, draw.Fonts{})
	spec := PageSpec{Width: width + 2*pad, Height: h + 2*pad, Margin: pad}
	return Page{Draw: fn}, spec
}

// InDigits returns it drawing the numbers of its grid in fonts.Digits'
// faces, as a page of a book in fonts draws them: for a grid that is
// drawn alone (Alone), with no text of the page's around it.
func InDigits(it Item, fonts draw.Fonts) Item {
	if it.Draw == nil {
		return it
	}
	t, grid := Type{Fonts: fonts}, it.Draw
	it.Draw = func(c draw.Canvas, area draw.Rect) { grid(t.withDigits(c, columnStyle.bold), area) }
	return it
}
