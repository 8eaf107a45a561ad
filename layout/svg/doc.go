// Package svg is the vector backend of draw.Canvas for a layout desk: an
// SVG image sized in points, its text as the embedded fonts' glyph
// outlines (each glyph defined once, used where it is set), so that it
// looks the same where the fonts are not installed. It draws in colour
// (draw.Colourer), turns text (Rotate) and carries pictures as data:
// URIs, clipped to their frames. layout sets one puzzle at a
// column width onto it (layout.WritePuzzleSVG).
package svg
