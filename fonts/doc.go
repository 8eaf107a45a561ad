// Package fonts embeds the TrueType fonts that puzzlebook prints with: the
// Go fonts by Bigelow & Holmes (regular, bold, italic and mono), shipped as
// real .ttf files under their BSD-style licence (see LICENSE in this folder).
//
// The variables hold the raw file bytes. They are shared and must not be
// modified; parse them (golang.org/x/image/font/opentype) or hand them to a
// PDF writer as they are.
package fonts
