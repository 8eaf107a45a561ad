package futoshiki

import (
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/internal/golden"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// TestDrawGolden records the drawing of goldenFut, puzzle and answer, as a
// list of drawing operations, against testdata: the cells apart, each
// outlined, and the signs as chevrons in the gaps, < and > in rows and
// ∧ and ∨ between them.
func TestDrawGolden(t *testing.T) {
	ps, err := Kind{}.Parse(strings.NewReader(goldenFut))
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	p.Solution = goldenSolution
	if err := (Kind{}).Verify(p); err != nil {
		t.Fatal(err)
	}
	var rec draw.Recorder
	area := draw.Rect{X: 10, Y: 10, W: 144, H: 144}
	Kind{}.Draw(&rec, p, area, gen.DrawOptions{})
	rec.Text(0, 0, "--- answer", draw.Font{Face: draw.Regular, Size: 7}, draw.AlignLeft)
	Kind{}.Draw(&rec, p, area, gen.DrawOptions{Answer: true})
	golden.Check(t, "draw4.golden", rec.String())
}

// TestSignShapes checks each sign's chevron: centred in its gap, its
// point towards the smaller cell, upright (< > open across a row gap,
// ∧ ∨ across a column gap), and as large as 7 pt type where the book
// sizes the grid by TypeScale.
func TestSignShapes(t *testing.T) {
	n := 4
	area := draw.Rect{X: 0, Y: 0, W: 100, H: 100}
	g := place(n, area)
	for _, tc := range []struct {
		name string
		s    sign
		tipX float64 // the tip's offset from the gap's centre, in x (row gap) or y
		row  bool
	}{
		{"<", sign{0, 1}, -1, true},
		{">", sign{1, 0}, 1, true},
		{"∧", sign{0, 4}, -1, false},
		{"∨", sign{4, 0}, 1, false},
	} {
		var rec polyRecorder
		drawSign(&rec, g, n, tc.s)
		if len(rec.pts) != 3 {
			t.Fatalf("%s: %d points, want a chevron of 3", tc.name, len(rec.pts))
		}
		a, tip, b := rec.pts[0], rec.pts[1], rec.pts[2]
		mid := draw.Point{X: g.x + g.cell/2, Y: g.y + g.cell/2}
		if tc.row {
			mid.X += g.step / 2
		} else {
			mid.Y += g.step / 2
		}
		centre := draw.Point{X: (a.X + b.X + 2*tip.X) / 4, Y: (a.Y + b.Y + 2*tip.Y) / 4}
		if d := (centre.X-mid.X)*(centre.X-mid.X) + (centre.Y-mid.Y)*(centre.Y-mid.Y); d > 1e-9 {
			t.Errorf("%s: centred at %v, want the gap's centre %v", tc.name, centre, mid)
		}
		along, across := tip.X-mid.X, a.Y-b.Y
		if !tc.row {
			along, across = tip.Y-mid.Y, a.X-b.X
		}
		if along*tc.tipX <= 0 {
			t.Errorf("%s: the tip is at %v, on the wrong side of %v", tc.name, tip, mid)
		}
		if across == 0 {
			t.Errorf("%s: the chevron does not open across its gap", tc.name)
		}
		gap := g.step - g.cell
		if d := 2 * abs64(along); d > gap {
			t.Errorf("%s: %.2f deep, more than the gap %.2f", tc.name, d, gap)
		}
	}
	// Where the book sets the digits at 7 pt, a sign opens as wide as
	// their capitals stand tall.
	cap := draw.CapHeight(draw.Font{Face: draw.Bold, Size: 7})
	for n := minSize; n <= maxSize; n++ {
		side := 7 / Kind{}.TypeScale(gen.Params{Rows: n}, draw.Bold) * float64(n)
		g := place(n, draw.Rect{W: side + draw.GridBorder, H: side + draw.GridBorder})
		if size := digitScale * g.cell; size < 7-0.05 {
			t.Errorf("%dx%d: digits of %.2f pt where the type scale promises 7", n, n, size)
		}
		if open := signLong * g.cell; open < cap-0.05 {
			t.Errorf("%dx%d: a sign opens %.2f pt, under the %.2f pt capitals of 7 pt type", n, n, open, cap)
		}
	}
}

func abs64(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// polyRecorder keeps the points of the last polyline drawn.
type polyRecorder struct {
	draw.Recorder
	pts []draw.Point
}

func (r *polyRecorder) Polyline(pts []draw.Point, s draw.Stroke) { r.pts = pts }
