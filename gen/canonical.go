package gen

// Canonicalizer is an optional ability of a Kind: naming the class of
// puzzles that are the same puzzle in disguise (for Sudoku: rotated,
// reflected or with the digits relabelled). A book uses it so that no two
// of its puzzles are one puzzle in disguise; kinds without it are compared
// by their givens.
type Canonicalizer interface {
	// Canonical returns a text that is the same for two puzzles of the
	// kind exactly when one is a symmetry of the other. It returns "" when
	// p has no usable solution, and then the caller compares givens.
	Canonical(p *Puzzle) string
}

// Bounded is an optional ability of a Kind: saying how many distinct
// puzzles (in the sense of Canonicalizer) a small size admits at all, so
// that a request for more fails before any work.
type Bounded interface {
	// MaxDistinct returns a proven upper bound on the number of puzzles
	// with params p that differ in canonical form, whatever their grade,
	// or 0 when the kind knows no bound small enough to matter.
	MaxDistinct(p Params) int
}
