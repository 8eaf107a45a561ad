package layout

import (
	"fmt"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/lang"
)

// Meta is the book's front matter.
type Meta struct {
	Title    string
	Subtitle string
	Author   string
	// Copyright is the text of the page after the title page (a copyright
	// notice, an introduction), one paragraph a string; empty leaves the
	// page out.
	Copyright []string
	// Rights (a one-line copyright notice), Publisher, Identifier (a URI
	// naming the file for ever), Source (the URL it is published at) and
	// Date (YYYY-MM-DD) are a file's rights and origin: a daily feed's
	// column files carry them in their metadata (PDF info and XMP, SVG
	// <metadata>); a book sets none.
	Rights, Publisher, Identifier, Source, Date string
}

// origin reports whether m states rights or origin.
func (m Meta) origin() bool {
	return m.Rights != "" || m.Publisher != "" || m.Identifier != "" || m.Source != "" || m.Date != ""
}

// Item is one puzzle (or one answer) to place on a page. The composer
// decides where; Draw paints the grid into the rectangle it is given.
type Item struct {
	Label string                              // e.g. "Puzzle 12"
	Note  string                              // e.g. "Hard", shown beside the label
	Draw  func(c draw.Canvas, area draw.Rect) // draws the grid to fill area (square or not)
	// Aspect is width/height of the grid; 0 means square.
	Aspect float64
	// Footer is a line of small type under the grid of a puzzle set
	// alone in a column (ColumnPage), shortened to the grid's width: a
	// daily feed's copyright notice. Pages of several puzzles ignore it.
	Footer string
	// Cells is the number of cells across the grid, so that worksheets can
	// check their digits are large enough; 0 when unknown.
	Cells int
}

// HowTo is the "how to play" page that opens a section: a heading, the
// rules in a few paragraphs, and a small example drawn unsolved and solved.
type HowTo struct {
	Title           string
	Rules           []string
	Example, Solved Item // Draw nil leaves the example out
	// TypeScale is the smallest type of the example's grid as a fraction
	// of its cell (what a gen.TypeScaler says); 0 when unknown, taken as
	// over a third. The example is drawn only where its cells are large
	// enough for that type to keep MinFontSize.
	TypeScale float64
	// Note, when set, tells of a choice made for the example (such as a
	// smaller size than the section's); Compose passes it on in
	// Composed.Notes.
	Note string
}

// Section is a run of items under one heading, laid out PerPage to a page.
type Section struct {
	Title   string // e.g. "Easy Sudoku"; used in the running header and contents
	Grade   string // e.g. "Easy"; added to the running header unless Title says it
	PerPage int    // 1, 2, 4, 6 for puzzles; more for answer keys: the most, see Fit
	Items   []Item
	// Grid is the size and type scale of the section's grids, for Fit
	// to choose how many fit a page; zero takes the size from the first
	// item and checks no type.
	Grid Grid
	// HowTo, when set, opens the section with a "how to play" page.
	HowTo *HowTo
	// Worksheet lays the section out as children's worksheets: a Name and
	// Date line, the Instruction, large grids, at most MaxWorksheetItems to
	// a page.
	Worksheet   bool
	Instruction string
}

// Book is everything the composer needs to lay out a book.
type Book struct {
	Meta    Meta
	Page    PageSpec  // trim size, margins and bleed
	Puzzles []Section // puzzle sections, in order
	Answers []Section // answer-key sections (may be empty); follow the puzzles
	// Hints, when any section has some, go between the puzzles and the
	// answers (or the end of the book, with an answer book).
	Hints []HintSection
	// Index adds, after the hints and before the answers, a list of every
	// puzzle with a tick box, its label, grade and page, named IndexTitle.
	Index      bool
	IndexTitle string
	// Contents adds a table of contents after the title and copyright pages.
	Contents bool
	// Front and Back are extra pages: Front before the first puzzle
	// section, after the contents (but a centred one, a dedication,
	// before the contents, as books have it); Back after the answers.
	Front, Back []Matter
	// PrintOnDemand pads the book to at least MinPODPages pages and keeps
	// document metadata out of its PDF.
	PrintOnDemand bool
	// AnswerBook lays the answers out as a book of their own
	// (Composed.AnswerBook) instead of at the back.
	AnswerBook bool
	// MinPages pads the book with blank pages to at least this many (a
	// book with a print-on-demand cover needs MinPODPages, whether or not
	// its PDF is the print-on-demand kind); 0 adds none.
	MinPages int
	// Bound says the book is bound, so its page count is padded to an
	// even number (PaddedPages): a book with a cover is. A print-on-demand
	// book always is; other books end on their last page.
	Bound bool
	// WorksheetFace is the bold face of worksheet pages: their headings,
	// labels and the givens of their grids. Zero means Bold; Heavy is the
	// sturdier choice for young children.
	WorksheetFace draw.Face
	// Words are the fixed texts the book prints (labels, headings, the
	// contents' notes) in its language; the zero value is English.
	Words lang.Words
	// Type is the book's type scale: the least sizes of its text and of
	// its grids' numbers, and the weight of its lines; the zero value is
	// the usual book, LargePrint a large-print one.
	Type Type
	// Fitted says that the PerPage values and Page are those Fit chose
	// for this book, so Compose lays it out as it is instead of fitting
	// it again. Fit sets it on the book it returns; a caller may carry
	// Fit's choices to a book of the same sections, item counts and
	// hints, and set it there.
	Fitted bool
}

// Composed is a laid-out book: its pages, and where each item landed.
type Composed struct {
	Pages []Page
	// PuzzlePages[s][i] and AnswerPages[s][i] are the 1-based page numbers of
	// item i of section s. With an answer book, AnswerPages are its pages.
	PuzzlePages [][]int
	AnswerPages [][]int
	// Spec is the page geometry the book was laid out on: Book.Page with
	// the gutter widened to MinInside of the page count.
	Spec PageSpec
	// PrintOnDemand is Book.PrintOnDemand: the PDF carries no metadata.
	PrintOnDemand bool
	// Bound is Book.Bound or PrintOnDemand: the page count must be even.
	Bound bool
	// Type is Book.Type: preflight holds the text to its MinText.
	Type Type
	// AnswerBook is the separate answer key, when Book.AnswerBook is set
	// and there are answers.
	AnswerBook *Composed
	// Blank is how many blank pages end the book (PaddedPages, MinPages).
	Blank int
	// Notes tell of choices the layout made that differ from what the
	// book asked for, such as fewer grids to a page than PerPage so that
	// their type stays at the minimum (see Fit); one sentence each.
	Notes []string
}

// Page is one laid-out page; Draw paints it on a canvas of the sheet's
// size (nil for a blank page).
type Page struct {
	Draw func(c draw.Canvas)
	// Large are the areas where text must be at least MinWorksheetText
	// points (the grids of worksheets), for the print checks.
	Large []draw.Rect
}

// AnswersTitle names the answer key in the contents and in the running
// header of its pages, in English (see Book.Words).
const AnswersTitle = "Answers"

// words are the fixed texts of b: b.Words, or English when unset.
func (b Book) words() lang.Words {
	if b.Words.Puzzle == "" {
		return lang.English
	}
	return b.Words
}

// planned is a page before the book's length, and so its gutter, is
// known: it lays itself out once given its safe area and number.
type planned func(safe draw.Rect, n int) Page

// composer collects the planned pages of a book.
type composer struct {
	plans []planned
	spec  PageSpec
	words lang.Words // the book's fixed texts
	typ   Type       // the book's type scale
}

func (c *composer) add(p planned) int {
	c.plans = append(c.plans, p)
	return len(c.plans)
}

// Compose lays out b: a title page (left out when b.Meta.Title is empty),
// the copyright page, the table of contents, then each puzzle section
// (its "how to play" page first), then, when there are answers, the answer
// key (addAnswerKey: its sections flow one after another under headings of
// their own); finally blank pages to an even count (PaddedPages). Every
// puzzle section starts on a new page; its items are laid out PerPage to a
// page on a grid of equal slots, each grid as large as its slot allows. Puzzle pages carry a running header (section
// and grade), a page number at the outside corner and, under each puzzle,
// the page of its solution. Sections without items take no pages.
// PerPage is the most to a page: Fit chooses fewer where more would print
// type too small, and Composed.Notes say so. A book Fit returned
// (b.Fitted) is not fitted again, and has no notes of Fit's: Fit gave
// them. Notes also say where a how-to-play example does not stand under
// its rules.
func Compose(b Book) Composed {
	var notes []string
	if !b.Fitted {
		b, notes, _ = Fit(b) // a section that does not fit goes one to a page
	}
	out := compose(b)
	out.Notes = append(notes, out.Notes...)
	return out
}

// compose lays out b with its PerPage values as they are.
func compose(b Book) Composed {
	out := Composed{PrintOnDemand: b.PrintOnDemand, Bound: b.Bound || b.PrintOnDemand, Type: b.Type}
	var answers *Composed
	if b.AnswerBook && hasItems(b.Answers) {
		a := Compose(answerBook(b))
		answers = &a
		out.AnswerBook = answers
		b.Answers = nil
	}
	w := b.words()
	c := &composer{spec: b.Page, words: w, typ: b.Type}
	if b.Meta.Title != "" {
		c.add(func(safe draw.Rect, _ int) Page {
			return Page{Draw: func(cv draw.Canvas) { b.Type.drawTitlePage(cv, safe, b.Meta) }}
		})
	}
	if len(b.Meta.Copyright) > 0 {
		c.add(func(safe draw.Rect, _ int) Page {
			return Page{Draw: func(cv draw.Canvas) { b.Type.drawCopyright(cv, safe, b.Meta.Copyright) }}
		})
	}
	var toc []contentsEntry
	toc = c.addMatter(toc, centred(b.Front, true))
	tocAt := len(c.plans)
	if b.Contents {
		// Reserve the contents pages now; they are filled in once every
		// section's first page is known.
		for range contentsPages(b) {
			c.add(nil)
		}
	}
	toc = c.addMatter(toc, centred(b.Front, false))
	refs := make([][]string, len(b.Puzzles)) // "Solution on page N" of every puzzle
	for s, sec := range b.Puzzles {
		refs[s] = make([]string, len(sec.Items))
	}
	for s, sec := range b.Puzzles {
		if len(sec.Items) == 0 {
			out.PuzzlePages = append(out.PuzzlePages, []int{})
			continue
		}
		first := len(c.plans) + 1
		if sec.HowTo != nil {
			if note := c.addHowTo(sec); note != "" {
				out.Notes = append(out.Notes, note)
			}
			if sec.HowTo.Note != "" {
				out.Notes = append(out.Notes, sec.HowTo.Note)
			}
		}
		out.PuzzlePages = append(out.PuzzlePages, c.addItems(sec, refs[s], b.WorksheetFace))
		toc = append(toc, contentsEntry{title: sec.Title, detail: sec.DetailIn(w), page: first})
	}
	if first := c.addHints(b.Hints); first > 0 {
		toc = append(toc, contentsEntry{title: w.Hints, page: first})
	}
	if b.Index {
		if first := c.addIndex(b.Puzzles, out.PuzzlePages, b.IndexTitle); first > 0 {
			toc = append(toc, contentsEntry{title: b.IndexTitle, page: first})
		}
	}
	if hasItems(b.Answers) {
		where, first := c.addAnswerKey(b.Answers)
		out.AnswerPages = where
		toc = append(toc, contentsEntry{title: w.Answers, page: first})
	}
	toc = c.addMatter(toc, b.Back)
	out.Notes = append(out.Notes, matterNotes(c.spec.ForPages(MaxPODPages).Safe(), b.Front, b.Back)...)
	fillRefs(refs, out.AnswerPages, answers, w)
	if b.Contents {
		c.fillContents(tocAt, toc)
	}
	total := PaddedPages(max(len(c.plans), b.MinPages), b.PrintOnDemand, b.Bound)
	out.Blank = total - len(c.plans)
	out.Spec = b.Page.ForPages(total)
	out.Pages = make([]Page, total)
	for i, p := range c.plans {
		if p != nil {
			out.Pages[i] = p(out.Spec.SafeOn(i+1), i+1)
		}
	}
	return out
}

// fillRefs writes, for every puzzle, where its solution is: a page of the
// back of this book, or of the separate answer book.
func fillRefs(refs [][]string, back [][]int, book *Composed, w lang.Words) {
	where, format := back, w.SolutionOnPage
	if book != nil {
		where, format = book.AnswerPages, w.SolutionInBook
	}
	for s := range refs {
		for i := range refs[s] {
			if s < len(where) && i < len(where[s]) {
				refs[s][i] = fmt.Sprintf(format, where[s][i])
			}
		}
	}
}

func hasItems(secs []Section) bool {
	for _, s := range secs {
		if len(s.Items) > 0 {
			return true
		}
	}
	return false
}

// addItems plans the pages of sec's items and returns the page number of
// every item. refs, when not nil, receives the solution references shown
// under the items; it is filled in after planning, before drawing.
func (c *composer) addItems(sec Section, refs []string, face draw.Face) []int {
	where := make([]int, len(sec.Items))
	per := max(sec.PerPage, 1)
	st := answerStyle
	if refs != nil {
		st = puzzleStyle
		st.under = sec.Grid.Foot
	}
	if sec.Worksheet {
		st = worksheetStyle(face)
		per = min(per, MaxWorksheetItems)
	}
	st.typ = c.typ
	header := headerText(sec)
	aspect := aspectOf(sec.Items)
	for start := 0; start < len(sec.Items); start += per {
		end := min(start+per, len(sec.Items))
		items := sec.Items[start:end]
		var foot []string
		if refs != nil {
			foot = refs[start:end]
		}
		n := c.add(func(safe draw.Rect, n int) Page {
			if sec.Worksheet {
				return worksheetPage(safe, n, sec, per, aspect, items, foot, st, c.words)
			}
			return itemPage(safe, n, header, per, aspect, items, foot, st)
		})
		for i := start; i < end; i++ {
			where[i] = n
		}
	}
	return where
}

// headerText is the running header of a section: its title and, unless
// the title already says it, its grade.
func headerText(sec Section) string {
	if sec.Grade == "" || containsFold(sec.Title, sec.Grade) {
		return sec.Title
	}
	if sec.Title == "" {
		return sec.Grade
	}
	return sec.Title + " · " + sec.Grade
}

// itemPage lays out one page of up to per items.
func itemPage(safe draw.Rect, n int, header string, per int, aspect float64, items []Item, foot []string, st slotStyle) Page {
	st.foot = foot != nil
	slots := placed(slotGrid(st.typ.bodyArea(safe), per, aspect, st), len(items))
	return Page{Draw: func(cv draw.Canvas) {
		st.typ.drawHeader(cv, safe, n, header)
		st.typ.drawFolio(cv, safe, n)
		for i, it := range items {
			drawItem(cv, slots[i], it, footAt(foot, i), st)
		}
	}}
}

func footAt(foot []string, i int) string {
	if i < len(foot) {
		return foot[i]
	}
	return ""
}

// aspectOf returns the aspect a section's slots are planned for: that of
// its first item (a section holds grids of one shape). Each item still
// keeps its own aspect inside its slot.
func aspectOf(items []Item) float64 {
	if len(items) == 0 || !(items[0].Aspect > 0) {
		return 1
	}
	return items[0].Aspect
}
