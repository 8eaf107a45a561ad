package layout

// Alone returns a page holding only it, its grid width wide, with a
// quarter-inch border of white and no label, and the spec of that page:
// for a PNG of one puzzle or one answer, to put on a web page or in a
// worksheet of one's own.
func Alone(it Item, width float64) (Page, PageSpec) {
	aspect := it.Aspect
	if !(aspect > 0) {
		aspect = 1
	}
	pad := MinMargin
	g := Rect{pad, pad, width, width / aspect}
	spec := PageSpec{Width: g.W + 2*pad, Height: g.H + 2*pad, Margin: pad}
	return Page{Draw: func(c Canvas) {
		if it.Draw != nil {
			it.Draw(c, g)
		}
	}}, spec
}
