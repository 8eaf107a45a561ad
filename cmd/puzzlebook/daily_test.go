package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// dailyFeed is a quick feed: two small Sudoku slots and tiny PNGs.
const dailyFeed = `name: kids
daily_output: {dpi: 36}
daily:
  - {slot: four, kind: sudoku, size: 4, grades: easy}
  - {slot: six, kind: sudoku, size: 6, grades: {default: easy, sat: medium}}
`

func TestDailyUsage(t *testing.T) {
	dir := t.TempDir()
	bad := writeConfig(t, dir, "bad.yaml", "name: kids\ndaily:\n  - {slot: a, kind: sudoku, size: 5, grades: easy}\n")
	tests := []struct {
		name     string
		args     []string
		code     int
		inStdout string
		inStderr string
	}{
		{"help", []string{"daily", "--help"}, 0, "Usage: puzzlebook daily", ""},
		{"archive help", []string{"archive", "--help"}, 0, "Usage: puzzlebook archive list", ""},
		{"bad date", []string{"daily", "--from", "2026-1-5"}, 2, "", `puzzlebook: daily: --from: date "2026-1-5": want YYYY-MM-DD, e.g. 2026-12-01`},
		{"no such month", []string{"daily", "--from", "2026-13-01"}, 2, "", `puzzlebook: daily: --from: date "2026-13-01": there is no month 13; months run from 01 to 12`},
		{"no such day", []string{"daily", "--from", "2026-02-30"}, 2, "", `puzzlebook: daily: --from: date "2026-02-30": February has 28 days in 2026`},
		{"no 29 February", []string{"daily", "--from", "2025-02-29"}, 2, "", `puzzlebook: daily: --from: date "2025-02-29": February has 28 days in 2025`},
		{"leap year", []string{"daily", "--from", "2024-02-30"}, 2, "", `puzzlebook: daily: --from: date "2024-02-30": February has 29 days in 2024`},
		{"day 31", []string{"daily", "--from", "2026-04-31"}, 2, "", `puzzlebook: daily: --from: date "2026-04-31": April has 30 days in 2026`},
		{"day 0", []string{"daily", "--from", "2026-04-00"}, 2, "", `puzzlebook: daily: --from: date "2026-04-00": there is no day 0; days start at 01`},
		{"no days", []string{"daily", "--days", "0"}, 2, "", "puzzlebook: daily: --days must be from 1 to 3660, not 0"},
		{"config problem", []string{"daily", bad, "-o", dir}, 2, "", "bad.yaml:3: daily[0].size: sudoku: size"},
		{"a book config", []string{"daily", "../../configs/sampler.yaml", "-o", dir}, 2, "", "sampler.yaml:4: daily: is required: a daily feed needs at least one slot (this config has sections: run puzzlebook build)"},
		{"archive without subcommand", []string{"archive"}, 2, "", "puzzlebook: archive: missing argument"},
		{"archive unknown subcommand", []string{"archive", "drop"}, 2, "", `unknown subcommand "drop" (want list or show)`},
		{"archive show without id", []string{"archive", "show"}, 2, "", "show needs the ID of a puzzle"},
		{"archive list with id", []string{"archive", "list", "x"}, 2, "", `list takes no argument, not "x"`},
		{"no archive", []string{"archive", "list", "--archive", filepath.Join(dir, "missing.db")}, 2, "", "puzzlebook: archive: no archive at "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := runArgs(tt.args...)
			if r.code != tt.code || !strings.Contains(r.stdout, tt.inStdout) || !strings.Contains(r.stderr, tt.inStderr) {
				t.Errorf("%v: got status %d, stdout %q, stderr %q; want %d, %q in stdout, %q in stderr",
					tt.args, r.code, r.stdout, r.stderr, tt.code, tt.inStdout, tt.inStderr)
			}
		})
	}
	if _, err := os.Stat(filepath.Join(dir, "missing.db")); !os.IsNotExist(err) {
		t.Errorf("archive list made %s (%v); reading must not create an archive", "missing.db", err)
	}
}

// TestDailyCommand publishes three dates, then reads the archive back with
// archive list and archive show.
func TestDailyCommand(t *testing.T) {
	dir := t.TempDir()
	cfg := writeConfig(t, dir, "kids.yaml", dailyFeed)
	out := filepath.Join(dir, "out")
	r := runArgs("daily", cfg, "--from", "2026-12-04", "--days", "3", "-o", out, "--workers", "2")
	if r.code != 0 || r.stdout != "" {
		t.Fatalf("daily: got status %d, stdout %q, stderr %q; want 0 and nothing on stdout", r.code, r.stdout, r.stderr)
	}
	if want := "3 dates from 2026-12-04: 6 puzzles generated, 0 re-created from the archive, 0 dates already complete"; !strings.Contains(r.stderr, want) {
		t.Errorf("daily: got stderr %q, want %q", r.stderr, want)
	}
	for _, f := range []string{"2026-12-04/four.png", "2026-12-05/six-solution.png", "2026-12-06/six.json", "index.json", "index.csv", "archive.db"} {
		if _, err := os.Stat(filepath.Join(out, f)); err != nil {
			t.Errorf("daily: %v", err)
		}
	}
	archive := filepath.Join(out, "archive.db")

	r = runArgs("archive", "list", "--archive", archive)
	lines := strings.Split(strings.TrimSpace(r.stdout), "\n")
	if r.code != 0 || len(lines) != 7 || !strings.HasPrefix(lines[0], "ID ") || !strings.HasPrefix(lines[1], "kids-2026-12-04-four ") {
		t.Fatalf("archive list: got status %d and\n%s\nwant 0, a header and 6 puzzles from kids-2026-12-04-four", r.code, r.stdout)
	}
	if !strings.Contains(lines[4], "kids-2026-12-05-six") || !strings.Contains(lines[4], "6x6") || !strings.Contains(lines[4], "medium") {
		t.Errorf("archive list: got line %q, want the medium 6x6 of Saturday 2026-12-05", lines[4])
	}

	r = runArgs("archive", "show", "kids-2026-12-05-six", "--archive", archive)
	var rec struct {
		ID     string
		Grade  string
		Files  []string
		Puzzle struct{ Date, Slot, Kind string }
	}
	if err := json.Unmarshal([]byte(r.stdout), &rec); err != nil || r.code != 0 {
		t.Fatalf("archive show: got status %d, %v, output\n%s", r.code, err, r.stdout)
	}
	if rec.ID != "kids-2026-12-05-six" || rec.Grade != "medium" || len(rec.Files) != 5 || rec.Puzzle.Date != "2026-12-05" || rec.Puzzle.Slot != "six" || rec.Puzzle.Kind != "sudoku" {
		t.Errorf("archive show: got %+v, want the record of kids-2026-12-05-six with its puzzle and its 5 files (PNG pair, JSON, ipuz, page)", rec)
	}
	r = runArgs("archive", "show", "kids-2030-01-01-six", "--archive", archive)
	if r.code != 2 || !strings.Contains(r.stderr, `holds no puzzle "kids-2030-01-01-six"`) {
		t.Errorf("archive show of a missing id: got status %d, stderr %q; want 2 and a message", r.code, r.stderr)
	}

	r = runArgs("daily", cfg, "--from", "2026-12-04", "--days", "3", "-o", out, "--quiet")
	if r.code != 0 || r.stderr != "" {
		t.Errorf("daily again --quiet: got status %d, stderr %q; want 0 and nothing", r.code, r.stderr)
	}
}

// TestDailySupplySpent checks the status and message of a feed that asks
// for more distinct puzzles than exist: refused before any date is made
// (status 2, as gen refuses it), leaving no directory and no archive.
func TestDailySupplySpent(t *testing.T) {
	dir := t.TempDir()
	cfg := writeConfig(t, dir, "kids.yaml", "daily_output: {dpi: 36}\ndaily: [{slot: four, kind: sudoku, size: 4, grades: easy, symmetry: rotational}]\n")
	r := runArgs("daily", cfg, "--from", "2026-12-01", "--days", "60", "-o", filepath.Join(dir, "out", "feed"))
	want := `puzzlebook: daily: slot "four": 60 new puzzles asked and 0 in the archive, but only 43 distinct 4x4 sudoku puzzles with rotational givens exist (a puzzle and its rotations, reflections and relabellings count once, and a feed never repeats one); symmetry: none has 469; ask for fewer days, another size or a new archive`
	if r.code != exitUsage || !strings.Contains(r.stderr, want) {
		t.Errorf("got status %d, stderr %q; want 2 and a message saying %q", r.code, r.stderr, want)
	}
	if _, err := os.Stat(filepath.Join(dir, "out")); !os.IsNotExist(err) {
		t.Errorf("got %s (%v), want no directory left by a refused run", filepath.Join(dir, "out"), err)
	}
}

// TestDailyConflict checks that a config that asks a published date for
// another puzzle is a config problem (status 2), and changes nothing.
func TestDailyConflict(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out")
	cfg := writeConfig(t, dir, "kids.yaml", "daily_output: {dpi: 36}\ndaily: [{slot: four, kind: sudoku, size: 4, grades: easy}]\n")
	if r := runArgs("daily", cfg, "--from", "2026-12-01", "-o", out, "--quiet"); r.code != exitOK {
		t.Fatalf("first run: got status %d, stderr %q", r.code, r.stderr)
	}
	before := readFile(t, filepath.Join(out, "2026-12-01", "four.json"))
	cfg = writeConfig(t, dir, "kids.yaml", "daily_output: {dpi: 36}\ndaily: [{slot: four, kind: sudoku, size: 6, grades: easy}]\n")
	r := runArgs("daily", cfg, "--from", "2026-12-01", "-o", out)
	want := "puzzlebook: daily: 2026-12-01 four was published as a 4x4 easy sudoku puzzle (kids-2026-12-01-four), but the config now asks for a 6x6 easy sudoku one"
	if r.code != exitUsage || !strings.Contains(r.stderr, want) {
		t.Errorf("got status %d, stderr %q; want 2 and %q", r.code, r.stderr, want)
	}
	if after := readFile(t, filepath.Join(out, "2026-12-01", "four.json")); string(after) != string(before) {
		t.Errorf("the refused run changed four.json, want it as published")
	}
}

// TestDailyRefusals checks the runs refused before any work, with status
// 2 and a message naming what to change (the config's file and line for
// a slot's name), and that none of them makes a folder.
func TestDailyRefusals(t *testing.T) {
	dir := t.TempDir()
	day := writeConfig(t, dir, "day.yaml", "name: kids\ndaily_output: {pdf: true, pdf_each: true}\ndaily:\n  - {slot: day, kind: sudoku, size: 4, grades: easy}\n")
	index := writeConfig(t, dir, "index.yaml", "name: kids\ndaily:\n  - {slot: four, kind: sudoku, size: 4, grades: easy}\n  - {slot: Index, kind: sudoku, size: 4, grades: easy}\n")
	cfg := writeConfig(t, dir, "kids.yaml", dailyFeed)
	out := filepath.Join(dir, "out")
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"slot day", []string{day}, `day.yaml:4: daily[0].slot: "day" is reserved: DATE/day.pdf is the date's page, which the slot's PDF (pdf_each) would overwrite; give the slot another name`},
		{"slot index", []string{index}, `index.yaml:4: daily[1].slot: "Index" is reserved: index.json, index.csv and index.html are the feed's indexes`},
		{"past 9999", []string{cfg, "--from", "9999-12-31", "--days", "2"}, "puzzlebook: daily: --days 2 from 9999-12-31 would go past 9999-12-31, the last date a feed can have; use --days 1 at most"},
		{"past 9999 from earlier", []string{cfg, "--from", "9999-12-01", "--days", "40"}, "use --days 31 at most"},
		{"archive in a date", []string{cfg, "--archive", filepath.Join(out, "2026-12-04", "archive.db")},
			"puzzlebook: daily: the archive " + filepath.Join(out, "2026-12-04", "archive.db") + " is inside " + filepath.Join(out, "2026-12-04") + ", a date's folder, which a run re-creates and a site publishes; keep the archive beside the dates"},
		{"archive path with ?", []string{cfg, "--archive", "x?y"}, "puzzlebook: daily: --archive: archive x?y: the path may not hold '?' or '#'"},
		{"now", []string{cfg, "--now", "2027-03-28 06:00"}, `puzzlebook: daily: --now: "2027-03-28 06:00" is not an RFC 3339 time such as 2027-03-28T06:00:00Z`},
		{"negative wait", []string{cfg, "--wait", "-1s"}, `puzzlebook: daily: invalid value "-1s" for flag -wait: must not be negative, not -1s`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := runArgs(append([]string{"daily", "-o", out, "--from", "2026-12-04"}, tt.args...)...)
			if r.code != exitUsage || !strings.Contains(r.stderr, tt.want) {
				t.Errorf("got status %d, stderr %q; want 2 and %q", r.code, r.stderr, tt.want)
			}
			if _, err := os.Stat(out); !os.IsNotExist(err) {
				t.Errorf("the refused run made %s (%v), want nothing", out, err)
			}
		})
	}
}

// TestDailyFailureSummary stops a run on its second date (a file stands
// where the date's folder goes): the status is 1, no success summary is
// printed, and the message says what was kept, which the index lists.
func TestDailyFailureSummary(t *testing.T) {
	dir := t.TempDir()
	cfg := writeConfig(t, dir, "kids.yaml", dailyFeed)
	out := filepath.Join(dir, "out")
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(out, "2026-12-05"), []byte("in the way"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := runArgs("daily", cfg, "--from", "2026-12-04", "--days", "2", "-o", out, "--workers", "1")
	want := "puzzlebook: daily: 1 of 2 dates were finished before the failure and are kept (the index lists them); the same command finishes the rest"
	if r.code != exitFailure || !strings.Contains(r.stderr, want) || !strings.Contains(r.stderr, "puzzlebook: daily: 2026-12-05: ") || strings.Contains(r.stderr, "wrote") {
		t.Errorf("got status %d, stderr %q; want 1, the failure of 2026-12-05, %q and no summary", r.code, r.stderr, want)
	}
	if got := indexDates(t, out); len(got) != 1 || got[0] != "2026-12-04" {
		t.Errorf("got dates %v in the index, want the one kept, 2026-12-04", got)
	}
}

// TestDailyNow runs a feed released at midnight in London with --now a
// minute before 2027-03-29 begins there (summer time: 23:00 UTC): the
// date is held in .embargo and left out of the index; a run with --now
// at 23:00 UTC publishes it.
func TestDailyNow(t *testing.T) {
	dir := t.TempDir()
	cfg := writeConfig(t, dir, "held.yaml", "name: held\nrelease: \"00:00\"\ntimezone: Europe/London\ndaily_output: {dpi: 36}\n"+
		"daily: [{slot: four, kind: sudoku, size: 4, grades: easy}]\n")
	out := filepath.Join(dir, "out")
	for _, now := range []string{"2027-03-28T22:59:00Z", "2027-03-29T00:00:00+01:00"} {
		r := runArgs("daily", cfg, "--from", "2027-03-28", "--days", "2", "-o", out, "--now", now, "--quiet")
		if r.code != exitOK {
			t.Fatalf("--now %s: got status %d, stderr %q", now, r.code, r.stderr)
		}
		index, err := os.ReadFile(filepath.Join(out, "index.json"))
		if err != nil {
			t.Fatal(err)
		}
		_, heldErr := os.Stat(filepath.Join(out, ".embargo", "2027-03-29", "four.json"))
		_, publicErr := os.Stat(filepath.Join(out, "2027-03-29", "four.json"))
		listed := strings.Contains(string(index), "2027-03-29")
		if early := strings.HasPrefix(now, "2027-03-28"); early != (heldErr == nil) || early == (publicErr == nil) || early == listed {
			t.Errorf("--now %s: held %v, public %v, listed %v; want the date held only before its release", now, heldErr == nil, publicErr == nil, listed)
		}
	}
	// Without --from, the run starts at the feed's today: in London,
	// 00:30 BST on the 30th is still the 29th in UTC.
	today := filepath.Join(dir, "today")
	r := runArgs("daily", cfg, "-o", today, "--now", "2027-03-29T23:30:00Z", "--quiet")
	if _, err := os.Stat(filepath.Join(today, "2027-03-30", "four.json")); r.code != exitOK || err != nil {
		t.Errorf("no --from at 23:30 UTC on the 29th: got status %d (%q), 2027-03-30: %v; want London's date, the 30th", r.code, r.stderr, err)
	}
}
