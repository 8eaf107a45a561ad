// Package layout turns puzzles into pages: page geometry in points, a
// small drawing interface (Canvas), the composer that lays out a book, and
// the PDF, PNG and recording backends that implement Canvas.
//
// Every length is in points (1/72 inch) from the top-left corner of the
// page; ParseLength and ParsePageSize read the units people write.
//
// Compose places puzzles and answers on pages (title page, running headers,
// page numbers, slots sized to the grids). A Page only records how to draw
// itself, so the same Composed book goes to WritePDF (the whole book, fonts
// embedded), to WritePNG (one page at a resolution) or to a Recorder (a
// readable list of drawing calls for golden tests).
//
// All three measure text with the same embedded Go fonts and the same
// advance widths, rounded as PDF widths are and without kerning, so text
// lands in the same place whatever the backend. Output is deterministic:
// the same input gives the same bytes. Parsed fonts are shared read-only;
// font faces are made per PNG page, so pages may be rendered concurrently.
package layout
