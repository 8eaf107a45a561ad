package layout

// The type of a "how to play" page.
var (
	howToHead  = Font{Face: Bold, Size: 20}
	howToFont  = Font{Face: Regular, Size: 11, Gray: 0.1}
	howToStyle = slotStyle{maxLabel: 11, face: Bold, bold: Bold}
)

// howToLeading is the line spacing of the rules.
const howToLeading = 15.5

// howToPage plans the page that opens sec: the running header, a heading,
// the rules, and the example unsolved and solved side by side, no wider
// than half the body each.
func howToPage(sec Section) planned {
	h := sec.HowTo
	header := headerText(sec)
	return func(safe Rect, n int) Page {
		body := bodyArea(safe)
		return Page{Draw: func(c Canvas) {
			drawHeader(c, safe, n, header)
			drawFolio(c, safe, n)
			head := howToHead
			for head.Size > 12 && c.TextWidth(h.Title, head) > body.W {
				head.Size--
			}
			y := body.Y + CapHeight(head)
			c.Text(body.X, y, fitText(c, h.Title, head, body.W), head, AlignLeft)
			y += 0.9 * head.Size
			y = drawParagraphs(c, Rect{body.X, y, body.W, body.Y + body.H - y}, h.Rules, howToFont, howToLeading)
			if h.Example.Draw == nil {
				return
			}
			y += 2 * howToLeading
			rest := Rect{body.X, y, body.W, min(body.Y+body.H-y, body.W*0.55)}
			if rest.H < 2*Inch/3 {
				return // no room worth drawing in
			}
			items := []Item{h.Example, h.Solved}
			for i, s := range slotGrid(rest, 2, aspectOf(items), howToStyle) {
				if items[i].Draw != nil {
					drawItem(c, s, items[i], "", howToStyle)
				}
			}
		}}
	}
}
