package layout

import (
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/ink"
	"github.com/puzzlebook/puzzlebook/layout/internal/textset"
)

// The type of a "how to play" page.
var (
	howToHead  = draw.Font{Face: draw.Bold, Size: 20}
	howToFont  = draw.Font{Face: draw.Regular, Size: 11, Gray: 0.1}
	howToStyle = slotStyle{maxLabel: 11, face: draw.Bold, bold: draw.Bold}
)

// Spacing of a "how to play" page, in points.
const (
	howToLeading = 15.5 // line spacing of the rules at howToFont's size
	// minExampleCell is the smallest cell of the example's grid: every
	// kind sets its numbers at over a third of its cell (gen.TypeScaler),
	// so a cell of 20pt keeps them above MinFontSize.
	minExampleCell = 20
	// minExample is the least height worth giving the example.
	minExample = 2 * Inch / 3
)

// howToPage plans the page that opens sec: the running header, a heading,
// the rules, and the example unsolved and solved side by side, no wider
// than half the body each. The rules shrink, down to MinFontSize, to
// leave the example room; when they cannot, the example is left out, and
// the rules are never cut: rules too long even for the whole page run
// out of their region, which preflight.Book reports.
func howToPage(sec Section) planned {
	h := sec.HowTo
	header := headerText(sec)
	return func(safe draw.Rect, n int) Page {
		body := bodyArea(safe)
		return Page{Draw: func(c draw.Canvas) {
			drawHeader(c, safe, n, header)
			drawFolio(c, safe, n)
			head := howToHead
			for head.Size > 12 && c.TextWidth(h.Title, head) > body.W {
				head.Size--
			}
			y := body.Y + ink.Ascent(head)
			draw.DrawIn(c, draw.Region{What: "how-to heading", Box: draw.Rect{X: body.X, Y: body.Y, W: body.W, H: ink.Ascent(head) + ink.Descent(head)}}, func(c draw.Canvas) {
				title, f := textset.Shrink(c, h.Title, head, body.W)
				c.Text(body.X, y, title, f, draw.AlignLeft)
			})
			y += 0.9 * head.Size
			room := body.Y + body.H - y
			example := h.Example.Draw != nil
			rules := setRules(c, h.Rules, body.W, room-exampleRoom(example))
			if rules.H > room-exampleRoom(example)+1e-9 {
				example = false
				rules = setRules(c, h.Rules, body.W, room)
			}
			draw.DrawIn(c, draw.Region{What: "how-to rules", Box: draw.Rect{X: body.X, Y: y, W: body.W, H: room}}, func(c draw.Canvas) {
				rules.Draw(c, body.X, y)
			})
			if !example {
				return
			}
			y += rules.H + 2*howToLeading*rules.Font.Size/howToFont.Size
			rest := draw.Rect{X: body.X, Y: y, W: body.W, H: min(body.Y+body.H-y, body.W*0.55)}
			items := []Item{h.Example, h.Solved}
			slots := slotGrid(rest, 2, aspectOf(items), howToStyle)
			if g, _ := itemGrid(slots[0], items[0], howToStyle); rest.H < minExample ||
				items[0].Cells > 0 && g.W/float64(items[0].Cells) < minExampleCell ||
				items[0].Cells > 0 && (g.W-draw.GridBorder)/float64(items[0].Cells)*h.TypeScale < MinFontSize {
				return // no room worth drawing in
			}
			for i, s := range slots {
				if items[i].Draw != nil {
					drawItem(c, s, items[i], "", howToStyle)
				}
			}
		}}
	}
}

// exampleRoom is the height the rules leave for the example, when there
// is one: the gap above it and its least height.
func exampleRoom(example bool) float64 {
	if !example {
		return 0
	}
	return 2*howToLeading + minExample
}

// setRules sets the rules in howToFont, or in smaller type down to
// MinFontSize, to fit height.
func setRules(c draw.Canvas, rules []string, width, height float64) textset.Paragraphs {
	return textset.FitParagraphs(c, rules, howToFont, howToLeading, width, height)
}
