// Package book turns one YAML config into a printed puzzle book.
//
// Data flows one way: the config is read and validated (LoadConfig), the
// plan gives every puzzle its own seed (Plan), a worker pool generates and
// re-checks the puzzles concurrently (Generate), the layout package
// composes the pages, and Build writes the PDF, the PNG pages and the JSON
// manifest, each atomically. The same config and seed give the same files
// byte for byte, whatever the number of workers.
//
// The package also holds the work behind the command line's solve and
// check commands (Solve, Check) and the manifest reader (ReadPuzzles), so
// that the commands stay thin.
package book
