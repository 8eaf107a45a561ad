// Package layout turns puzzles into pages: page geometry in points, a
// small drawing interface (Canvas), and the PDF, PNG and recording
// backends that implement it.
package layout
