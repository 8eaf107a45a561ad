package daily

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/book/jobs"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen"
)

// DateLayout is how daily feeds write dates: 2026-12-01.
const DateLayout = "2006-01-02"

// MaxDays bounds the dates of one daily run (about ten years).
const MaxDays = 3660

// LastDate is the last date a feed can have: dates are written with
// four digits for the year.
var LastDate = time.Date(9999, 12, 31, 0, 0, 0, 0, time.UTC)

// MaxDaysFrom is the most dates a run from from may have: MaxDays, and
// none past LastDate.
func MaxDaysFrom(from time.Time) int {
	y, m, d := from.Date()
	left := int(LastDate.Sub(time.Date(y, m, d, 0, 0, 0, 0, time.UTC)).Hours()/24) + 1
	return max(0, min(MaxDays, left))
}

// CheckDates refuses a run of days dates from from that has too few or
// too many dates, or goes past LastDate, naming what would work.
func CheckDates(from time.Time, days int) error {
	if days < 1 || days > MaxDays {
		return fmt.Errorf("daily: days must be from 1 to %d, not %d", MaxDays, days)
	}
	if most := MaxDaysFrom(from); days > most {
		return fmt.Errorf("daily: %d dates from %s would go past %s, the last date a feed can have; from %s, at most %d",
			days, from.Format(DateLayout), LastDate.Format(DateLayout), from.Format(DateLayout), most)
	}
	return nil
}

// maxCandidates bounds the puzzles tried for one slot of one date when
// each repeats one already published; past it the supply is spent.
const maxCandidates = 64

// ParseDate reads a date written YYYY-MM-DD, as midnight UTC. A date
// of the right form that no calendar has is named as such: "February has
// 28 days in 2026".
func ParseDate(s string) (time.Time, error) {
	d, err := time.Parse(DateLayout, s)
	if err == nil {
		return d, nil
	}
	m := dateRE().FindStringSubmatch(s)
	if m == nil {
		return time.Time{}, fmt.Errorf("daily: date %q: want YYYY-MM-DD, e.g. 2026-12-01", s)
	}
	year, _ := strconv.Atoi(m[1])
	month, _ := strconv.Atoi(m[2])
	day, _ := strconv.Atoi(m[3])
	switch {
	case month < 1 || month > 12:
		return time.Time{}, fmt.Errorf("daily: date %q: there is no month %d; months run from 01 to 12", s, month)
	case day < 1:
		return time.Time{}, fmt.Errorf("daily: date %q: there is no day 0; days start at 01", s)
	}
	// Day 0 of the next month is the last day of this one.
	days := time.Date(year, time.Month(month)+1, 0, 0, 0, 0, 0, time.UTC).Day()
	return time.Time{}, fmt.Errorf("daily: date %q: %v has %d days in %d", s, time.Month(month), days, year)
}

// dateRE matches the form of a date, YYYY-MM-DD, whatever its numbers.
var dateRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(\d{4})-(\d{2})-(\d{2})$`) })

// Seed derives the seed of one slot's puzzle on one date from the
// feed's seed alone: not from the date's place in a run, so that a date
// exported alone and inside any range gets the same puzzle. The slot's
// name (not its place in the list) enters, so that reordering slots
// changes nothing.
func Seed(seed uint64, date time.Time, slot string) uint64 {
	y, m, d := date.Date()
	day := time.Date(y, m, d, 0, 0, 0, 0, time.UTC).Unix() / 86400
	h := jobs.Mix(seed ^ 0x70757a7a6c646179) // "puzzlday": apart from jobs.JobSeed's stream
	h = jobs.Mix(h ^ uint64(day))
	for i := 0; i < len(slot); i += 8 {
		var w uint64
		for j := i; j < min(i+8, len(slot)); j++ {
			w = w<<8 | uint64(slot[j])
		}
		h = jobs.Mix(h ^ w)
	}
	return jobs.Mix(h ^ uint64(len(slot)))
}

// dailyJob is one slot of one date of a run.
type dailyJob struct {
	jobs.Job
	date string
	slot *Slot
	id   string
	rec  *Record              // the published puzzle, when the archive has it
	pub  *manifest.DailyEntry // rec's puzzle, read back
	gen  jobs.Generated       // the puzzle chosen for it
	json []byte               // its SLOT.json
	took time.Duration        // generation time, for progress
}

// planDaily lists the jobs of the dates of a run, date by date and slot
// by slot in config order, with what the archive holds of them.
func planDaily(cfg *Config, dates []time.Time, published map[string]Record) ([]*dailyJob, error) {
	var js []*dailyJob
	pk := jobs.NewPicker(cfg.Seed)
	for di, date := range dates {
		ds := date.Format(DateLayout)
		for si := range cfg.Slots {
			s := &cfg.Slots[si]
			j := &dailyJob{
				Job: jobs.Job{
					Section: si, Index: di, Number: len(js) + 1,
					Title: s.Name, Kind: s.Kind, Params: s.ParamsOn(date.Weekday()),
					Seed: Seed(cfg.Seed, date, s.Name),
				},
				date: ds, slot: s, id: cfg.Name + "-" + ds + "-" + s.Name,
			}
			js = append(js, j)
		}
		day := js[len(js)-len(cfg.Slots):]
		pickDay(pk, date, day)
		for _, j := range day {
			if r, ok := published[dayKey(ds, j.slot.Name)]; ok {
				if err := j.adopt(r); err != nil {
					return nil, err
				}
			}
		}
	}
	return js, nil
}

// adopt takes the published record r as the job's puzzle, after checking
// that it is what the config asks for and still passes its kind's check.
func (j *dailyJob) adopt(r Record) error {
	var e manifest.DailyEntry
	if err := json.Unmarshal(r.Puzzle, &e); err != nil {
		return fmt.Errorf("daily: archive record %s: %w", r.ID, err)
	}
	p := &e.Puzzle
	want := j.Params
	if p.Kind != j.Kind.Name() || p.Rows != want.Rows || p.Cols != want.Cols || p.Grade != want.Grade {
		return &book.RefusedError{Err: fmt.Errorf("daily: %s %s was published as a %dx%d %s %s puzzle (%s), but the config now asks for a %dx%d %s %s one; keep the published dates as they were, or give the feed another name",
			j.date, j.slot.Name, p.Rows, p.Cols, p.Grade, p.Kind, r.ID, want.Rows, want.Cols, want.Grade, j.Kind.Name())}
	}
	if err := book.CheckShape(p); err != nil {
		return fmt.Errorf("daily: archive record %s: %w", r.ID, err)
	}
	if err := j.Kind.Verify(p); err != nil {
		return fmt.Errorf("daily: archive record %s: %w", r.ID, err)
	}
	j.rec, j.pub, j.json = &r, &e, r.Puzzle
	j.gen = jobs.Generated{Job: j.Job, Puzzle: p, Seed: r.Seed}
	return nil
}

// puzzleHash is the archive's name for the class of p (jobs.PuzzleHash).
func puzzleHash(k gen.Kind, p *gen.Puzzle) string { return jobs.PuzzleHash(k, p) }

// takenHashes returns the hashes of every published puzzle, mapped to its
// id: the recorded hash and, when the kind is known, the hash of the
// puzzle computed now, so that a change of a kind's canonical form never
// lets a published puzzle back in.
func takenHashes(kinds []gen.Kind, rs []Record) map[string]string {
	taken := make(map[string]string, 2*len(rs))
	for _, r := range rs {
		taken[r.Hash] = r.ID
		k := kindNamed(kinds, r.Kind)
		if k == nil {
			continue
		}
		var e manifest.DailyEntry
		if json.Unmarshal(r.Puzzle, &e) == nil && book.CheckShape(&e.Puzzle) == nil {
			taken[puzzleHash(k, &e.Puzzle)] = r.ID
		}
	}
	return taken
}

// kindNamed returns the kind of kinds called name, or nil.
func kindNamed(kinds []gen.Kind, name string) gen.Kind {
	for _, k := range kinds {
		if strings.EqualFold(k.Name(), name) {
			return k
		}
	}
	return nil
}

// pickDay sets the Pick of the jobs of one date (its slots, in config
// order) whose supply is listed (jobs.Picker). The slots of one supply
// that date, in the order of their names, take consecutive positions
// from the date's day number times their count, so a slot's puzzles
// repeat nothing in as many days as the list holds puzzles (divided by
// the slots sharing it), and a date gets the same puzzles whichever run
// makes it.
func pickDay(pk *jobs.Picker, date time.Time, slots []*dailyJob) {
	day := int(date.Unix() / 86400)
	byName := slices.Clone(slots)
	slices.SortFunc(byName, func(a, b *dailyJob) int { return strings.Compare(a.slot.Name, b.slot.Name) })
	js := make([]*jobs.Job, len(byName))
	for i, j := range byName {
		js[i] = &j.Job
	}
	pk.Deal(js, func(count int) int { return day * count })
}

// resolver picks, job by job in (date, slot) order, the first candidate
// puzzle of each that repeats nothing published or picked before it.
type resolver struct {
	taken map[string]string // hash -> id of the puzzle that has it
	opt   book.Options
}

// pick settles j's puzzle from its first candidate c, generating the
// next candidates (from later attempts of j's seed) while they repeat an
// earlier puzzle, up to maxCandidates.
func (r *resolver) pick(ctx context.Context, j *dailyJob, c jobs.Generated) error {
	for tries := 1; ; tries++ {
		h := puzzleHash(j.Kind, c.Puzzle)
		if _, dup := r.taken[h]; !dup {
			r.taken[h] = j.id
			j.gen = c
			return nil
		}
		if tries == maxCandidates {
			return fmt.Errorf("daily: %s, slot %s: %d %dx%d %s %s puzzles in a row each repeat one already published; the supply is spent: change the slot's size or grades, or start a new archive",
				j.date, j.slot.Name, tries, j.Params.Rows, j.Params.Cols, j.Params.Grade, j.Kind.Name())
		}
		began := time.Now()
		next, err := jobs.GenerateOne(ctx, j.Job, c.Attempt+1, r.opt.PuzzleTimeout)
		if err != nil {
			return err
		}
		j.took += time.Since(began)
		c = next
	}
}

// checkSupply refuses, before any work, a run that asks a slot for more
// distinct puzzles than a book's set may hold (jobs.SetBound: proven by
// gen.Bounded, measured by gen.Reacher), counting those of the same kind,
// size, symmetry and grade already in the archive.
func checkSupply(js []*dailyJob, published []Record) error {
	type supply struct {
		kind       string
		rows, cols int
		sym        string
		grade      gen.Grade
	}
	have := map[supply]int{}
	for _, r := range published {
		have[supply{r.Kind, r.Rows, r.Cols, r.Symmetry, r.Grade}]++
	}
	key := func(j *dailyJob) supply {
		return supply{j.Kind.Name(), j.Params.Rows, j.Params.Cols, gen.SymmetryName(j.Params.Symmetry), j.Params.Grade}
	}
	asked := map[supply]int{}
	var order []*dailyJob // the first job of each bounded supply
	for _, j := range js {
		if most, _ := jobs.SetBound(j.Kind, jobs.Unpicked(j.Params)); j.rec != nil || most <= 0 {
			continue
		}
		if asked[key(j)] == 0 {
			order = append(order, j)
		}
		asked[key(j)]++
	}
	for _, j := range order {
		k := key(j)
		most, _ := jobs.SetBound(j.Kind, jobs.Unpicked(j.Params))
		if asked[k]+have[k] > most {
			return fmt.Errorf("daily: slot %q: %d new puzzles asked and %d in the archive, but %s, and a feed never repeats one)%s; ask for fewer days, another size or a new archive",
				j.slot.Name, asked[k], have[k], jobs.SupplyBound(j.Kind, j.Params, most), jobs.Roomier(j.Kind, j.Params, asked[k]+have[k]))
		}
	}
	return nil
}
