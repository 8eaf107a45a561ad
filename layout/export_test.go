package layout

// Exports for the tests of package layout_test (the print checks of
// layout/preflight, which imports layout, run on layout's samples).
var (
	DrawEverything = drawEverything
	FitSpec        = fitSpec
	SampleBook     = sampleBook
	ScaledItems    = scaledItems
	WritePDF       = writePDF
)
