package main

import (
	"context"
	"flag"
	"path/filepath"
	"strings"
	"time"

	"github.com/puzzlebook/puzzlebook/configs"
	"github.com/puzzlebook/puzzlebook/daily"
)

const dailyUsage = `Usage: puzzlebook daily [CONFIG.yaml] [--from DATE] [--days N] [-o DIR] [--archive PATH]
                        [--workers N] [--timeout D] [--quiet|--verbose]

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
`

func runDaily(ctx context.Context, s stdio, args []string) int {
	fs := newFlags("daily", dailyUsage)
	from := fs.String("from", "", "first `date`, YYYY-MM-DD (default today)")
	days := fs.Int("days", 1, "number of dates")
	dir := fs.String("o", "", "output `directory` (default out/NAME, NAME the config's name)")
	archive := archiveFlag(fs, "the archive's `path` (default DIR/archive.db)")
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
	if err := daily.CheckArchivePath(*archive); err != nil {
		return usageError(s, fs, "--archive: %v", trimPackage(err))
	}
	if *days < 1 || *days > daily.MaxDays {
		return usageError(s, fs, "--days must be from 1 to %d, not %d", daily.MaxDays, *days)
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
	if *dir == "" {
		*dir = filepath.Join("out", cfg.Name)
	}
	prog := newProgress(s, level)
	opt.Progress = prog.hook()
	res, err := daily.Run(ctx, cfg, daily.Options{
		From: first, Days: *days, Dir: *dir, Archive: *archive, Options: opt,
	})
	prog.done()
	if res != nil && level != quiet && (err == nil || len(res.Files) > 0) {
		s.errorf("%s: %d dates from %s: %d puzzles generated, %d re-created from the archive, %d dates already complete",
			*dir, res.Dates, first.Format(daily.DateLayout), res.Generated, res.Recreated, res.Complete)
		s.errorf("wrote %d files (archive %s) in %.1fs", len(res.Files), res.Archive, time.Since(start).Seconds())
	}
	if err != nil {
		if ctx.Err() != nil {
			s.errorf("daily: interrupted; the dates finished are kept, and the same command finishes the rest")
			return exitInterrupted
		}
		return failure(ctx, s, "daily", err)
	}
	return exitOK
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
