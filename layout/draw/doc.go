// Package draw is the drawing core every puzzle kind and every page draws
// through: the Canvas interface, points and rectangles in points from the
// top-left corner of the page, strokes, greys and colours (RGB, and the
// optional Colourer ability), the styles of text (Regular, Bold, Italic,
// Heavy), the faces that set them (faces.go: a registry, by content, of
// the shipped families, Lato, Go and Andika, and the user's TrueType
// files; Fonts, a book's text and digits families; the optional
// Typesetter ability, which sets a page's text in a book's faces) and
// their metrics: advance widths (Advance, TextWidth), the height of
// capitals (CapHeight), and the side of a grid's cell (CellSide); and
// pictures (Image: a PNG or JPEG file decoded once, cropped, drawn by
// Canvas.Image in colour or in grey). Recorder is a Canvas that writes each call as a readable
// line, for golden tests of drawing code.
//
// It imports nothing outside the standard library but the project's
// embedded fonts, whose character maps and advance widths it reads itself
// (ttf.go), so that the kind contract (gen), the kinds, the ipuz codec
// and the web pages link no PDF writer, no PNG drawing and no font
// rasteriser. The backends that put a Canvas on paper or on screen, and
// the composer of pages, are in layout; they measure text through this
// package, so text lands in the same place whatever the backend.
package draw
