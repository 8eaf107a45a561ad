// Package ink knows where the ink of text lands: the ink box of each
// glyph of the embedded faces (parsed once, cached as asked), of a whole
// text drawn as draw.Canvas.Text draws it, and how far any text in a font
// may reach above and below its baseline. Turn maps a turned canvas onto
// its page, and Collisions gathers a page's texts with the regions they
// were drawn in (draw.Region) and finds text over other text, out of its
// box, or over a grid it does not belong to.
//
// It serves layout (text set so that its ink stays inside its box, and
// the Recorder of golden tests) and layout/preflight (the print checks)
// alike, so that the rules and the measures are written once.
package ink
