package daily

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/puzzlebook/puzzlebook/internal/filetree"
)

// TestReleaseAt checks the instant a date is released, in UTC, across a
// zone's midnight and both daylight-saving changes of Europe/London
// (2027-03-28, clocks forward at 01:00 GMT; 2027-10-31, back at 02:00
// BST), and that a second before it the date is held.
func TestReleaseAt(t *testing.T) {
	zone := func(name string) *time.Location {
		z, err := time.LoadLocation(name)
		if err != nil {
			t.Fatal(err)
		}
		return z
	}
	london, tokyo := zone("Europe/London"), zone("Asia/Tokyo")
	tests := []struct {
		rl   Release
		date string
		want string // the release, UTC
	}{
		{Release{Set: true}, "2027-03-28", "2027-03-28T00:00:00Z"},
		{Release{Set: true, Hour: 6, Minute: 30}, "2027-03-28", "2027-03-28T06:30:00Z"},
		{Release{Set: true, Zone: tokyo}, "2027-01-02", "2027-01-01T15:00:00Z"},
		{Release{Set: true, Zone: london}, "2027-03-28", "2027-03-28T00:00:00Z"}, // still GMT
		{Release{Set: true, Zone: london}, "2027-03-29", "2027-03-28T23:00:00Z"}, // BST
		{Release{Set: true, Zone: london, Hour: 6}, "2027-03-28", "2027-03-28T05:00:00Z"},
		{Release{Set: true, Zone: london}, "2027-10-31", "2027-10-30T23:00:00Z"}, // still BST
		{Release{Set: true, Zone: london}, "2027-11-01", "2027-11-01T00:00:00Z"}, // GMT
	}
	for _, tt := range tests {
		t.Run(tt.date+" "+tt.rl.String(), func(t *testing.T) {
			d, err := ParseDate(tt.date)
			if err != nil {
				t.Fatal(err)
			}
			want, _ := time.Parse(time.RFC3339, tt.want)
			if got := tt.rl.At(d); !got.Equal(want) {
				t.Errorf("At: got %s, want %s", got.UTC().Format(time.RFC3339), tt.want)
			}
			if tt.rl.Released(tt.date, want.Add(-time.Second)) {
				t.Errorf("released a second before %s", tt.want)
			}
			if !tt.rl.Released(tt.date, want) {
				t.Errorf("not released at %s", tt.want)
			}
		})
	}
	tokyoToday := Release{Set: true, Zone: tokyo}.Today(time.Date(2027, 1, 1, 15, 0, 0, 0, time.UTC))
	if got := tokyoToday.Format(DateLayout); got != "2027-01-02" {
		t.Errorf("Today in Tokyo at 15:00 UTC on 2027-01-01: got %s, want 2027-01-02", got)
	}
	if got := (Release{}).Today(time.Date(2027, 1, 1, 8, 0, 0, 0, tokyo)).Format(DateLayout); got != "2026-12-31" {
		t.Errorf("Today in UTC at 08:00 in Tokyo on 2027-01-01: got %s, want 2026-12-31", got)
	}
	if !(Release{}).Released("9999-12-31", time.Time{}) {
		t.Error("a feed without a release time holds a date; want every date public")
	}
}

// TestParseRelease reads release and timezone, and their defaults.
func TestParseRelease(t *testing.T) {
	const slot = "daily: [{slot: a, kind: toy, size: 2, grades: easy}]\n"
	if rl := parseDaily(t, slot, toyKinds).Release; rl.Set {
		t.Errorf("no keys: got %+v, want no release", rl)
	}
	rl := parseDaily(t, "release: \"06:15\"\ntimezone: America/New_York\n"+slot, toyKinds).Release
	if !rl.Set || rl.Hour != 6 || rl.Minute != 15 || rl.Zone.String() != "America/New_York" {
		t.Errorf("got %+v, want 06:15 America/New_York", rl)
	}
	rl = parseDaily(t, "timezone: Asia/Tokyo\n"+slot, toyKinds).Release
	if !rl.Set || rl.String() != "00:00 Asia/Tokyo" {
		t.Errorf("timezone alone: got %s, want 00:00 Asia/Tokyo", rl)
	}
	if rl = parseDaily(t, "release: \"23:59\"\n"+slot, toyKinds).Release; rl.String() != "23:59 UTC" {
		t.Errorf("release alone: got %s, want 23:59 UTC", rl)
	}
}

// embargoFeed is a feed of one 4x4 Sudoku (quick, and played by a page,
// so the calendar and today.html list it) released at midnight in
// London.
const embargoFeed = "name: f\nseed: 3\nrelease: \"00:00\"\ntimezone: Europe/London\ndaily_output: {dpi: 36}\n" +
	"daily: [{slot: s, kind: sudoku, size: 4, grades: easy}]\n"

// publicFiles reads the files a site serves: DIR without .embargo and the
// archive.
func publicFiles(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	files := feedTree(t, dir, true)
	for name := range files {
		if strings.HasPrefix(name, EmbargoFolder+string(filepath.Separator)) {
			delete(files, name)
		}
	}
	return files
}

// mentions lists the public files that name date, by name or content.
func mentions(files map[string][]byte, date string) []string {
	var out []string
	for name, data := range files {
		if strings.Contains(name, date) || bytes.Contains(data, []byte(date)) {
			out = append(out, name)
		}
	}
	return out
}

// TestEmbargo makes three dates across London's change to summer time
// with now a second before the third's release (2027-03-29 00:00 BST,
// 2027-03-28 23:00 UTC): that date is in no public file, neither as a
// folder nor in the index, the feed, the calendar or today.html, and its
// files wait in .embargo. A run at its release moves them into place and
// lists them; the feed is then the one a feed without a release time
// makes, byte for byte.
func TestEmbargo(t *testing.T) {
	cfg := parseDaily(t, embargoFeed, nil)
	dir := t.TempDir()
	from := time.Date(2027, 3, 27, 0, 0, 0, 0, time.UTC)
	release := time.Date(2027, 3, 28, 23, 0, 0, 0, time.UTC)
	run := func(now time.Time, days int) *Result {
		t.Helper()
		res, err := Run(t.Context(), cfg, Options{From: from, Days: days, Dir: dir, Now: now})
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	if res := run(release.Add(-time.Second), 3); res.Held != 1 {
		t.Errorf("got %d dates held, want 1", res.Held)
	}
	pub := publicFiles(t, dir)
	if got := mentions(pub, "2027-03-29"); len(got) > 0 {
		t.Errorf("before its release, 2027-03-29 is in public files %v", got)
	}
	for _, name := range []string{"index.json", "index.csv", "feed.xml", "index.html", "today.html"} {
		if got := pub[name]; !bytes.Contains(got, []byte("2027-03-28")) {
			t.Errorf("%s does not list 2027-03-28, released:\n%s", name, got)
		}
	}
	held := filepath.Join(dir, EmbargoFolder, "2027-03-29", "s.json")
	heldJSON, err := os.ReadFile(held)
	if err != nil {
		t.Fatalf("the held date's files: %v", err)
	}
	if idx, err := readIndex(filepath.Join(dir, EmbargoFolder)); err != nil || len(idx) != 1 {
		t.Errorf(".embargo/index.json: got %v (%v), want the held date's one puzzle", idx, err)
	}

	// Run again before the release: the held date is complete, and stays.
	if res := run(release.Add(-time.Second), 3); res.Complete != 3 || res.Generated != 0 || res.Held != 1 {
		t.Errorf("second run before the release: got %+v, want 3 dates complete", res)
	}
	if got := mentions(publicFiles(t, dir), "2027-03-29"); len(got) > 0 {
		t.Errorf("second run: 2027-03-29 is in public files %v", got)
	}

	// A run at the release, of another date, publishes it.
	run(release, 1)
	pub = publicFiles(t, dir)
	if got := pub[filepath.Join("2027-03-29", "s.json")]; !bytes.Equal(got, heldJSON) {
		t.Errorf("released s.json differs from the held one:\n%s\nwant\n%s", got, heldJSON)
	}
	for _, name := range []string{"index.json", "index.csv", "feed.xml", "index.html", "today.html"} {
		if !bytes.Contains(pub[name], []byte("2027-03-29")) {
			t.Errorf("after its release, %s does not list 2027-03-29", name)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, EmbargoFolder, "2027-03-29")); !os.IsNotExist(err) {
		t.Errorf("the released date is still held: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, EmbargoFolder, dailyIndexJSON)); !os.IsNotExist(err) {
		t.Errorf("the held index is left with nothing held: %v", err)
	}

	// The same dates made public at once give the same files.
	open := parseDaily(t, strings.Replace(embargoFeed, "release: \"00:00\"\ntimezone: Europe/London\n", "", 1), nil)
	plain := t.TempDir()
	if _, err := Run(t.Context(), open, Options{From: from, Days: 3, Dir: plain}); err != nil {
		t.Fatal(err)
	}
	want := publicFiles(t, plain)
	for name, data := range want {
		if !bytes.Equal(pub[name], data) {
			t.Errorf("%s differs from the feed made without a release time", name)
		}
	}
	if len(pub) != len(want) {
		t.Errorf("got %d public files, want %d as without a release time", len(pub), len(want))
	}
}

// TestEmbargoMidnight releases at midnight in Tokyo: at 14:59 UTC on
// the 1st, the 2nd is held; at 15:00 a run publishes it.
func TestEmbargoMidnight(t *testing.T) {
	cfg := parseDaily(t, strings.Replace(embargoFeed, "Europe/London", "Asia/Tokyo", 1), nil)
	dir := t.TempDir()
	from := time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC)
	midnight := time.Date(2027, 1, 1, 15, 0, 0, 0, time.UTC)
	for _, now := range []time.Time{midnight.Add(-time.Minute), midnight} {
		if _, err := Run(t.Context(), cfg, Options{From: from, Days: 2, Dir: dir, Now: now}); err != nil {
			t.Fatal(err)
		}
		_, err := os.Stat(filepath.Join(dir, "2027-01-02"))
		got := mentions(publicFiles(t, dir), "2027-01-02")
		if now.Before(midnight) && (len(got) > 0 || err == nil) {
			t.Errorf("at %s, before Tokyo's midnight, 2027-01-02 is public: %v", now.Format(time.RFC3339), got)
		}
		if !now.Before(midnight) && (len(got) == 0 || err != nil) {
			t.Errorf("at %s, Tokyo's midnight, 2027-01-02 is not public (%v)", now.Format(time.RFC3339), err)
		}
	}
}

// TestEmbargoWhole stops the run of a held date at every boundary in
// turn: .embargo holds the date whole or not at all, and a run after a
// crash (its hidden folder planted in .embargo) finishes it as the run
// that did not stop made it, with the same records.
func TestEmbargoWhole(t *testing.T) {
	cfg := parseDaily(t, embargoFeed, nil)
	from := time.Date(2027, 3, 29, 0, 0, 0, 0, time.UTC)
	before := time.Date(2027, 3, 28, 12, 0, 0, 0, time.UTC)
	date := from.Format(DateLayout)
	ref := t.TempDir()
	if _, err := Run(t.Context(), cfg, Options{From: from, Days: 1, Dir: ref, Now: before}); err != nil {
		t.Fatal(err)
	}
	want := feedTree(t, ref, true)
	wantRecords := archiveRecords(t, filepath.Join(ref, ArchiveFile))
	held := 0
	for name := range want {
		if strings.HasPrefix(name, filepath.Join(EmbargoFolder, date)+string(filepath.Separator)) {
			held++
		}
	}
	if held != 6 {
		t.Fatalf("got %d held files, want 6 (PNG pair, JSON, ipuz, page, the date's index): %v", held, want)
	}
	for k := 0; k <= held+1; k++ {
		dir := t.TempDir()
		calls := 0
		opt := Options{From: from, Days: 1, Dir: dir, Now: before}
		opt.boundary = func() error {
			if calls++; calls > k {
				return errStop
			}
			return nil
		}
		if _, err := Run(t.Context(), cfg, opt); !errors.Is(err, errStop) {
			t.Fatalf("stop at boundary %d: got %v, want the injected failure", k, err)
		}
		entries, _ := os.ReadDir(filepath.Join(dir, EmbargoFolder, date))
		if wantWhole := k > held; (len(entries) > 0) != wantWhole || wantWhole && len(entries) != held {
			t.Errorf("stop at boundary %d: got %d files held, want whole (%d) or none", k, len(entries), held)
		}
		crash := filepath.Join(dir, EmbargoFolder, tempPrefix(date)+"crash")
		if err := os.MkdirAll(crash, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(crash, "s.png"), []byte("half"), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := Run(t.Context(), cfg, Options{From: from, Days: 1, Dir: dir, Now: before}); err != nil {
			t.Fatal(err)
		}
		filetree.Same(t, "the held date finished after a stop", feedTree(t, dir, true), want)
		sameRecords(t, archiveRecords(t, filepath.Join(dir, ArchiveFile)), wantRecords)
	}
}

// TestEmbargoWithdraws publishes three dates from a feed without a
// release time, then gives it one: a run before the third date's release
// moves that date back to .embargo and out of every public file, the
// files unchanged, and a run after its release brings it back.
func TestEmbargoWithdraws(t *testing.T) {
	held := parseDaily(t, embargoFeed, nil)
	open := parseDaily(t, strings.Replace(embargoFeed, "release: \"00:00\"\ntimezone: Europe/London\n", "", 1), nil)
	dir := t.TempDir()
	from := time.Date(2027, 3, 27, 0, 0, 0, 0, time.UTC)
	release := time.Date(2027, 3, 28, 23, 0, 0, 0, time.UTC)
	if _, err := Run(t.Context(), open, Options{From: from, Days: 3, Dir: dir}); err != nil {
		t.Fatal(err)
	}
	all := publicFiles(t, dir)
	if len(mentions(all, "2027-03-29")) == 0 {
		t.Fatal("the feed without a release time does not publish 2027-03-29")
	}
	if _, err := Run(t.Context(), held, Options{From: from, Days: 1, Dir: dir, Now: release.Add(-time.Minute)}); err != nil {
		t.Fatal(err)
	}
	if got := mentions(publicFiles(t, dir), "2027-03-29"); len(got) > 0 {
		t.Errorf("after the release time was given, 2027-03-29 is still in public files %v", got)
	}
	name := filepath.Join("2027-03-29", "s.json")
	if got, err := os.ReadFile(filepath.Join(dir, EmbargoFolder, name)); err != nil || !bytes.Equal(got, all[name]) {
		t.Errorf("the withdrawn date's s.json: got %v, want it held unchanged", err)
	}
	if _, err := Run(t.Context(), held, Options{From: from, Days: 1, Dir: dir, Now: release}); err != nil {
		t.Fatal(err)
	}
	filetree.Same(t, "the feed after the date's release", publicFiles(t, dir), all)
}
