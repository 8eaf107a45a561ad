// Package daily makes a dated feed of puzzles for newspapers and puzzle
// sites: every date, one puzzle for each slot of the config, with its
// PNG files, its SVG and PDF files at a column's width (column.go), its
// JSON, its ipuz, its web page and the date's day.pdf, an index of
// every date, and an archive (SQLite) that keeps any puzzle from being
// published twice.
//
// Data flows one way, as in a book: the config (Parse, Load: a book's
// config file whose daily and daily_output keys this package reads through
// config.Extension) gives the slots; the plan gives every slot of every date
// its seed (Seed) and the archive's record where the date was published
// before; the worker pool of book/jobs generates and checks the puzzles;
// Run writes each date's files and then publishes the date in the
// archive. A run holds the locks of its output folder and of its archive
// from start to end (lock.go), so that runs into one folder, or with one
// archive, go one after the other.
//
// The package builds on book/jobs (the pool, the checked generation of
// one puzzle, the keys of repeats, the seeds) and on book (its manifest
// types, its drawing of one puzzle, its config reader), never the other
// way round: book knows of feeds only the names of their keys and the
// manifest types that check reads.
package daily
