package pdf

import (
	"fmt"

	"github.com/signintech/gopdf"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// imageMark is a picture a page draws, at off in its content: the
// content before off is handed to gopdf, then gopdf draws the picture,
// which it embeds once in the file however many pages draw it, then the
// content after. gopdf closes each piece's graphics state, so the
// content after a picture sets its state anew.
type imageMark struct {
	off int
	img *draw.Image
	r   draw.Rect
}

// Image draws the part of img it draws scaled to fill r, clipped to r:
// in its colours on a canvas from InColour, in grey on any other. It
// must not be called inside Rotate.
func (c *contentCanvas) Image(r draw.Rect, img *draw.Image) {
	if c.turned > 0 {
		panic("pdf: Image inside Rotate")
	}
	img, err := img.Inked(c.tint != nil)
	if err != nil {
		c.err = err
		return
	}
	c.graphics()
	c.images = append(c.images, imageMark{off: len(c.buf), img: img, r: r})
	c.forget()
}

// image hands m to gopdf: the whole picture scaled so that its part
// drawn fills m.r, and clipped to m.r. Each picture's file is read by
// gopdf once (holders).
func (r *pdfReplay) image(m imageMark) error {
	data, _ := m.img.File()
	h, ok := r.holders[&data[0]]
	if !ok {
		var err error
		if h, err = gopdf.ImageHolderByBytes(data); err != nil {
			return fmt.Errorf("image %s: %w", m.img.Name, err)
		}
		r.holders[&data[0]] = h
	}
	part, whole := m.img.Part(), m.img.Bounds()
	kx, ky := m.r.W/float64(part.Dx()), m.r.H/float64(part.Dy())
	err := r.pdf.ImageByHolderWithOptions(h, gopdf.ImageOptions{
		X: m.r.X, Y: m.r.Y,
		Rect: &gopdf.Rect{W: kx * float64(whole.Dx()), H: ky * float64(whole.Dy())},
		Crop: &gopdf.CropOptions{X: kx * float64(part.Min.X), Y: ky * float64(part.Min.Y), Width: m.r.W, Height: m.r.H},
	})
	if err != nil {
		return fmt.Errorf("image %s: %w", m.img.Name, err)
	}
	return nil
}
