// Package jobs makes the puzzles of a book or a daily feed: the plan that
// gives every puzzle its own seed (Plan, JobSeed, AttemptSeed), the
// dealing of the supplies a kind lists (Picker), the bounds of a set
// (SetBound), the checked generation of one puzzle with its time limit
// and retries (GenerateOne, Attempt), the keys that find repeats
// (PuzzleKey), and the worker pool (Generate, ForEach).
//
// Parallelism lives here: generators and solvers are single-goroutine,
// and results are stored by index, never in arrival order, so the same
// jobs give the same puzzles whatever the number of workers.
//
// Packages book and daily import jobs; jobs imports gen and nothing of
// book, the layout, daily or web (deps_test.go), so that the feed reaches
// the pool without going through the book.
package jobs
