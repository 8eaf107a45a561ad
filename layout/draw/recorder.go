package draw

import (
	"fmt"
	"strconv"
	"strings"
)

// Recorder is a Canvas that writes each call as one readable line of text,
// for golden tests of drawing code. It measures text with the same font
// metrics as the PDF and PNG backends (TextWidth), so a layout recorded
// here is the layout those backends  The zero Recorder is ready to
// use. layout.Recorder extends it with where the ink of every text lies,
// for the print checks.
type Recorder struct {
	b     strings.Builder
	fonts Fonts // the faces text in a style is set in (InFonts)
}

// String returns the recorded operations, one per line.
func (r *Recorder) String() string { return r.b.String() }

// Reset forgets the recorded operations.
func (r *Recorder) Reset() { r.b.Reset() }

// Line records a line: "line 10.00,20.00 -> 30.00,20.00 w=0.75 gray=0.00".
func (r *Recorder) Line(a, b Point, s Stroke) {
	fmt.Fprintf(&r.b, "line %s -> %s%s\n", pt(a), pt(b), strokeText(s))
}

// Polyline records a polyline with its points.
func (r *Recorder) Polyline(pts []Point, s Stroke) {
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
func (r *Recorder) Rect(rc Rect, fill *Gray, s Stroke) {
	fmt.Fprintf(&r.b, "rect %s %sx%s%s%s\n", pt(Point{X: rc.X, Y: rc.Y}), num(rc.W), num(rc.H), fillText(fill), strokeText(s))
}

// Circle records a circle, its fill and its outline.
func (r *Recorder) Circle(c Point, radius float64, fill *Gray, s Stroke) {
	fmt.Fprintf(&r.b, "circle %s r=%s%s%s\n", pt(c), num(radius), fillText(fill), strokeText(s))
}

// Text records a string with its anchor, font and alignment.
func (r *Recorder) Text(x, y float64, s string, f Font, a Align) {
	f.Face = r.fonts.Face(f.Face)
	fmt.Fprintf(&r.b, "text %s %q %s %spt gray=%s %s\n",
		pt(Point{X: x, Y: y}), s, faceText(f.Face), num(f.Size), num(float64(f.Gray)), alignText(a))
}

// Image records a picture, its part drawn and where: "image cat.png
// 0,0-800,600 at 10.00,20.00 100.00x75.00".
func (r *Recorder) Image(rc Rect, img *Image) {
	p := img.Part()
	fmt.Fprintf(&r.b, "image %s %d,%d-%d,%d at %s %sx%s\n", img.Name, p.Min.X, p.Min.Y, p.Max.X, p.Max.Y,
		pt(Point{X: rc.X, Y: rc.Y}), num(rc.W), num(rc.H))
}

// Rotate records the turn, the calls of fn (in the coordinates before
// the turn) and the turn's end: "rotate 90.00 about 10.00,20.00" ...
// "end rotate".
func (r *Recorder) Rotate(at Point, degrees float64, fn func(Canvas)) {
	fmt.Fprintf(&r.b, "rotate %s about %s\n", num(degrees), pt(at))
	fn(r)
	r.b.WriteString("end rotate\n")
}

// TextWidth returns the advance width of s in f, from the embedded font.
func (r *Recorder) TextWidth(s string, f Font) float64 {
	f.Face = r.fonts.Face(f.Face)
	return TextWidth(s, f)
}

// InFonts records fn's calls with text in a style set in fs's faces.
func (r *Recorder) InFonts(fs Fonts, fn func(Canvas)) {
	old := r.fonts
	r.fonts = fs
	defer func() { r.fonts = old }()
	fn(r)
}

func num(v float64) string {
	s := strconv.FormatFloat(v, 'f', 2, 64)
	if s == "-0.00" {
		return "0.00"
	}
	return s
}

func pt(p Point) string { return num(p.X) + "," + num(p.Y) }

func strokeText(s Stroke) string {
	if s.Width <= 0 {
		return ""
	}
	t := " w=" + num(s.Width) + " gray=" + num(float64(s.Gray))
	if s.Round {
		t += " round"
	}
	return t
}

func fillText(fill *Gray) string {
	if fill == nil {
		return ""
	}
	return " fill=" + num(float64(*fill))
}

func faceText(f Face) string {
	if f > Heavy && int(f) < FaceCount() {
		return FaceName(f) // a face of another family than Lato
	}
	switch f {
	case Bold:
		return "bold"
	case Italic:
		return "italic"
	case Heavy:
		return "heavy"
	}
	return "regular"
}

func alignText(a Align) string {
	switch a {
	case AlignCenter:
		return "center"
	case AlignRight:
		return "right"
	}
	return "left"
}

// TextFace returns the face text in f is set in.
func (r *Recorder) TextFace(f Face) Face { return r.fonts.Face(f) }
