package daily

import (
	"context"
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// testRecord is a record of the toy kind with the given id and hash.
func testRecord(id, date, hash string) Record {
	return Record{
		ID: id, Feed: "feed", Date: date, Slot: strings.TrimPrefix(id, "feed-"+date+"-"), Kind: "toy",
		Rows: 2, Cols: 2, Grade: gen.Easy, Hash: hash, Seed: 1<<63 + 5,
		Files: []string{date + "/a.png"}, Puzzle: []byte(`{"id":"` + id + `"}`),
	}
}

func openTestArchive(t *testing.T, path string) *Archive {
	t.Helper()
	a, err := OpenArchive(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	return a
}

// TestArchiveContents publishes records, reads them back whole, and
// checks that a date whose puzzle repeats one already published is
// refused whole.
func TestArchiveContents(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "sub", "a.db")
	a := openTestArchive(t, path)
	first := []Record{testRecord("feed-2026-12-01-a", "2026-12-01", "h1"), testRecord("feed-2026-12-01-b", "2026-12-01", "h2")}
	if err := a.publish(ctx, first); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		recs []Record
		want string
	}{
		{"repeated hash", []Record{testRecord("feed-2026-12-02-a", "2026-12-02", "h3"), testRecord("feed-2026-12-02-b", "2026-12-02", "h1")}, "UNIQUE constraint failed: puzzles.hash"},
		{"date published", []Record{testRecord("feed-2026-12-01-a", "2026-12-01", "h4")}, "UNIQUE constraint failed: puzzles.feed, puzzles.date, puzzles.slot"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := a.publish(ctx, tt.recs)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want %q", err, tt.want)
			}
			if rs, _ := a.List(ctx); len(rs) != 2 {
				t.Errorf("got %d records after a refused date, want 2: a date is published whole or not at all", len(rs))
			}
		})
	}
	a.Close()

	b := openTestArchive(t, path) // reopen: the records are on disk
	rs, err := b.List(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(rs) != 2 || rs[0].ID != first[0].ID || rs[1].ID != first[1].ID || rs[0].Puzzle != nil {
		t.Fatalf("List: got %+v, want the two records in order without puzzles", rs)
	}
	got, err := b.Get(ctx, "feed-2026-12-01-b")
	if err != nil {
		t.Fatal(err)
	}
	want := first[1]
	if got.ID != want.ID || got.Feed != want.Feed || got.Date != want.Date || got.Slot != "b" || got.Kind != want.Kind ||
		got.Rows != 2 || got.Cols != 2 || got.Grade != want.Grade || got.Hash != want.Hash || got.Seed != want.Seed ||
		strings.Join(got.Files, " ") != want.Files[0] || string(got.Puzzle) != string(want.Puzzle) {
		t.Errorf("Get: got %+v, want %+v", got, want)
	}
	if _, err := b.Get(ctx, "feed-2027-01-01-a"); !errors.Is(err, ErrNotArchived) {
		t.Errorf("Get of a missing id: got %v, want ErrNotArchived", err)
	}
}

// TestOpenArchiveRefuses checks that what is not an archive is refused,
// not overwritten.
func TestOpenArchiveRefuses(t *testing.T) {
	dir := t.TempDir()
	text := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(text, []byte(strings.Repeat("not a database\n", 100)), 0o644); err != nil {
		t.Fatal(err)
	}
	other := filepath.Join(dir, "other.db")
	db, err := sql.Open("sqlite", other)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec("CREATE TABLE t (x INTEGER)"); err != nil {
		t.Fatal(err)
	}
	db.Close()
	newer := filepath.Join(dir, "newer.db")
	if db, err = sql.Open("sqlite", newer); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec("PRAGMA user_version = 99"); err != nil {
		t.Fatal(err)
	}
	db.Close()
	tests := []struct {
		name, path, want string
	}{
		{"text file", text, "not a database"},
		{"other database", other, "not a puzzlebook archive"},
		{"newer schema", newer, "schema version 99 is newer"},
		{"query in path", filepath.Join(dir, "a?mode=ro"), "may not hold '?'"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, err := OpenArchive(context.Background(), tt.path)
			if err == nil {
				a.Close()
				t.Fatalf("%s: got an archive, want an error containing %q", tt.path, tt.want)
			}
			if !strings.Contains(err.Error(), tt.want) || !strings.HasPrefix(err.Error(), "daily: archive ") {
				t.Errorf("got %v, want daily: archive ...: %s", err, tt.want)
			}
		})
	}
}

// TestDailyRecomputesHashes publishes, under a hash from an older
// canonical form, the only 1x1 toy puzzle there is: a feed asking for one
// must see that it was published and stop, not publish it again.
func TestDailyRecomputesHashes(t *testing.T) {
	dir := t.TempDir()
	a := openTestArchive(t, filepath.Join(dir, ArchiveFile))
	old := testRecord("old-2020-01-01-a", "2020-01-01", "hash-of-an-older-canonical-form")
	old.Feed = "old"
	old.Rows, old.Cols = 1, 1
	old.Puzzle = []byte(`{"date":"2020-01-01","slot":"a","kind":"toy","rows":1,"cols":1,"givens":[[1]],"solution":[[1]],"grade":"easy","score":0,"technique":"looking"}`)
	if err := a.publish(context.Background(), []Record{old}); err != nil {
		t.Fatal(err)
	}
	a.Close()
	cfg := parseDaily(t, "daily_output: {dpi: 36}\ndaily: [{slot: one, kind: toy, size: 1, grades: easy}]\n", toyKinds)
	_, err := Run(context.Background(), cfg, Options{From: dec1, Days: 1, Dir: dir})
	if err == nil || !strings.Contains(err.Error(), "the supply is spent") {
		t.Errorf("got %v, want the supply spent: the one 1x1 toy puzzle is published", err)
	}
}

// TestOpenArchiveTogether opens one new archive from several connections
// at once, as runs sharing --archive do: each must find or make the
// schema, never fail on a table another made meanwhile.
func TestOpenArchiveTogether(t *testing.T) {
	for trial := range 10 {
		path := filepath.Join(t.TempDir(), ArchiveFile)
		const opens = 4
		errs := make(chan error, opens)
		start := make(chan struct{})
		for range opens {
			go func() {
				<-start
				a, err := OpenArchive(context.Background(), path)
				if err == nil {
					err = a.Close()
				}
				errs <- err
			}()
		}
		close(start)
		for range opens {
			if err := <-errs; err != nil {
				t.Errorf("trial %d: %v", trial, err)
			}
		}
		if got := len(archiveRecords(t, path)); got != 0 {
			t.Errorf("trial %d: got %d records in a new archive, want 0", trial, got)
		}
	}
}
