package gen

// HowTo explains a kind to a reader: the text of the "how to play" page
// that opens a section, and the one-line instruction of a worksheet.
type HowTo struct {
	Title       string   // the page's heading: "How to play" and the kind's title
	Rules       []string // paragraphs of a sentence or a few each
	Instruction string   // one short line for children, e.g. "Write 1 to 4 in every row, column and box."
	// Example is a small puzzle with its solution, drawn unsolved and
	// solved under the rules; nil draws none.
	Example *Puzzle
}

// Explainer is an optional ability of a Kind, found by type assertion: it
// explains how to play the puzzles it makes with p. A book opens each
// section of such a kind with a "how to play" page.
type Explainer interface {
	HowToPlay(p Params) HowTo
}
