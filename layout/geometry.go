package layout

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// Units of length, in points. Every length in this package is in points
// (1/72 inch).
const (
	Inch       = 72.0
	Millimetre = Inch / 25.4
	Centimetre = 10 * Millimetre
)

// PageSpec is the trim size of a page, its margins and its bleed, in
// points. Coordinates on a page are measured from the top-left corner of
// the whole sheet (the trim plus the bleed).
type PageSpec struct {
	Width, Height float64 // the trim: the size of the finished page
	Margin        float64 // on every side of the trim
	// Gutter is extra margin on the inside (bound) edge: the left edge of
	// odd (right-hand) pages and the right edge of even pages.
	Gutter float64
	// Bleed is ink room beyond the trim on the top, bottom and outside
	// edge, cut off by the printer: 0, or BleedWidth for print-on-demand
	// books whose pages print to the edge.
	Bleed float64
}

// Sheet returns the size of the whole page: the trim plus the bleed on the
// top, bottom and outside edge.
func (s PageSpec) Sheet() (width, height float64) {
	return s.Width + s.Bleed, s.Height + 2*s.Bleed
}

// TrimOn returns where the trim of the 1-based page n lies on its sheet:
// the bleed is on the right of odd pages and on the left of even ones.
func (s PageSpec) TrimOn(n int) draw.Rect {
	x := 0.0
	if n%2 == 0 {
		x = s.Bleed
	}
	return draw.Rect{X: x, Y: s.Bleed, W: s.Width, H: s.Height}
}

// Safe returns the area of a right-hand (odd) page that content may use:
// the trim minus the margins and the gutter.
func (s PageSpec) Safe() draw.Rect { return s.SafeOn(1) }

// SafeOn returns the safe area of the 1-based page n; the gutter is on the
// left of odd pages and on the right of even ones.
func (s PageSpec) SafeOn(n int) draw.Rect {
	t := s.TrimOn(n)
	x := t.X + s.Margin + s.Gutter
	if n%2 == 0 {
		x = t.X + s.Margin
	}
	return draw.Rect{X: x, Y: t.Y + s.Margin, W: s.Width - 2*s.Margin - s.Gutter, H: s.Height - 2*s.Margin}
}

// Inside returns the inside (bound-edge) margin: the margin plus the gutter.
func (s PageSpec) Inside() float64 { return s.Margin + s.Gutter }

// Validate reports whether s describes a usable page: a positive size,
// margins of at least MinMargin (MinMarginBleed with a bleed) that leave
// room for content, and a bleed of 0 or BleedWidth.
func (s PageSpec) Validate() error {
	switch {
	case !(s.Width > 0 && s.Height > 0) || math.IsInf(s.Width, 0) || math.IsInf(s.Height, 0):
		return fmt.Errorf("layout: page size %gx%gpt: must be positive", s.Width, s.Height)
	case s.Margin < 0 || s.Gutter < 0:
		return fmt.Errorf("layout: margin %gpt and gutter %gpt: must not be negative", s.Margin, s.Gutter)
	case s.Bleed != 0 && s.Bleed != BleedWidth:
		return fmt.Errorf("layout: bleed %gpt: must be 0 or %gpt (0.125in)", s.Bleed, BleedWidth)
	}
	if low := s.minMargin(); s.Margin < low-1e-9 {
		with := ""
		if s.Bleed > 0 {
			with = " with bleed"
		}
		return fmt.Errorf("layout: margin %.3gin: printers need at least %gin%s", s.Margin/Inch, low/Inch, with)
	}
	if r := s.Safe(); r.W < Inch || r.H < Inch {
		return fmt.Errorf("layout: margins leave %.0fx%.0fpt of a %.0fx%.0fpt page: need at least 72x72pt",
			r.W, r.H, s.Width, s.Height)
	}
	return nil
}

func (s PageSpec) minMargin() float64 {
	if s.Bleed > 0 {
		return MinMarginBleed
	}
	return MinMargin
}

var units = []struct {
	suffix string
	pt     float64
}{
	{"in", Inch},
	{"mm", Millimetre},
	{"cm", Centimetre},
	{"pc", 12}, // picas, in which newspapers give column widths
	{"pt", 1},
}

// ParseLength reads a length such as "0.5in", "12mm", "1.2cm", "11.5pc" or "36pt" and
// returns it in points. A bare number is in points. Lengths are not negative.
func ParseLength(s string) (float64, error) {
	num, scale := strings.TrimSpace(s), 1.0
	for _, u := range units {
		if rest, ok := strings.CutSuffix(strings.ToLower(num), u.suffix); ok {
			num, scale = strings.TrimSpace(rest), u.pt
			break
		}
	}
	v, err := parseNumber(num)
	if err != nil {
		return 0, fmt.Errorf("layout: length %q: %w (want a number with in, mm, cm or pt, e.g. \"0.5in\")", s, err)
	}
	if math.IsInf(v*scale, 0) {
		return 0, fmt.Errorf("layout: length %q: too large", s)
	}
	return v * scale, nil
}

// parseNumber reads a finite, non-negative decimal number.
func parseNumber(s string) (float64, error) {
	if s == "" {
		return 0, fmt.Errorf("no number")
	}
	v, err := strconv.ParseFloat(s, 64)
	switch {
	case err != nil || strings.ContainsAny(s, "xXpP_") || math.IsNaN(v) || math.IsInf(v, 0):
		return 0, fmt.Errorf("%q is not a number", s)
	case v < 0:
		return 0, fmt.Errorf("%q is negative", s)
	}
	return v, nil
}

// pageSizes are the named trim sizes, in points: paper names and the
// common print-on-demand trims (in inches, width first).
var pageSizes = map[string][2]float64{
	"letter":     {8.5 * Inch, 11 * Inch},
	"legal":      {8.5 * Inch, 14 * Inch},
	"a4":         {210 * Millimetre, 297 * Millimetre},
	"a5":         {148 * Millimetre, 210 * Millimetre},
	"5x8":        {5 * Inch, 8 * Inch},
	"5.5x8.5":    {5.5 * Inch, 8.5 * Inch},
	"6x9":        {6 * Inch, 9 * Inch},
	"7x10":       {7 * Inch, 10 * Inch},
	"8x10":       {8 * Inch, 10 * Inch},
	"8.25x11":    {8.25 * Inch, 11 * Inch},
	"8.5x8.5":    {8.5 * Inch, 8.5 * Inch},
	"8.5x11":     {8.5 * Inch, 11 * Inch},
	"8.27x11.69": {8.27 * Inch, 11.69 * Inch},
}

// PageSizeNames returns the named trim sizes ParsePageSize knows, sorted.
func PageSizeNames() []string {
	return slices.Sorted(maps.Keys(pageSizes))
}

// ParsePageSize reads a trim size and returns its width and height in
// points. It accepts the names letter, legal, a4 and a5; the common trims
// written in inches without a unit (5x8, 5.5x8.5, 6x9, 7x10, 8x10, 8.25x11,
// 8.5x8.5, 8.5x11, 8.27x11.69); and any "WIDTHxHEIGHT" followed by a unit
// in, mm, cm or pt, such as "7x10in" or "210x297mm".
func ParsePageSize(s string) (width, height float64, err error) {
	key := strings.ToLower(strings.ReplaceAll(s, " ", ""))
	if wh, ok := pageSizes[key]; ok {
		return wh[0], wh[1], nil
	}
	ws, hs, ok := strings.Cut(key, "x")
	if !ok {
		return 0, 0, fmt.Errorf("layout: page size %q: want a name (letter, a4, a5, 6x9, 8.5x11, ...) or WIDTHxHEIGHT with a unit, e.g. \"7x10in\"", s)
	}
	scale := 0.0
	for _, u := range units {
		if rest, ok := strings.CutSuffix(hs, u.suffix); ok {
			hs, scale = rest, u.pt
			break
		}
	}
	if scale == 0 {
		return 0, 0, fmt.Errorf("layout: page size %q: add a unit (in, mm, cm or pt), e.g. %q", s, key+"in")
	}
	w, err := parseNumber(ws)
	if err == nil {
		height, err = parseNumber(hs)
	}
	if err != nil {
		return 0, 0, fmt.Errorf("layout: page size %q: %w", s, err)
	}
	width, height = w*scale, height*scale
	if width < Inch || height < Inch || width > 200*Inch || height > 200*Inch {
		return 0, 0, fmt.Errorf("layout: page size %q: %.0fx%.0fpt is outside 1in to 200in", s, width, height)
	}
	return width, height, nil
}
