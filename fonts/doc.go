// Package fonts embeds the TrueType fonts that puzzlebook prints with: the
// Go fonts by Bigelow & Holmes (regular, bold, italic and mono) under their
// BSD-style licence (LICENSE), and DejaVu Sans Bold, a heavier face for
// children's pages, under the Bitstream Vera licence (LICENSE-DejaVu).
// They are shipped as real .ttf files.
//
// The variables hold the raw file bytes. They are shared and must not be
// modified; parse them (golang.org/x/image/font/opentype) or hand them to a
// PDF writer as they are.
package fonts
