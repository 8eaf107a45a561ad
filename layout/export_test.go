package layout

import "github.com/puzzlebook/puzzlebook/layout/draw"

// Exports for the tests of package layout_test (the print checks of
// layout/preflight, which imports layout, run on layout's samples).
var (
	Inside          = inside
	CountPixels     = countPixels
	CountRGB        = countRGB
	DrawEverything  = drawEverything
	DrawPlaceholder = drawPlaceholder
	FitSpec         = fitSpec
	HexRGB          = hexRGB
	PageBoxes       = pageBoxes
	QpdfCheck       = qpdfCheck
	RenderPDF       = renderPDF
	RenderPage      = renderPage
	RenderRGB       = renderRGB
	SampleBook      = sampleBook
	SampleCover     = sampleCover
	ScaledItems     = scaledItems
	Themed          = themed
	WritePDF        = writePDF
)

// BandBottom is the foot of the band across c's back, spine and front.
func BandBottom(c Cover) float64 { return c.bandBottom() }

// BandInk is the colour of c's band.
func BandInk(c Cover) draw.RGB { return draw.RGB(c.Theme.palette().band) }

// TitleInk is the colour of c's title.
func TitleInk(c Cover) draw.RGB { return draw.RGB(c.Theme.palette().title) }
