package daily

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// TestUnchangedFilesKeepTheirTimes runs a feed twice over the same dates:
// the second run leaves every top-level file (index, feed, calendar,
// player) as it was, its time of change kept and out of the run's Files,
// so that a site synced by time sends nothing again; a third run that
// adds a date rewrites the index, the feed and the calendar, and still
// leaves the player alone.
func TestUnchangedFilesKeepTheirTimes(t *testing.T) {
	cfg := parseDaily(t, smallFeed, kinds.All)
	dir := t.TempDir()
	runFeed(t, cfg, dir, dec1, 2, book.Options{})
	top := []string{dailyIndexJSON, dailyIndexCSV, feedFile, dailyCalendar, dailyToday, webScript, webStyle}
	past := time.Date(2020, 1, 2, 3, 4, 5, 0, time.UTC)
	for _, name := range top {
		if err := os.Chtimes(filepath.Join(dir, name), past, past); err != nil {
			t.Fatal(err)
		}
	}
	res := runFeed(t, cfg, dir, dec1, 2, book.Options{})
	for _, name := range top {
		p := filepath.Join(dir, name)
		if fi, err := os.Stat(p); err != nil || !fi.ModTime().Equal(past) {
			t.Errorf("%s: rewritten by a run that changed nothing (%v)", name, err)
		}
		if slices.Contains(res.Files, p) {
			t.Errorf("%s: listed as written by a run that changed nothing", name)
		}
	}
	res = runFeed(t, cfg, dir, dec1, 3, book.Options{})
	for _, name := range top {
		p := filepath.Join(dir, name)
		fi, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		changed := !fi.ModTime().Equal(past)
		want := name != webScript && name != webStyle
		if changed != want || slices.Contains(res.Files, p) != want {
			t.Errorf("%s: after a run that added a date, rewritten %v (listed %v), want %v", name, changed, slices.Contains(res.Files, p), want)
		}
	}
}
