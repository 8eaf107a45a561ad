package daily

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/internal/filetree"
	"github.com/puzzlebook/puzzlebook/internal/lockfile"
)

// toyFeed is a feed of one toy slot, quick to make.
const toyFeed = "name: toys\ndaily_output: {dpi: 36}\ndaily: [{slot: a, kind: toy, size: 3, grades: easy}]\n"

// TestRunRefusedWhileLocked holds the lock of a feed's folder, then of its
// archive, as another run would: a run is refused at once, naming the
// lock and the process holding it, and changes nothing (a hidden folder
// of a date, which the holder may be writing, stays); with a wait, it runs
// once the lock is released.
func TestRunRefusedWhileLocked(t *testing.T) {
	cfg := parseDaily(t, toyFeed, toyKinds)
	for _, which := range []string{"folder", "archive"} {
		t.Run(which, func(t *testing.T) {
			base := t.TempDir()
			dir := filepath.Join(base, "feed")
			archive := filepath.Join(base, "shared", "archive.db")
			lock := filepath.Join(dir, lockfile.DirName)
			if which == "archive" {
				lock = archive + ".lock"
			}
			if err := os.MkdirAll(filepath.Dir(lock), 0o755); err != nil {
				t.Fatal(err)
			}
			hidden := filepath.Join(dir, tempPrefix("2026-12-01")+"other")
			if err := os.MkdirAll(hidden, 0o755); err != nil {
				t.Fatal(err)
			}
			held, err := lockfile.Acquire(context.Background(), lock, 0)
			if err != nil {
				t.Fatal(err)
			}
			before := filetree.Read(t, base)
			opt := Options{From: dec1, Days: 1, Dir: dir, Archive: archive}
			_, err = Run(context.Background(), cfg, opt)
			he, ok := errors.AsType[*lockfile.HeldError](err)
			if !ok || he.Path != lock || he.PID != os.Getpid() || !strings.Contains(err.Error(), "is in use by another run: "+lock+" is held by process "+strconv.Itoa(os.Getpid())) {
				t.Fatalf("got %v, want a refusal naming %s and process %d", err, lock, os.Getpid())
			}
			if got := filetree.Read(t, base); len(got) != len(before) {
				t.Errorf("the refused run changed the files: got %d, want %d", len(got), len(before))
			}
			if _, err := os.Stat(hidden); err != nil {
				t.Errorf("the refused run removed another run's %s: %v", filepath.Base(hidden), err)
			}
			go func() {
				time.Sleep(150 * time.Millisecond)
				held.Release()
			}()
			opt.Wait = time.Minute
			res, err := Run(context.Background(), cfg, opt)
			if err != nil || res.Generated != 1 {
				t.Fatalf("run waiting for the lock: got %v, %+v; want one puzzle generated", err, res)
			}
			if _, err := os.Stat(hidden); !errors.Is(err, fs.ErrNotExist) {
				t.Errorf("once the lock was its own, the run left the stale %s (%v)", filepath.Base(hidden), err)
			}
			for _, l := range []string{filepath.Join(dir, lockfile.DirName), archive + ".lock"} {
				if _, err := os.Stat(l); !errors.Is(err, fs.ErrNotExist) {
					t.Errorf("got %s after the run (%v), want it removed", l, err)
				}
			}
		})
	}
}

// TestRunRefusesBeforeWork checks the runs refused before any file is
// made: past the last date a feed can have, and an archive inside a
// date's folder (or a date's hidden folder).
func TestRunRefusesBeforeWork(t *testing.T) {
	cfg := parseDaily(t, toyFeed, toyKinds)
	last := time.Date(9999, 12, 31, 0, 0, 0, 0, time.UTC)
	tests := []struct {
		name    string
		from    time.Time
		days    int
		archive string // relative to the feed's folder
		want    string
	}{
		{"past 9999", last, 2, "", "daily: 2 dates from 9999-12-31 would go past 9999-12-31, the last date a feed can have; from 9999-12-31, at most 1"},
		{"past 9999 by far", last.AddDate(0, 0, -9), 3660, "", "from 9999-12-22, at most 10"},
		{"archive in a date", dec1, 1, "2026-12-01/archive.db", "is inside " + filepath.Join("DIR", "2026-12-01") + ", a date's folder, which a run re-creates and a site publishes; keep the archive beside the dates (the default, " + filepath.Join("DIR", ArchiveFile) + ")"},
		{"archive deep in a date", dec1, 1, "1999-01-01/x/a.db", "is inside " + filepath.Join("DIR", "1999-01-01") + ", a date's folder"},
		{"archive in a hidden date", dec1, 1, ".2026-12-01.tmp-1/archive.db", "a date's folder"},
		{"archive in a held date", dec1, 1, ".embargo/2026-12-09/archive.db", "is inside " + filepath.Join("DIR", EmbargoFolder, "2026-12-09") + ", a date's folder"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			base := t.TempDir()
			dir := filepath.Join(base, "DIR")
			opt := Options{From: tt.from, Days: tt.days, Dir: dir}
			if tt.archive != "" {
				opt.Archive = filepath.Join(dir, tt.archive)
			}
			_, err := Run(context.Background(), cfg, opt)
			if _, ok := errors.AsType[*book.RefusedError](err); !ok || !strings.Contains(err.Error(), strings.ReplaceAll(tt.want, "DIR", dir)) {
				t.Fatalf("got %v, want a *book.RefusedError saying %q", err, tt.want)
			}
			if entries, _ := os.ReadDir(base); len(entries) > 0 {
				t.Errorf("the refused run made %s, want nothing", entries[0].Name())
			}
		})
	}
	// Beside the dates, or in a folder that is no date, is fine.
	for _, rel := range []string{"archive.db", "db/archive.db", "2026-12-01x/a.db"} {
		dir := filepath.Join(t.TempDir(), "DIR")
		if _, err := Run(context.Background(), cfg, Options{From: dec1, Days: 1, Dir: dir, Archive: filepath.Join(dir, rel)}); err != nil {
			t.Errorf("archive %s: %v", rel, err)
		}
	}
}

// TestRecreateKeepsUserFiles publishes a date, adds a sub-folder and
// files of the user's to its folder, deletes one of the feed's files and
// runs the date again: the feed's files are re-created, and the user's
// survive untouched.
func TestRecreateKeepsUserFiles(t *testing.T) {
	cfg := parseDaily(t, toyFeed, toyKinds)
	dir := t.TempDir()
	runFeed(t, cfg, dir, dec1, 1, book.Options{})
	want := feedTree(t, dir, true)
	date := filepath.Join(dir, "2026-12-01")
	user := map[string]string{
		"notes/draft.txt": "the user's",
		"notes/.hidden":   "hidden",
		".htaccess":       "Options -Indexes",
		"a.png.bak":       "an older copy",
	}
	for name, text := range user {
		p := filepath.Join(date, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Remove(filepath.Join(date, "a-solution.png")); err != nil {
		t.Fatal(err)
	}
	res := runFeed(t, cfg, dir, dec1, 1, book.Options{})
	if res.Recreated != 1 {
		t.Errorf("got %d puzzles re-created, want 1", res.Recreated)
	}
	got := feedTree(t, dir, true)
	for name, text := range user {
		rel := filepath.Join("2026-12-01", name)
		if string(got[rel]) != text {
			t.Errorf("the user's %s: got %q, want %q", rel, got[rel], text)
		}
		delete(got, rel)
	}
	filetree.Same(t, "re-created beside the user's files", got, want)
}

// TestStoppedWhilePlacing leaves a date's folder as a run stopped while
// moving re-created files into it leaves it (a hidden folder holding the
// rest): the next run makes the date again, whole, although every file
// is present.
func TestStoppedWhilePlacing(t *testing.T) {
	cfg := parseDaily(t, toyFeed, toyKinds)
	dir := t.TempDir()
	runFeed(t, cfg, dir, dec1, 1, book.Options{})
	want := feedTree(t, dir, true)
	stale := filepath.Join(dir, tempPrefix("2026-12-01")+"stopped")
	if err := os.Mkdir(stale, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(stale, "a.png"), []byte("new"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "2026-12-01", "a.json"), []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	res := runFeed(t, cfg, dir, dec1, 1, book.Options{})
	if res.Complete != 0 || res.Recreated != 1 {
		t.Errorf("got %d dates complete, %d puzzles re-created; want 0 and 1", res.Complete, res.Recreated)
	}
	filetree.Same(t, "the date made again", feedTree(t, dir, true), want)
}
