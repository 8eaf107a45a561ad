package book

import (
	"fmt"
	"strings"

	"github.com/puzzlebook/puzzlebook/book/config"
)

// sweepSizes are the sides of each kind the sweep draws on: the smallest,
// some typical ones and the largest its Validate accepts.
var sweepSizes = map[string]struct{ min, max int }{
	"numbrix":    {4, 15},
	"hidato":     {4, 15},
	"numberlink": {5, 20},
}

// hidatoShapes are every shape Hidato accepts; all but blob and
// rectangle need a side of at least 6.
var hidatoShapes = []string{"blob", "rectangle", "circle", "cross", "diamond", "ring"}

// sections writes one to three sections of one to three puzzles each,
// and returns them. worksheet is the book's worksheet key.
func (g *sweepGen) sections(worksheet bool) []sweepSection {
	g.line("sections:")
	var secs []sweepSection
	for range g.between(1, 3) {
		var keys []string
		add := func(format string, args ...any) { keys = append(keys, fmt.Sprintf(format, args...)) }
		if g.chance(0.5) {
			add("title: %s", g.quote(g.text(1, 80)))
		}
		ws, flip := worksheet, g.chance(0.15)
		if flip {
			ws = !ws
		}
		// Worksheets are for children: mostly grids of up to 9x9, which
		// fit a worksheet page; now and then a large one, which may be
		// refused as fitting not even one to a page.
		g.sideCap = 0
		if ws && g.chance(0.9) {
			g.sideCap = 9
		}
		kind := pick(g, "sudoku", "numbrix", "hidato", "numberlink")
		add("kind: %s", kind)
		sec := sweepSection{Kind: kind}
		switch kind {
		case "sudoku":
			sec.Rows = g.sudoku(add)
			sec.Cols = sec.Rows
		case "numberlink":
			sec.Rows, sec.Cols = g.numberlink(add)
		default:
			sec.Rows, sec.Cols = g.path(kind, add)
		}
		add("count: %d", g.between(1, 3))
		switch {
		case flip:
			add("worksheet: %t", ws)
		case g.chance(0.1):
			add("worksheet: %t", ws)
		}
		if g.chance(0.6) {
			most := config.MaxPerPage
			if ws {
				most = 4 // validation allows at most 4 worksheets a page
			}
			add("per_page: %d", g.between(1, most))
		}
		if g.chance(0.15) {
			add("answers_per_page: %d", g.between(1, config.MaxAnswersPerPage))
		}
		if ws && g.chance(0.3) {
			add("instruction: %s", g.quote(g.text(1, 100)))
		}
		g.section(keys)
		sec.Worksheet = ws
		secs = append(secs, sec)
	}
	return secs
}

// section writes one section's keys in flow style ({kind: x, ...}) or in
// block style, as configs in the wild do both.
func (g *sweepGen) section(keys []string) {
	if g.chance(0.5) {
		g.line("  - {%s}", strings.Join(keys, ", "))
		return
	}
	for i, k := range keys {
		lead := "    "
		if i == 0 {
			lead = "  - "
		}
		g.line("%s%s", lead, k)
	}
}

// grade picks mostly easy and medium grades from those the size reaches:
// the sweep is about layout, not about generation.
func (g *sweepGen) grade(reach ...string) string {
	if len(reach) > 2 && g.chance(0.15) {
		return pick(g, reach[2:]...)
	}
	return pick(g, reach[:min(2, len(reach))]...)
}

// sudoku adds a Sudoku's size, grade and symmetry: 4x4 reaches only easy,
// 6x6 no hard.
func (g *sweepGen) sudoku(add func(string, ...any)) (size int) {
	size = pick(g, 4, 6, 9, 9)
	add("size: %d", size)
	switch size {
	case 4:
		add("grade: easy")
	case 6:
		add("grade: %s", g.grade("easy", "medium", "expert"))
	default:
		add("grade: %s", g.grade("easy", "medium", "hard", "expert"))
	}
	if g.chance(0.3) {
		add("symmetry: %s", pick(g, "none", "rotational", "mirror"))
	}
	return size
}

// side picks a grid side between lo and hi (at most g.sideCap, when
// set): often the smallest or the largest, otherwise a typical one.
func (g *sweepGen) side(lo, hi int) int {
	if g.sideCap > 0 {
		hi = min(hi, g.sideCap)
	}
	switch r := g.rng.Float64(); {
	case r < 0.2:
		return lo
	case r < 0.35:
		return hi
	case r < 0.8:
		return g.between(max(lo, 6), min(hi, 10))
	}
	return g.between(lo, hi)
}

// dims picks rows and columns, a rectangle about a third of the time,
// and adds them as size or as rows and cols.
func (g *sweepGen) dims(lo, hi int, add func(string, ...any)) (rows, cols int) {
	rows = g.side(lo, hi)
	cols = rows
	if g.chance(0.35) {
		cols = g.side(lo, hi)
	}
	if rows == cols && g.chance(0.8) {
		add("size: %d", rows)
	} else {
		add("rows: %d", rows)
		add("cols: %d", cols)
	}
	return rows, cols
}

// path adds a Numbrix or Hidato section's grid, grade, pattern, gap and
// shape.
func (g *sweepGen) path(kind string, add func(string, ...any)) (rows, cols int) {
	shape := ""
	if kind == "hidato" && g.chance(0.8) {
		shape = pick(g, hidatoShapes...)
	}
	lo := sweepSizes[kind].min
	if shape != "" && shape != "blob" && shape != "rectangle" {
		lo = 6 // the named shapes lose their form below 6x6
	}
	rows, cols = g.dims(lo, sweepSizes[kind].max, add)
	add("grade: %s", g.grade("easy", "medium", "hard", "expert"))
	// Any pattern and gap: what the kind cannot reach (border givens on
	// a large grid or on most Hidato shapes, a gap too small for the
	// grade or the border) it refuses up front, naming a value that
	// works, which the sweep then builds (sweepBook.parseNamed).
	if g.chance(0.4) {
		add("pattern: %s", pick(g, "random", "symmetric", "mirror", "border"))
	}
	if g.chance(0.25) {
		add("max_gap: %d", g.between(2, 16))
	}
	switch {
	case shape != "":
		add("shape: %s", shape)
	case kind == "numbrix":
		// Numbrix takes no shape key now; the draw that once added
		// shape: rectangle keeps the configs after it as they were.
		g.chance(0.1)
	}
	return rows, cols
}

// numberlink adds a Numberlink section's grid, grade, paths and solids,
// within what its Validate accepts.
func (g *sweepGen) numberlink(add func(string, ...any)) (rows, cols int) {
	rows, cols = g.dims(sweepSizes["numberlink"].min, sweepSizes["numberlink"].max, add)
	cells := rows * cols
	// Expert on any grid and any count of paths the grid holds: what
	// the kind does not reach in good time (expert below 8x8 or above
	// 12x12, few long paths for an easy puzzle, many short ones for a
	// hard one) it refuses up front, naming a value that works.
	add("grade: %s", g.grade("easy", "medium", "hard", "expert"))
	// The default range of paths, as numberlink.DefaultPaths has it.
	lo := max(3, cells/11)
	if g.chance(0.3) {
		most := min(64, cells/3)
		a := g.between(2, most)
		if g.chance(0.5) {
			add("paths: %d", a)
		} else {
			add("paths: %d-%d", a, g.between(a, most))
		}
		lo = a
	}
	if g.chance(0.2) {
		add("solids: %d", g.between(0, min(lo, cells/10)))
	}
	return rows, cols
}
