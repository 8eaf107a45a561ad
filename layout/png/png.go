package png

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"image"
	"image/color"
	imgdraw "image/draw"
	imagepng "image/png"
	"io"
	"math"

	"github.com/fogleman/gg"
	"github.com/golang/freetype/truetype"
	xdraw "golang.org/x/image/draw"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/glyph"
)

// Write draws fn on a white sheet of sw x sh points at dpi dots per inch
// and writes it as an antialiased 8-bit greyscale PNG, with a pHYs chunk
// recording the resolution; a sheet on which fn draws in colour (through
// draw.Colourer) is written as an 8-bit RGB PNG instead. The output
// depends only on its inputs.
func Write(w io.Writer, fn func(draw.Canvas), sw, sh, dpi float64) error {
	if !(dpi >= 10 && dpi <= 2400) {
		return fmt.Errorf("png: resolution %g dpi: want 10 to 2400", dpi)
	}
	k := dpi / 72
	wpx, hpx := int(math.Round(sw*k)), int(math.Round(sh*k))
	if wpx*hpx > 400<<20 {
		return fmt.Errorf("png: %dx%d pixels is too large", wpx, hpx)
	}
	rgba, coloured := Draw(wpx, hpx, k, fn)
	var out image.Image = rgba // opaque, so image/png writes RGB without alpha
	if !coloured {
		// Only greys are drawn on opaque white, so R = G = B: keep one channel.
		gray := image.NewGray(rgba.Bounds())
		for i := range gray.Pix {
			gray.Pix[i] = rgba.Pix[4*i]
		}
		out = gray
	}
	// BestSpeed: a 150-dpi puzzle encodes in 4.0 ms instead of 7.0 and
	// its file grows by 7% (12.7 to 13.6 KB); a year of a daily feed
	// writes 2,190 of them.
	var buf bytes.Buffer
	enc := imagepng.Encoder{CompressionLevel: imagepng.BestSpeed}
	if err := enc.Encode(&buf, out); err != nil {
		return fmt.Errorf("png: encode: %w", err)
	}
	if _, err := w.Write(WithPHYs(buf.Bytes(), dpi)); err != nil {
		return fmt.Errorf("png: write: %w", err)
	}
	return nil
}

// Draw draws fn on a white image of wpx x hpx pixels, k pixels a point,
// and reports whether anything was drawn in colour.
func Draw(wpx, hpx int, k float64, fn func(draw.Canvas)) (*image.RGBA, bool) {
	rgba := image.NewRGBA(image.Rect(0, 0, wpx, hpx))
	imgdraw.Draw(rgba, rgba.Bounds(), image.White, image.Point{}, imgdraw.Src)
	c := &canvas{dc: gg.NewContextForRGBA(rgba), img: rgba, k: k, faces: map[faceKey]font.Face{}, coloured: new(bool), fonts: new(draw.Fonts)}
	if fn != nil {
		fn(c)
	}
	return rgba, *c.coloured
}

// WithPHYs returns the PNG data with a pHYs chunk (pixels per metre) for
// dpi put right after IHDR, which image/png does not write.
func WithPHYs(data []byte, dpi float64) []byte {
	const ihdrEnd = 8 + 4 + 4 + 13 + 4 // signature, then IHDR's length, type, data, CRC
	ppm := uint32(math.Round(dpi / 0.0254))
	chunk := make([]byte, 0, 21)
	chunk = binary.BigEndian.AppendUint32(chunk, 9)
	chunk = append(chunk, "pHYs"...)
	chunk = binary.BigEndian.AppendUint32(chunk, ppm)
	chunk = binary.BigEndian.AppendUint32(chunk, ppm)
	chunk = append(chunk, 1) // unit: metre
	chunk = binary.BigEndian.AppendUint32(chunk, crc32.ChecksumIEEE(chunk[4:]))
	out := make([]byte, 0, len(data)+len(chunk))
	out = append(out, data[:ihdrEnd]...)
	out = append(out, chunk...)
	return append(out, data[ihdrEnd:]...)
}

type faceKey struct {
	face draw.Face
	size float64
}

// canvas draws with gg in device pixels: it scales coordinates itself
// (by k) rather than through gg's matrix, so that glyphs are rasterised at
// their final size instead of being resampled. gg has no miter joins, so
// square outlines are filled as rings and open polylines are drawn as
// square-capped segments, as the PDF backend does. A canvas from InColour
// shares the page and draws every ink in its tint.
type canvas struct {
	dc       *gg.Context
	img      *image.RGBA
	k        float64
	faces    map[faceKey]font.Face // per page: faces are not safe to share
	tint     *color.RGBA           // the ink of every call, instead of its grey; nil for grey
	coloured *bool                 // set once anything on the page is tinted
	fonts    *draw.Fonts           // the faces text in a style is set in (InFonts), shared with tinted canvases
}

// InColour returns a canvas on the same page that draws in colour c.
func (c *canvas) InColour(col draw.RGB) draw.Canvas {
	t := *c
	b := col.RGB8()
	t.tint = &color.RGBA{R: b[0], G: b[1], B: b[2], A: 255}
	*c.coloured = true
	return &t
}

// ink is the colour to draw grey g in.
func (c *canvas) ink(g draw.Gray) color.Color {
	if c.tint != nil {
		return *c.tint
	}
	return color.Gray{Y: draw.Grey(g).RGB8()[0]}
}

func (c *canvas) stroke(s draw.Stroke, round bool) {
	c.dc.SetColor(c.ink(s.Gray))
	c.dc.SetLineWidth(s.Width * c.k)
	if round {
		c.dc.SetLineCapRound()
		c.dc.SetLineJoinRound()
	} else {
		c.dc.SetLineCapSquare()
		c.dc.SetLineJoinBevel()
	}
	c.dc.Stroke()
}

// Line strokes a segment.
func (c *canvas) Line(a, b draw.Point, s draw.Stroke) { c.Polyline([]draw.Point{a, b}, s) }

// Polyline strokes connected segments.
func (c *canvas) Polyline(pts []draw.Point, s draw.Stroke) {
	if s.Width <= 0 || len(pts) < 2 {
		return
	}
	if s.Round {
		c.dc.MoveTo(pts[0].X*c.k, pts[0].Y*c.k)
		for _, p := range pts[1:] {
			c.dc.LineTo(p.X*c.k, p.Y*c.k)
		}
		c.stroke(s, true)
		return
	}
	for i := 1; i < len(pts); i++ {
		c.dc.MoveTo(pts[i-1].X*c.k, pts[i-1].Y*c.k)
		c.dc.LineTo(pts[i].X*c.k, pts[i].Y*c.k)
		c.stroke(s, false)
	}
}

// Rect fills and strokes a rectangle.
func (c *canvas) Rect(r draw.Rect, fill *draw.Gray, s draw.Stroke) {
	x, y, w, h := r.X*c.k, r.Y*c.k, r.W*c.k, r.H*c.k
	if fill != nil {
		c.dc.DrawRectangle(x, y, w, h)
		c.dc.SetColor(c.ink(*fill))
		c.dc.Fill()
	}
	if s.Width <= 0 {
		return
	}
	if s.Round {
		c.dc.DrawRectangle(x, y, w, h)
		c.stroke(s, true)
		return
	}
	// A miter-joined outline is the ring between two rectangles.
	d := s.Width * c.k / 2
	c.dc.DrawRectangle(x-d, y-d, w+2*d, h+2*d)
	if w > 2*d && h > 2*d {
		c.dc.NewSubPath()
		c.dc.DrawRectangle(x+d, y+d, w-2*d, h-2*d)
	}
	c.dc.SetFillRuleEvenOdd()
	c.dc.SetColor(c.ink(s.Gray))
	c.dc.Fill()
	c.dc.SetFillRuleWinding()
}

// Circle fills and strokes a circle.
func (c *canvas) Circle(p draw.Point, radius float64, fill *draw.Gray, s draw.Stroke) {
	if radius <= 0 {
		return
	}
	if fill != nil {
		c.dc.DrawCircle(p.X*c.k, p.Y*c.k, radius*c.k)
		c.dc.SetColor(c.ink(*fill))
		c.dc.Fill()
	}
	if s.Width > 0 {
		c.dc.DrawCircle(p.X*c.k, p.Y*c.k, radius*c.k)
		c.stroke(s, true)
	}
}

// Text draws s glyph by glyph at the advances measure uses (no kerning,
// no hinting), so that text sits where it does in the PDF.
func (c *canvas) Text(x, y float64, s string, f draw.Font, a draw.Align) {
	if s == "" || f.Size <= 0 {
		return
	}
	f.Face = c.fonts.Face(f.Face)
	face := c.face(f)
	tf := glyph.Font(f.Face)
	src := image.NewUniform(c.ink(f.Gray))
	x = draw.Left(x, s, f, a)
	for _, r := range s {
		dot := fixed.Point26_6{X: fixed.Int26_6(math.Round(x * c.k * 64)), Y: fixed.Int26_6(math.Round(y * c.k * 64))}
		if dr, mask, mp, _, ok := face.Glyph(dot, r); ok && tf.Index(r) != 0 {
			imgdraw.DrawMask(c.img, dr, src, image.Point{}, mask, mp, imgdraw.Over)
		}
		x += float64(draw.Advance(f.Face, r)) * f.Size / 1000
	}
}

func (c *canvas) face(f draw.Font) font.Face {
	key := faceKey{f.Face, f.Size}
	if fc, ok := c.faces[key]; ok {
		return fc
	}
	fc := truetype.NewFace(glyph.Font(f.Face), &truetype.Options{
		Size:       f.Size * c.k, // pixels, at 72 dpi
		Hinting:    font.HintingNone,
		SubPixelsX: 8,
		// A page uses few glyphs; the default 512 entries would reserve
		// glyph masks for 512 x 8 sub-pixel positions up front.
		GlyphCacheEntries: 64,
	})
	c.faces[key] = fc
	return fc
}

// TextWidth measures s with the embedded font's metrics.
func (c *canvas) TextWidth(s string, f draw.Font) float64 {
	return c.fonts.TextWidth(s, f)
}

// InFonts draws fn's calls with text in a style set in fs's faces.
func (c *canvas) InFonts(fs draw.Fonts, fn func(draw.Canvas)) {
	old := *c.fonts
	*c.fonts = fs
	defer func() { *c.fonts = old }()
	fn(c)
}

// TextFace returns the face text in f is set in.
func (c *canvas) TextFace(f draw.Face) draw.Face { return c.fonts.Face(f) }

// Image draws the part of img it draws scaled to fill r with a
// Catmull-Rom filter, which keeps a picture sharp when it shrinks: in its
// colours on a canvas from InColour, in grey on any other.
func (c *canvas) Image(r draw.Rect, img *draw.Image) {
	img, err := img.Inked(c.tint != nil)
	if err != nil {
		return // a picture that decoded has a grey one; nothing to draw otherwise
	}
	dst := image.Rect(int(math.Round(r.X*c.k)), int(math.Round(r.Y*c.k)), int(math.Round((r.X+r.W)*c.k)), int(math.Round((r.Y+r.H)*c.k)))
	xdraw.CatmullRom.Scale(c.img, dst, img.Pixels(), img.Part(), xdraw.Over, nil)
}
