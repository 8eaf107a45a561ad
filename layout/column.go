package layout

import (
	"fmt"
	"io"
	"math"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/ink"
	"github.com/puzzlebook/puzzlebook/layout/internal/textset"
	"github.com/puzzlebook/puzzlebook/layout/pdf"
	"github.com/puzzlebook/puzzlebook/layout/png"
	"github.com/puzzlebook/puzzlebook/layout/svg"
)

// columnStyle labels a puzzle set alone in a column as a day's page
// labels its slots: the label above the grid's left edge, the note above
// its right edge, and no line under the grid.
var columnStyle = puzzleStyle

// ColumnPage returns a page holding only it, exactly width points wide,
// for a layout desk to place in a column: its label and note above, set
// as a day's page sets a slot's (when it has either), and its grid the
// whole width under them; its text in fonts.Text and its grid's numbers
// in fonts.Digits (the zero Fonts: Lato). It also returns the page's
// height, which follows the grid's aspect and the label. Alone draws the
// grid of the PNG of one puzzle in the same place, less the label and
// plus a border.
func ColumnPage(it Item, width float64, fonts draw.Fonts) (Page, float64) {
	fn, h := placeColumn(it, draw.Point{}, width, fonts)
	return Page{Draw: fn}, h
}

// placeColumn returns how to draw it width wide with its top-left corner
// at at, in fonts (see ColumnPage), and the height that takes.
func placeColumn(it Item, at draw.Point, width float64, fonts draw.Fonts) (func(draw.Canvas), float64) {
	aspect := it.Aspect
	if !(aspect > 0) {
		aspect = 1
	}
	st := columnStyle
	st.typ.Fonts = fonts
	g := draw.Rect{X: at.X, Y: at.Y, W: width, H: width / aspect}
	if it.Label == "" && it.Note == "" && it.Footer == "" {
		return func(c draw.Canvas) {
			if it.Draw != nil {
				it.Draw(st.typ.withDigits(c, st.bold), g)
			}
		}, g.H
	}
	lf := st.labelFont(width)
	// The band above the grid holds the label's capitals; room is left
	// above them for taller ink (ascenders, accents).
	top := max(0, ink.Ascent(lf)-draw.CapHeight(lf))
	// A footer is the line drawItem sets under a grid, and takes its band.
	below := 0.0
	if it.Footer != "" {
		st.foot, below = true, ink.Descent(st.footFont())
	}
	slot := draw.Rect{X: at.X, Y: at.Y + top, W: width, H: labelBand(lf) + g.H + st.footBand()}
	it.Label = textset.Shorten(&Recorder{}, it.Label, lf, width)
	return func(c draw.Canvas) {
		drawItem(c, slot, it, it.Footer, st)
	}, top + slot.H + below
}

// WritePuzzleSVG writes it alone at width points in fonts (see ColumnPage) as an
// SVG image (see svg.Write): one puzzle or one solution, as Item.Draw
// draws it, with its text as outlines. A daily feed writes SLOT.svg and
// SLOT-solution.svg with it; check the width first with CheckColumnWidth.
// meta's rights and origin, when it has any, are the image's <metadata>
// (Dublin Core), with its title and author.
func WritePuzzleSVG(w io.Writer, it Item, width float64, fonts draw.Fonts, meta Meta) error {
	if err := checkWidth(width); err != nil {
		return err
	}
	p, h := ColumnPage(it, width, fonts)
	var enc svg.Encoder
	if meta.origin() {
		enc.Info = &svg.Info{Title: meta.Title, Creator: meta.Author, Rights: meta.Rights, Publisher: meta.Publisher,
			Identifier: meta.Identifier, Source: meta.Source, Date: meta.Date}
	}
	if err := enc.Encode(w, p.Draw, width, h); err != nil {
		return fmt.Errorf("layout: %w", err)
	}
	return nil
}

// WritePuzzle writes it alone at width points in fonts (see ColumnPage) as a
// one-page PDF exactly that size, its fonts embedded, with meta as its
// document info. It draws in colour where it.Draw asks for colour (see
// draw.Colourer) and in grey otherwise. A daily feed writes SLOT.pdf and
// SLOT-solution.pdf with it.
func (p PDF) WritePuzzle(w io.Writer, it Item, width float64, fonts draw.Fonts, meta Meta) error {
	if err := checkWidth(width); err != nil {
		return err
	}
	pg, h := ColumnPage(it, width, fonts)
	whole := func(int) draw.Rect { return draw.Rect{X: 0, Y: 0, W: width, H: h} }
	s := pdf.Sheets{Width: width, Height: h, Trim: whole, Info: meta.pdfInfo(), Colour: true}
	return p.encode(w, s, []func(draw.Canvas){pg.Draw})
}

// WritePuzzlePNG writes it alone at width points in fonts (see ColumnPage) as a
// PNG at dpi dots per inch (see WritePNG): the raster twin of
// WritePuzzleSVG and PDF.WritePuzzle, drawn in the same place.
func WritePuzzlePNG(w io.Writer, it Item, width float64, fonts draw.Fonts, dpi float64) error {
	if err := checkWidth(width); err != nil {
		return err
	}
	p, h := ColumnPage(it, width, fonts)
	if err := png.Write(w, p.Draw, width, h, dpi); err != nil {
		return fmt.Errorf("layout: %w", err)
	}
	return nil
}

// maxSheet is the largest side of a page a PDF viewer must accept (200
// inches), which the SVG backend keeps to as well.
const maxSheet = 14400

// checkWidth refuses a column no page could hold.
func checkWidth(width float64) error {
	if !(width >= minColumn && width <= maxSheet) {
		return fmt.Errorf("layout: column width %gpt: want %gpt (%gin) to %gpt (%gin)", width, float64(minColumn), minColumn/Inch, float64(maxSheet), maxSheet/Inch)
	}
	return nil
}

// minColumn is the narrowest column any puzzle is set in: half an inch.
const minColumn = Inch / 2

// MinColumnWidth returns the narrowest column, rounded up to a hundredth
// of an inch, in which g's grid (ColumnPage sets it the column's width)
// keeps its smallest type at MinFontSize, as Fit keeps it on a page; a
// grid of unknown type scale needs only minColumn.
func MinColumnWidth(g Grid) float64 {
	w := float64(minColumn)
	if g.Rows > 0 && g.Cols > 0 && g.TypeScale > 0 {
		// The cells are the width less the border, shared by the columns,
		// or the height less the border by the rows: the smaller rules.
		w = max(w, float64(g.Cols)*(MinFontSize/g.TypeScale+draw.GridBorder/float64(min(g.Rows, g.Cols))))
	}
	return math.Ceil(w/Inch*100-1e-9) / 100 * Inch
}

// CheckColumnWidth reports a width that ColumnPage cannot set g's grid
// at: one under MinColumnWidth (its type would be too small to print) or
// off the range a page may have. The error names a width that works.
func CheckColumnWidth(g Grid, width float64) error {
	if err := checkWidth(width); err != nil {
		return err
	}
	need := MinColumnWidth(g)
	if width >= need-1e-9 {
		return nil
	}
	typ := g.TypeScale * draw.CellSide(draw.Rect{W: width, H: width / g.aspect()}, g.Rows, g.Cols)
	return fmt.Errorf("layout: column width %s: a %dx%d grid's type would be %.3gpt, under the %gpt minimum; use at least %s",
		FormatLength(width), g.Rows, g.Cols, typ, float64(MinFontSize), FormatLength(need))
}

// FormatLength writes a length in inches and in points: "2in (144pt)".
func FormatLength(v float64) string {
	return fmt.Sprintf("%gin (%gpt)", math.Round(v/Inch*1000)/1000, math.Round(v*100)/100)
}
