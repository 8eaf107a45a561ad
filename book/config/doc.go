// Package config reads and validates a book's YAML config: Load and
// Parse return a Config whose every field holds the value the build
// uses, or Errors, every problem at once, each as FILE:LINE: PATH:
// MESSAGE.
//
// The keys a section takes come from the list of kinds (Reader.Kinds,
// kinds.All by default) and their descriptors: the common keys and each
// kind's own (params.go, keys.go), so a key that does not apply to a kind
// is refused with its line. Printed text is checked for what the fonts
// cannot set (printed.go), YAML syntax errors are placed on the line
// they are about (syntax.go), and the limits that need the whole config
// (limits.go, density.go, podpages.go) fit the sections to their pages
// with layout.Fit before any puzzle exists: Fit returns the choices,
// which a build carries forward.
//
// A package that keeps keys of its own in the same file (the daily
// feed) reads them through an Extension, with the same readers and
// messages (Decoder). The package imports neither book nor daily.
package config
