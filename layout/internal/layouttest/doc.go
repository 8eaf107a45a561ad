// Package layouttest holds what the tests of layout and of its packages
// share: a placeholder grid to draw, a canvas that keeps where every
// text's ink lands with checks on it (nothing overprinted, nothing cut,
// nothing out of its box), sample text, and readers of the files written
// (boxes of a PDF, chunks of a PNG, pages rendered by pdftoppm, qpdf's
// check). Only tests import it.
package layouttest
