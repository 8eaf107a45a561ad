// Package manifest is the JSON record of built puzzles: a book's
// Manifest with an Entry for every puzzle (its whole identity: kind,
// Params and seed, so that one puzzle can be rebuilt alone), the daily
// feed's DailyEntry and DailyIndex, and WriteJSON, which writes them with
// grid rows on one line. docs/manifest.md describes the format.
//
// ReadPuzzles reads every input check takes (a manifest, a list of
// puzzles, one puzzle, an ipuz document, a daily index.json) and
// EachPuzzle reads the same a puzzle at a time, in bounded memory.
// The package imports neither book, daily nor the page layout.
package manifest
