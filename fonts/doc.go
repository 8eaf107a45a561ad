// Package fonts embeds the TrueType fonts that puzzlebook prints with:
// Lato by Łukasz Dziedzic, a humanist sans serif made for both text and
// display, in its regular, bold, italic and black (heavy) weights, under
// the SIL Open Font License 1.1 (LICENSE-Lato). Its digits are plain (no
// slashed zero) and proportional, its hyphen short, and it covers Latin,
// Greek and Cyrillic. They are shipped as real .ttf files.
//
// The variables hold the raw file bytes. They are shared and must not be
// modified; parse them (golang.org/x/image/font/opentype) or hand them to a
// PDF writer as they are.
package fonts
