package layout

import (
	"fmt"

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

// howToStyle is howToStyle in t's type scale.
func (t Type) howToStyle() slotStyle {
	st := howToStyle
	st.typ = t
	return st
}

// Spacing of a "how to play" page, in points.
const (
	howToLeading = 15.5 // line spacing of the rules at howToFont's size
	// minExampleCell is the smallest cell of an example's grid whose type
	// scale is not known: every kind sets its numbers at over a third of
	// its cell (gen.TypeScaler), so a cell of 20pt keeps them above
	// MinFontSize. An example of known type scale is held to MinFontSize
	// itself.
	minExampleCell = 20
	// minExample is the least height worth giving the example.
	minExample = 2 * Inch / 3
)

// exampleAt is where a how-to-play page's example goes.
type exampleAt int

const (
	// exampleBeside: under the rules, unsolved and solved side by side.
	exampleBeside exampleAt = iota
	// exampleBelow: under the rules, in all the room they leave, one
	// above the other where that makes the grids larger.
	exampleBelow
	// exampleOwnPage: on a page of its own after the rules, under the
	// same heading.
	exampleOwnPage
	// exampleLeftOut: nowhere; its type would be too small even alone.
	exampleLeftOut
)

// addHowTo plans the how-to-play pages that open sec and returns a note
// when its example does not stand under the rules. The place is chosen
// on the narrowest body the book can have (the widest gutter), so that
// the example fits wherever the page count puts the gutter.
func (c *composer) addHowTo(sec Section) (note string) {
	t := c.typ
	h, cut := t.fitRules(t.narrowestBody(c.spec), sec.HowTo)
	if cut > 0 {
		sec.HowTo = h
		what := fmt.Sprintf("last %d paragraphs are", cut)
		if cut == 1 {
			what = "last paragraph is"
		}
		note = fmt.Sprintf("%s: the how-to-play rules' %s left out: at %g pt they do not fit the page", sec.Title, what, t.least())
	}
	at := exampleLeftOut
	if sec.HowTo.Example.Draw != nil {
		at = t.placeExample(&draw.Recorder{}, t.narrowestBody(c.spec), sec.HowTo)
	}
	c.add(t.howToPage(sec, at))
	switch {
	case at == exampleOwnPage:
		c.add(t.examplePage(sec))
		note = joinNotes(note, fmt.Sprintf("%s: the how-to-play example has a page of its own after the rules: under them its numbers would be under %g pt", sec.Title, t.LeastGrid()))
	case at == exampleLeftOut && sec.HowTo.Example.Draw != nil:
		note = joinNotes(note, fmt.Sprintf("%s: the how-to-play example is left out: even alone on a page its numbers would be under %g pt", sec.Title, t.LeastGrid()))
	}
	return note
}

// fitRules returns h with as many of its rules, from the first, as fit
// alone under the heading on a page of body at the type's smallest size
// (a large-print book's rules on a small trim may not), and how many of
// the last it left out; h itself when all fit.
func (t Type) fitRules(body draw.Rect, h *HowTo) (*HowTo, int) {
	c := &draw.Recorder{}
	room := body.H - t.howToHeadHeight(c, body, h.Title)
	rules := h.Rules
	for len(rules) > 1 && t.setRules(c, rules, body.W, room).H > room+1e-9 {
		rules = rules[:len(rules)-1]
	}
	if len(rules) == len(h.Rules) {
		return h, 0
	}
	out := *h
	out.Rules = rules
	return &out, len(h.Rules) - len(rules)
}

// joinNotes joins two notes of one page with "; ", either may be empty.
func joinNotes(a, b string) string {
	if a == "" || b == "" {
		return a + b
	}
	return a + "; " + b
}

// ExampleUnderRules reports whether h's example stands under its rules
// on the how-to page of a book of pages spec and type scale t, whatever
// its page count.
func (t Type) ExampleUnderRules(spec PageSpec, h *HowTo) bool {
	at := t.placeExample(&draw.Recorder{}, t.narrowestBody(spec), h)
	return at == exampleBeside || at == exampleBelow
}

// narrowestBody is the body of the pages of spec with the widest gutter
// a book can need.
func (t Type) narrowestBody(spec PageSpec) draw.Rect {
	return t.bodyArea(spec.ForPages(MaxPODPages).Safe())
}

// placeExample chooses where h's example goes on pages of body, measuring
// text with cv: beside under the rules, else below them in all the room
// left (also where beside would leave the lower half of the page blank),
// else on a page of its own, else nowhere.
func (t Type) placeExample(cv draw.Canvas, body draw.Rect, h *HowTo) exampleAt {
	y := body.Y + t.howToHeadHeight(cv, body, h.Title)
	room := body.Y + body.H - y
	rules := t.setRules(cv, h.Rules, body.W, room-t.exampleRoom(true))
	if rules.H <= room-t.exampleRoom(true)+1e-9 {
		y += rules.H + t.rulesGap(rules)
		beside, besideOK := t.exampleSlots(exampleArea(body, y, exampleBeside), h)
		if besideOK && beside[0].Y+beside[0].H >= body.Y+0.6*body.H { // with room for a grid drawn inside its slot
			return exampleBeside
		}
		if _, ok := t.exampleSlots(exampleArea(body, y, exampleBelow), h); ok {
			return exampleBelow // larger, where beside would leave half the page blank
		}
		if besideOK {
			return exampleBeside
		}
	}
	if _, ok := t.exampleSlots(exampleArea(body, body.Y+t.howToHeadHeight(cv, body, h.Title), exampleBelow), h); ok {
		return exampleOwnPage
	}
	return exampleLeftOut
}

// howToPage plans the page that opens sec: the running header, a heading,
// the rules, and, where at says so, the example unsolved and solved. The
// rules shrink, down to MinFontSize, to leave the example room; they are
// never cut: rules too long even for the whole page run out of their
// region, which preflight.Book reports.
func (t Type) howToPage(sec Section, at exampleAt) planned {
	h := sec.HowTo
	header := headerText(sec)
	under := at == exampleBeside || at == exampleBelow
	return func(safe draw.Rect, n int) Page {
		body := t.bodyArea(safe)
		return Page{Draw: func(c draw.Canvas) {
			y := t.drawHowToHead(c, safe, n, header, h.Title)
			room := body.Y + body.H - y
			rules := t.setRules(c, h.Rules, body.W, room-t.exampleRoom(under))
			draw.DrawIn(c, draw.Region{What: "how-to rules", Box: draw.Rect{X: body.X, Y: y, W: body.W, H: room}}, func(c draw.Canvas) {
				rules.Draw(c, body.X, y)
			})
			if under {
				t.drawExample(c, exampleArea(body, y+rules.H+t.rulesGap(rules), at), h)
			}
		}}
	}
}

// examplePage plans the page after sec's rules that holds its example
// alone, under the how-to heading.
func (t Type) examplePage(sec Section) planned {
	h := sec.HowTo
	header := headerText(sec)
	return func(safe draw.Rect, n int) Page {
		body := t.bodyArea(safe)
		return Page{Draw: func(c draw.Canvas) {
			y := t.drawHowToHead(c, safe, n, header, h.Title)
			t.drawExample(c, exampleArea(body, y, exampleBelow), h)
		}}
	}
}

// drawHowToHead draws a how-to page's running header, folio and heading,
// and returns the y under the heading.
func (t Type) drawHowToHead(c draw.Canvas, safe draw.Rect, n int, header, title string) float64 {
	body := t.bodyArea(safe)
	t.drawHeader(c, safe, n, header)
	t.drawFolio(c, safe, n)
	head := t.howToHeadFont(c, body, title)
	y := body.Y + ink.Ascent(head)
	draw.DrawIn(c, draw.Region{What: "how-to heading", Box: draw.Rect{X: body.X, Y: body.Y, W: body.W, H: ink.Ascent(head) + ink.Descent(head)}}, func(c draw.Canvas) {
		title, f := textset.ShrinkTo(c, title, head, body.W, t.least())
		c.Text(body.X, y, title, f, draw.AlignLeft)
	})
	return body.Y + t.howToHeadHeight(c, body, title)
}

// howToHeadFont is the heading's type: howToHead, smaller (down to 12pt)
// for a title wider than body.
func (t Type) howToHeadFont(c draw.Canvas, body draw.Rect, title string) draw.Font {
	head := t.font(howToHead)
	for head.Size > max(12, t.MinText) && c.TextWidth(title, head) > body.W {
		head.Size--
	}
	return head
}

// howToHeadHeight is the height the heading takes, with the space under it.
func (t Type) howToHeadHeight(c draw.Canvas, body draw.Rect, title string) float64 {
	head := t.howToHeadFont(c, body, title)
	return ink.Ascent(head) + 0.9*head.Size
}

// rulesGap is the space between the rules and the example.
func (t Type) rulesGap(rules textset.Paragraphs) float64 {
	return 2 * t.lead(howToLeading, howToFont) * rules.Font.Size / t.font(howToFont).Size
}

// exampleArea is the area of the example from y down in body: beside, no
// taller than a little over half the body's width; below, all the rest.
func exampleArea(body draw.Rect, y float64, at exampleAt) draw.Rect {
	h := body.Y + body.H - y
	if at == exampleBeside {
		h = min(h, body.W*0.55)
	}
	return draw.Rect{X: body.X, Y: y, W: body.W, H: h}
}

// exampleSlots returns the slots of h's example and its solution in area,
// and whether the example is worth drawing there: tall enough, and with
// its numbers at MinFontSize or more (cells of minExampleCell when its
// type scale is not known).
func (t Type) exampleSlots(area draw.Rect, h *HowTo) ([]draw.Rect, bool) {
	items := []Item{h.Example, h.Solved}
	st := t.howToStyle()
	slots := slotGrid(area, 2, aspectOf(items), st)
	if area.H < minExample {
		return slots, false
	}
	if cells := items[0].Cells; cells > 0 {
		g, _ := itemGrid(slots[0], items[0], st)
		cell := (g.W - draw.GridBorder) / float64(cells)
		if h.TypeScale > 0 && cell*h.TypeScale < t.LeastGrid()-1e-9 || h.TypeScale == 0 && g.W/float64(cells) < minExampleCell*t.LeastGrid()/MinFontSize {
			return slots, false
		}
	}
	return slots, true
}

// drawExample draws h's example and its solution in area.
func (t Type) drawExample(c draw.Canvas, area draw.Rect, h *HowTo) {
	slots, ok := t.exampleSlots(area, h)
	if !ok {
		return // the page is wider than planned for, never narrower
	}
	for i, it := range []Item{h.Example, h.Solved} {
		if it.Draw != nil {
			drawItem(c, slots[i], it, "", t.howToStyle())
		}
	}
}

// exampleRoom is the height the rules leave for the example, when there
// is one: the gap above it and its least height.
func (t Type) exampleRoom(example bool) float64 {
	if !example {
		return 0
	}
	return 2*t.lead(howToLeading, howToFont) + minExample
}

// setRules sets the rules in howToFont, or in smaller type down to
// MinFontSize, to fit height.
func (t Type) setRules(c draw.Canvas, rules []string, width, height float64) textset.Paragraphs {
	return textset.FitParagraphsTo(c, rules, t.font(howToFont), t.lead(howToLeading, howToFont), width, height, t.least())
}
