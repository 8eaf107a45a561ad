package layout

import (
	"math"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

// checkErr fails unless err is a layout error containing want.
func checkErr(t *testing.T, call string, err error, want string) {
	t.Helper()
	if err == nil || !strings.Contains(err.Error(), want) || !strings.HasPrefix(err.Error(), "layout: ") {
		t.Errorf("%s: got error %v, want one containing %q", call, err, want)
	}
}

func TestParseLength(t *testing.T) {
	tests := []struct {
		in   string
		want float64
	}{
		{"0.5in", 36},
		{"1in", 72},
		{"12mm", 12 * 72 / 25.4},
		{"1.2cm", 12 * 72 / 25.4},
		{"36pt", 36},
		{"11.5pc", 138},
		{"2in", 144},
		{"48mm", 48 * 72 / 25.4},
		{"144pt", 144},
		{"36", 36},
		{" 0.25 IN ", 18},
		{"0", 0},
		{"1e1pt", 10},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseLength(tt.in)
			if err != nil {
				t.Fatalf("ParseLength(%q): %v", tt.in, err)
			}
			if !near(got, tt.want) {
				t.Errorf("ParseLength(%q): got %g, want %g", tt.in, got, tt.want)
			}
		})
	}
}

func TestParseLengthErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", "no number"},
		{"in", "no number"},
		{"-1in", "negative"},
		{"abc", "not a number"},
		{"12 furlongs", "not a number"},
		{"0x10pt", "not a number"},
		{"NaN", "not a number"},
		{"Inf", "not a number"},
		{"1e308in", "too large"},
		{"1.5.2mm", "not a number"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			_, err := ParseLength(tt.in)
			checkErr(t, "ParseLength("+tt.in+")", err, tt.want)
		})
	}
}

func TestParsePageSize(t *testing.T) {
	tests := []struct {
		in   string
		w, h float64
	}{
		{"letter", 612, 792},
		{"Letter", 612, 792},
		{"legal", 612, 1008},
		{"a4", 210 * 72 / 25.4, 297 * 72 / 25.4},
		{"A5", 148 * 72 / 25.4, 210 * 72 / 25.4},
		{"6x9", 432, 648},
		{"8x10", 576, 720},
		{"8.5x11", 612, 792},
		{"7x10in", 504, 720},
		{"7 x 10 in", 504, 720},
		{"210x297mm", 210 * 72 / 25.4, 297 * 72 / 25.4},
		{"15x20cm", 150 * 72 / 25.4, 200 * 72 / 25.4},
		{"400x600pt", 400, 600},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			w, h, err := ParsePageSize(tt.in)
			if err != nil {
				t.Fatalf("ParsePageSize(%q): %v", tt.in, err)
			}
			if !near(w, tt.w) || !near(h, tt.h) {
				t.Errorf("ParsePageSize(%q): got %gx%g, want %gx%g", tt.in, w, h, tt.w, tt.h)
			}
		})
	}
}

func TestParsePageSizeErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", "want a name"},
		{"tabloid", "want a name"},
		{"7x9", "add a unit"},
		{"7x10ft", "add a unit"},
		{"x10in", "no number"},
		{"7xin", "no number"},
		{"-7x10in", "negative"},
		{"7x10x2in", "not a number"},
		{"0.5x0.5in", "outside 1in to 200in"},
		{"300x10in", "outside 1in to 200in"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			_, _, err := ParsePageSize(tt.in)
			checkErr(t, "ParsePageSize("+tt.in+")", err, tt.want)
		})
	}
}

func TestPageSpecSafe(t *testing.T) {
	s := PageSpec{Width: 432, Height: 648, Margin: 36, Gutter: 9}
	tests := []struct {
		name string
		got  draw.Rect
		want draw.Rect
	}{
		{"Safe", s.Safe(), draw.Rect{X: 45, Y: 36, W: 351, H: 576}},
		{"odd page", s.SafeOn(3), draw.Rect{X: 45, Y: 36, W: 351, H: 576}},
		{"even page", s.SafeOn(2), draw.Rect{X: 36, Y: 36, W: 351, H: 576}},
		{"no gutter", PageSpec{Width: 612, Height: 792, Margin: 54}.Safe(), draw.Rect{X: 54, Y: 54, W: 504, H: 684}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.got != tt.want {
				t.Errorf("got %+v, want %+v", tt.got, tt.want)
			}
		})
	}
}

func TestPageSpecValidate(t *testing.T) {
	tests := []struct {
		name string
		spec PageSpec
		want string // "" for valid
	}{
		{"6x9", PageSpec{Width: 432, Height: 648, Margin: 36}, ""},
		{"zero", PageSpec{}, "must be positive"},
		{"negative margin", PageSpec{Width: 432, Height: 648, Margin: -1}, "must not be negative"},
		{"margins too wide", PageSpec{Width: 432, Height: 648, Margin: 200}, "need at least"},
		{"NaN", PageSpec{Width: math.NaN(), Height: 648}, "must be positive"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.spec.Validate()
			if tt.want == "" {
				if err != nil {
					t.Errorf("Validate(%s): got %v, want no error", tt.name, err)
				}
				return
			}
			checkErr(t, "Validate("+tt.name+")", err, tt.want)
		})
	}
}

func FuzzParsePageSize(f *testing.F) {
	for _, s := range []string{"letter", "6x9", "7x10in", "210x297mm", "1e400x2in", "x", "0x1p3in"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		w, h, err := ParsePageSize(s)
		if err == nil && !(w >= Inch && h >= Inch && w <= 200*Inch && h <= 200*Inch) {
			t.Errorf("ParsePageSize(%q): got %gx%g without an error", s, w, h)
		}
	})
}

func FuzzParseLength(f *testing.F) {
	for _, s := range []string{"0.5in", "12mm", "36", "-1", "NaN", "1e999cm"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, err := ParseLength(s)
		if err == nil && (v < 0 || math.IsNaN(v) || math.IsInf(v, 0)) {
			t.Errorf("ParseLength(%q): got %g without an error", s, v)
		}
	})
}
