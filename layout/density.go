package layout

import (
	"errors"
	"fmt"
	"math"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// Grid is what the layout knows of a section's grids before any puzzle
// exists: their size and how large their type is in a cell. It is enough
// to choose how many go on a page.
type Grid struct {
	Rows, Cols int
	// TypeScale is the smallest type the grid sets, as a fraction of
	// CellSide (what a gen.TypeScaler says); 0 when unknown, and then
	// only the cells of worksheets are checked.
	TypeScale float64
	// Foot is the height, in points, of a band each item of a puzzle
	// section draws under its grid (a large-print time box's line): the
	// layout fits the grids with that room under them and gives each
	// item's Draw an area that holds its grid and the band. 0 keeps
	// none.
	Foot float64
}

func (g Grid) aspect() float64 {
	if g.Rows <= 0 || g.Cols <= 0 {
		return 1
	}
	return float64(g.Cols) / float64(g.Rows)
}

// gridOf returns the grid of sec: its Grid, or else what its first item
// says (Cells across, Aspect), with no type scale.
func gridOf(sec Section) Grid {
	if sec.Grid.Rows > 0 && sec.Grid.Cols > 0 {
		return sec.Grid
	}
	if len(sec.Items) == 0 || sec.Items[0].Cells <= 0 {
		return Grid{}
	}
	cols := sec.Items[0].Cells
	return Grid{Rows: max(1, int(math.Round(float64(cols)/aspectOf(sec.Items)))), Cols: cols}
}

// placement is how a section's grids sit on its pages: as puzzles (with
// a line under each for its solution's page), as answers, or as a
// children's worksheet.
type placement struct {
	st        slotStyle
	worksheet bool
	key       bool   // an answer key's section, under its heading
	noun      string // what the grids are, in notes: "puzzle", "answer"
}

func puzzlePlacement(t Type) placement {
	st := puzzleStyle
	st.typ = t
	st.foot = true
	return placement{st: st, noun: "puzzle"}
}

func answerPlacement(t Type) placement {
	st := answerStyle
	st.typ = t
	return placement{st: st, key: true, noun: "answer"}
}

func worksheetPlacement(face draw.Face, t Type) placement {
	st := worksheetStyle(face)
	st.typ = t
	st.foot = true
	return placement{st: st, worksheet: true, noun: "puzzle"}
}

// body is the part of the safe area the grids share.
func (pl placement) body(safe draw.Rect) draw.Rect {
	switch {
	case pl.worksheet:
		return pl.st.typ.worksheetBody(safe)
	case pl.key:
		return pl.st.typ.keyBody(safe)
	}
	return pl.st.typ.bodyArea(safe)
}

// minType is the smallest type allowed in the grids.
func (pl placement) minType() float64 {
	if pl.worksheet {
		return max(MinWorksheetText, pl.st.typ.LeastGrid())
	}
	return pl.st.typ.LeastGrid()
}

// minCell is the smallest cell allowed.
func (pl placement) minCell() float64 {
	if pl.worksheet {
		return MinWorksheetCell
	}
	return 0
}

// most is the most grids a page may hold whatever their size.
func (pl placement) most(asked int) int {
	if pl.worksheet {
		return max(1, min(asked, MaxWorksheetItems))
	}
	return max(1, asked)
}

// measure returns the cell side and the smallest type of g's grids laid
// out per to a page of spec, with the slots that the composer uses.
func (pl placement) measure(spec PageSpec, g Grid, per int) (cell, typ float64) {
	var slot draw.Rect
	if pl.key {
		slot = pl.st.typ.keySlots(spec.Safe(), g, per, g.aspect())[0]
	} else {
		slot = slotGrid(pl.body(spec.Safe()), per, g.aspect(), pl.style(g))[0]
	}
	return pl.measureSlot(slot, g)
}

// style is the slot style of g's grids: with the room their Foot takes
// under each.
func (pl placement) style(g Grid) slotStyle {
	st := pl.st
	st.under = g.Foot
	return st
}

// measureSlot returns the cell side and the smallest type of a grid of g
// drawn in slot.
func (pl placement) measureSlot(slot draw.Rect, g Grid) (cell, typ float64) {
	st := pl.style(g)
	area, _ := itemGrid(slot, Item{Aspect: g.aspect()}, st)
	area.H -= st.under
	cell = draw.CellSide(area, g.Rows, g.Cols)
	return cell, g.TypeScale * cell
}

// fits reports whether grids of g keep their type and cells at the
// minimum per to a page of spec. A grid of unknown size always fits, and
// one of unknown type scale is checked for its cells only.
func (pl placement) fits(spec PageSpec, g Grid, per int) bool {
	if g.Rows <= 0 || g.Cols <= 0 {
		return true
	}
	cell, typ := pl.measure(spec, g, per)
	return pl.keeps(cell, typ, g)
}

// slotFits reports whether a grid of g drawn in slot keeps its type and
// cells at the minimum; a grid of unknown size always does.
func (pl placement) slotFits(slot draw.Rect, g Grid) bool {
	if g.Rows <= 0 || g.Cols <= 0 {
		return true
	}
	cell, typ := pl.measureSlot(slot, g)
	return pl.keeps(cell, typ, g)
}

// keeps reports whether cells of side cell with type typ keep the
// minimum; a grid of unknown type scale is checked for its cells only.
func (pl placement) keeps(cell, typ float64, g Grid) bool {
	const eps = 1e-9 // as preflight compares
	return (g.TypeScale == 0 || typ >= pl.minType()-eps) && cell >= pl.minCell()-eps
}

// perPage returns how many grids of g a page of spec holds: the largest
// number up to asked (and on worksheets up to MaxWorksheetItems) whose
// type stays at least minType and whose cells stay at least minCell. It
// returns 1 and false when not even one fits.
func (pl placement) perPage(spec PageSpec, g Grid, asked int) (int, bool) {
	for per := pl.most(asked); per >= 1; per-- {
		if pl.fits(spec, g, per) {
			return per, true
		}
	}
	return 1, false
}

// FitError says that a section's grids do not fit a page even one to a
// page: their type, or on a worksheet their cells, would be under the
// minimum. Fit lays such a section out one to a page regardless.
type FitError struct {
	Section   int  // index in Book.Puzzles, or in Book.Answers with Answers
	Answers   bool // the section is an answer key
	Title     string
	Grid      Grid
	Worksheet bool
	// Type and Cell are the type size and cell side of one grid alone on
	// a page; MinType and MinCell the least allowed (MinCell is 0 but on
	// worksheets).
	Type, MinType float64
	Cell, MinCell float64
	// Page is the page it was fitted on, its gutter widened for the
	// book's page count, and Scale the book's type scale.
	Page  PageSpec
	Scale Type
	// NeedWidth and NeedHeight are the smallest trim of Page's proportions
	// (and margins) that holds one grid a page; 0 when none up to 200in
	// does.
	NeedWidth, NeedHeight float64
}

// Error says which section does not fit, by how much, and what page would.
func (e *FitError) Error() string {
	what := fmt.Sprintf("its type would be %.3gpt, under the %gpt minimum", e.Type, e.MinType)
	if e.Worksheet {
		what = fmt.Sprintf("its cells would be %.3gpt and its type %.3gpt; a worksheet needs cells of %gpt and type of %gpt", e.Cell, e.Type, e.MinCell, e.MinType)
	}
	need := "no page up to 200in would hold it"
	if e.NeedWidth > 0 {
		need = fmt.Sprintf("it needs a page of at least %s", inches(e.NeedWidth, e.NeedHeight))
	}
	return fmt.Sprintf("layout: %s: a %dx%d grid does not fit a %s page even one to a page: %s; %s",
		e.Title, e.Grid.Rows, e.Grid.Cols, inches(e.Page.Width, e.Page.Height), what, need)
}

// inches writes a width and height as "6x9in", rounding up to a
// hundredth of an inch.
func inches(w, h float64) string {
	up := func(v float64) float64 { return math.Ceil(v/Inch*100-1e-6) / 100 }
	return fmt.Sprintf("%gx%gin", up(w), up(h))
}

// fitError describes g, which does not fit one to a page of spec.
func (pl placement) fitError(spec PageSpec, g Grid) *FitError {
	cell, typ := pl.measure(spec, g, 1)
	e := &FitError{Grid: g, Worksheet: pl.worksheet, Type: typ, MinType: pl.minType(), Cell: cell, MinCell: pl.minCell(), Page: spec, Scale: pl.st.typ}
	// Find the smallest page of the same proportions that fits, to the
	// hundredth of an inch: the slots grow with the page, so the least
	// scale that fits is found by halving.
	grow := func(k float64) PageSpec {
		s := spec
		s.Width, s.Height = spec.Width*k, spec.Height*k
		return s
	}
	hi := 200 * Inch / max(spec.Width, spec.Height)
	if hi <= 1 || !pl.fits(grow(hi), g, 1) {
		return e
	}
	lo := 1.0
	for (hi-lo)*max(spec.Width, spec.Height) > 0.5 {
		mid := (lo + hi) / 2
		if pl.fits(grow(mid), g, 1) {
			hi = mid
		} else {
			lo = mid
		}
	}
	e.NeedWidth, e.NeedHeight = spec.Width*hi, spec.Height*hi
	return e
}

// Fit chooses how many grids each section of b puts on a page: its
// PerPage at most, and fewer where more would set the grids' type under
// MinFontSize (on worksheets, under MinWorksheetText, or make cells
// smaller than MinWorksheetCell; at most MaxWorksheetItems). It fits
// against the page the book will be laid out on: the inside margin grows
// with the page count, and the page count with the sections' pages, so
// Fit settles both together, from the same planning Compose does (only
// the number of items counts, not what they draw). It returns b with the
// chosen PerPage values, a note for every section given fewer than it
// asked, and, for sections that do not fit even one to a page, an error
// joining a *FitError for each (those are laid out one to a page).
// Compose calls Fit unless the book is Fitted; calling it first lets a
// caller refuse a book before it has made a single puzzle, and carry the
// choices (Book.Fitted) to the book it then composes.
func Fit(b Book) (Book, []string, error) {
	var notes []string
	var errs []error
	if b.AnswerBook && hasItems(b.Answers) {
		// The answer book is composed alone, with its own page count.
		a, n, err := Fit(answerBook(b))
		b.Answers, notes = a.Answers, n
		if err != nil {
			errs = append(errs, err)
		}
	}
	spec := b.Page.ForPages(1)
	var fitted Book
	var more []string
	var unfit []error
	for range len(insideSteps) + 1 {
		fitted, more, unfit = fitOn(b, spec)
		next := b.Page.ForPages(len(compose(fitted).Pages))
		if next.Gutter <= spec.Gutter {
			break
		}
		spec = next // a wider gutter: fit again, on the narrower page
	}
	fitted.Fitted = true
	return fitted, append(notes, more...), errors.Join(append(errs, unfit...)...)
}

// fitOn fits every section of b on pages of spec.
func fitOn(b Book, spec PageSpec) (Book, []string, []error) {
	var notes []string
	var errs []error
	fit := func(secs []Section, answers bool) []Section {
		out := make([]Section, len(secs))
		for i, sec := range secs {
			out[i] = sec
			if len(sec.Items) == 0 {
				continue
			}
			pl := puzzlePlacement(b.Type)
			switch {
			case answers:
				pl = answerPlacement(b.Type)
			case sec.Worksheet:
				pl = worksheetPlacement(b.WorksheetFace, b.Type)
			}
			g := gridOf(sec)
			asked := pl.most(sec.PerPage)
			per, ok := pl.perPage(spec, g, asked)
			out[i].PerPage = per
			if !ok {
				e := pl.fitError(spec, g)
				e.Section, e.Answers, e.Title = i, answers, sec.Title
				errs = append(errs, e)
				continue
			}
			if per < asked {
				notes = append(notes, pl.note(sec.Title, per, asked))
			}
		}
		return out
	}
	b.Puzzles = fit(b.Puzzles, false)
	if !b.AnswerBook {
		b.Answers = fit(b.Answers, true)
	}
	// Lay the book out on the page it was fitted to, so that what the
	// composer plans before it knows the page count (the answer key's
	// rows) is what it draws.
	b.Page = spec
	return b, notes, errs
}

// note says that a section got per grids to a page where it asked for
// asked.
func (pl placement) note(title string, per, asked int) string {
	noun := pl.noun
	if per != 1 {
		noun += "s"
	}
	if pl.worksheet {
		return fmt.Sprintf("%s: %d %s to a worksheet, not %d: more would make the cells smaller than %d pt or the numbers smaller than %g pt",
			title, per, noun, asked, MinWorksheetCell, pl.minType())
	}
	return fmt.Sprintf("%s: %d %s to a page, not %d: more would set the numbers smaller than %g pt",
		title, per, noun, asked, pl.minType())
}
