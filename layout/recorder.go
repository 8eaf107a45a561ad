package layout

import (
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/ink"
)

// Recorder is a draw.Recorder (a Canvas that writes each call as one
// readable line of text, for golden tests) that also keeps where the ink
// of every text lies and the region it was drawn in (see Texts), for the
// print checks; regions are not written as lines, so a record reads the
// same whether or not the drawing declares them. The zero Recorder is
// ready to use.
type Recorder struct {
	draw.Recorder
	turns []ink.Turn // the turns in force, innermost last
	texts ink.Collisions
	fonts draw.Fonts // the faces text in a style is set in (InFonts)
}

// TextBox is a text the Recorder saw: its string, its font, the box its
// ink covers on the page (turns applied), and the innermost region it
// was drawn in.
type TextBox struct {
	Text   string
	Font   draw.Font
	Ink    draw.Rect
	Region draw.Region // its Box on the page; zero when drawn in none
}

// Reset forgets the recorded operations and texts.
func (r *Recorder) Reset() {
	r.Recorder.Reset()
	r.turns = nil
	r.texts.Reset()
}

// Texts returns every text recorded that has ink, in the order drawn.
func (r *Recorder) Texts() []TextBox {
	placed := r.texts.Placed()
	out := make([]TextBox, len(placed))
	for i, p := range placed {
		out[i] = TextBox(p)
	}
	return out
}

// Collisions returns what preflight.Book would say of the texts recorded, as
// if they were one page: text over text, out of its region, or over a
// grid it does not belong to. Problems carry no page number.
func (r *Recorder) Collisions() []Problem {
	var out []Problem
	r.texts.Check(func(rule, what string) { out = append(out, Problem{Rule: rule, What: what}) })
	return out
}

// InRegion records fn's calls as belonging to reg, writing no line.
func (r *Recorder) InRegion(reg draw.Region, fn func(draw.Canvas)) {
	r.texts.In(reg, r.turn(), r, fn)
}

// turn is the map from the canvas's coordinates to the page's.
func (r *Recorder) turn() ink.Turn {
	if n := len(r.turns); n > 0 {
		return r.turns[n-1]
	}
	return ink.Identity
}

// Text records a string with its anchor, font and alignment, and where
// its ink lies.
func (r *Recorder) Text(x, y float64, s string, f draw.Font, a draw.Align) {
	r.Recorder.Text(x, y, s, f, a)
	f.Face = r.fonts.Face(f.Face)
	if box, ok := ink.Text(x, y, s, f, a); ok && f.Size > 0 {
		r.texts.Text(x, y, s, f, a, r.turn(), box)
	}
}

// InFonts records fn's calls with text in a style set in fs's faces, as
// draw.Recorder does.
func (r *Recorder) InFonts(fs draw.Fonts, fn func(draw.Canvas)) {
	old := r.fonts
	r.fonts = fs
	defer func() { r.fonts = old }()
	r.Recorder.InFonts(fs, func(draw.Canvas) { fn(r) })
}

// Rotate records the turn, the calls of fn (in the coordinates before
// the turn) and the turn's end, as draw.Recorder does, keeping the turn
// for the ink of the texts drawn inside it.
func (r *Recorder) Rotate(at draw.Point, degrees float64, fn func(draw.Canvas)) {
	r.Recorder.Rotate(at, degrees, func(draw.Canvas) {
		r.turns = append(r.turns, ink.Rotation(at, degrees).Inside(r.turn()))
		fn(r)
		r.turns = r.turns[:len(r.turns)-1]
	})
}

// TextFace returns the face text in f is set in.
func (r *Recorder) TextFace(f draw.Face) draw.Face { return r.fonts.Face(f) }
