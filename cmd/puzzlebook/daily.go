package main

import (
	"context"
	"errors"
	"flag"
	"path/filepath"
	"strings"
	"time"
	_ "time/tzdata" // a feed's timezone: works where the system has no zone files

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/configs"
	"github.com/puzzlebook/puzzlebook/daily"
)

const dailyUsage = `Usage: puzzlebook daily [CONFIG.yaml] [--from DATE] [--days N] [-o DIR] [--archive PATH]
                        [--now TIME] [--wait D] [--workers N] [--timeout D] [--quiet|--verbose]

Publishes the daily feed CONFIG.yaml describes (its daily: slots; see
docs/daily.md) for N dates from DATE (YYYY-MM-DD), into DIR:
DATE/SLOT.png, DATE/SLOT-solution.png and DATE/SLOT.json for every slot,
DATE/day.pdf with daily_output.pdf, and index.json, index.csv and
feed.xml (Atom). A date's folder appears only once all its files are in
it. Without CONFIG it publishes the built-in feed (configs/daily.yaml).

A date's puzzles depend only on the config's seed, the date and the slot,
and no puzzle repeats one in the archive (DIR/archive.db, or --archive to
share one between feeds). Dates already published are re-created from the
archive, or left alone when their files are in place, so an interrupted
run finishes the missing dates when started again.

One run at a time writes into DIR and uses the archive: a second one is
refused at once, naming the process that holds DIR/.puzzlebook.lock (or
ARCHIVE.lock), unless --wait gives it time to wait for the first.

With release: and timezone: in CONFIG, a date is public from its release
time in that zone: dates made earlier go to DIR/.embargo and out of the
index, feed and calendar, and the first run at or after their release
(--now, RFC 3339, default the clock) moves them into DIR and lists them.
`

func runDaily(ctx context.Context, s stdio, args []string) int {
	fs := newFlags("daily", dailyUsage)
	from := fs.String("from", "", "first `date`, YYYY-MM-DD (default today; with timezone: in CONFIG, today there at --now)")
	days := fs.Int("days", 1, "number of dates")
	nowFlag := fs.String("now", "", "the `time` the run publishes at, RFC 3339 (e.g. 2027-03-28T06:00:00Z; default the clock): dates released later stay in DIR/.embargo")
	dir := fs.String("o", "", "output `directory` (default out/NAME, NAME the config's name)")
	archive := archiveFlag(fs, "the archive's `path` (default DIR/archive.db)")
	wait := waitFlag(fs, "how long to wait for another run into DIR or with the same archive, e.g. 10m (0 refuses at once)")
	workers := workersFlag(fs)
	hush, loud, timeout := chatFlags(fs)
	pos, code, ok := parse(s, fs, args, 0, 1)
	if !ok {
		return code
	}
	level, opt, err := workOptions(*hush, *loud, *workers, *timeout)
	if err != nil {
		return usageError(s, fs, "%v", err)
	}
	start := time.Now()
	first := time.Date(start.Year(), start.Month(), start.Day(), 0, 0, 0, 0, time.UTC)
	if *from != "" {
		if first, err = daily.ParseDate(*from); err != nil {
			return usageError(s, fs, "--from: %v", trimPackage(err))
		}
	}
	var now time.Time
	if *nowFlag != "" {
		if now, err = time.Parse(time.RFC3339, *nowFlag); err != nil {
			return usageError(s, fs, "--now: %q is not an RFC 3339 time such as 2027-03-28T06:00:00Z or 2027-03-28T07:00:00+01:00", *nowFlag)
		}
	}
	if err := daily.CheckArchivePath(*archive); err != nil {
		return usageError(s, fs, "--archive: %v", trimPackage(err))
	}
	if *days < 1 || *days > daily.MaxDays {
		return usageError(s, fs, "--days must be from 1 to %d, not %d", daily.MaxDays, *days)
	}
	if most := daily.MaxDaysFrom(first); *days > most {
		return usageError(s, fs, "--days %d from %s would go past %s, the last date a feed can have; use --days %d at most",
			*days, first.Format(daily.DateLayout), daily.LastDate.Format(daily.DateLayout), most)
	}
	var cfg *daily.Config
	if len(pos) == 0 {
		cfg, err = daily.Parse(configs.DailyFile, configs.Daily)
	} else {
		cfg, err = daily.Load(pos[0])
	}
	if err != nil {
		return failure(ctx, s, "daily", inputError{err})
	}
	if *from == "" && cfg.Release.Set {
		// The feed's today is the date in its time zone, at --now.
		at := now
		if at.IsZero() {
			at = start
		}
		first = cfg.Release.Today(at)
	}
	if *dir == "" {
		*dir = filepath.Join("out", cfg.Name)
	}
	prog := newProgress(s, level)
	opt.Progress = prog.hook()
	res, err := daily.Run(ctx, cfg, daily.Options{
		From: first, Days: *days, Dir: *dir, Archive: *archive, Now: now, Wait: *wait, Options: opt,
	})
	prog.done()
	if err != nil {
		return dailyFailure(ctx, s, res, err)
	}
	if level != quiet {
		s.errorf("%s: %d dates from %s: %d puzzles generated, %d re-created from the archive, %d dates already complete",
			*dir, res.Dates, first.Format(daily.DateLayout), res.Generated, res.Recreated, res.Complete)
		if cfg.Release.Set {
			s.errorf("%d of them held in %s until their release (%s)", res.Held, filepath.Join(*dir, daily.EmbargoFolder), cfg.Release)
		}
		if res.Answered > 0 {
			s.errorf("the solutions of %d earlier dates brought up to date (solutions: %s)", res.Answered, cfg.Solutions)
		}
		s.errorf("wrote %d files (archive %s) in %.1fs", len(res.Files), res.Archive, time.Since(start).Seconds())
		for _, n := range cfg.Notes {
			s.errorf("note: %s", n)
		}
	}
	return exitOK
}

// dailyFailure reports a daily run that failed, with what it kept (res,
// when not nil), never a success summary, and returns its status: 130
// when interrupted, 2 for a config problem or a run the config cannot
// have (refused before any work), 1 for every other failure: another run
// holding a lock, a full disk, a spent supply.
func dailyFailure(ctx context.Context, s stdio, res *daily.Result, err error) int {
	if ctx.Err() != nil {
		s.errorf("daily: interrupted; the dates finished are kept, and the same command finishes the rest")
		return exitInterrupted
	}
	if errors.As(err, new(config.Errors)) || errors.As(err, new(*book.RefusedError)) {
		return failure(ctx, s, "daily", err)
	}
	s.errorf("daily: %v", unprefixed("daily", err))
	lockHint(s, "daily", err)
	if res != nil && res.Done > 0 {
		s.errorf("daily: %d of %d dates were finished before the failure and are kept (the index lists them); the same command finishes the rest", res.Done, res.Dates)
	}
	return exitFailure
}

// archiveFlag adds --archive to fs.
func archiveFlag(fs *flag.FlagSet, usage string) *string {
	return fs.String("archive", "", usage)
}

// trimPackage drops the package's prefix ("daily: ") of an error shown
// as a usage problem, where the flag already says what is wrong.
func trimPackage(err error) string {
	_, msg, ok := strings.Cut(err.Error(), ": ")
	if !ok {
		return err.Error()
	}
	return msg
}
