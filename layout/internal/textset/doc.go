// Package textset sets text for the pages and the cover: it chooses type
// sizes, breaks lines and measures the blocks of text it sets, which
// layout and layout/cover then draw where they fit.
//
// Text is set, not cut. Display text (a title, a subtitle, an author) is
// set by trying type sizes from a Ladder, largest first, and taking the
// first at which the whole block fits its box (FirstFit); its lines are
// broken evenly (BalancedLines). Body text (the copyright notice, the
// blurb) is filled line by line, without a word alone on a paragraph's
// last line where one can move down (BodyLines, SetParagraphs). Text
// that does not fit even at MinSize is drawn at it all the same, running
// out of its box, and reported as an Overrun: it is never shortened or
// left out. Only one-line text (a running header, a label) is shortened
// with an ellipsis, and only once it has shrunk to MinSize (Shrink).
//
// Everything is measured with the canvas's TextWidth and the ink of the
// embedded fonts (layout/internal/ink), so a Block drawn on any backend
// lands where it was measured.
package textset

// MinSize is the smallest type the setter sets, in points: the smallest
// type a printer reproduces reliably, which layout states as MinFontSize.
const MinSize = 7
