package layout

import (
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/ink"
	"github.com/puzzlebook/puzzlebook/layout/internal/textset"
	"github.com/puzzlebook/puzzlebook/layout/lang"
)

// Worksheet rules: children need few, large grids.
const (
	// MaxWorksheetItems is the most puzzles on one worksheet page.
	MaxWorksheetItems = 4
	// MinWorksheetText is the smallest type inside a worksheet's grids,
	// in points; preflight.Book checks it.
	MinWorksheetText = 18
	// MinWorksheetCell is the smallest cell of a worksheet grid, in
	// points: room for a child's handwriting and for digits of at least
	// MinWorksheetText.
	MinWorksheetCell = 32
)

// Spacing and type of the worksheet furniture.
const (
	worksheetLine  = 1.0 // the Name and Date rules
	worksheetGap   = 14  // between the heading, the name line and the instruction
	worksheetTitle = 18
	worksheetText  = 13
)

// worksheetStyle labels worksheet puzzles in face, larger than in a book.
func worksheetStyle(face draw.Face) slotStyle {
	if face == draw.Regular {
		face = draw.Bold
	}
	return slotStyle{maxLabel: 14, face: face, bold: face, stack: true}
}

// worksheetBody is the part of a worksheet's safe area left for puzzles.
func (t Type) worksheetBody(safe draw.Rect) draw.Rect {
	top := t.worksheetTop()
	return draw.Rect{X: safe.X, Y: safe.Y + top, W: safe.W, H: safe.H - top - t.footerBand()}
}

// worksheetTop is the height of the furniture above a worksheet's puzzles.
func (t Type) worksheetTop() float64 {
	title := t.font(draw.Font{Size: worksheetTitle})
	text := t.font(draw.Font{Size: worksheetText})
	return ink.Ascent(title) + 3*worksheetGap + 2*(draw.CapHeight(text)+ink.FontDescent(text)) + 2*worksheetGap
}

// worksheetPage lays out one worksheet: the section title, a Name and
// Date line, the instruction, up to MaxWorksheetItems puzzles, and the
// page number at the outside foot.
func worksheetPage(safe draw.Rect, n int, sec Section, per int, aspect float64, items []Item, foot []string, st slotStyle, w lang.Words) Page {
	st.foot = foot != nil
	slots := placed(slotGrid(st.typ.worksheetBody(safe), per, aspect, st), len(items))
	var large []draw.Rect
	for i, it := range items {
		g, _ := itemGrid(slots[i], it, st)
		large = append(large, g)
	}
	return Page{Large: large, Draw: func(c draw.Canvas) {
		st.typ.drawWorksheetTop(c, safe, sec, st.face, w)
		st.typ.drawFolio(c, safe, n)
		for i, it := range items {
			drawItem(c, slots[i], it, footAt(foot, i), st)
		}
	}}
}

// drawWorksheetTop draws the heading, the Name and Date line and the
// one-line instruction.
func (t Type) drawWorksheetTop(c draw.Canvas, safe draw.Rect, sec Section, face draw.Face, w lang.Words) {
	title := t.font(draw.Font{Face: face, Size: worksheetTitle})
	text := t.font(draw.Font{Face: draw.Regular, Size: worksheetText, Gray: 0.1})
	line := t.stroke(draw.Stroke{Width: worksheetLine, Gray: draw.Black})
	y := safe.Y + ink.Ascent(title)
	heading, f := textset.ShrinkTo(c, sec.Title, title, safe.W, t.least())
	c.Text(safe.X+safe.W/2, y, heading, f, draw.AlignCenter)
	y += worksheetGap + draw.CapHeight(text) + ink.FontDescent(text) + worksheetGap
	name, date := w.Name, w.Date
	split := safe.X + safe.W*0.62
	textset.DrawInside(c, safe.X, y, name, text, draw.AlignLeft)
	rule(c, safe.X+c.TextWidth(name+" ", text), split-worksheetGap, y+2, line)
	c.Text(split, y, date, text, draw.AlignLeft)
	rule(c, split+c.TextWidth(date+" ", text), safe.X+safe.W, y+2, line)
	if sec.Instruction != "" {
		y += worksheetGap + draw.CapHeight(text) + ink.FontDescent(text)
		line, f := textset.ShrinkTo(c, sec.Instruction, text, safe.W, t.least())
		c.Text(safe.X+safe.W/2, y, line, f, draw.AlignCenter)
	}
}

// withDigits returns c drawing a kind's numbers in the book's digits
// faces (t.Fonts.Digits), with bold in the face of style bold: Heavy
// gives a worksheet's grid its heavier digits.
func (t Type) withDigits(c draw.Canvas, bold draw.Face) draw.Canvas {
	fc := faceCanvas{Canvas: c}
	same := true
	for style := range fc.faces {
		from := draw.Face(style)
		if from == draw.Bold {
			from = bold
		}
		fc.faces[style] = t.Fonts.Digit(from)
		same = same && fc.faces[style] == draw.Face(style)
	}
	if same {
		return c
	}
	return fc
}

// faceCanvas draws each style (Regular, Bold, Italic, Heavy) in its face.
type faceCanvas struct {
	draw.Canvas
	faces [draw.Heavy + 1]draw.Face
}

func (fc faceCanvas) face(f draw.Font) draw.Font {
	if f.Face >= 0 && int(f.Face) < len(fc.faces) {
		f.Face = fc.faces[f.Face]
	}
	return f
}

func (fc faceCanvas) Text(x, y float64, s string, f draw.Font, a draw.Align) {
	fc.Canvas.Text(x, y, s, fc.face(f), a)
}

func (fc faceCanvas) TextWidth(s string, f draw.Font) float64 {
	return fc.Canvas.TextWidth(s, fc.face(f))
}
