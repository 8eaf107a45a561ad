package daily

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"go.yaml.in/yaml/v3"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/web"
)

// Solutions says when a date's solutions reach its public files
// (solutions:): with the puzzle, or once the next date is released.
type Solutions int

const (
	// WithPuzzle publishes a date's solutions with its puzzles.
	WithPuzzle Solutions = iota
	// NextDay keeps a date's solutions (its SLOT-solution files, and the
	// solution in SLOT.json, SLOT.ipuz and SLOT.html, whose player then
	// holds only its hash) out of its public files until the next date
	// is released; the run that releases it writes them.
	NextDay
)

// solutionsKeys are the values of solutions:, by Solutions.
var solutionsKeys = []string{"with-puzzle", "next-day"}

// String gives s as the config writes it.
func (s Solutions) String() string { return solutionsKeys[s] }

// readSolutions reads solutions: with-puzzle or next-day.
func readSolutions(d *config.Decoder, dst *Solutions) func(*yaml.Node, string) {
	return func(n *yaml.Node, path string) {
		var s string
		if d.Text(&s)(n, path); s == "" {
			return
		}
		i := slices.Index(solutionsKeys, s)
		if i < 0 {
			d.Errorf(d.Resolve(n), path, "%q is not a choice; give next-day (a date's solutions appear once the next date is released) or with-puzzle (the default)", s)
			return
		}
		*dst = Solutions(i)
	}
}

// checkSolutions refuses solutions: next-day in a feed without a release
// time: every date is then public as it is made, and so is the next one.
func (cfg *Config) checkSolutions(d *config.Decoder, seen map[string]*yaml.Node) {
	if cfg.Solutions == NextDay && !cfg.Release.Set {
		d.Errorf(d.Resolve(seen["solutions"]), "solutions", "next-day needs a release time, to know when the next date comes out; add release: \"00:00\" (and timezone: Europe/London, say)")
	}
}

// answers reports whether date's public files carry its solutions at the
// run's now: always, unless the feed keeps them until the next date's
// release (NextDay).
func (r *dailyRun) answers(date string) bool {
	if r.cfg.Solutions != NextDay {
		return true
	}
	d, err := ParseDate(date)
	if err != nil {
		return false
	}
	return r.cfg.Release.Released(d.AddDate(0, 0, 1).Format(DateLayout), r.now)
}

// withheld returns the SLOT.json data of a date whose solutions are kept
// back: data without the puzzle's solution and the steps of its hints
// (which give it away), and with its answer (answerOf), by which a player
// a site embeds from the file knows the finish. Without answer, it is
// the puzzle object of the date's SLOT.html, which web.WritePage gives
// the answer.
func withheld(data []byte, answer bool) ([]byte, error) {
	var e manifest.DailyEntry
	if err := json.Unmarshal(data, &e); err != nil {
		return nil, fmt.Errorf("daily: %w", err)
	}
	held := struct {
		manifest.DailyEntry
		Answer *web.Answer `json:"answer,omitempty"`
	}{DailyEntry: e}
	if answer {
		a := answerOf(e)
		held.Answer = &a
	}
	held.Solution, held.Steps = nil, nil
	var buf bytes.Buffer
	if err := manifest.WriteJSON(&buf, held); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// answerOf is what the player knows of e's solution while it is kept
// back: its hash, salted with DATE/SLOT.
func answerOf(e manifest.DailyEntry) web.Answer {
	return web.AnswerOf(e.Date+"/"+e.Slot, e.Solution)
}

// isAnswerFile reports whether rel names a solution file (SLOT-solution.EXT).
func isAnswerFile(rel string) bool {
	base := path.Base(rel)
	return strings.HasSuffix(strings.TrimSuffix(base, path.Ext(base)), solutionSuffix)
}

// showsAnswers reports whether the index lists a solution file of date
// among es, the index's entries.
func showsAnswers(es []manifest.IndexEntry) bool {
	for _, e := range es {
		if slices.ContainsFunc(e.Files, isAnswerFile) {
			return true
		}
	}
	return false
}

// removeAnswers removes the solution files of j from its date's folder
// in root, those a date whose solutions are kept back must not have.
func (r *dailyRun) removeAnswers(root string, j *dailyJob) error {
	for _, f := range r.slotFiles(j, true) {
		if !isAnswerFile(f.rel) {
			continue
		}
		err := os.Remove(filepath.Join(root, filepath.FromSlash(f.rel)))
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("daily: %w", err)
		}
	}
	return nil
}

// answerDates lists the dates of the index outside the run (not in run)
// whose files show their solutions when they should not, or lack them
// when they are due: with NextDay, the date before one the run's now
// released. They are sorted.
func (r *dailyRun) answerDates(run map[string]bool) []string {
	if r.cfg.Solutions != NextDay {
		return nil
	}
	byDate := map[string][]manifest.IndexEntry{}
	for _, e := range r.index {
		byDate[e.Date] = append(byDate[e.Date], e)
	}
	var out []string
	for date, es := range byDate {
		if !run[date] && showsAnswers(es) != r.answers(date) {
			out = append(out, date)
		}
	}
	slices.Sort(out)
	return out
}

// reanswer writes again the files of the dates outside the run whose
// solutions are now due (or are to be kept back again: a feed that was
// given solutions: next-day), from the archive's records: only the files
// that carry solutions (their solution files, SLOT.json, SLOT.ipuz and
// SLOT.html),
// so their other files keep their bytes and times. A date the archive
// does not hold whole, for the config's slots, is left as it is.
func (r *dailyRun) reanswer(ctx context.Context, run map[string]bool) error {
	for _, date := range r.answerDates(run) {
		d, err := ParseDate(date)
		if err != nil {
			continue
		}
		published, err := r.archive.feedDays(ctx, r.cfg.Name, date, date)
		if err != nil {
			return err
		}
		js, err := planDaily(r.cfg, []time.Time{d}, published)
		if err != nil {
			return err
		}
		if slices.ContainsFunc(js, func(j *dailyJob) bool { return j.rec == nil }) {
			continue
		}
		res, err := r.writeDate(ctx, js, func(f slotFile) bool { return f.answer })
		r.res.Files = append(r.res.Files, res.files...)
		if err != nil {
			return err
		}
		r.res.Answered++
		for _, j := range js {
			e := r.index[dayKey(date, j.slot.Name)]
			e.Files = r.dayFiles(j, r.answers(date))
			r.index[dayKey(date, j.slot.Name)] = e
		}
	}
	return nil
}

// answerless is p without its solution, for the ipuz of a date whose
// solutions are kept back.
func answerless(p *gen.Puzzle) *gen.Puzzle {
	q := *p
	q.Solution = nil
	return &q
}
