// Package cover makes the full-wrap cover of a print-on-demand
// paperback: one sheet holding the back, the spine and the front, with a
// bleed all round.
//
// Spec is its geometry: the spine's width from the page count and the
// Paper, where text may go (TextMargin inside the trim, FoldMargin from
// the spine's folds, SpineTextClear on the spine, only from
// MinSpineTextPages pages) and the Barcode area the service prints in.
// Cover is what is on it: the book's layout.Meta, a puzzle of the book
// as its art on the front, the blurb and the list of sections on the
// back, in the colours of a Theme (ParseTheme, Themes), whose text inks
// keep MinTextContrast against their ground. Its text is set with
// layout/internal/textset, as the pages' is, shrinking to fit and never
// cut; BackTextFits says whether the blurb fits at MinBlurbSize.
//
// Cover.Draw draws it on any draw.Canvas; the spine's text is drawn only
// on a layout.Rotator. WritePDF writes it as a one-page PDF through
// layout/pdf, and WritePNG the front alone, for store listings.
// layout/preflight checks it (preflight.Cover, Report.CheckCoverPDF).
//
// The package imports layout, the drawing core and the backends; layout
// never imports it (layout/deps_test.go).
package cover
