package cover

import "github.com/puzzlebook/puzzlebook/layout/draw"

// Exports for the tests of package cover_test (the print checks of
// layout/preflight, which imports cover, run on the cover's samples).
var (
	HexRGB      = hexRGB
	SampleCover = sampleCover
	Themed      = themed
)

// BandBottom is the foot of the band across c's back, spine and front.
func BandBottom(c Cover) float64 { return c.bandBottom() }

// BandInk is the colour of c's band.
func BandInk(c Cover) draw.RGB { return draw.RGB(c.Theme.palette().band) }

// TitleInk is the colour of c's title.
func TitleInk(c Cover) draw.RGB { return draw.RGB(c.Theme.palette().title) }
