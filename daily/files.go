package daily

import (
	"bytes"
	"cmp"
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/web"
)

// Names of the files of a daily feed.
const (
	dailyIndexJSON = "index.json"
	dailyIndexCSV  = "index.csv"
	dayPDF         = "day.pdf"
)

// dayFiles returns the files of j, relative to the feed's directory with
// '/' separators: its own (slotFiles, with its solution files when
// answers) and, with daily_output.pdf, the date's day.pdf.
func (r *dailyRun) dayFiles(j *dailyJob, answers bool) []string {
	var files []string
	for _, f := range r.slotFiles(j, answers) {
		files = append(files, f.rel)
	}
	if r.cfg.Output.PDF {
		files = append(files, path.Join(j.date, dayPDF))
	}
	return files
}

// slotFile is one file of one slot of a date: its name relative to the
// feed's directory, and how to write it given the jobs of its date.
type slotFile struct {
	rel    string
	answer bool // the file is, or holds, the solution
	write  func(ctx context.Context, w io.Writer, day []*dailyJob) error
}

// slotFiles lists the files of j in the order the index lists them:
// puzzle and solution PNG; with daily_output.svg, puzzle and solution
// SVG; with pdf_each, puzzle and solution PDF; its JSON; its ipuz (for a kind ipuz writes: every kind that ships); and
// its web page, for a kind the player plays. Without answers (a date
// whose solutions are kept back: Solutions) it has no solution files,
// and its JSON, ipuz and web page leave the solution out.
func (r *dailyRun) slotFiles(j *dailyJob, answers bool) []slotFile {
	name := func(suffix string) string { return path.Join(j.date, j.slot.Name+suffix) }
	var out []slotFile
	pair := func(ext string, write func(w io.Writer, day []*dailyJob, answer bool) error) {
		sides := []bool{false} // the puzzle, then its solution when due
		if answers {
			sides = append(sides, true)
		}
		for _, answer := range sides {
			rel := name(ext)
			if answer {
				rel = name(solutionSuffix + ext)
			}
			out = append(out, slotFile{rel, answer, func(_ context.Context, w io.Writer, day []*dailyJob) error { return write(w, day, answer) }})
		}
	}
	pair(".png", func(w io.Writer, _ []*dailyJob, answer bool) error {
		opt := gen.DrawOptions{Answer: answer, Colour: j.slot.Colour}
		return book.WritePuzzlePNG(w, j.Kind, j.gen.Puzzle, opt, r.cfg.Output.DPI, r.cfg.Fonts)
	})
	if r.cfg.Output.SVG {
		pair(".svg", func(w io.Writer, day []*dailyJob, answer bool) error {
			return layout.WritePuzzleSVG(w, r.columnItem(j, day, answer), j.slot.Column, r.cfg.Fonts, r.columnMeta(j, day, answer, ".svg"))
		})
	}
	if r.cfg.Output.PDFEach {
		pair(".pdf", func(w io.Writer, day []*dailyJob, answer bool) error {
			return onePDF.WritePuzzle(w, r.columnItem(j, day, answer), j.slot.Column, r.cfg.Fonts, r.columnMeta(j, day, answer, ".pdf"))
		})
	}
	out = append(out, slotFile{name(".json"), true, func(_ context.Context, w io.Writer, _ []*dailyJob) error {
		data := j.json
		if !answers {
			var err error
			if data, err = withheld(data, true); err != nil {
				return err
			}
		}
		_, err := w.Write(data)
		return err
	}})
	if j.Kind.Describe().IPUZ.Kind != "" { // every kind with an ipuz form; not the tests' toy
		out = append(out, slotFile{name(ipuzExt), true, func(_ context.Context, w io.Writer, day []*dailyJob) error { return r.writeIpuz(w, j, day, answers) }})
	}
	if web.Plays(j.Kind) {
		out = append(out, slotFile{path.Join(j.date, htmlName(j.slot.Name)), true, func(ctx context.Context, w io.Writer, day []*dailyJob) error {
			return r.dailyPage(ctx, w, j, day, answers)
		}})
	}
	return out
}

// dayResult is what writing one date did.
type dayResult struct {
	done    bool     // the date is written and published
	skipped bool     // it was complete already and left untouched
	files   []string // the files written
}

// day writes the files of one date (the jobs of its slots) and then
// publishes its new puzzles in one transaction. A date the archive holds
// whole, whose files are all in place, is left untouched.
func (r *dailyRun) day(ctx context.Context, jobs []*dailyJob) (dayResult, error) {
	if r.complete(jobs) {
		r.report(jobs)
		return dayResult{done: true, skipped: true}, nil
	}
	res, err := r.writeDate(ctx, jobs, nil)
	if err == nil {
		r.report(jobs)
	}
	return res, err
}

// writeDate writes the files of one date, those of its slots that only
// picks (nil: all, and day.pdf), into place and publishes its new
// puzzles.
func (r *dailyRun) writeDate(ctx context.Context, jobs []*dailyJob, only func(slotFile) bool) (dayResult, error) {
	// The date's files go into a hidden folder, renamed to the date only
	// once they are all in it: a site's sync job never sees half a date.
	date := jobs[0].date
	root := r.root(date) // DIR, or DIR/.embargo before the date's release
	answers := r.answers(date)
	if root != r.dir {
		if err := makeEmbargoDir(r.dir); err != nil {
			return dayResult{}, err
		}
	}
	tmp, err := newDateFolder(root, date, r.stale[date])
	if err != nil {
		return dayResult{}, err
	}
	placing := false
	defer func() {
		// Gone once placed; else what a failure left, unless the failure
		// came while placing it: some of its files may be in the date's
		// folder, so the hidden folder stays for the next run to see.
		if !placing {
			os.RemoveAll(tmp)
		}
	}()
	var res dayResult
	write := func(rel string, fn func(io.Writer) error) error {
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := r.boundary(); err != nil {
			return err
		}
		if err := book.WriteAtomic(filepath.Join(tmp, path.Base(rel)), fn); err != nil {
			return fmt.Errorf("daily: %s: %w", rel, err)
		}
		res.files = append(res.files, filepath.Join(root, filepath.FromSlash(rel)))
		return nil
	}
	var fresh []Record
	for _, j := range jobs {
		if j.json == nil {
			var buf bytes.Buffer
			steps, err := web.Steps(ctx, j.Kind, j.gen.Puzzle)
			if err != nil {
				return res, fmt.Errorf("daily: %s: %w", j.id, err)
			}
			language := r.cfg.language() // the feed's, for an embedded player
			e := manifest.DailyEntry{Steps: language.Steps(j.Kind, steps), Date: j.date, Slot: j.slot.Name, ID: j.id, Seed: j.gen.Seed,
				Params:   manifest.RecordParams(j.Kind, j.gen.Params), // the generator's, so Pick 0 after a retry
				Symmetry: gen.SymmetryName(j.Params.Symmetry), Ends: gen.EndsName(j.Kind, j.Params), Pick: j.gen.Params.Pick, Puzzle: *j.gen.Puzzle,
				GivensRange: j.gen.Params.GivensText()}
			if d := j.Kind.Describe(); d.Play != nil {
				text := language.PlayText(j.Kind, j.gen.Puzzle)
				e.Title, e.PlayTextSaid = language.Title(j.Kind), &text
			}
			if err := manifest.WriteJSON(&buf, e); err != nil {
				return res, err
			}
			j.json = buf.Bytes()
		}
		for _, f := range r.slotFiles(j, answers) {
			if only != nil && !only(f) {
				continue
			}
			if err := write(f.rel, func(w io.Writer) error { return f.write(ctx, w, jobs) }); err != nil {
				return res, err
			}
		}
		if j.rec == nil {
			p := j.gen.Puzzle
			fresh = append(fresh, Record{
				ID: j.id, Feed: r.cfg.Name, Date: j.date, Slot: j.slot.Name, Kind: p.Kind,
				Rows: p.Rows, Cols: p.Cols, Symmetry: gen.SymmetryName(j.Params.Symmetry), Grade: p.Grade,
				Hash: puzzleHash(j.Kind, p), Seed: j.gen.Seed, Files: r.dayFiles(j, true), Puzzle: j.json,
			})
		}
	}
	if r.cfg.Output.PDF && only == nil {
		if err := write(path.Join(date, dayPDF), func(w io.Writer) error { return r.writeDayPDF(w, jobs) }); err != nil {
			return res, err
		}
	}
	// Last, the date's own index of what the others now hold.
	err = write(path.Join(date, dateIndex), func(w io.Writer) error { return r.writeDateIndex(w, jobs, tmp, root, answers) })
	if err != nil {
		return res, err
	}
	if err := r.boundary(); err != nil {
		return res, err
	}
	placing = true
	if !answers {
		// Solutions shown before (the feed was given solutions: next-day
		// since) go first.
		for _, j := range jobs {
			if err := r.removeAnswers(root, j); err != nil {
				return res, err
			}
		}
	}
	kept, err := placeDate(tmp, filepath.Join(root, date))
	if err != nil {
		return res, fmt.Errorf("daily: %s: %w", date, err)
	}
	res.files = slices.DeleteFunc(res.files, func(f string) bool { return slices.Contains(kept, filepath.Base(f)) })
	if err := r.boundary(); err != nil {
		return res, err
	}
	// Every file is in place: record the date even if the run is being
	// interrupted, as a rerun would make the same files. A crash before
	// the record leaves a date the next run makes again, the same.
	if len(fresh) > 0 {
		if err := r.archive.publish(context.WithoutCancel(ctx), fresh); err != nil {
			return res, err
		}
	}
	res.done = true
	return res, nil
}

// report tells the progress hook that the date of jobs, and its puzzles,
// are done.
func (r *dailyRun) report(jobs []*dailyJob) {
	r.rep.day(jobs[0].date, jobs)
}

// complete reports whether every job of a date is published and every
// file of it is in place (its solution files only when they are due:
// answers), and no run stopped while placing them (it left
// a hidden folder of the date).
func (r *dailyRun) complete(jobs []*dailyJob) bool {
	if len(r.stale[jobs[0].date]) > 0 {
		return false
	}
	root := r.root(jobs[0].date)
	answers := r.answers(jobs[0].date)
	for _, j := range jobs {
		if j.rec == nil {
			return false
		}
		for _, f := range append(r.dayFiles(j, true), path.Join(j.date, dateIndex)) {
			_, err := os.Stat(filepath.Join(root, filepath.FromSlash(f)))
			// A solution file is there exactly when its date shows them.
			if (err == nil) != (answers || !isAnswerFile(f)) {
				return false
			}
		}
	}
	return true
}

// readIndex reads DIR/index.json, keyed by dayKey; a missing index
// is empty.
func readIndex(dir string) (map[string]manifest.IndexEntry, error) {
	out := map[string]manifest.IndexEntry{}
	p := filepath.Join(dir, dailyIndexJSON)
	data, err := os.ReadFile(p)
	if errors.Is(err, os.ErrNotExist) {
		return out, nil
	}
	if err != nil {
		return nil, fmt.Errorf("daily: %w", err)
	}
	var idx manifest.DailyIndex
	if err := json.Unmarshal(data, &idx); err != nil {
		return nil, fmt.Errorf("daily: %s: %w (remove it, and the next run writes it afresh for its dates)", p, err)
	}
	for _, e := range idx.Puzzles {
		out[dayKey(e.Date, e.Slot)] = e
	}
	return out, nil
}

// writeIndex writes DIR/index.json and DIR/index.csv: the puzzles of the
// earlier index and of this run, by date, then slot; those of dates not
// yet released go to DIR/.embargo/index.json instead.
func (r *dailyRun) writeIndex() error {
	if len(r.index) == 0 {
		return nil
	}
	all := manifest.DailyIndex{Name: r.cfg.Name, Generator: manifest.Version}
	for _, e := range r.index {
		all.Puzzles = append(all.Puzzles, e)
	}
	// Within a date, slots go in config order; slots the config no longer
	// has follow, by name.
	place := r.cfg.slotPlaces()
	slices.SortFunc(all.Puzzles, func(a, b manifest.IndexEntry) int {
		return cmp.Or(strings.Compare(a.Date, b.Date), cmp.Compare(rankOf(place, a.Slot), rankOf(place, b.Slot)), strings.Compare(a.Slot, b.Slot))
	})
	idx, held := r.splitIndex(all)
	if err := r.writeHeld(held); err != nil {
		return err
	}
	if len(idx.Puzzles) == 0 {
		return nil
	}
	jsonPath := filepath.Join(r.dir, dailyIndexJSON)
	if err := r.writeTop(jsonPath, func(w io.Writer) error { return manifest.WriteJSON(w, idx) }); err != nil {
		return err
	}
	csvPath := filepath.Join(r.dir, dailyIndexCSV)
	err := r.writeTop(csvPath, func(w io.Writer) error {
		cw := csv.NewWriter(w)
		cw.Write([]string{"date", "slot", "kind", "grade", "id", "files"})
		for _, e := range idx.Puzzles {
			cw.Write([]string{e.Date, e.Slot, e.Kind, e.Grade.String(), e.ID, strings.Join(e.Files, " ")})
		}
		cw.Flush()
		return cw.Error()
	})
	if err != nil {
		return err
	}
	if err := r.writeFeed(idx); err != nil {
		return err
	}
	return r.writeWeb(idx)
}

// writeTop writes one of the feed's top-level files (the index, the feed,
// the calendar, the player), which every run makes again: only when its
// bytes differ from those in place (book.WriteIfChanged), so that their
// times say when they last changed. A file written is added to the
// run's Files.
func (r *dailyRun) writeTop(path string, fn func(io.Writer) error) error {
	wrote, err := book.WriteIfChanged(path, fn)
	if wrote {
		r.res.Files = append(r.res.Files, path)
	}
	return err
}
