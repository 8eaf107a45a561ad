package daily

import (
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout"
)

// dayPuzzle is one puzzle of a date as day.pdf shows it: the puzzle, its
// kind, and what names it.
type dayPuzzle struct {
	kind   gen.Kind
	puzzle *gen.Puzzle
	label  label
}

// label is what may name one puzzle of a date: its slot's own title, its
// kind, grade and size, in the feed's language.
type label struct {
	title      string // the slot's title; "" when the config gives none
	kind       string // the kind's title
	grade      string // the grade's name within a label: "easy"
	rows, cols int
}

// names names the puzzles of one date: each by its slot's title, else its
// kind. Where two share a name, withGrade adds the grade ("Sudoku,
// easy"); where they still do, the size ("Sudoku 6×6, easy"). It reports,
// for each, whether its name holds its grade.
func names(ls []label, withGrade bool) ([]string, []bool) {
	base := make([]string, len(ls))
	for i, l := range ls {
		base[i] = cmp.Or(l.title, l.kind)
	}
	graded := make([]bool, len(ls))
	if withGrade {
		graded = shared(base)
	}
	full := func(i int, size bool) string {
		s := base[i]
		if size {
			s += fmt.Sprintf(" %d×%d", ls[i].rows, ls[i].cols)
		}
		if graded[i] {
			s += ", " + ls[i].grade
		}
		return s
	}
	out := make([]string, len(ls))
	for i := range ls {
		out[i] = full(i, false)
	}
	for i, again := range shared(out) {
		if again {
			out[i] = full(i, true)
		}
	}
	return out, graded
}

// shared reports, for each of ss, whether another of ss is the same.
func shared(ss []string) []bool {
	count := map[string]int{}
	for _, s := range ss {
		count[s]++
	}
	out := make([]bool, len(ss))
	for i, s := range ss {
		out[i] = count[s] > 1
	}
	return out
}

// jobLabels returns what names the puzzle of each of a date's jobs.
func (r *dailyRun) jobLabels(day []*dailyJob) []label {
	out := make([]label, len(day))
	for i, j := range day {
		out[i] = label{title: j.slot.Title, kind: gen.TitleIn(j.Kind, r.cfg.Language), grade: r.cfg.gradeWord(j.Params.Grade), rows: j.Params.Rows, cols: j.Params.Cols}
	}
	return out
}

// dayPuzzles returns the puzzles of a date's jobs.
func (r *dailyRun) dayPuzzles(day []*dailyJob) []dayPuzzle {
	ls := r.jobLabels(day)
	out := make([]dayPuzzle, len(day))
	for i, j := range day {
		out[i] = dayPuzzle{kind: j.Kind, puzzle: j.gen.Puzzle, label: ls[i]}
	}
	return out
}

// items returns the composer's view of ps on day.pdf: each labelled as
// names says, with its grade beside the label unless the label holds it,
// drawn as a puzzle or, with answer, as its solution.
func (r *dailyRun) items(ps []dayPuzzle, answer bool) []layout.Item {
	ls := make([]label, len(ps))
	for i, p := range ps {
		ls[i] = p.label
	}
	labels, graded := names(ls, true)
	out := make([]layout.Item, len(ps))
	for i, p := range ps {
		out[i] = book.PuzzleItem(p.kind, p.puzzle, gen.DrawOptions{Answer: answer})
		out[i].Label = labels[i]
		if !graded[i] {
			out[i].Note = r.cfg.gradeNote(p.puzzle.Grade)
		}
	}
	return out
}

// onePDF writes a date's PDFs (day.pdf, SLOT.pdf) on one goroutine: each
// date is written on one of the run's workers (book.ForEach), so that
// --workers bounds the PDFs' work too.
var onePDF = layout.PDF{Workers: 1}

// writeDayPDF writes day.pdf in the feed's fonts: one page with the
// puzzles of a date, under a header naming the feed and the date, and with
// daily_output.previous_answers the previous date's solutions, small, at
// its foot.
func (r *dailyRun) writeDayPDF(w io.Writer, jobs []*dailyJob) error {
	date, _ := ParseDate(jobs[0].date)
	title := r.cfg.Title + " · " + r.cfg.dateTitle(date)
	var strip layout.Strip
	var prev []dayPuzzle
	if r.cfg.Output.PreviousAnswers {
		var err error
		if prev, err = r.previousDay(jobs[0].date); err != nil {
			return err
		}
		strip = layout.Strip{Title: r.cfg.Text().YesterdaysAnswers, Items: r.items(prev, true)}
	}
	spec := r.cfg.Page.Spec.ForPages(1)
	ps := r.dayPuzzles(jobs)
	var pages []layout.Page
	if r.cfg.LargePrint {
		pages = r.largeDay(spec, title, ps, strip, prev)
	} else {
		pages = []layout.Page{layout.DayPage(spec, layout.Type{Fonts: r.cfg.Fonts}, title, r.items(ps, false), strip)}
	}
	day := layout.Composed{Pages: pages, Spec: spec}
	return onePDF.Write(w, day, spec, layout.Meta{Title: title, Author: r.cfg.Author})
}

// previousDay returns the puzzles of the date before date: this run's,
// or else those the archive holds (published by an earlier run), in the
// order of the config's slots; none when that date was never published.
func (r *dailyRun) previousDay(date string) ([]dayPuzzle, error) {
	d, err := ParseDate(date)
	if err != nil {
		return nil, err
	}
	prev := d.AddDate(0, 0, -1).Format(DateLayout)
	if js := r.byDate[prev]; len(js) > 0 {
		return r.dayPuzzles(js), nil
	}
	if prev != r.dayBefore {
		return nil, nil
	}
	rs := slices.Clone(r.before)
	place := r.cfg.slotPlaces()
	slices.SortFunc(rs, func(a, b Record) int {
		return cmp.Or(cmp.Compare(rankOf(place, a.Slot), rankOf(place, b.Slot)), strings.Compare(a.Slot, b.Slot))
	})
	var out []dayPuzzle
	kinds := feedKinds(r.cfg)
	for _, rec := range rs {
		k := kindNamed(kinds, rec.Kind)
		if k == nil {
			continue
		}
		var e manifest.DailyEntry
		if err := json.Unmarshal(rec.Puzzle, &e); err != nil {
			return nil, fmt.Errorf("daily: archive record %s: %w", rec.ID, err)
		}
		if err := book.CheckShape(&e.Puzzle); err != nil {
			return nil, fmt.Errorf("daily: archive record %s: %w", rec.ID, err)
		}
		l := label{kind: gen.TitleIn(k, r.cfg.Language), grade: r.cfg.gradeWord(e.Grade), rows: e.Rows, cols: e.Cols}
		if i := place[rec.Slot]; i > 0 {
			l.title = r.cfg.Slots[i-1].Title
		}
		out = append(out, dayPuzzle{kind: k, puzzle: &e.Puzzle, label: l})
	}
	return out, nil
}

// slotPlaces maps the name of each of cfg's slots to its 1-based place.
func (cfg *Config) slotPlaces() map[string]int {
	place := map[string]int{}
	for i, s := range cfg.Slots {
		place[s.Name] = i + 1
	}
	return place
}

// rankOf places a slot of an index or archive: its place in the config's
// slots (place, 1-based), and after those the slots it no longer has.
func rankOf(place map[string]int, slot string) int {
	if p, ok := place[slot]; ok {
		return p
	}
	return len(place) + 1
}
