package numbrix

import (
	"fmt"
	"math"
	"strings"
	"sync"

	"github.com/puzzlebook/puzzlebook/gen"
)

// givensRow is what the generator reaches on grids of at least cells
// open cells, as fractions of them: floor, the count of givens that one
// puzzle in ten has or fewer after thinning (a range must reach it), and
// ceiling, the count that one thinned puzzle in four still reaches when
// givens are added that keep its grade and hardest rule (a range must
// start at it or below). plain is without symmetry, sym with rotational
// or mirror givens (the lower ceiling and higher floor of the two).
type givensRow struct {
	cells      int
	plain, sym [2]float64 // floor, ceiling
}

// givensTable holds, for each kind and grade, rows by the smallest grid
// they describe, measured with the default options on square grids of
// 4x4, 5x5, 6x6, 8x8, 10x10, 12x12 and 15x15 (40 paths each, 20 from
// 12x12; Hidato on its default blob, with both ends given): the floors
// hardly move with size, the ceilings grow with it, so a grid takes the
// row of the largest size it reaches. An easy puzzle stays easy whatever
// is added (its ceiling 1: every cell but one orbit).
var givensTable = sync.OnceValue(func() map[bool]map[gen.Grade][]givensRow {
	return map[bool]map[gen.Grade][]givensRow{
		false: { // Numbrix
			gen.Easy: {
				{cells: 16, plain: [2]float64{.25, 1}, sym: [2]float64{.50, 1}},
				{cells: 25, plain: [2]float64{.24, 1}, sym: [2]float64{.36, 1}},
				{cells: 36, plain: [2]float64{.22, 1}, sym: [2]float64{.33, 1}},
				{cells: 64, plain: [2]float64{.22, 1}, sym: [2]float64{.31, 1}},
				{cells: 100, plain: [2]float64{.23, 1}, sym: [2]float64{.32, 1}},
				{cells: 144, plain: [2]float64{.23, 1}, sym: [2]float64{.32, 1}},
				{cells: 225, plain: [2]float64{.24, 1}, sym: [2]float64{.33, 1}},
			},
			gen.Medium: {
				{cells: 16, plain: [2]float64{.19, .56}, sym: [2]float64{.25, .50}},
				{cells: 25, plain: [2]float64{.16, .72}, sym: [2]float64{.24, .52}},
				{cells: 36, plain: [2]float64{.17, .78}, sym: [2]float64{.22, .61}},
				{cells: 64, plain: [2]float64{.16, .91}, sym: [2]float64{.19, .81}},
				{cells: 100, plain: [2]float64{.16, .93}, sym: [2]float64{.20, .88}},
				{cells: 144, plain: [2]float64{.15, .96}, sym: [2]float64{.19, .92}},
				{cells: 225, plain: [2]float64{.16, .98}, sym: [2]float64{.20, .95}},
			},
			gen.Hard: {
				{cells: 16, plain: [2]float64{.19, .31}, sym: [2]float64{.25, .25}},
				{cells: 25, plain: [2]float64{.16, .52}, sym: [2]float64{.20, .32}},
				{cells: 36, plain: [2]float64{.14, .64}, sym: [2]float64{.17, .39}},
				{cells: 64, plain: [2]float64{.12, .77}, sym: [2]float64{.19, .59}},
				{cells: 100, plain: [2]float64{.15, .85}, sym: [2]float64{.18, .68}},
				{cells: 144, plain: [2]float64{.14, .88}, sym: [2]float64{.18, .75}},
				{cells: 225, plain: [2]float64{.15, .92}, sym: [2]float64{.18, .83}},
			},
			gen.Expert: {
				{cells: 16, plain: [2]float64{.12, .19}, sym: [2]float64{.12, .12}},
				{cells: 25, plain: [2]float64{.12, .28}, sym: [2]float64{.16, .16}},
				{cells: 36, plain: [2]float64{.11, .39}, sym: [2]float64{.17, .17}},
				{cells: 64, plain: [2]float64{.12, .52}, sym: [2]float64{.16, .34}},
				{cells: 100, plain: [2]float64{.13, .68}, sym: [2]float64{.16, .48}},
				{cells: 144, plain: [2]float64{.12, .71}, sym: [2]float64{.15, .64}},
				{cells: 225, plain: [2]float64{.14, .77}, sym: [2]float64{.16, .77}},
			},
		},
		true: { // Hidato
			gen.Easy: {
				{cells: 16, plain: [2]float64{.47, 1}, sym: [2]float64{.57, 1}},
				{cells: 25, plain: [2]float64{.45, 1}, sym: [2]float64{.54, 1}},
				{cells: 36, plain: [2]float64{.42, 1}, sym: [2]float64{.53, 1}},
				{cells: 64, plain: [2]float64{.46, 1}, sym: [2]float64{.53, 1}},
				{cells: 100, plain: [2]float64{.45, 1}, sym: [2]float64{.55, 1}},
				{cells: 144, plain: [2]float64{.46, 1}, sym: [2]float64{.55, 1}},
				{cells: 225, plain: [2]float64{.47, 1}, sym: [2]float64{.56, 1}},
			},
			gen.Medium: {
				{cells: 16, plain: [2]float64{.33, .73}, sym: [2]float64{.43, .50}},
				{cells: 25, plain: [2]float64{.35, .78}, sym: [2]float64{.41, .65}},
				{cells: 36, plain: [2]float64{.33, .88}, sym: [2]float64{.42, .76}},
				{cells: 64, plain: [2]float64{.34, .93}, sym: [2]float64{.42, .87}},
				{cells: 100, plain: [2]float64{.34, .95}, sym: [2]float64{.44, .91}},
				{cells: 144, plain: [2]float64{.36, .97}, sym: [2]float64{.43, .95}},
				{cells: 225, plain: [2]float64{.35, .98}, sym: [2]float64{.44, .97}},
			},
			gen.Hard: {
				{cells: 16, plain: [2]float64{.33, .67}, sym: [2]float64{.38, .53}},
				{cells: 25, plain: [2]float64{.32, .77}, sym: [2]float64{.36, .61}},
				{cells: 36, plain: [2]float64{.30, .81}, sym: [2]float64{.38, .69}},
				{cells: 64, plain: [2]float64{.32, .89}, sym: [2]float64{.40, .85}},
				{cells: 100, plain: [2]float64{.31, .93}, sym: [2]float64{.37, .87}},
				{cells: 144, plain: [2]float64{.31, .96}, sym: [2]float64{.39, .93}},
				{cells: 225, plain: [2]float64{.33, .96}, sym: [2]float64{.40, .94}},
			},
			gen.Expert: {
				{cells: 16, plain: [2]float64{.27, .38}, sym: [2]float64{.29, .36}},
				{cells: 25, plain: [2]float64{.27, .52}, sym: [2]float64{.30, .36}},
				{cells: 36, plain: [2]float64{.27, .65}, sym: [2]float64{.33, .47}},
				{cells: 64, plain: [2]float64{.29, .73}, sym: [2]float64{.36, .68}},
				{cells: 100, plain: [2]float64{.29, .84}, sym: [2]float64{.36, .77}},
				{cells: 144, plain: [2]float64{.30, .89}, sym: [2]float64{.37, .84}},
				{cells: 225, plain: [2]float64{.32, .92}, sym: [2]float64{.39, .87}},
			},
		},
	}
})

// blobShare is the share of its grid's cells a blob keeps, about: it
// loses up to a tenth of the path at each end and a cell in twelve as
// holes (0.80 to 0.97 of 9x9 and 12x12 grids in the paths measured).
const blobShare = 0.88

// blobBorder is, about, how many more border cells a blob has than its
// grid: its holes and bites have sides too (6x6 blobs took 24 border
// givens where the grid's border has 20, 8x8 ones 41 for 28).
const blobBorder = 1.2

// Floors are taken with a margin over the table: the tenths measured on
// 40 paths move by a few hundredths, and the options the table was not
// measured with (a named shape, border clues, a max gap) keep more
// givens: up to a third more on an 8x8 ring.
const (
	floorMargin   = 1.1
	optionsMargin = 1.35
)

// Max gap floors: thinning under a max gap of g keeps about cells/g
// givens times these (measured on 8x8 with gaps 3 and 5: 1.3 to 1.55 for
// easy, 1.1 to 1.15 for the other grades).
const (
	gapShareEasy = 1.6
	gapShare     = 1.2
)

// extent returns the open cells of cf's grid (about, for a blob), the
// cells that may take a given (the border cells with border clues), and
// whether every orbit of the clue symmetry has two cells, so that the
// count of givens is even.
func (cf *config) extent() (cells, allowed int, paired bool) {
	open := func(int, int) bool { return true }
	if f, ok := named[cf.shape]; ok {
		open = func(r, c int) bool { return f(cf.rows, cf.cols, r, c) }
	}
	b, err := newBoard(cf.rows, cf.cols, cf.diagonal, open)
	if err != nil {
		panic(fmt.Sprintf("numbrix: validated size: %v", err))
	}
	may := b.open
	if cf.border {
		may = b.border
	}
	cells, allowed = b.n, may.count()
	cl := clueing{cf: cf, b: b}
	paired = cf.symmetry != gen.SymmetryNone && cf.shape != ShapeBlob
	for _, c := range may.cells(nil) {
		paired = paired && cl.partner(c) != c
	}
	if cf.shape == ShapeBlob {
		cells = int(blobShare * float64(cells))
		if cf.border {
			allowed = int(blobBorder * float64(allowed))
		}
		allowed = min(allowed, cells)
	}
	return cells, allowed, paired
}

// givensBounds returns, for cf, the count a range of givens must reach
// (fewest) and the count it must start at or below (most).
func (k Kind) givensBounds(cf *config) (fewest, most int) {
	cells, allowed, paired := cf.extent()
	rows := givensTable()[k.Diagonal]
	floor, ceiling := 1.0, 0.0
	for _, g := range gen.Grades {
		if cf.grade != gen.AnyGrade && g != cf.grade {
			continue
		}
		row := rows[g][0]
		for _, r := range rows[g] {
			if r.cells <= cells {
				row = r
			}
		}
		fc := row.plain
		if cf.symmetry != gen.SymmetryNone {
			fc = row.sym
		}
		floor, ceiling = min(floor, fc[0]), max(ceiling, fc[1])
	}
	margin := floorMargin
	if _, isNamed := named[cf.shape]; isNamed || cf.border || cf.maxGap > 0 {
		margin = optionsMargin
	}
	fewest = int(math.Ceil(margin*floor*float64(cells) - 1e-9))
	if cf.maxGap > 0 {
		share := gapShare
		if cf.grade == gen.Easy {
			share = gapShareEasy
		}
		fewest = max(fewest, int(math.Ceil(share*float64(cells)/float64(cf.maxGap))))
	}
	last := allowed - 1 // every cell that may take a given but one orbit
	if paired {
		last = allowed - 2
	}
	most = last
	if ceiling < 1 {
		most = min(last, int(ceiling*float64(allowed)+1e-9))
	}
	return min(fewest, most), most
}

// checkGivens checks the range of givens of cf, if any: a range the
// generator reaches at cf's grade (givensTable), holding an even count
// where givens come in pairs. Its errors are gen.ParamErrors on
// "givens" that name a range that works.
func (k Kind) checkGivens(cf *config) error {
	lo, hi := cf.minGivens, cf.maxGivens
	if lo == 0 && hi == 0 {
		return nil
	}
	name := k.Name()
	asked := "givens " + rangeText(lo, hi)
	if lo < 1 || hi < lo {
		return gen.ParamErrorf("givens", "%s: %s: want a count like 20 or a range like 20-25, the smaller first", name, asked)
	}
	fewest, most := k.givensBounds(cf)
	cells, allowed, paired := cf.extent()
	what := k.describe(cf)
	switch {
	case lo > most && (cf.grade == gen.Easy || cf.grade == gen.AnyGrade):
		where := fmt.Sprintf("%d cells", cells)
		switch {
		case cf.border && cf.shape == ShapeBlob:
			where = fmt.Sprintf("about %d border cells", allowed)
		case cf.border:
			where = fmt.Sprintf("%d border cells", allowed)
		case cf.shape == ShapeBlob:
			where = fmt.Sprintf("about %d cells", cells)
		}
		return gen.ParamErrorf("givens", "%s: %s: %s have %s and need blanks; ask for at most %d, e.g. givens: %s",
			name, asked, what, where, most, rangeText(max(fewest, most-5), most))
	case lo > most:
		return gen.ParamErrorf("givens", "%s: %s: %s keep their hardest rule with at most %d givens (added givens make a puzzle easier); ask for at most %d, e.g. givens: %s",
			name, asked, what, most, most, rangeText(max(fewest, most-5), most))
	case hi < fewest:
		return gen.ParamErrorf("givens", "%s: %s: %s keep %d givens or more after thinning (fewer are too rare to find); ask for a range reaching %d, e.g. givens: %s",
			name, asked, what, fewest, fewest, rangeText(fewest, min(most, fewest+5)))
	case paired && lo == hi && lo%2 == 1:
		return gen.ParamErrorf("givens", "%s: %s: %v givens on %dx%d come in pairs, so their count is even; ask for %d or %d",
			name, asked, cf.symmetry, cf.rows, cf.cols, lo-1, lo+1)
	}
	return nil
}

// describe names the puzzles of cf for messages: "hard 9x9 hidato
// puzzles (circle, rotational givens)".
func (k Kind) describe(cf *config) string {
	what := fmt.Sprintf("%dx%d %s puzzles", cf.rows, cf.cols, k.Name())
	if cf.grade != gen.AnyGrade {
		what = cf.grade.String() + " " + what
	}
	var opts []string
	if k.Diagonal {
		opts = append(opts, cf.shape)
	}
	if cf.symmetry != gen.SymmetryNone {
		opts = append(opts, cf.symmetry.String()+" givens")
	}
	if cf.border {
		opts = append(opts, "border givens")
	}
	if cf.maxGap > 0 {
		opts = append(opts, fmt.Sprintf("max gap %d", cf.maxGap))
	}
	if len(opts) > 0 {
		what += " (" + strings.Join(opts, ", ") + ")"
	}
	return what
}

// rangeText writes a range of givens as configs do: "20-25", or "20".
func rangeText(lo, hi int) string {
	return gen.Params{MinGivens: lo, MaxGivens: hi}.GivensText()
}
