package svg

import (
	"strconv"
	"strings"

	"github.com/golang/freetype/truetype"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/glyph"
)

// glyphOutline returns the outline of r in face as SVG path data in font
// units (y down, the origin on the baseline), and false for a rune with
// no ink: a space, or one the font lacks, which is drawn as a space.
func glyphOutline(gb *truetype.GlyphBuf, face draw.Face, r rune) (string, bool) {
	f := glyph.Font(face)
	i := f.Index(r)
	// At a scale of one 26.6 unit per font unit, the points are in font units.
	if i == 0 || gb.Load(f, fixed.Int26_6(f.FUnitsPerEm()), i, font.HintingNone) != nil || len(gb.Points) == 0 {
		return "", false
	}
	var b strings.Builder
	start := 0
	for _, end := range gb.Ends {
		contour(&b, gb.Points[start:end])
		start = end
	}
	return b.String(), b.Len() > 0
}

// contour writes one closed TrueType contour: quadratic pieces between
// points on the curve, with a point on the curve implied halfway between
// two control points in a row.
func contour(b *strings.Builder, pts []truetype.Point) {
	if len(pts) < 2 {
		return
	}
	on := func(p truetype.Point) bool { return p.Flags&1 != 0 }
	mid := func(p, q truetype.Point) truetype.Point {
		return truetype.Point{X: (p.X + q.X) / 2, Y: (p.Y + q.Y) / 2, Flags: 1}
	}
	// Start on the curve: at the first point on it, or else between the
	// last point and the first.
	first := 0
	for first < len(pts) && !on(pts[first]) {
		first++
	}
	var s truetype.Point
	if first == len(pts) {
		s, first = mid(pts[len(pts)-1], pts[0]), 0
	} else {
		s, first = pts[first], first+1
	}
	b.WriteByte('M')
	unitPair(b, s)
	var ctrl *truetype.Point
	for k := range len(pts) {
		p := pts[(first+k)%len(pts)]
		switch {
		case on(p) && ctrl == nil:
			b.WriteByte('L')
			unitPair(b, p)
		case on(p):
			b.WriteByte('Q')
			unitPair(b, *ctrl)
			b.WriteByte(' ')
			unitPair(b, p)
			ctrl = nil
		case ctrl != nil:
			m := mid(*ctrl, p)
			b.WriteByte('Q')
			unitPair(b, *ctrl)
			b.WriteByte(' ')
			unitPair(b, m)
			ctrl = &p
		default:
			ctrl = &p
		}
	}
	if ctrl != nil {
		b.WriteByte('Q')
		unitPair(b, *ctrl)
		b.WriteByte(' ')
		unitPair(b, s)
	}
	b.WriteByte('Z')
}

// unitPair writes a point in font units, y turned to grow downwards.
func unitPair(b *strings.Builder, p truetype.Point) {
	b.WriteString(strconv.Itoa(int(p.X)))
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(int(-p.Y)))
}
