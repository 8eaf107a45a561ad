package draw

import (
	"fmt"
	"math"
)

// RGB is a colour, each channel from 0 to 1. The interior's print files
// never use it: the PNG backend draws in colour, and the cover's PDF does
// (see Colourer).
type RGB struct{ R, G, B float64 }

// Luma returns the brightness of c from 0 (black) to 1 (white), with the
// Rec. 601 weights: a drawing uses it to put black or white text on c.
func (c RGB) Luma() float64 { return 0.299*c.R + 0.587*c.G + 0.114*c.B }

// Luminance returns the relative luminance of c as sRGB, from 0 (black)
// to 1 (white): the channels made linear, then weighted as the eye sees
// them (WCAG 2). Contrast is computed from it.
func (c RGB) Luminance() float64 {
	lin := func(v float64) float64 {
		v = math.Max(0, math.Min(1, v))
		if v <= 0.04045 {
			return v / 12.92
		}
		return math.Pow((v+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}

// Contrast returns the contrast ratio of a and b as WCAG 2 defines it,
// from 1 (the same) to 21 (black on white). Text needs 4.5 to be read
// easily, large text 3.
func Contrast(a, b RGB) float64 {
	la, lb := a.Luminance(), b.Luminance()
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// Grey returns g as a colour.
func Grey(g Gray) RGB { return RGB{float64(g), float64(g), float64(g)} }

// Neutral reports whether c is a grey: the same in every channel.
func (c RGB) Neutral() bool { return c.R == c.G && c.G == c.B }

// Mix returns c moved the share t (0 to 1) of the way towards d.
func (c RGB) Mix(d RGB, t float64) RGB {
	return RGB{c.R + (d.R-c.R)*t, c.G + (d.G-c.G)*t, c.B + (d.B-c.B)*t}
}

// Hex returns c as "#rrggbb", each channel rounded to 8 bits.
func (c RGB) Hex() string {
	b := c.RGB8()
	return fmt.Sprintf("#%02x%02x%02x", b[0], b[1], b[2])
}

// RGB8 returns c's channels, each clamped to 0..1 and rounded to 8 bits.
func (c RGB) RGB8() [3]uint8 { return [3]uint8{channel(c.R), channel(c.G), channel(c.B)} }

// Colourer is implemented by canvases that can draw in colour: the PNG
// backend and the cover's PDF. The interior's PDF (print is grey, K-only
// ink), the preflight check of pages and the Recorder do not implement
// it, so a drawing finds it by type assertion and otherwise draws its
// greys:
//
//	if cc, ok := c.(draw.Colourer); ok {
//		c = cc.InColour(red)
//	}
//
// A PNG page that draws through InColour is written as an RGB PNG; one
// that does not stays greyscale.
type Colourer interface {
	// InColour returns a Canvas that draws on the same page as the
	// receiver, with every ink (stroke, fill and text) c instead of the
	// grey it is given.
	InColour(c RGB) Canvas
}

// channel returns v, clamped to 0..1, as an 8-bit channel.
func channel(v float64) uint8 { return uint8(math.Round(math.Max(0, math.Min(1, v)) * 255)) }
