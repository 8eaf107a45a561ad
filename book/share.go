package book

import (
	"context"
	"io"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// The pieces of book that the daily feed (package daily) builds on: the
// worker pool and the checked generation of one puzzle, the names of a
// puzzle's identity in manifests, and its drawing alone.

// ForEach calls fn for 0..n-1 on opt's workers, as Generate does. The
// first error cancels the context given to the other calls and is
// returned; a cancelled ctx stops new calls and returns ctx's error.
func ForEach(ctx context.Context, n int, opt Options, fn func(ctx context.Context, i int) error) error {
	return forEach(ctx, n, opt.workers(), fn)
}

// GenerateJob makes and checks the puzzle of j from the seed of attempt
// (AttemptSeed) on, as Generate makes each puzzle: an attempt that misses
// the grade or runs out of opt's time is retried from the next seed, a
// few times. It does not look for repeats of other puzzles.
func GenerateJob(ctx context.Context, j Job, attempt int, opt Options) (Generated, error) {
	return generateOne(ctx, j, attempt, opt.timeout())
}

// PuzzleKey names p's class, so that a repeat has the same key: its
// kind's canonical form when the kind has one (gen.Canonicalizer), else
// its kind, shape and givens.
func PuzzleKey(k gen.Kind, p *gen.Puzzle) string { return puzzleKey(k, p) }

// SymmetryName is the config name of s, as manifests record it, or "" for
// the kind's default.
func SymmetryName(s gen.Symmetry) string { return symmetryName(s) }

// EndsName is what manifests record of the ends of a puzzle of kind k
// made with p: "given" or "free" for Hidato, "" for kinds without ends.
func EndsName(k gen.Kind, p gen.Params) string { return endsName(k, p) }

// CheckShape checks that p's grids have the rows and columns it claims,
// before a kind reads a puzzle that came from a file.
func CheckShape(p *gen.Puzzle) error { return checkShape(p) }

// CheckName refuses a name that could put an output file outside the
// output directory; a config's names pass it.
func CheckName(name string) error { return checkName(name) }

// SupplyName names the puzzles of kind k made with p, for messages: "4x4
// sudoku puzzles with rotational givens".
func SupplyName(k gen.Kind, p gen.Params) string {
	return supplyName(Section{Kind: k, Params: p})
}

// Roomier names, for a message, the symmetry whose supply holds at least
// n puzzles of k's size and grade in p, where p's own does not: ";
// symmetry: none has 469"; or "".
func Roomier(k gen.Kind, p gen.Params, n int) string {
	return roomier(Section{Kind: k, Params: p}, n)
}

// SetBound returns how many distinct puzzles of kind k with params p a
// set (a book, or the run and archive of a daily slot) may hold, and
// whether that bound is proven (gen.Bounded: that many exist) rather than
// measured (gen.Reacher: that many are within the generator's reach); 0
// when neither bounds p. A book refuses a section past it, and so does a
// daily feed a slot.
func SetBound(k gen.Kind, p gen.Params) (most int, proven bool) { return setBound(k, unpicked(p)) }

// SupplyBound says, for a message, that a set of kind k with params p
// holds at most most puzzles (SetBound) and why, as a book says it,
// leaving its parenthesis open: "only 43 distinct 4x4 sudoku puzzles
// with rotational givens exist (a puzzle and its rotations, reflections
// and relabellings count once".
func SupplyBound(k gen.Kind, p gen.Params, most int) string {
	return supplyBound(Section{Kind: k, Params: unpicked(p)}, most)
}

// Mix is the SplitMix64 finaliser that derives every seed (JobSeed,
// AttemptSeed): other streams of seeds derive theirs with it too.
func Mix(x uint64) uint64 { return mix(x) }

// PuzzleItem is the composer's view of p drawn by its kind k with opt,
// without a label.
func PuzzleItem(k gen.Kind, p *gen.Puzzle, opt gen.DrawOptions) layout.Item {
	return layout.Item{
		Draw:   func(c draw.Canvas, area draw.Rect) { k.Draw(c, p, area, opt) },
		Aspect: aspect(p),
		Cells:  p.Cols,
	}
}

// WritePuzzlePNG writes the PNG of p alone (with opt.Answer, of its
// solution), four inches wide at dpi, as WriteSetPNG draws each puzzle.
func WritePuzzlePNG(w io.Writer, k gen.Kind, p *gen.Puzzle, opt gen.DrawOptions, dpi int) error {
	return alonePNG(w, k, p, opt, dpi)
}

// WriteAtomic replaces path with the bytes fn writes, or leaves it as it
// was when fn or the write fails: the bytes go to a temporary file beside
// it, renamed into place once complete.
func WriteAtomic(path string, fn func(io.Writer) error) error { return writeAtomic(path, fn) }
