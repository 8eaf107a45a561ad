package layouttest

import (
	"bytes"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
)

// The colours of Picture's quarters: top left, top right, bottom left,
// bottom right.
var (
	PictureRed    = color.NRGBA{R: 220, G: 40, B: 40, A: 255}
	PictureGreen  = color.NRGBA{R: 40, G: 180, B: 60, A: 255}
	PictureBlue   = color.NRGBA{R: 40, G: 70, B: 200, A: 255}
	PictureYellow = color.NRGBA{R: 240, G: 210, B: 40, A: 255}
)

// Picture returns a w x h picture of four flat quarters (PictureRed,
// PictureGreen, PictureBlue, PictureYellow), as a PNG file, or a JPEG
// file when jpg is true: a test can tell where each part of it lands.
func Picture(w, h int, jpg bool) []byte {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			c := PictureRed
			switch {
			case x >= w/2 && y < h/2:
				c = PictureGreen
			case x < w/2 && y >= h/2:
				c = PictureBlue
			case x >= w/2 && y >= h/2:
				c = PictureYellow
			}
			img.SetNRGBA(x, y, c)
		}
	}
	var buf bytes.Buffer
	if jpg {
		jpeg.Encode(&buf, img, &jpeg.Options{Quality: 95})
	} else {
		png.Encode(&buf, img)
	}
	return buf.Bytes()
}
