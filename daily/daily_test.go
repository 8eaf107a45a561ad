package daily

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/gen/kinds"

	"github.com/puzzlebook/puzzlebook/internal/filetree"
	"github.com/puzzlebook/puzzlebook/internal/plaincount"
)

// smallFeed is a daily feed of real kinds that is quick to make: a 9x9
// Sudoku whose grade follows the week, a 6x6 one and a 9x9 Numbrix, tiny
// PNGs and a day.pdf.
const smallFeed = `name: feed
seed: 7
daily_output: {pdf: true, dpi: 36}
daily:
  - {slot: sudoku, kind: sudoku, size: 9, grades: {default: easy, sat: medium}}
  - {slot: six, kind: sudoku, size: 6, grades: easy}
  - {slot: numbrix, kind: numbrix, size: 9, grades: easy}
`

// columnFeed is smallFeed with every slot's SVG and PDF files at a
// newspaper's column, 11.5 picas.
var columnFeed = strings.Replace(smallFeed, "pdf: true,", "pdf: true, svg: true, pdf_each: true, width: 11.5pc,", 1)

var dec1 = time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)

// runFeed runs cfg for days dates from from into dir and fails the test on
// an error.
func runFeed(t *testing.T, cfg *Config, dir string, from time.Time, days int, opt book.Options) *Result {
	t.Helper()
	res, err := Run(context.Background(), cfg, Options{From: from, Days: days, Dir: dir, Options: opt})
	if err != nil {
		t.Fatalf("daily %s +%d: %v", from.Format(DateLayout), days, err)
	}
	return res
}

// feedTree reads the files of a feed's directory, leaving out the archive
// (compared through its records) and, unless index is set, the index.
func feedTree(t *testing.T, dir string, index bool) map[string][]byte {
	t.Helper()
	files := filetree.Read(t, dir)
	for name := range files {
		// The files beside the dates (index.json, index.csv, index.html,
		// today.html, player.js, player.css) list or serve every date.
		if strings.HasPrefix(name, ArchiveFile) || !index && !strings.Contains(name, string(filepath.Separator)) {
			delete(files, name)
		}
	}
	return files
}

// readEntry reads DIR/DATE/SLOT.json.
func readEntry(t *testing.T, dir, date, slot string) manifest.DailyEntry {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, date, slot+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var e manifest.DailyEntry
	if err := json.Unmarshal(data, &e); err != nil {
		t.Fatalf("%s/%s.json: %v", date, slot, err)
	}
	return e
}

// archiveRecords reads every record of the archive at path with its
// puzzle.
func archiveRecords(t *testing.T, path string) map[string]Record {
	t.Helper()
	a, err := OpenArchive(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	rs, err := a.query(context.Background(), true, "SELECT "+recordColumns+", puzzle FROM puzzles")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]Record{}
	for _, r := range rs {
		out[r.ID] = r
	}
	return out
}

// TestDailyReproducible makes one date alone, and inside a longer range,
// and checks that the date's files are byte for byte the same; then that
// extending a range changes none of its dates, and that the workers do
// not matter.
func TestDailyReproducible(t *testing.T) {
	cfg := parseDaily(t, smallFeed, kinds.All)
	base := t.TempDir()
	long := filepath.Join(base, "long")
	res := runFeed(t, cfg, long, dec1, 6, book.Options{Workers: 4})
	if res.Generated != 18 || res.Complete != 0 || res.Recreated != 0 {
		t.Errorf("long run: got %d generated, %d complete, %d re-created, want 18, 0, 0", res.Generated, res.Complete, res.Recreated)
	}
	all := feedTree(t, long, false)
	if len(all) != 6*17 {
		t.Errorf("long run: got %d files, want 102 (6 dates of 3 slots x 5 files, day.pdf and the date's index)", len(all))
	}

	t.Run("one date alone", func(t *testing.T) {
		dir := filepath.Join(base, "alone")
		runFeed(t, cfg, dir, dec1.AddDate(0, 0, 4), 1, book.Options{Workers: 1})
		got := feedTree(t, dir, false)
		for name := range got {
			if !strings.HasPrefix(name, "2026-12-05"+string(filepath.Separator)) {
				t.Errorf("got %s, want only files of 2026-12-05", name)
			}
		}
		want := map[string][]byte{}
		for name, b := range all {
			if strings.HasPrefix(name, "2026-12-05") {
				want[name] = b
			}
		}
		filetree.Same(t, "2026-12-05 alone", got, want)
	})

	t.Run("extended range", func(t *testing.T) {
		dir := filepath.Join(base, "grown")
		runFeed(t, cfg, dir, dec1, 3, book.Options{Workers: 2})
		first := feedTree(t, dir, false)
		stamps := modTimes(t, dir)
		res := runFeed(t, cfg, dir, dec1, 6, book.Options{Workers: 3})
		if res.Complete != 3 || res.Generated != 9 {
			t.Errorf("got %d dates complete and %d puzzles generated, want 3 and 9", res.Complete, res.Generated)
		}
		filetree.Same(t, "grown", feedTree(t, dir, false), all)
		for name, st := range modTimes(t, dir) {
			if _, ok := first[name]; ok && st != stamps[name] {
				t.Errorf("%s was written again; a finished date must be left untouched", name)
			}
		}
		sameRecords(t, archiveRecords(t, filepath.Join(dir, ArchiveFile)), archiveRecords(t, filepath.Join(long, ArchiveFile)))
		filetree.Same(t, "index", feedTree(t, dir, true), feedTree(t, long, true))
	})
}

// TestDailyWorkers checks that the number of workers (1, 2 or 4) changes
// no file (day.pdf with the previous date's answers, each slot's SVG and
// PDF files, feed.xml and the index among them) and no record.
func TestDailyWorkers(t *testing.T) {
	cfg := parseDaily(t, strings.Replace(columnFeed, "pdf: true,", "pdf: true, previous_answers: true,", 1), kinds.All)
	base := t.TempDir()
	var trees []map[string][]byte
	var records []map[string]Record
	for _, w := range []int{1, 2, 4} {
		dir := filepath.Join(base, fmt.Sprint(w))
		runFeed(t, cfg, dir, dec1, 8, book.Options{Workers: w})
		trees = append(trees, feedTree(t, dir, true))
		records = append(records, archiveRecords(t, filepath.Join(dir, ArchiveFile)))
	}
	for i, w := range []string{"2", "4"} {
		filetree.Same(t, w+" workers against 1", trees[i+1], trees[0])
		sameRecords(t, records[i+1], records[0])
	}
	if _, ok := trees[0][feedFile]; !ok {
		t.Errorf("got no %s, want one", feedFile)
	}
	index := string(trees[0]["index.csv"])
	if want := "2026-12-01,sudoku,sudoku,easy,feed-2026-12-01-sudoku,2026-12-01/sudoku.png 2026-12-01/sudoku-solution.png " +
		"2026-12-01/sudoku.svg 2026-12-01/sudoku-solution.svg 2026-12-01/sudoku.pdf 2026-12-01/sudoku-solution.pdf " +
		"2026-12-01/sudoku.json 2026-12-01/sudoku.ipuz 2026-12-01/sudoku.html 2026-12-01/day.pdf\n" +
		"2026-12-01,six,sudoku,easy,feed-2026-12-01-six,"; !strings.Contains(index, want) {
		t.Errorf("index.csv: got\n%s\nwant the slots of a date in config order, as\n%s", index, want)
	}
}

// modTimes returns the modification time of every file below dir.
func modTimes(t *testing.T, dir string) map[string]time.Time {
	t.Helper()
	out := map[string]time.Time{}
	for name := range filetree.Read(t, dir) {
		st, err := os.Stat(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		out[name] = st.ModTime()
	}
	return out
}

// sameRecords checks that two archives hold the same records.
func sameRecords(t *testing.T, got, want map[string]Record) {
	t.Helper()
	if len(got) != len(want) {
		t.Errorf("got %d archive records, want %d", len(got), len(want))
	}
	for id, w := range want {
		g, ok := got[id]
		switch {
		case !ok:
			t.Errorf("archive: %s is missing", id)
		case g.Hash != w.Hash || g.Seed != w.Seed || !bytes.Equal(g.Puzzle, w.Puzzle) || strings.Join(g.Files, " ") != strings.Join(w.Files, " "):
			t.Errorf("archive: %s differs: got %+v, want %+v", id, g, w)
		}
	}
}

// TestDailyResume interrupts a run once a few dates are written, runs it
// again, and compares the result with an uninterrupted run.
func TestDailyResume(t *testing.T) {
	cfg := parseDaily(t, smallFeed, kinds.All)
	want := filepath.Join(t.TempDir(), "whole")
	runFeed(t, cfg, want, dec1, 20, book.Options{})

	dir := filepath.Join(t.TempDir(), "resumed")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var once sync.Once
	opt := book.Options{Workers: 2, Progress: func(p book.Progress) {
		if p.Section == 0 && p.Done == 5 {
			once.Do(cancel)
		}
	}}
	res, err := Run(ctx, cfg, Options{From: dec1, Days: 20, Dir: dir, Options: opt})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("interrupted run: got %v, want context.Canceled", err)
	}
	done := len(archiveRecords(t, filepath.Join(dir, ArchiveFile)))
	if done == 0 || done%3 != 0 || done == 60 {
		t.Fatalf("interrupted run: got %d puzzles published, want whole dates, some but not all", done)
	}
	for _, f := range res.Files {
		if strings.Contains(filepath.Base(f), ".tmp-") {
			t.Errorf("interrupted run left %s", f)
		}
	}
	res = runFeed(t, cfg, dir, dec1, 20, book.Options{Workers: 3})
	if res.Generated+3*res.Complete != 60 || res.Recreated != 0 {
		t.Errorf("resumed run: got %d generated, %d dates complete, %d re-created, want 60 puzzles in all and none re-created", res.Generated, res.Complete, res.Recreated)
	}
	filetree.Same(t, "resumed", feedTree(t, dir, true), feedTree(t, want, true))
	sameRecords(t, archiveRecords(t, filepath.Join(dir, ArchiveFile)), archiveRecords(t, filepath.Join(want, ArchiveFile)))
	for name := range filetree.Read(t, dir) {
		if strings.Contains(name, ".tmp-") {
			t.Errorf("temporary file %s left behind", name)
		}
	}
}

// TestDailyRecreate deletes a published file and checks that the next run
// writes it again from the archive, identical, without generating.
func TestDailyRecreate(t *testing.T) {
	cfg := parseDaily(t, smallFeed, kinds.All)
	dir := t.TempDir()
	runFeed(t, cfg, dir, dec1, 2, book.Options{})
	want := feedTree(t, dir, true)
	gone := filepath.Join("2026-12-02", "numbrix-solution.png")
	if err := os.Remove(filepath.Join(dir, gone)); err != nil {
		t.Fatal(err)
	}
	res := runFeed(t, cfg, dir, dec1, 2, book.Options{})
	if res.Complete != 1 || res.Recreated != 3 || res.Generated != 0 {
		t.Errorf("got %d complete, %d re-created, %d generated, want 1, 3, 0", res.Complete, res.Recreated, res.Generated)
	}
	filetree.Same(t, "re-created", feedTree(t, dir, true), want)

	t.Run("config changed", func(t *testing.T) {
		changed := parseDaily(t, strings.Replace(smallFeed, "grades: {default: easy, sat: medium}", "grades: {default: medium}", 1), kinds.All)
		_, err := Run(context.Background(), changed, Options{From: dec1, Days: 1, Dir: dir})
		if err == nil || !strings.Contains(err.Error(), "2026-12-01 sudoku was published as a 9x9 easy sudoku puzzle") {
			t.Errorf("got %v, want an error saying 2026-12-01 sudoku was published as easy", err)
		}
		if _, ok := errors.AsType[*book.RefusedError](err); !ok {
			t.Errorf("got %T, want a *book.RefusedError (a config problem)", err)
		}
	})
}

// TestDailySharedArchive publishes two feeds with the same seed and slots
// into one archive: the second must get puzzles of its own.
func TestDailySharedArchive(t *testing.T) {
	cfg := parseDaily(t, smallFeed, kinds.All)
	other := parseDaily(t, strings.Replace(smallFeed, "name: feed", "name: other", 1), kinds.All)
	base := t.TempDir()
	archive := filepath.Join(base, "shared.db")
	for _, c := range []*Config{cfg, other} {
		_, err := Run(context.Background(), c, Options{From: dec1, Days: 2, Dir: filepath.Join(base, c.Name), Archive: archive})
		if err != nil {
			t.Fatal(err)
		}
	}
	rs := archiveRecords(t, archive)
	if len(rs) != 12 {
		t.Fatalf("got %d records, want 12", len(rs))
	}
	hashes := map[string]string{}
	for id, r := range rs {
		if prev, dup := hashes[r.Hash]; dup {
			t.Errorf("%s repeats %s", id, prev)
		}
		hashes[r.Hash] = id
	}
	for id, r := range rs {
		if r.Feed != "other" {
			continue
		}
		first := rs[strings.Replace(id, "other-", "feed-", 1)]
		if r.Seed == first.Seed {
			t.Errorf("%s: got seed %d, the seed of %s; want a later attempt", id, r.Seed, first.ID)
		}
	}
	if _, err := os.Stat(filepath.Join(base, "feed", ArchiveFile)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("got an archive in the feed's directory (%v), want only the shared one", err)
	}
}

// TestDailySupplySpent runs a feed of the 2x2 toy, which has only 16
// distinct puzzles and does not say so (no gen.Bounded): the run must stop
// with a clear error, keep the dates made before it, and repeat nothing.
func TestDailySupplySpent(t *testing.T) {
	cfg := parseDaily(t, "name: kids\ndaily_output: {dpi: 36}\ndaily: [{slot: kids, kind: toy, size: 2, grades: easy}]\n", toyKinds)
	dir := t.TempDir()
	res, err := Run(context.Background(), cfg, Options{From: dec1, Days: 40, Dir: dir})
	if err == nil || !strings.Contains(err.Error(), "the supply is spent") {
		t.Fatalf("got %v, want an error saying the supply is spent", err)
	}
	rs := archiveRecords(t, filepath.Join(dir, ArchiveFile))
	if len(rs) == 0 || len(rs) != res.Generated || len(rs) > 16 {
		t.Fatalf("got %d records for %d generated, want the same, between 1 and 16", len(rs), res.Generated)
	}
	if !strings.Contains(err.Error(), dec1.AddDate(0, 0, len(rs)).Format(DateLayout)+", slot kids") {
		t.Errorf("got %v, want it to name the first date not made", err)
	}
	hashes := map[string]bool{}
	for id, r := range rs {
		if hashes[r.Hash] {
			t.Errorf("%s repeats an earlier puzzle", id)
		}
		hashes[r.Hash] = true
		day, _ := ParseDate(r.Date)
		if n := int(day.Sub(dec1).Hours() / 24); n >= len(rs) {
			t.Errorf("%s published, but the dates before it are not all there", id)
		}
	}
	index, err := os.ReadFile(filepath.Join(dir, "index.csv"))
	if err != nil {
		t.Fatal(err)
	}
	if n := bytes.Count(index, []byte("\n")); n != len(rs)+1 {
		t.Errorf("index.csv: got %d lines, want %d (a header and the dates made)", n, len(rs)+1)
	}

	t.Run("more than exist", func(t *testing.T) {
		dir := t.TempDir()
		cfg := parseDaily(t, "daily:\n  - {slot: a, kind: sudoku, size: 4, grades: easy}\n  - {slot: b, kind: sudoku, size: 4, grades: easy}\n", kinds.All)
		_, err := Run(context.Background(), cfg, Options{From: dec1, Days: 300, Dir: dir})
		if err == nil || !strings.Contains(err.Error(), "600 new puzzles asked and 0 in the archive, but only 469 distinct 4x4 sudoku puzzles exist") {
			t.Fatalf("got %v, want an error saying 600 puzzles are more than exist", err)
		}
		if _, ok := errors.AsType[*book.RefusedError](err); !ok {
			t.Errorf("got %T, want a *book.RefusedError (a config problem)", err)
		}
		if entries, _ := os.ReadDir(dir); len(entries) != 0 {
			t.Errorf("got %d entries in the directory, want none: a refused run leaves no archive it made", len(entries))
		}
	})

	// A measured bound (gen.Reacher) refuses a slot as it refuses a book's
	// section: 6x6 medium with rotational givens, past 1,500.
	t.Run("more than the generator reaches", func(t *testing.T) {
		dir := t.TempDir()
		cfg := parseDaily(t, "daily: [{slot: six, kind: sudoku, size: 6, symmetry: rotational, grades: medium}]\n", kinds.All)
		_, err := Run(context.Background(), cfg, Options{From: dec1, Days: 1501, Dir: dir})
		want := `daily: slot "six": 1501 new puzzles asked and 0 in the archive, but a set holds at most 1500 distinct 6x6 sudoku puzzles with rotational givens, about a third of those the generator reaches`
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Fatalf("got %v, want %q", err, want)
		}
		if _, ok := errors.AsType[*book.RefusedError](err); !ok {
			t.Errorf("got %T, want a *book.RefusedError (a config problem)", err)
		}
	})
}

// TestDailyKidsYear runs a year of a 4x4 Sudoku slot with the kind's
// defaults, as a teacher's daily sheet would: every date gets a puzzle,
// no two are one puzzle in disguise, each is unique by a plain
// backtracker, and each came from its own pick of the list (no retries).
// A date made alone gets the puzzle it gets inside the year.
func TestDailyKidsYear(t *testing.T) {
	cfg := parseDaily(t, "name: kids\ndaily_output: {dpi: 36}\ndaily: [{slot: kids, kind: sudoku, size: 4, grades: easy}]\n", kinds.All)
	dir := t.TempDir()
	res := runFeed(t, cfg, dir, dec1, 365, book.Options{})
	if res.Generated != 365 {
		t.Fatalf("got %d puzzles generated, want 365", res.Generated)
	}
	rs := archiveRecords(t, filepath.Join(dir, ArchiveFile))
	hashes := map[string]string{}
	for id, r := range rs {
		if other, dup := hashes[r.Hash]; dup {
			t.Errorf("%s repeats %s", id, other)
		}
		hashes[r.Hash] = id
		var e manifest.DailyEntry
		if err := json.Unmarshal(r.Puzzle, &e); err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		if e.Pick == 0 || e.Seed != r.Seed || r.Seed != Seed(cfg.Seed, mustDate(t, r.Date), "kids") {
			t.Errorf("%s: got pick %d and seed %d, want a pick and the date's own seed", id, e.Pick, r.Seed)
		}
		if n := plaincount.Sudoku(slices.Concat(e.Givens...), e.Rows, e.BoxRows, e.BoxCols, 2); n != 1 {
			t.Errorf("%s: plain backtracker got %d solutions, want 1", id, n)
		}
	}
	if len(rs) != 365 {
		t.Errorf("got %d records, want 365", len(rs))
	}
	day := dec1.AddDate(0, 0, 200)
	alone := t.TempDir()
	runFeed(t, cfg, alone, day, 1, book.Options{})
	name := filepath.Join(day.Format(DateLayout), "kids.json")
	if a, b := filetree.Read(t, alone)[name], filetree.Read(t, dir)[name]; a == nil || !bytes.Equal(a, b) {
		t.Errorf("%s made alone differs from the one made in the year", name)
	}
}

func mustDate(t *testing.T, s string) time.Time {
	t.Helper()
	d, err := ParseDate(s)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// TestDailySeed checks that a slot's seed depends on the feed's seed, the
// date and the slot's name, and nothing else.
func TestDailySeed(t *testing.T) {
	base := Seed(7, dec1, "sudoku")
	tests := []struct {
		name string
		seed uint64
		same bool
	}{
		{"same inputs", Seed(7, dec1, "sudoku"), true},
		{"time of day", Seed(7, dec1.Add(13*time.Hour), "sudoku"), true},
		{"other time zone", Seed(7, time.Date(2026, 12, 1, 23, 0, 0, 0, time.FixedZone("x", -5*3600)), "sudoku"), true},
		{"next day", Seed(7, dec1.AddDate(0, 0, 1), "sudoku"), false},
		{"next year", Seed(7, dec1.AddDate(1, 0, 0), "sudoku"), false},
		{"other slot", Seed(7, dec1, "sudoku2"), false},
		{"long slot", Seed(7, dec1, "sudoku-of-the-day"), false},
		{"other seed", Seed(8, dec1, "sudoku"), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if (tt.seed == base) != tt.same {
				t.Errorf("got seed %d against %d, want same=%v", tt.seed, base, tt.same)
			}
		})
	}
}
