package daily

import (
	"io"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/ipuz"
	"github.com/puzzlebook/puzzlebook/layout"
)

// A slot's files for a layout desk and for other puzzle tools: SLOT.svg
// and SLOT.pdf (with their solutions) are the puzzle alone at the slot's
// column width, labelled as day.pdf labels it; SLOT.ipuz is the puzzle
// in the open ipuz format.

// ipuzExt ends the name of a slot's ipuz file.
const ipuzExt = ".ipuz"

// slotLabel returns j's label on its date's day.pdf (names), and whether
// that label holds its grade; day is the jobs of j's date.
func slotLabel(j *dailyJob, day []*dailyJob) (string, bool) {
	labels, graded := names(jobLabels(day), true)
	for i, d := range day {
		if d == j {
			return labels[i], graded[i]
		}
	}
	return j.slot.title(), false
}

// columnItem is j's puzzle, or with answer its solution, alone in a
// column: labelled as day.pdf labels it, with its grade beside the label
// (unless the label holds it) or "Solution", and drawn in colour when the
// slot asks for colour.
func columnItem(j *dailyJob, day []*dailyJob, answer bool) layout.Item {
	it := book.PuzzleItem(j.Kind, j.gen.Puzzle, gen.DrawOptions{Answer: answer, Colour: j.slot.Colour})
	var graded bool
	it.Label, graded = slotLabel(j, day)
	switch {
	case answer:
		it.Note = "Solution"
	case !graded:
		it.Note = capitalize(j.gen.Puzzle.Grade.String())
	}
	return it
}

// columnMeta is the document info of j's PDF: the feed, the date and the
// puzzle's label, "(solution)" for its solution.
func (r *dailyRun) columnMeta(j *dailyJob, day []*dailyJob, answer bool) layout.Meta {
	label, _ := slotLabel(j, day)
	if answer {
		label += " (solution)"
	}
	title := label
	if d, err := ParseDate(j.date); err == nil {
		title = r.cfg.Title + " · " + d.Format("Monday 2 January 2006") + " · " + label
	}
	return layout.Meta{Title: title, Author: r.cfg.Author}
}

// writeIpuz writes j's puzzle as an ipuz document titled with its label
// on day.pdf, with its id and date, and its solution with answers.
func (r *dailyRun) writeIpuz(w io.Writer, j *dailyJob, day []*dailyJob, answers bool) error {
	label, _ := slotLabel(j, day)
	info := ipuz.Info{Title: label, Author: r.cfg.Author, UniqueID: j.id}
	if d, err := ParseDate(j.date); err == nil {
		info.Date = d
	}
	p := j.gen.Puzzle
	if !answers {
		p = answerless(p)
	}
	return ipuz.Codec{Kinds: r.cfg.Kinds}.Encode(w, p, info)
}
