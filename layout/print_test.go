package layout

import (
	"fmt"
	"math"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

func TestMinInside(t *testing.T) {
	tests := []struct {
		pages int
		want  float64 // inches
	}{
		{1, 0.375}, {24, 0.375}, {150, 0.375},
		{151, 0.5}, {300, 0.5},
		{301, 0.625}, {500, 0.625},
		{501, 0.75}, {700, 0.75},
		{701, 0.875}, {828, 0.875}, {900, 0.875},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.pages), func(t *testing.T) {
			if got := MinInside(tt.pages) / Inch; got != tt.want {
				t.Errorf("MinInside(%d): got %gin, want %gin", tt.pages, got, tt.want)
			}
		})
	}
}

func TestForPages(t *testing.T) {
	s := PageSpec{Width: 6 * Inch, Height: 9 * Inch, Margin: 0.25 * Inch}
	tests := []struct {
		name   string
		spec   PageSpec
		pages  int
		gutter float64 // inches
	}{
		{"thin book widens the gutter", s, 100, 0.125},
		{"300 pages", s, 300, 0.25},
		{"828 pages", s, 828, 0.625},
		{"a wide gutter is kept", PageSpec{Width: 432, Height: 648, Margin: 36, Gutter: 36}, 400, 0.5},
		{"a wide margin needs no gutter", PageSpec{Width: 432, Height: 648, Margin: 36}, 120, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := tt.spec.ForPages(tt.pages)
			if math.Abs(got.Gutter/Inch-tt.gutter) > 1e-9 {
				t.Errorf("%s: got gutter %gin, want %gin", tt.name, got.Gutter/Inch, tt.gutter)
			}
			if got.Inside() < MinInside(tt.pages)-1e-9 {
				t.Errorf("%s: got inside margin %gin, want at least %gin", tt.name, got.Inside()/Inch, MinInside(tt.pages)/Inch)
			}
		})
	}
}

func TestPaddedPages(t *testing.T) {
	tests := []struct {
		pages      int
		pod, bound bool
		want       int
	}{
		{1, false, true, 2}, {2, false, true, 2}, {13, false, true, 14}, {0, false, true, 0},
		{1, false, false, 1}, {13, false, false, 13}, {16, false, false, 16},
		{1, true, false, 24}, {23, true, false, 24}, {24, true, false, 24}, {25, true, false, 26}, {101, true, true, 102},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%d pod=%v bound=%v", tt.pages, tt.pod, tt.bound), func(t *testing.T) {
			if got := PaddedPages(tt.pages, tt.pod, tt.bound); got != tt.want {
				t.Errorf("PaddedPages(%d, %v, %v): got %d, want %d", tt.pages, tt.pod, tt.bound, got, tt.want)
			}
		})
	}
}

// TestBleedGeometry checks sheet sizes, where the trim lies on odd and
// even sheets, and the mirrored safe areas, for the common trims.
func TestBleedGeometry(t *testing.T) {
	for _, size := range []string{"6x9", "8x10", "8.5x11", "a4", "a5", "7.5x9.25in"} {
		w, h, err := ParsePageSize(size)
		if err != nil {
			t.Fatal(err)
		}
		s := PageSpec{Width: w, Height: h, Margin: MinMarginBleed, Gutter: 0.25 * Inch, Bleed: BleedWidth}
		t.Run(size, func(t *testing.T) {
			if err := s.Validate(); err != nil {
				t.Fatalf("%s: %v", size, err)
			}
			sw, sh := s.Sheet()
			if sw != w+9 || sh != h+18 {
				t.Errorf("%s: got sheet %gx%g, want %gx%g (0.125in on the top, bottom and outside)", size, sw, sh, w+9, h+18)
			}
			if got, want := s.TrimOn(1), (draw.Rect{X: 0, Y: 9, W: w, H: h}); got != want {
				t.Errorf("%s odd page: got trim %+v, want %+v (bleed on the right)", size, got, want)
			}
			if got, want := s.TrimOn(2), (draw.Rect{X: 9, Y: 9, W: w, H: h}); got != want {
				t.Errorf("%s even page: got trim %+v, want %+v (bleed on the left)", size, got, want)
			}
			odd, even := s.SafeOn(3), s.SafeOn(4)
			inside := s.Margin + s.Gutter
			if got := odd.X - s.TrimOn(3).X; got != inside {
				t.Errorf("%s odd page: got left margin %g, want the inside margin %g", size, got, inside)
			}
			if got := s.TrimOn(3).X + w - (odd.X + odd.W); got != s.Margin {
				t.Errorf("%s odd page: got right margin %g, want %g", size, got, s.Margin)
			}
			if got := even.X - s.TrimOn(4).X; got != s.Margin {
				t.Errorf("%s even page: got left margin %g, want %g", size, got, s.Margin)
			}
			if got := s.TrimOn(4).X + w - (even.X + even.W); math.Abs(got-inside) > 1e-9 {
				t.Errorf("%s even page: got right margin %g, want the inside margin %g", size, got, inside)
			}
			if odd.Y != 9+s.Margin || even.Y != odd.Y || odd.H != h-2*s.Margin {
				t.Errorf("%s: got safe areas %+v and %+v, want top at %g and height %g", size, odd, even, 9+s.Margin, h-2*s.Margin)
			}
		})
	}
}

func TestPageSpecMargins(t *testing.T) {
	tests := []struct {
		name string
		spec PageSpec
		want string
	}{
		{"quarter inch", PageSpec{Width: 432, Height: 648, Margin: 18}, ""},
		{"too narrow", PageSpec{Width: 432, Height: 648, Margin: 17}, "at least 0.25in"},
		{"bleed needs 0.375in", PageSpec{Width: 432, Height: 648, Margin: 18, Bleed: BleedWidth}, "at least 0.375in with bleed"},
		{"bleed of 0.375in", PageSpec{Width: 432, Height: 648, Margin: 27, Bleed: BleedWidth}, ""},
		{"odd bleed", PageSpec{Width: 432, Height: 648, Margin: 36, Bleed: 5}, "must be 0 or 9pt"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.spec.Validate()
			if tt.want == "" {
				if err != nil {
					t.Errorf("%s: got %v, want no error", tt.name, err)
				}
				return
			}
			checkErr(t, tt.name, err, tt.want)
		})
	}
}

func TestAlone(t *testing.T) {
	it := Item{Aspect: 2, Draw: func(c draw.Canvas, a draw.Rect) { c.Rect(a, nil, draw.Stroke{Width: 1}) }}
	p, spec := Alone(it, 4*Inch)
	if want := (PageSpec{Width: 4*Inch + 36, Height: 2*Inch + 36, Margin: 18}); spec != want {
		t.Errorf("Alone(aspect 2, 4in): got spec %+v, want %+v", spec, want)
	}
	var r Recorder
	p.Draw(&r)
	if got, want := r.String(), "rect 18.00,18.00 288.00x144.00 w=1.00 gray=0.00\n"; got != want {
		t.Errorf("Alone: got %q, want %q", got, want)
	}
}
