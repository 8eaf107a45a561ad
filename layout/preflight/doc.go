// Package preflight checks what layout composes against the print rules
// before anything is written, and the PDF files once written.
//
// Book draws every page of a layout.Composed on a checking canvas: type
// of at least layout.MinFontSize (layout.MinWorksheetText inside a
// worksheet's grids, Page.Large), lines of at least layout.MinLineWidth,
// grey ink inside the safe area, the margins and page count print on
// demand asks for, and collisions: text over other text, text out of the
// draw.Region it was set in, text over a grid it does not belong to.
// Cover does the same for a cover.Cover, colour allowed, with the cover's
// own rules (its size, the bleed, the barcode area, the spine, the folds,
// the contrast of text against its ground, a blurb that fits), and Front
// for a cover of which only the front's image is made.
//
// Report holds the measures and every problem; String reads as a person
// reads it and Err fails a build. Report.CheckPDF and CheckCoverPDF read
// a written file back through layout/pdf (fonts embedded, grey or cover
// colour, boxes, no metadata in a print-on-demand file), on as many
// goroutines as the caller's workers.
package preflight
