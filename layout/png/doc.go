// Package png is the raster backend of draw.Canvas: it draws a sheet with
// fogleman/gg and freetype, in device pixels, glyph by glyph at the
// advances draw measures (no kerning, no hinting), so that text sits where
// it does in the PDF, and writes it as a greyscale PNG, or as RGB when the
// drawing asked for colour (draw.Colourer), with its resolution in a pHYs
// chunk. Pictures are scaled with a Catmull-Rom filter. layout composes the pages it draws (layout.WritePNG); faces are
// made per sheet, so sheets may be drawn concurrently.
package png
