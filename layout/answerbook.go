package layout

import "fmt"

// answerBook is the book of b's answers alone (Book.AnswerBook): a title
// page, "Answers to TITLE" in b's words, b's copyright page, then the
// answer key; padded and bound as b is, and, when b is for print on
// demand, to MinPODPages with no document metadata.
func answerBook(b Book) Book {
	w := b.words()
	title := w.Answers
	if b.Meta.Title != "" {
		title = fmt.Sprintf(w.AnswerBook, b.Meta.Title)
	}
	return Book{
		Meta:          Meta{Title: title, Author: b.Meta.Author, Copyright: b.Meta.Copyright},
		Page:          b.Page,
		Answers:       b.Answers,
		Words:         b.Words,
		PrintOnDemand: b.PrintOnDemand,
		MinPages:      b.MinPages,
		Bound:         b.Bound,
		Type:          b.Type,
	}
}
