// Package fonts embeds the TrueType fonts that puzzlebook prints with,
// shipped as real .ttf files with their licences:
//
//   - Lato by Łukasz Dziedzic, the default: a humanist sans serif made for
//     both text and display, in its regular, bold, italic and black
//     (heavy) weights, under the SIL Open Font License 1.1
//     (LICENSE-Lato). Its digits are plain (no slashed zero) and
//     proportional, its hyphen short, and it covers Latin, Greek and
//     Cyrillic.
//   - The Go fonts by Bigelow & Holmes (regular, bold, italic), the book's
//     old look, under a BSD licence (LICENSE-Go).
//   - Andika by SIL International (regular, bold), a school face with
//     the letter shapes children learn to write, under the SIL Open Font
//     License 1.1 (LICENSE-Andika).
//
// The variables hold the raw file bytes. They are shared and must not be
// modified; parse them (golang.org/x/image/font/opentype) or hand them to a
// PDF writer as they are. layout/draw names them as families.
package fonts
