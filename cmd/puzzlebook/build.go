package main

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/configs"
	"github.com/puzzlebook/puzzlebook/gen"
)

const buildUsage = `Usage: puzzlebook build [CONFIG.yaml] [-o DIR] [--wait D] [--workers N] [--seed N] [--timeout D] [--quiet|--verbose]

Builds the book CONFIG.yaml describes (see docs/config.md) into DIR:
NAME.pdf, NAME.json (the manifest), NAME-answers.pdf with answers: separate
(and NAME-answers-cover.pdf, its cover, with output.cover too),
NAME-cover.pdf (a full-wrap print-on-demand cover) with output.cover,
NAME-cover.png (its front, for online stores) with output.cover_png,
and NAME-png/page-001.png ... with output.png. Without CONFIG it builds the
built-in sampler book (configs/sampler.yaml). Files are replaced only when
the whole build succeeds; an interrupted build (Ctrl-C) leaves them as they
were. One run at a time writes into DIR: another build or daily run into
it is refused at once, naming the process that holds DIR/.puzzlebook.lock,
unless --wait gives it time to wait for the first. On a terminal a
progress bar per section goes to standard error.
`

func runBuild(ctx context.Context, s stdio, args []string) int {
	fs := newFlags("build", buildUsage)
	dir := fs.String("o", "out", "output `directory`")
	workers := workersFlag(fs)
	wait := waitFlag(fs, "how long to wait for another run into DIR, e.g. 10m (0 refuses at once)")
	var seed seedFlag
	fs.Var(&seed, "seed", "book seed, instead of the config's")
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
	var cfg *config.Config
	if len(pos) == 0 {
		cfg, err = config.Parse(configs.SamplerFile, configs.Sampler)
	} else {
		cfg, err = config.Load(pos[0])
	}
	if err != nil {
		return failure(ctx, s, "build", inputError{err})
	}
	if seed.set {
		cfg.Seed = seed.v
	}
	prog := newProgress(s, level)
	opt.Progress = prog.hook()
	res, err := book.Build(ctx, cfg, book.BuildOptions{Dir: *dir, Wait: *wait, Options: opt})
	prog.done()
	if err != nil {
		return failure(ctx, s, "build", err)
	}
	if level != quiet {
		summarize(s, res, time.Since(start))
	}
	return exitOK
}

// summarize prints the files written and the puzzles per grade.
func summarize(s stdio, res *book.Result, elapsed time.Duration) {
	var files []string
	pngDir, pngs := "", 0
	for _, f := range res.Files {
		if filepath.Ext(f) == ".png" && !strings.HasSuffix(f, "-cover.png") {
			pngDir = filepath.Dir(f)
			pngs++
			continue
		}
		files = append(files, f)
	}
	s.errorf("wrote %s (%d pages)", strings.Join(files, ", "), res.Pages)
	if pngs > 0 {
		s.errorf("wrote %d PNG pages to %s", pngs, pngDir)
	}
	var grades []string
	total := 0
	for _, g := range append([]gen.Grade{gen.AnyGrade}, gen.Grades...) {
		if n := res.Grades[g]; n > 0 {
			grades = append(grades, fmt.Sprintf("%d %v", n, g))
			total += n
		}
	}
	s.errorf("%d puzzles (%s) in %.1fs", total, strings.Join(grades, ", "), elapsed.Seconds())
	for _, n := range res.Notes {
		s.errorf("note: %s", n)
	}
}

// seedFlag is a uint64 flag that remembers whether it was set.
type seedFlag struct {
	v   uint64
	set bool
}

func (f *seedFlag) String() string { return strconv.FormatUint(f.v, 10) }

func (f *seedFlag) Set(s string) error {
	v, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return errors.New("must be a whole number from 0 to 18446744073709551615")
	}
	f.v, f.set = v, true
	return nil
}
