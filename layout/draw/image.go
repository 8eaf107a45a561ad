package draw

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	imgdraw "image/draw"
	"image/jpeg"
	"image/png"
	"sync"
)

// Image is a picture a page draws (Canvas.Image): a PNG or JPEG file,
// read once and decoded once, and the part of it drawn (all of it unless
// Crop says otherwise). Crops of one picture share its file and its
// pixels, so that a PDF embeds the file once however often, and however
// cropped, it is drawn. An Image is safe to draw from several goroutines.
type Image struct {
	// Name is where the picture came from (its file's name), for
	// messages and the drawing record.
	Name string
	src  *imageSource
	part image.Rectangle // the part drawn, in the picture's pixels
}

// imageSource is a picture's file and pixels, shared by its crops.
type imageSource struct {
	data   []byte // the file as read
	format string // "png" or "jpeg"
	pix    image.Image

	greyOnce sync.Once
	grey     *imageSource // the picture in grey on white (Grey); itself when it is grey
	greyErr  error
}

// MaxImagePixels is the most pixels DecodeImage takes: a 300-dpi
// picture across a full-wrap cover has about 30 million.
const MaxImagePixels = 80 << 20

// DecodeImage decodes data, the bytes of a PNG or JPEG file called name.
// Any other format, a file that does not decode whole, or one of more
// than MaxImagePixels pixels is an error.
func DecodeImage(name string, data []byte) (*Image, error) {
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	switch {
	case err != nil:
	case format != "png" && format != "jpeg":
		err = fmt.Errorf("%s data; want a PNG or JPEG file", format)
	case cfg.Width*cfg.Height > MaxImagePixels:
		err = fmt.Errorf("%dx%d px; at most %d million pixels", cfg.Width, cfg.Height, MaxImagePixels>>20)
	}
	if err != nil {
		if err == image.ErrFormat {
			err = fmt.Errorf("not a PNG or JPEG file")
		}
		return nil, fmt.Errorf("draw: image %s: %w", name, err)
	}
	var pix image.Image
	if format == "png" {
		pix, err = png.Decode(bytes.NewReader(data))
	} else {
		pix, err = jpeg.Decode(bytes.NewReader(data))
	}
	if err != nil {
		return nil, fmt.Errorf("draw: image %s: %w", name, err)
	}
	if b := pix.Bounds(); b.Dx() == 0 || b.Dy() == 0 {
		return nil, fmt.Errorf("draw: image %s: has no pixels", name)
	}
	if data, pix, err = plain(format, data, pix); err != nil {
		return nil, fmt.Errorf("draw: image %s: %w", name, err)
	}
	return &Image{Name: name, src: &imageSource{data: data, format: format, pix: pix}, part: pix.Bounds()}, nil
}

// plain returns a picture's file as one every PDF writer embeds: a PNG
// of 16 bits a channel or interlaced, or a CMYK JPEG (whose inks
// Adobe's files store inverted), is made again from its pixels, as an
// 8-bit PNG or an RGB JPEG; any other file is returned as it is.
func plain(format string, data []byte, pix image.Image) ([]byte, image.Image, error) {
	var buf bytes.Buffer
	switch {
	case format == "png" && len(data) > 28 && (data[24] > 8 || data[28] != 0):
		// IHDR's bit depth and interlace method.
		if pix.ColorModel() == color.Gray16Model {
			g := image.NewGray(pix.Bounds())
			imgdraw.Draw(g, g.Bounds(), pix, pix.Bounds().Min, imgdraw.Src)
			pix = g
		} else {
			n := image.NewNRGBA(pix.Bounds())
			imgdraw.Draw(n, n.Bounds(), pix, pix.Bounds().Min, imgdraw.Src)
			pix = n
		}
		if err := png.Encode(&buf, pix); err != nil {
			return nil, nil, err
		}
	case format == "jpeg" && pix.ColorModel() == color.CMYKModel:
		rgb := image.NewRGBA(pix.Bounds())
		imgdraw.Draw(rgb, rgb.Bounds(), pix, pix.Bounds().Min, imgdraw.Src)
		pix = rgb
		if err := jpeg.Encode(&buf, rgb, &jpeg.Options{Quality: 95}); err != nil {
			return nil, nil, err
		}
	default:
		return data, pix, nil
	}
	return buf.Bytes(), pix, nil
}

// Size returns the width and height in pixels of the part of m drawn.
func (m *Image) Size() (w, h int) { return m.part.Dx(), m.part.Dy() }

// Aspect returns the width of the part of m drawn over its height.
func (m *Image) Aspect() float64 {
	w, h := m.Size()
	return float64(w) / float64(h)
}

// Part returns the part of the picture m draws, in its pixels.
func (m *Image) Part() image.Rectangle { return m.part }

// Bounds returns the whole picture's size in pixels, from 0,0.
func (m *Image) Bounds() image.Rectangle { return m.src.pix.Bounds() }

// Pixels returns the whole picture, decoded. It must not be changed.
func (m *Image) Pixels() image.Image { return m.src.pix }

// File returns the bytes of the picture's file and its format, "png" or
// "jpeg". They must not be changed.
func (m *Image) File() (data []byte, format string) { return m.src.data, m.src.format }

// Same reports whether m and o are crops of one picture.
func (m *Image) Same(o *Image) bool { return m.src == o.src }

// Crop returns m drawing only the part r of the picture (in its pixels,
// clipped to the picture); an empty r leaves m as it is.
func (m *Image) Crop(r image.Rectangle) *Image {
	r = r.Intersect(m.src.pix.Bounds())
	if r.Empty() {
		return m
	}
	c := *m
	c.part = r
	return &c
}

// CropTo returns m cropped about its middle to the shape of a frame of
// aspect (width over height): all of its width or all of its height
// kept, as a picture printed to fill its frame is.
func (m *Image) CropTo(aspect float64) *Image {
	w, h := m.Size()
	cw, ch := w, h
	if float64(w) > aspect*float64(h) {
		cw = max(1, int(aspect*float64(h)+0.5))
	} else {
		ch = max(1, int(float64(w)/aspect+0.5))
	}
	x, y := m.part.Min.X+(w-cw)/2, m.part.Min.Y+(h-ch)/2
	return m.Crop(image.Rect(x, y, x+cw, y+ch))
}

// DPI returns the resolution m prints at when its part fills a width of
// w points: the fewer of its pixels an inch across and down, for a
// height h.
func (m *Image) DPI(w, h float64) float64 {
	pw, ph := m.Size()
	return min(float64(pw)/(w/72), float64(ph)/(h/72))
}

// Grey returns m in grey, as print in black ink alone shows it: its
// pixels' luma, laid on white where they are transparent, the same part
// drawn. The grey file (an 8-bit grey PNG for a PNG, a JPEG for a JPEG)
// is made once for all the crops of a picture; a grey picture is its own.
func (m *Image) Grey() (*Image, error) {
	s := m.src
	s.greyOnce.Do(func() { s.grey, s.greyErr = s.toGrey() })
	if s.greyErr != nil {
		return nil, fmt.Errorf("draw: image %s: %w", m.Name, s.greyErr)
	}
	g := *m
	g.src = s.grey
	return &g, nil
}

// Inked returns m as a canvas draws it (see Canvas.Image): m itself on
// a canvas that draws in colour, else its Grey.
func (m *Image) Inked(colour bool) (*Image, error) {
	if colour {
		return m, nil
	}
	return m.Grey()
}

// toGrey makes the grey picture of s.
func (s *imageSource) toGrey() (*imageSource, error) {
	if _, ok := s.pix.(*image.Gray); ok {
		return s, nil
	}
	b := s.pix.Bounds()
	g := image.NewGray(b)
	imgdraw.Draw(g, b, image.White, image.Point{}, imgdraw.Src)
	imgdraw.Draw(g, b, s.pix, b.Min, imgdraw.Over)
	var buf bytes.Buffer
	var err error
	if s.format == "jpeg" {
		err = jpeg.Encode(&buf, g, &jpeg.Options{Quality: 92})
	} else {
		err = png.Encode(&buf, g)
	}
	if err != nil {
		return nil, fmt.Errorf("grey: %w", err)
	}
	return &imageSource{data: buf.Bytes(), format: s.format, pix: g}, nil
}
