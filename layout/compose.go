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

// Compose lays out b: a title page, the puzzle sections, then the answer
// key, with running headers and page numbers.
// TODO(layout): placeholder until the composer lands.
func Compose(b Book) Composed {
	return Composed{}
}
