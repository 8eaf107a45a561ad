// Package book turns one YAML config into a printed puzzle book.
//
// Data flows one way: the config is read and validated (package
// book/config: Load), the plan gives every puzzle its own seed and a
// worker pool generates and re-checks the puzzles concurrently (package book/jobs: Plan, Generate),
// the layout package composes the pages, and Build writes the PDF, the
// PNG pages and the JSON manifest, each atomically. The same config and
// seed give the same files byte for byte, whatever the number of workers.
//
// The package also holds the work behind the command line's solve, check
// and explain commands (Solve, Check, Explain), so that the commands stay
// thin. The manifest's types and readers are package book/manifest
// (Manifest, Entry, Params, ReadPuzzles, EachPuzzle), which the build,
// check and the daily feed share.
//
// The daily feed is package daily. It builds on book/jobs (the pool, the
// checked generation of one puzzle, the keys of repeats, the seeds), on
// book/manifest (DailyEntry, DailyIndex), on book's drawing of one
// puzzle (PuzzleItem, WritePuzzlePNG) and on book/config's reader
// (Reader, Extension, Decoder), which reads a feed's keys with the same
// readers and messages as a book's. Book never imports daily, and
// book/jobs, book/config and book/manifest import neither.
package book
