package preflight

import (
	"image"

	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// Image checks where a picture's ink lands and that it prints at
// layout.MinImageDPI or more.
func (c *checkCanvas) Image(r draw.Rect, img *draw.Image) {
	c.resolution(img, r)
	c.ink("picture "+img.Name, r)
}

// resolution checks that img fills r at layout.MinImageDPI or more.
func (c *checkCanvas) resolution(img *draw.Image, r draw.Rect) {
	if dpi := img.DPI(r.W, r.H); dpi < layout.MinImageDPI-0.5 {
		w, h := img.Size()
		c.r.add(c.page, "image resolution", "picture %s is %dx%d px at %.2fx%.2fin: %.0f dpi; print needs %d",
			img.Name, w, h, r.W/layout.Inch, r.H/layout.Inch, dpi, layout.MinImageDPI)
	}
}

// Image checks a picture's resolution and where it lands, and keeps its
// mean colour as a ground that text over it must contrast with.
func (c *coverCheck) Image(r draw.Rect, img *draw.Image) {
	c.chk.resolution(img, r)
	c.mark("picture "+img.Name, r, draw.Black, false)
	col := meanColour(img)
	if c.tint == nil {
		col = draw.Grey(draw.Gray(col.Luma())) // drawn in grey
	}
	c.grounds.list = append(c.grounds.list, ground{area: c.m.Rect(r), colour: col})
}

// meanColour is the mean colour of the part of img drawn, read from a
// grid of up to 32 x 32 of its pixels.
func meanColour(img *draw.Image) draw.RGB {
	p, pix := img.Part(), img.Pixels()
	var sum draw.RGB
	n := 0
	for j := range 32 {
		for i := range 32 {
			at := image.Point{X: p.Min.X + (2*i+1)*p.Dx()/64, Y: p.Min.Y + (2*j+1)*p.Dy()/64}
			r, g, b, a := pix.At(at.X, at.Y).RGBA()
			white := float64(0xffff - a) // on white paper
			sum.R += (float64(r) + white) / 0xffff
			sum.G += (float64(g) + white) / 0xffff
			sum.B += (float64(b) + white) / 0xffff
			n++
		}
	}
	return draw.RGB{R: sum.R / float64(n), G: sum.G / float64(n), B: sum.B / float64(n)}
}
