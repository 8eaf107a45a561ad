package daily

import (
	"cmp"
	"io"
	"path"
	"strings"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/ipuz"
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/web"
)

// A slot's files for a layout desk and for other puzzle tools: SLOT.svg
// and SLOT.pdf (with their solutions) are the puzzle alone at the slot's
// column width, labelled as day.pdf labels it; SLOT.ipuz is the puzzle
// in the open ipuz format.

// ipuzExt ends the name of a slot's ipuz file.
const ipuzExt = ".ipuz"

// slotLabel returns j's label on its date's day.pdf (names), and whether
// that label holds its grade; day is the jobs of j's date.
func (r *dailyRun) slotLabel(j *dailyJob, day []*dailyJob) (string, bool) {
	labels, graded := names(r.jobLabels(day), true)
	for i, d := range day {
		if d == j {
			return labels[i], graded[i]
		}
	}
	return r.cfg.slotTitle(j.slot), false
}

// columnItem is j's puzzle, or with answer its solution, alone in a
// column: labelled as day.pdf labels it, with its grade beside the label
// (unless the label holds it) or "Solution", drawn in colour when the
// slot asks for colour, and with daily_output.footer the feed's
// copyright (else its publisher) under the grid.
func (r *dailyRun) columnItem(j *dailyJob, day []*dailyJob, answer bool) layout.Item {
	it := book.PuzzleItem(j.Kind, j.gen.Puzzle, gen.DrawOptions{Answer: answer, Colour: j.slot.Colour})
	if r.cfg.Output.Footer {
		it.Footer = cmp.Or(r.cfg.rights(), r.cfg.Origin.Publisher)
	}
	var graded bool
	it.Label, graded = r.slotLabel(j, day)
	switch {
	case answer:
		it.Note = r.cfg.Text().Solution
	case !graded:
		it.Note = r.cfg.gradeNote(j.gen.Puzzle.Grade)
	}
	return it
}

// columnMeta is the document info of j's column file (ext: ".svg",
// ".pdf"): the feed, the date and the puzzle's label, "(solution)" for
// its solution; and, when the feed states its rights or origin, those,
// with the file's tag: id, its URL and its date.
func (r *dailyRun) columnMeta(j *dailyJob, day []*dailyJob, answer bool, ext string) layout.Meta {
	label, _ := r.slotLabel(j, day)
	file := j.slot.Name
	if answer {
		label = fileRole(label, strings.ToLower(r.cfg.Text().Solution))
		file += solutionSuffix
	}
	title := label
	if d, err := ParseDate(j.date); err == nil {
		title = r.cfg.Title + " · " + r.cfg.dateTitle(d) + " · " + label
	}
	m := layout.Meta{Title: title, Author: r.cfg.Author}
	o := r.cfg.Origin
	if r.cfg.rights() == "" && o.Publisher == "" && o.BaseURL == "" {
		return m
	}
	m.Rights, m.Publisher, m.Date = r.cfg.rights(), o.Publisher, j.date
	m.Identifier = cmp.Or(o.tagID(r.cfg.Name, j.date+"/"+file), j.id+strings.TrimPrefix(file, j.slot.Name))
	if o.BaseURL != "" {
		m.Source = o.absolute(path.Join(j.date, file+ext))
	}
	return m
}

// writeIpuz writes j's puzzle as an ipuz document titled with its label
// on day.pdf, with its date, the feed's rights and origin (its id a tag:
// URI and its url the puzzle's page with a base URL, else the puzzle's
// id), and its solution with answers.
func (r *dailyRun) writeIpuz(w io.Writer, j *dailyJob, day []*dailyJob, answers bool) error {
	label, _ := r.slotLabel(j, day)
	o := r.cfg.Origin
	info := ipuz.Info{Title: label, Author: r.cfg.Author, Copyright: r.cfg.rights(), Publisher: o.Publisher,
		UniqueID: cmp.Or(o.tagID(r.cfg.Name, j.date+"/"+j.slot.Name), j.id)}
	if o.BaseURL != "" {
		info.URL = o.absolute(r.puzzlePage(j))
	}
	if d, err := ParseDate(j.date); err == nil {
		info.Date = d
	}
	p := j.gen.Puzzle
	if !answers {
		p = answerless(p)
	}
	return ipuz.Codec{Kinds: r.cfg.Kinds, URIs: o.KindURIs}.Encode(w, p, info)
}

// puzzlePage is j's page, relative to the feed's folder, or its ipuz
// for a kind the player does not play.
func (r *dailyRun) puzzlePage(j *dailyJob) string {
	if web.Plays(j.Kind) {
		return path.Join(j.date, htmlName(j.slot.Name))
	}
	return path.Join(j.date, j.slot.Name+ipuzExt)
}
