package numbrix

import (
	"slices"

	"github.com/puzzlebook/puzzlebook/gen"
)

// What the generator reaches: a request outside it fails every path it
// tries, so Validate refuses it up front and names a value that does
// (measured over 8 to 12 seeds a case: docs/performance-numbrix.md#reach).

// minGapFor returns the smallest MaxGap that leaves room for grade g: a
// small gap forces a given every few numbers, and so many givens leave
// nothing hard to find. With max_gap 2 no hard puzzle came out on 4x4 to
// 12x12, with 3 half of the Numbrix ones failed; expert Numbrix failed
// every time with 4, and with a symmetric or mirror pattern (givens in
// pairs) half the time with 5. Hidato, whose numbers have eight
// neighbours, needs one less.
func (cf *config) minGapFor(g gen.Grade) int {
	gap := 0
	switch g {
	case gen.Hard:
		gap = 4
	case gen.Expert:
		gap = 5
		if cf.symmetry != gen.SymmetryNone {
			gap = 6
		}
	}
	if cf.diagonal && gap > 0 {
		gap--
	}
	return gap
}

// minBorderGap returns the smallest MaxGap that border givens allow on
// cf's grid: the path wanders inside the border for stretches of a third
// of the inner cells and more (8x8 Numbrix: max_gap 8 failed three seeds
// in four, 12 none; 5x5 expert: 5 failed all twelve, 6 none). Hidato
// needs 4 at least (3 failed all 5x5 rectangles), and 6 for expert (4
// failed 7 of 12 5x5 rectangles, 5 two).
func (cf *config) minBorderGap() int {
	gap := (cf.rows-2)*(cf.cols-2)/3 + 2
	if cf.grade == gen.Expert {
		gap++
	}
	if cf.diagonal {
		gap = max(gap, 4)
		if cf.grade == gen.Expert {
			gap = max(gap, 6)
		}
	}
	return gap
}

// borderShapes are the Hidato shapes whose border reaches every grade with
// border givens, up to the maxBorderInside that Validate allows them: a
// circle, cross or diamond of 7x7 or more gave no puzzle at all in 300
// paths, and the 6x6 ones no easy puzzle.
var borderShapes = []string{ShapeBlob, ShapeRing}

// maxBorderRectInside is the most inner cells a Hidato rectangle with
// border givens may have: 4x4 to 5x5 and 4x6 to 4x8 (12 inner cells) gave
// every grade for each of 12 seeds; 6x6 (16) and 5x8 (18) failed most
// easy requests and a third to half of the others, 4x15 (26) all easy ones.
const maxBorderRectInside = 12

// checkReach refuses what cf's grade cannot reach, naming a value that
// does.
func (k Kind) checkReach(cf *config) error {
	name := k.Name()
	grade := "puzzle"
	if cf.grade != gen.AnyGrade {
		grade = cf.grade.String() + " puzzle"
	}
	if cf.border && k.Diagonal && !borderOK(cf) {
		return gen.ParamErrorf("pattern", "hidato: border givens on the %dx%d %s leave unique puzzles too rare; they work on a blob, a ring or a rectangle of at most %d inner cells such as 4x8 (use pattern: random)",
			cf.rows, cf.cols, cf.shape, maxBorderRectInside)
	}
	if k.Diagonal && cf.shape == ShapeCross && cf.symmetry == gen.SymmetryMirror && cf.grade == gen.Expert && cf.rows*cf.cols <= 36 {
		// 13 of 24 seeds failed; symmetric failed 2 of 12, 6x7 none.
		return gen.ParamErrorf("symmetry", "hidato: mirror givens on the %dx%d cross leave expert puzzles too rare (use pattern: random)", cf.rows, cf.cols)
	}
	if cf.maxGap == 0 {
		return nil
	}
	if least := cf.minGapFor(cf.grade); cf.maxGap < least {
		pattern := ""
		if cf.symmetry != gen.SymmetryNone {
			pattern = " with givens in pairs"
		}
		return gen.ParamErrorf("max_gap", "%s: max gap %d gives so many givens that no %s is left%s: it needs %d or more (use max_gap: %d)",
			name, cf.maxGap, grade, pattern, least, least)
	}
	if least := cf.minBorderGap(); cf.border && cf.maxGap < least {
		return gen.ParamErrorf("max_gap", "%s: max gap %d is too small for border givens on %dx%d: the path runs inside the border for longer; it needs %d or more (use max_gap: %d)",
			name, cf.maxGap, cf.rows, cf.cols, least, least)
	}
	return nil
}

// borderOK reports whether Hidato with border givens reaches cf's shape
// and size.
func borderOK(cf *config) bool {
	return slices.Contains(borderShapes, cf.shape) ||
		cf.shape == ShapeRectangle && (cf.rows-2)*(cf.cols-2) <= maxBorderRectInside
}
