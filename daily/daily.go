package daily

import (
	"context"
	"errors"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/book/jobs"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// Options say which dates a daily run makes, where it writes and how
// much it runs at once.
type Options struct {
	From time.Time // the first date; only its year, month and day count
	Days int       // dates from From, 1 to MaxDays
	Dir  string    // output directory, created when missing; "" is the current one
	// Archive is the archive's path; "" means Dir/ArchiveFile.
	Archive string
	// Now is the instant the run publishes at: dates whose release
	// (Config.Release) is later go to DIR/.embargo. Zero is the clock.
	Now time.Time
	// Wait is how long a run waits for another run that holds the lock
	// of its output folder or of its archive (lock.go); 0 refuses at once.
	Wait time.Duration
	book.Options

	// boundary, when set, is called before each file of a date is
	// written, before the date's folder is renamed into place and before
	// it is published: a test fails it to stop a run at each point.
	boundary func() error
}

// Result describes a finished (or stopped) daily run.
type Result struct {
	Dates     int // dates of the run
	Generated int // puzzles generated and published by this run
	Recreated int // published puzzles whose files this run wrote again
	Complete  int // dates already complete, left untouched
	Done      int // dates finished: written and published, or complete
	// Held counts the dates finished that wait in DIR/.embargo for their
	// release (Config.Release).
	Held int
	// Answered counts the earlier dates, outside the run's, whose
	// solutions this run published (solutions: next-day) or took back.
	Answered int
	// Files are the files written, in date order (the top-level files
	// last: the index, feed, calendar and player, each only when its
	// bytes changed).
	Files   []string
	Archive string // the archive's path
}

// dailyChunk is how many dates are generated before their files are
// written and published, so that a long run publishes as it goes.
const dailyChunk = 16

// Run makes the daily feed of cfg for the dates of opt:
// DIR/DATE/SLOT.png, SLOT-solution.png and SLOT.json for every slot,
// DIR/DATE/day.pdf with daily_output.pdf, and DIR/index.json,
// DIR/index.csv and DIR/feed.xml. docs/daily.md states the rules:
//
//   - A slot's puzzle on a date comes from Seed(seed, date, slot)
//     alone (and, for a listed kind, its pick from the day number:
//     pickDay), or, when that puzzle repeats one published earlier (or
//     one picked for an earlier date or slot of the run), from the next
//     attempt of that seed.
//   - No puzzle is published twice in the archive, counting a puzzle's
//     disguises (gen.Canonicalizer) as the same puzzle.
//   - A date the archive holds is re-created from its record, never
//     generated again; a date whose files are all in place is left alone.
//   - A date's files are written into a hidden folder renamed to the
//     date once all are in it (whole.go), and the date is recorded in
//     the archive (one transaction) only after that, so an interrupted
//     run, started again, finishes the missing dates.
//
// Dates that were finished stay published when a later date fails; the
// error says which date and why.
func Run(ctx context.Context, cfg *Config, opt Options) (res *Result, err error) {
	if err := config.CheckName(cfg.Name); err != nil {
		return nil, err
	}
	if len(cfg.Slots) == 0 {
		return nil, errors.New("daily: the config has no daily slots")
	}
	if err := CheckDates(opt.From, opt.Days); err != nil {
		return nil, &book.RefusedError{Err: err}
	}
	dir := opt.Dir
	if dir == "" {
		dir = "."
	}
	path := opt.Archive
	if path == "" {
		path = filepath.Join(dir, ArchiveFile)
	}
	if err := checkArchivePath(dir, path); err != nil {
		return nil, &book.RefusedError{Err: err}
	}
	// A run that fails before it publishes a date leaves no directory
	// and no archive it made.
	var made book.MadeDirs
	defer func() {
		if err != nil {
			made.Remove()
		}
	}()
	locks, err := lockRun(ctx, &made, dir, path, opt.Wait)
	if err != nil {
		return nil, err
	}
	defer locks.release()
	now := opt.Now
	if now.IsZero() {
		now = time.Now()
	}
	// Dates released since the last run move into DIR before any other
	// work (and dates not released out of it), so that the run finds
	// each where its release puts it.
	if err := sortDates(dir, func(date string) bool { return cfg.Release.Released(date, now) }); err != nil {
		return nil, err
	}
	index, err := readIndexes(dir)
	if err != nil {
		return nil, err
	}
	stale, err := staleFolders(dir)
	if err != nil {
		return nil, err
	}
	if held, err := staleFolders(embargoDir(dir)); err == nil {
		for date, s := range held {
			stale[date] = append(stale[date], s...)
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	_, statErr := os.Stat(path)
	a, err := OpenArchive(ctx, path)
	if err != nil {
		return nil, err
	}
	defer func() {
		if err != nil && errors.Is(statErr, fs.ErrNotExist) {
			a.removeIfEmpty(ctx)
			return
		}
		a.Close()
	}()

	dates := make([]time.Time, opt.Days)
	y, m, d := opt.From.Date()
	for i := range dates {
		dates[i] = time.Date(y, m, d+i, 0, 0, 0, 0, time.UTC)
	}
	first, last := dates[0].Format(DateLayout), dates[len(dates)-1].Format(DateLayout)
	published, err := a.feedDays(ctx, cfg.Name, first, last)
	if err != nil {
		return nil, err
	}
	jobs, err := planDaily(cfg, dates, published)
	if err != nil {
		return nil, err
	}
	// day.pdf may print the answers of the date before the run's first.
	dayBefore := dates[0].AddDate(0, 0, -1).Format(DateLayout)
	before, err := a.feedDays(ctx, cfg.Name, dayBefore, dayBefore)
	if err != nil {
		return nil, err
	}
	all, err := a.query(ctx, true, "SELECT "+recordColumns+", puzzle FROM puzzles")
	if err != nil {
		return nil, err
	}
	if err := checkSupply(jobs, all); err != nil {
		return nil, &book.RefusedError{Err: err}
	}
	r := &dailyRun{
		cfg: cfg, dir: dir, archive: a, opt: opt.Options,
		res:       &Result{Dates: len(dates), Archive: path},
		resolve:   &resolver{taken: takenHashes(feedKinds(cfg), all), opt: opt.Options},
		rep:       newReporter(opt.Progress, jobs, len(dates)),
		index:     index,
		now:       now,
		stale:     stale,
		fault:     opt.boundary,
		byDate:    map[string][]*dailyJob{},
		dayBefore: dayBefore,
		before:    slices.Collect(maps.Values(before)),
	}
	for _, day := range groupDays(jobs) {
		r.byDate[day[0].date] = day
	}
	per := len(cfg.Slots)
	for start := 0; start < len(jobs) && err == nil; start += dailyChunk * per {
		err = r.chunk(ctx, jobs[start:min(start+dailyChunk*per, len(jobs))])
	}
	// The dates before, whose solutions the run's now makes due.
	if err == nil {
		err = r.reanswer(ctx, runDates(dates))
	}
	// The index lists every date finished so far, even when a later one
	// failed or the run was interrupted.
	if ierr := r.writeIndex(); ierr != nil && err == nil {
		err = ierr
	}
	return r.res, err
}

// runDates is the set of dates, as the feed writes them.
func runDates(dates []time.Time) map[string]bool {
	out := map[string]bool{}
	for _, d := range dates {
		out[d.Format(DateLayout)] = true
	}
	return out
}

// feedKinds are the kinds whose canonical form the run can compute: the
// slots' own, then every kind a config may name.
func feedKinds(cfg *Config) []gen.Kind {
	var out []gen.Kind
	for _, s := range cfg.Slots {
		out = append(out, s.Kind)
	}
	return append(out, kinds.All...)
}

// dailyRun is the state of one Run.
type dailyRun struct {
	cfg     *Config
	dir     string
	archive *Archive
	opt     book.Options
	res     *Result
	resolve *resolver
	rep     *reporter
	index   map[string]manifest.IndexEntry // by dayKey
	stale   map[string][]string            // hidden folders of stopped runs, by date
	now     time.Time                      // Options.Now, or the clock
	fault   func() error                   // Options.boundary
	byDate  map[string][]*dailyJob         // the run's jobs, by date
	// before holds the archive's records of dayBefore, the date before
	// the run's first, whose answers the first day.pdf may print.
	dayBefore string
	before    []Record
}

// boundary calls the test's fault hook, if any, at a point where a run
// may stop.
func (r *dailyRun) boundary() error {
	if r.fault == nil {
		return nil
	}
	return r.fault()
}

// chunk makes the jobs of a few whole dates: generates the first
// candidate of every new puzzle on the pool, settles repeats in date
// order, then writes and publishes the dates on the pool. When a puzzle
// cannot be settled, the dates before it are still written.
func (r *dailyRun) chunk(ctx context.Context, js []*dailyJob) error {
	cands := make([]jobs.Generated, len(js))
	err := jobs.ForEach(ctx, len(js), r.opt.Workers, func(ctx context.Context, i int) error {
		j := js[i]
		if j.rec != nil {
			return nil
		}
		began := time.Now()
		g, err := jobs.GenerateOne(ctx, j.Job, 0, r.opt.PuzzleTimeout)
		if err != nil {
			return err
		}
		j.took = time.Since(began)
		cands[i] = g
		return nil
	})
	if err != nil {
		return err
	}
	settled := len(js)
	var stop error
	for i, j := range js {
		if j.rec != nil {
			continue
		}
		if stop = r.resolve.pick(ctx, j, cands[i]); stop != nil {
			settled = i
			break
		}
	}
	days := groupDays(js[:settled])
	if stop != nil && len(days) > 0 && days[len(days)-1][0].date == js[settled].date {
		days = days[:len(days)-1] // the failed job's date is not whole
	}
	results := make([]dayResult, len(days))
	err = jobs.ForEach(ctx, len(days), r.opt.Workers, func(ctx context.Context, i int) error {
		res, err := r.day(ctx, days[i])
		results[i] = res
		return err
	})
	for i, res := range results {
		r.record(days[i], res)
	}
	return errors.Join(err, stop)
}

// groupDays splits jobs, in date order, into the jobs of each date.
func groupDays(jobs []*dailyJob) [][]*dailyJob {
	var out [][]*dailyJob
	for i := 0; i < len(jobs); {
		k := i + 1
		for k < len(jobs) && jobs[k].date == jobs[i].date {
			k++
		}
		out = append(out, jobs[i:k])
		i = k
	}
	return out
}

// record counts a date's outcome in the result and the index.
func (r *dailyRun) record(day []*dailyJob, res dayResult) {
	if !res.done {
		return
	}
	r.res.Files = append(r.res.Files, res.files...)
	r.res.Done++
	if res.skipped {
		r.res.Complete++
	}
	if !r.public(day[0].date) {
		r.res.Held++
	}
	for _, j := range day {
		switch {
		case res.skipped:
		case j.rec != nil:
			r.res.Recreated++
		default:
			r.res.Generated++
		}
		r.index[dayKey(j.date, j.slot.Name)] = manifest.IndexEntry{
			Date: j.date, Slot: j.slot.Name, Kind: j.Kind.Name(), Grade: j.gen.Puzzle.Grade,
			ID: j.id, Files: r.dayFiles(j, r.answers(j.date)),
		}
	}
}
