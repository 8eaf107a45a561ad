package layout

// PageSpec is the trim size of a page and its margins, in points.
type PageSpec struct {
	Width, Height float64
	Margin        float64
}
