package daily

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestDateIndex reads each date's index.json: it lists every file of
// the date's folder but itself, each with its size and SHA-256, and no
// other; with solutions kept back, none of the solution files.
func TestDateIndex(t *testing.T) {
	cfg := parseDaily(t, nextDayFeed, nil)
	dir := t.TempDir()
	from := time.Date(2027, 3, 27, 0, 0, 0, 0, time.UTC)
	if _, err := Run(t.Context(), cfg, Options{From: from, Days: 2, Dir: dir, Now: time.Date(2027, 3, 28, 12, 0, 0, 0, time.UTC)}); err != nil {
		t.Fatal(err)
	}
	for _, date := range []string{"2027-03-27", "2027-03-28"} {
		data, err := os.ReadFile(filepath.Join(dir, date, dateIndex))
		if err != nil {
			t.Fatal(err)
		}
		var idx DateFiles
		if err := json.Unmarshal(data, &idx); err != nil {
			t.Fatalf("%s/index.json: %v", date, err)
		}
		entries, err := os.ReadDir(filepath.Join(dir, date))
		if err != nil {
			t.Fatal(err)
		}
		var want, got []string
		for _, e := range entries {
			if e.Name() != dateIndex {
				want = append(want, date+"/"+e.Name())
			}
		}
		for _, f := range idx.Files {
			got = append(got, f.Name)
			b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(f.Name)))
			if err != nil {
				t.Errorf("%s lists %s: %v", date, f.Name, err)
				continue
			}
			sum := sha256.Sum256(b)
			if f.Size != int64(len(b)) || f.SHA256 != hex.EncodeToString(sum[:]) {
				t.Errorf("%s: got size %d, sha256 %s; want %d, %x", f.Name, f.Size, f.SHA256, len(b), sum)
			}
		}
		slices.Sort(got)
		if idx.Date != date || !slices.Equal(got, want) {
			t.Errorf("%s/index.json: date %s, files %v; want %v", date, idx.Date, got, want)
		}
		if answers := slices.ContainsFunc(got, isAnswerFile); answers != (date == "2027-03-27") {
			t.Errorf("%s/index.json lists solution files %v, want %v", date, answers, !answers)
		}
	}
}

// TestSyncFriendly keeps the times of files whose bytes do not change. A
// run that adds only dates still held rewrites no public file; a run
// that redraws a date whose file was deleted rewrites that file alone;
// a run that releases a
// date and its day before's solutions changes the listings, and of the
// day before only the files that carry its solution, and its index.
func TestSyncFriendly(t *testing.T) {
	cfg := parseDaily(t, nextDayFeed, nil)
	dir := t.TempDir()
	from := time.Date(2027, 3, 27, 0, 0, 0, 0, time.UTC)
	now := time.Date(2027, 3, 28, 12, 0, 0, 0, time.UTC) // the 28th out, its solutions not
	run := func(days int, now time.Time) {
		t.Helper()
		if _, err := Run(t.Context(), cfg, Options{From: from, Days: days, Dir: dir, Now: now}); err != nil {
			t.Fatal(err)
		}
	}
	past := time.Date(2020, 1, 2, 3, 4, 5, 0, time.UTC)
	age := func() {
		t.Helper()
		err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			return os.Chtimes(p, past, past)
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	// changed lists the public files whose time is not past.
	changed := func() []string {
		t.Helper()
		var out []string
		for name := range publicFiles(t, dir) {
			fi, err := os.Stat(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			if !fi.ModTime().Equal(past) {
				out = append(out, filepath.ToSlash(name))
			}
		}
		slices.Sort(out)
		return out
	}
	run(2, now)
	age()
	run(4, now) // two more dates, both held
	if got := changed(); len(got) > 0 {
		t.Errorf("a run that added held dates changed public files %v", got)
	}

	age()
	if err := os.Remove(filepath.Join(dir, "2027-03-27", "s.png")); err != nil {
		t.Fatal(err)
	}
	run(2, now)
	if got, want := changed(), []string{"2027-03-27/s.png"}; !slices.Equal(got, want) {
		t.Errorf("redrawing a deleted file changed %v, want %v (the file alone: the date's index lists the same sums)", got, want)
	}

	age()
	run(1, time.Date(2027, 3, 29, 0, 0, 0, 0, time.UTC)) // BST: the 29th was out at 23:00 UTC
	if _, err := os.Stat(filepath.Join(dir, "2027-03-29", "s.png")); err != nil {
		t.Errorf("2027-03-29 not released: %v", err) // moved from .embargo, its times kept
	}
	got := strings.Join(changed(), " ")
	for _, want := range []string{"2027-03-28/s-solution.png", "2027-03-28/s.json", "2027-03-28/s.ipuz", "2027-03-28/s.html", "2027-03-28/index.json",
		"index.json", "index.csv", "feed.xml", "index.html", "today.html"} {
		if !strings.Contains(got, want) {
			t.Errorf("releasing 2027-03-29 left %s as it was; changed: %s", want, got)
		}
	}
	for _, same := range []string{"2027-03-28/s.png", "2027-03-27/", "player.js", "player.css"} {
		if strings.Contains(got, same) {
			t.Errorf("releasing 2027-03-29 changed %s, whose bytes are the same; changed: %s", same, got)
		}
	}
}
