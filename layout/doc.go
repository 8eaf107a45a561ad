// Package layout turns puzzles into print-ready pages: page geometry in
// points and the print rules, the composer that lays out a book, and the
// Recorder of golden tests.
// The pages are drawn on the drawing interface, draw.Canvas. That
// interface, with points, strokes, faces and their advance widths, is
// layout/draw: the small package puzzle kinds import, which links none of
// the backends. The backends are packages of their own, which layout
// calls and which never import it: layout/pdf, layout/png and layout/svg.
// The print checks are layout/preflight, which imports layout and checks
// what it composes; layout/internal/ink, where the ink of text lands and
// when texts collide, serves both.
//
// Every length is in points (1/72 inch) from the top-left corner of the
// sheet; ParseLength and ParsePageSize read the units people write. A
// PageSpec is a trim size with margins, a gutter on the inside (bound)
// edge, and optionally a bleed on the top, bottom and outside edge; the
// sheet is the trim plus the bleed, and odd pages mirror even ones.
// MinInside, ForPages and PaddedPages hold the print-on-demand rules: the
// inside margin grows with the page count, and a book has an even number
// of pages, at least MinPODPages for print on demand.
//
// Compose lays out a Book: title, copyright and contents pages, a "how to
// play" page before a section, puzzle pages with running headers, page
// numbers on the outside corners and the page of each solution, children's
// worksheets (a Name and Date line, large grids), and the answer key, at
// the back or as a book of its own. Fit, which Compose calls first,
// chooses how many grids each section puts on a page from their size and
// type scale alone (Grid, CellSide), so that type never falls under the
// minimum, and a book can be refused before any puzzle exists. Book.Type
// is the type scale: the zero Type is the usual book, LargePrint sets
// every text at 14 pt or more, holds the grids' numbers to 16 pt (Fit
// chooses with that minimum) and weighs lines 1.5 times; preflight holds
// the book's text to its MinText. A Page
// only records how to draw itself, so the same Composed book goes to
// preflight.Book (a checking canvas: type, line widths, ink inside the
// safe area, worksheet digit sizes (Page.Large), and collisions: text over
// other text, text out of the draw.Region it was set in, text over a grid
// it does not belong to), to PDF.Write (the whole book through layout/pdf:
// fonts embedded as tagged subsets, grey ink, TrimBox and BleedBox, pages
// drawn on up to PDF.Workers goroutines; preflight's Report.CheckPDF reads
// the file back), to WritePNG (one page at a resolution) or to a Recorder (a readable list of drawing calls for
// golden tests, which also knows the box of every text and its region).
// Drawing code declares regions through draw.DrawIn; canvases that check them
// implement draw.Regioner, and the others draw straight through.
//
// layout/svg is one more backend of draw.Canvas: an SVG image sized in points,
// its text as the fonts' glyph outlines (each glyph defined once), so
// that it looks the same without our fonts installed. ColumnPage sets one
// puzzle or one solution alone at a newspaper's column width, its label
// above, for a layout desk; WritePuzzleSVG, PDF.WritePuzzle (one page
// exactly that size, fonts embedded) and WritePuzzlePNG write it, and
// Alone puts the grid of a PNG of one puzzle in the same place.
// CheckColumnWidth refuses a column under MinColumnWidth, where the
// grid's type would fall below MinFontSize, as Fit refuses a page.
//
// The print-on-demand cover is layout/cover, which imports layout (for
// Meta, Item, Section and the print rules) and which layout never
// imports; its spine text turns through Rotator, an optional interface of
// the canvases that can rotate. Both set their text with
// layout/internal/textset: type sizes tried from a ladder, lines broken
// evenly or filled, text that never is cut.
//
// Every pool of goroutines layout starts is layout/pdf's, bounded by
// PDF.Workers: a caller that passes its own worker count (book's
// --workers) bounds the drawing, compressing and checking of its PDFs.
//
// All of them measure text with the same fonts (the book's Type.Fonts:
// Lato by default, Lato Black as Heavy; a face is registered once, by
// content, in layout/draw) and the same advance widths (draw.Advance),
// rounded as PDF widths are and without kerning, so text lands in the same place whatever
// the backend. Output is deterministic: the same input gives the same
// bytes. Parsed fonts are shared read-only; font faces are made per PNG
// page, so pages may be rendered concurrently.
package layout
