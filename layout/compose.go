package layout

// Meta is the book's front matter.
type Meta struct {
	Title    string
	Subtitle string
	Author   string
}

// Item is one puzzle (or one answer) to place on a page. The composer
// decides where; Draw paints the grid into the rectangle it is given.
type Item struct {
	Label string                    // e.g. "Puzzle 12"
	Note  string                    // e.g. "Hard", shown beside the label
	Draw  func(c Canvas, area Rect) // draws the grid to fill area (square or not)
	// Aspect is width/height of the grid; 0 means square.
	Aspect float64
}

// Section is a run of items under one heading, laid out PerPage to a page.
type Section struct {
	Title   string // e.g. "Easy Sudoku"; used in the running header
	PerPage int    // 1, 2, 4, 6 for puzzles; more for answer keys
	Items   []Item
}

// Book is everything the composer needs to lay out a book.
type Book struct {
	Meta    Meta
	Page    PageSpec  // trim size and margins
	Puzzles []Section // puzzle sections, in order
	Answers []Section // answer-key sections (may be empty); follow the puzzles
}

// Composed is a laid-out book: its pages, and where each item landed.
type Composed struct {
	Pages []Page
	// PuzzlePages[s][i] and AnswerPages[s][i] are the 1-based page numbers of
	// item i of section s.
	PuzzlePages [][]int
	AnswerPages [][]int
}

// Page is one laid-out page; Draw paints it on a canvas of the page's size.
type Page struct {
	Draw func(c Canvas)
}

// AnswersTitle is the heading of the answer key's opening page.
const AnswersTitle = "Answers"

// Compose lays out b: a title page (left out when b.Meta.Title is empty),
// the puzzle sections, then, when there are answers, a page headed
// AnswersTitle and the answer sections. Every section starts on a new
// page; its items are laid out PerPage to a page on a grid of equal slots,
// each grid as large as its slot allows under its label. Puzzle and answer
// pages carry a running header (the section title) and a page number.
// Sections without items take no pages.
func Compose(b Book) Composed {
	var c Composed
	if b.Meta.Title != "" {
		c.Pages = append(c.Pages, Page{Draw: func(cv Canvas) { drawTitlePage(cv, b.Page.Safe(), b.Meta) }})
	}
	c.PuzzlePages = c.addSections(b.Page, b.Puzzles, puzzleStyle)
	if hasItems(b.Answers) {
		safe := b.Page.SafeOn(len(c.Pages) + 1)
		c.Pages = append(c.Pages, Page{Draw: func(cv Canvas) { drawDivider(cv, safe, AnswersTitle) }})
	}
	c.AnswerPages = c.addSections(b.Page, b.Answers, answerStyle)
	return c
}

func hasItems(secs []Section) bool {
	for _, s := range secs {
		if len(s.Items) > 0 {
			return true
		}
	}
	return false
}

// addSections appends the pages of secs to c and returns the page number
// of every item.
func (c *Composed) addSections(spec PageSpec, secs []Section, st slotStyle) [][]int {
	where := make([][]int, len(secs))
	for s, sec := range secs {
		where[s] = make([]int, len(sec.Items))
		per := max(sec.PerPage, 1)
		for start := 0; start < len(sec.Items); start += per {
			n := len(c.Pages) + 1
			items := sec.Items[start:min(start+per, len(sec.Items))]
			for i := range items {
				where[s][start+i] = n
			}
			c.Pages = append(c.Pages, itemPage(spec, n, sec.Title, per, aspectOf(sec.Items), items, st))
		}
	}
	return where
}

// itemPage lays out one page of up to per items.
func itemPage(spec PageSpec, n int, title string, per int, aspect float64, items []Item, st slotStyle) Page {
	safe := spec.SafeOn(n)
	slots := slotGrid(bodyArea(safe), per, aspect, st)
	return Page{Draw: func(cv Canvas) {
		drawHeader(cv, safe, n, title)
		drawFolio(cv, safe, n)
		for i, it := range items {
			drawItem(cv, slots[i], it, st)
		}
	}}
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
