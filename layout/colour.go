package layout

// RGB is a screen colour, each channel from 0 to 1. Print files never use
// it: only the PNG backend draws in colour (see Colourer).
type RGB struct{ R, G, B float64 }

// Luma returns the brightness of c from 0 (black) to 1 (white), with the
// Rec. 601 weights: a drawing uses it to put black or white text on c.
func (c RGB) Luma() float64 { return 0.299*c.R + 0.587*c.G + 0.114*c.B }

// Colourer is implemented by canvases that can draw in colour: the PNG
// backend. The PDF backend (print is grey, K-only ink), the preflight
// check and the Recorder do not implement it, so a drawing finds it by
// type assertion and otherwise draws its greys:
//
//	if cc, ok := c.(layout.Colourer); ok {
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
