// Package pdf is the PDF backend of draw.Canvas: Encoder.Encode writes
// pages, each a function that draws on a canvas, as a PDF on sheets of a
// size, with a TrimBox on every page, a BleedBox when asked, the fonts
// embedded as tagged TrueType subsets and, optionally, document info.
// Pages are drawn into compact content streams on up to Encoder.Workers
// goroutines and handed to gopdf in page order; the file's streams are
// then compressed on as many, and the fonts' ToUnicode maps rewritten so
// that readers copy the words drawn. A picture (Canvas.Image) is handed
// to gopdf where it is drawn, clipped to its frame, and embedded once
// however many pages draw it. The bytes depend only on the pages: not on
// Workers, not on the clock.
//
// Encoder.Check reads a file back and reports what breaks the print
// rules (fonts not embedded, colour where only grey may go, missing
// boxes, metadata in a print-on-demand file); Boxes returns each page's
// boxes. The package knows pages and sheets, not books: layout composes
// books and calls it.
package pdf
