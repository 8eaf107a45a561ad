package gen

import "github.com/puzzlebook/puzzlebook/layout/draw"

// TypeScaler is an optional ability of a Kind, found by type assertion:
// saying, from the params alone, how small the type of its drawings gets,
// so that a book chooses how many grids go on a page before any puzzle is
// made, and never prints numbers under the minimum size.
type TypeScaler interface {
	// TypeScale returns the smallest font size Draw sets for any puzzle
	// of p, drawn as a puzzle (and as an answer, unless the kind is an
	// AnswerTypeScaler), as a fraction of the side
	// of one of its cells: draw.CellSide(area, p.Rows, p.Cols) for the
	// area Draw is given. bold is the face the canvas sets Bold text in:
	// draw.Bold, or a heavier face on worksheets (layout substitutes
	// it), whose wider digits matter to numbers shrunk to fit a cell.
	TypeScale(p Params, bold draw.Face) float64
}

// DefaultTypeScale is the type scale assumed of a kind that is not a
// TypeScaler: smaller than any kind here sets, so that a page holds too
// few of its grids rather than too many.
const DefaultTypeScale = 0.35

// TypeScaleOf returns k's TypeScale for p, or DefaultTypeScale when k
// does not say.
func TypeScaleOf(k Kind, p Params, bold draw.Face) float64 {
	if ts, ok := k.(TypeScaler); ok {
		return ts.TypeScale(p, bold)
	}
	return DefaultTypeScale
}

// AnswerTypeScaler is an optional ability of a TypeScaler whose answers
// set no type as small as its puzzles' (an answer may leave out the
// cages' sums, which the solution's digits make plain), so that an
// answer key holds more of them to a page.
type AnswerTypeScaler interface {
	// AnswerTypeScale is TypeScale for p drawn as an answer.
	AnswerTypeScale(p Params, bold draw.Face) float64
}

// AnswerTypeScaleOf returns k's type scale for p drawn as an answer:
// its AnswerTypeScale, else TypeScaleOf.
func AnswerTypeScaleOf(k Kind, p Params, bold draw.Face) float64 {
	if ts, ok := k.(AnswerTypeScaler); ok {
		return ts.AnswerTypeScale(p, bold)
	}
	return TypeScaleOf(k, p, bold)
}
