package layout

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// Recorder is a Canvas that writes each call as one readable line of text,
// for golden tests of drawing code. It measures text with the same font
// metrics as the PDF and PNG backends, so a layout recorded here is the
// layout those backends draw. It also keeps where the ink of every text
// lies and the region it was drawn in (see Texts); regions are not
// written as lines, so a record reads the same whether or not the drawing
// declares them. The zero Recorder is ready to use.
type Recorder struct {
	b     strings.Builder
	turns []affine // the turns in force, innermost last
	texts collisions
}

// TextBox is a text the Recorder saw: its string, the box its ink covers
// on the page (turns applied), and the innermost region it was drawn in.
type TextBox struct {
	Text   string
	Ink    draw.Rect
	Region Region // its Box on the page; zero when drawn in none
}

// String returns the recorded operations, one per line.
func (r *Recorder) String() string { return r.b.String() }

// Reset forgets the recorded operations and texts.
func (r *Recorder) Reset() {
	r.b.Reset()
	r.turns = nil
	r.texts.reset()
}

// Texts returns every text recorded that has ink, in the order drawn.
func (r *Recorder) Texts() []TextBox {
	out := make([]TextBox, len(r.texts.runs))
	for i, run := range r.texts.runs {
		out[i] = TextBox{Text: run.text, Ink: run.ink}
		if run.region >= 0 {
			out[i].Region = r.texts.regions[run.region].Region
		}
	}
	return out
}

// Collisions returns what Preflight would say of the texts recorded, as
// if they were one page: text over text, out of its region, or over a
// grid it does not belong to. Problems carry no page number.
func (r *Recorder) Collisions() []Problem {
	var out []Problem
	r.texts.check(func(rule, what string) { out = append(out, Problem{Rule: rule, What: what}) })
	return out
}

// InRegion records fn's calls as belonging to reg, writing no line.
func (r *Recorder) InRegion(reg Region, fn func(draw.Canvas)) {
	r.texts.in(reg, r.turn(), r, fn)
}

// turn is the map from the canvas's coordinates to the page's.
func (r *Recorder) turn() affine {
	if n := len(r.turns); n > 0 {
		return r.turns[n-1]
	}
	return identity
}

// Line records a line: "line 10.00,20.00 -> 30.00,20.00 w=0.75 gray=0.00".
func (r *Recorder) Line(a, b draw.Point, s draw.Stroke) {
	fmt.Fprintf(&r.b, "line %s -> %s%s\n", pt(a), pt(b), strokeText(s))
}

// Polyline records a polyline with its points.
func (r *Recorder) Polyline(pts []draw.Point, s draw.Stroke) {
	r.b.WriteString("polyline")
	for i, p := range pts {
		if i > 0 {
			r.b.WriteString(" ->")
		}
		r.b.WriteString(" " + pt(p))
	}
	r.b.WriteString(strokeText(s) + "\n")
}

// Rect records a rectangle, its fill and its outline.
func (r *Recorder) Rect(rc draw.Rect, fill *draw.Gray, s draw.Stroke) {
	fmt.Fprintf(&r.b, "rect %s %sx%s%s%s\n", pt(draw.Point{X: rc.X, Y: rc.Y}), num(rc.W), num(rc.H), fillText(fill), strokeText(s))
}

// Circle records a circle, its fill and its outline.
func (r *Recorder) Circle(c draw.Point, radius float64, fill *draw.Gray, s draw.Stroke) {
	fmt.Fprintf(&r.b, "circle %s r=%s%s%s\n", pt(c), num(radius), fillText(fill), strokeText(s))
}

// Text records a string with its anchor, font and alignment.
func (r *Recorder) Text(x, y float64, s string, f draw.Font, a draw.Align) {
	fmt.Fprintf(&r.b, "text %s %q %s %spt gray=%s %s\n",
		pt(draw.Point{X: x, Y: y}), s, faceText(f.Face), num(f.Size), num(float64(f.Gray)), alignText(a))
	if ink, ok := textInk(x, y, s, f, a); ok && f.Size > 0 {
		r.texts.text(x, y, s, f, a, r.turn(), ink)
	}
}

// Rotate records the turn, the calls of fn (in the coordinates before
// the turn) and the turn's end: "rotate 90.00 about 10.00,20.00" ...
// "end rotate".
func (r *Recorder) Rotate(at draw.Point, degrees float64, fn func(draw.Canvas)) {
	fmt.Fprintf(&r.b, "rotate %s about %s\n", num(degrees), pt(at))
	r.turns = append(r.turns, rotation(at, degrees).inside(r.turn()))
	fn(r)
	r.turns = r.turns[:len(r.turns)-1]
	r.b.WriteString("end rotate\n")
}

// TextWidth returns the advance width of s in f, from the embedded font.
func (r *Recorder) TextWidth(s string, f draw.Font) float64 { return draw.TextWidth(s, f) }

func num(v float64) string {
	s := strconv.FormatFloat(v, 'f', 2, 64)
	if s == "-0.00" {
		return "0.00"
	}
	return s
}

func pt(p draw.Point) string { return num(p.X) + "," + num(p.Y) }

func strokeText(s draw.Stroke) string {
	if s.Width <= 0 {
		return ""
	}
	t := " w=" + num(s.Width) + " gray=" + num(float64(s.Gray))
	if s.Round {
		t += " round"
	}
	return t
}

func fillText(fill *draw.Gray) string {
	if fill == nil {
		return ""
	}
	return " fill=" + num(float64(*fill))
}

func faceText(f draw.Face) string {
	switch f {
	case draw.Bold:
		return "bold"
	case draw.Italic:
		return "italic"
	case draw.Heavy:
		return "heavy"
	}
	return "regular"
}

func alignText(a draw.Align) string {
	switch a {
	case draw.AlignCenter:
		return "center"
	case draw.AlignRight:
		return "right"
	}
	return "left"
}
