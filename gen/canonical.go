package gen

// Canonicalizer is an optional ability of a Kind: naming the class of
// puzzles that are the same puzzle in disguise (rotated, reflected or
// with its digits relabelled, as the kind's rules allow). A book uses it so that no two
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
	// with params p that differ in canonical form (of p's grade, or of
	// any grade for AnyGrade), or 0 when the kind knows no bound small
	// enough to matter.
	MaxDistinct(p Params) int
}

// Reacher is an optional ability of a Kind that carves its puzzles at
// random: saying how many distinct puzzles (in the sense of
// Canonicalizer) a set with params p may ask for, where the generator
// meets the same puzzles again often enough to matter. Unlike Bounded's,
// the bound is measured, not proven: more puzzles exist than the
// generator finds in good time. A request for more fails before any work.
type Reacher interface {
	// MaxReached returns how many distinct puzzles with params p a set
	// may hold, or 0 when the generator's reach is too large to matter.
	MaxReached(p Params) int
}

// Lister is an optional ability of a Bounded kind: listing its distinct
// puzzles for params where they are few, so that a caller asking for
// many draws them without repeats instead of hoping that random puzzles
// differ. A book numbers the puzzles of one supply (kind, size, symmetry
// and grade) and sets Params.Pick to a different number for each.
type Lister interface {
	// Listed returns how many distinct puzzles (in the sense of
	// Canonicalizer) the kind lists for p, p.Pick aside: exactly
	// MaxDistinct(p), all of p's grade. It returns 0 when the kind lists
	// none for p; then Pick must be 0. Generate with p.Pick from 1 to
	// that count makes puzzle number p.Pick of the list, in a fixed
	// order, shown in a disguise (rotation, reflection, relabelling) its
	// random source chooses: two picks never give the same puzzle, and
	// one pick always gives the same puzzle.
	Listed(p Params) int
}
