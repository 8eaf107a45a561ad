package daily

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/internal/filetree"
)

// errStop is the failure injected at a boundary of a date.
var errStop = errors.New("stopped by the test")

// TestDatesWhole stops a run of one date at every boundary in turn:
// before each of its files, before its folder is renamed into place and
// before it is published. After each stop, DIR holds under the date's
// name either every file of the date, as a run that did not stop makes
// it, or nothing; then a run of the same date (after a crash's hidden
// folder is planted) finishes it byte for byte as the uninterrupted run
// did, with the same archive records.
func TestDatesWhole(t *testing.T) {
	cfg := parseDaily(t, columnFeed, kinds.All)
	date := dec1.Format(DateLayout)
	ref := t.TempDir()
	runFeed(t, cfg, ref, dec1, 1, book.Options{Workers: 1})
	want := feedTree(t, ref, false)
	wantRecords := archiveRecords(t, filepath.Join(ref, ArchiveFile))
	files := len(want)
	if files != 29 {
		t.Fatalf("got %d files in the date, want 29 (3 slots of 9: PNG, SVG and PDF pairs, JSON, ipuz and page; day.pdf and the date's index)", files)
	}
	// Boundaries: before each file, before the rename, before the record.
	for k := 0; k <= files+1; k++ {
		dir := t.TempDir()
		calls := 0
		opt := Options{From: dec1, Days: 1, Dir: dir, Options: book.Options{Workers: 1}}
		opt.boundary = func() error {
			calls++
			if calls > k {
				return errStop
			}
			return nil
		}
		_, err := Run(context.Background(), cfg, opt)
		if !errors.Is(err, errStop) {
			t.Fatalf("stop at boundary %d: got %v, want the injected failure", k, err)
		}
		got := feedTree(t, dir, false)
		if len(got) > 0 {
			filetree.Same(t, "a date after a stop", got, want)
		}
		if wantWhole := k > files; (len(got) > 0) != wantWhole {
			t.Errorf("stop at boundary %d: got %d files under %s, want %v", k, len(got), date, map[bool]string{true: "all 29", false: "none"}[wantWhole])
		}
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			if strings.HasPrefix(e.Name(), ".") {
				t.Errorf("stop at boundary %d: got %s left behind, want no hidden folder after a failure", k, e.Name())
			}
		}
		// A crash, unlike a failure, leaves its hidden folder: plant one.
		crash := filepath.Join(dir, tempPrefix(date)+"crash")
		if err := os.MkdirAll(crash, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(crash, "sudoku.png"), []byte("half"), 0o644); err != nil {
			t.Fatal(err)
		}
		runFeed(t, cfg, dir, dec1, 1, book.Options{Workers: 1})
		filetree.Same(t, "the date finished after a stop", feedTree(t, dir, false), want)
		sameRecords(t, archiveRecords(t, filepath.Join(dir, ArchiveFile)), wantRecords)
		if _, err := os.Stat(crash); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("stop at boundary %d: the crashed run's %s is still there (%v), want it removed", k, filepath.Base(crash), err)
		}
	}
}

// TestDateKeepsOldSlots publishes a date with two slots, then runs it
// again with one of them replaced: the new slot's files join the date's
// folder, whose files of the slot the config no longer has stay, as the
// index (and the date's own) still lists them.
func TestDateKeepsOldSlots(t *testing.T) {
	dir := t.TempDir()
	before := parseDaily(t, "daily_output: {dpi: 36}\ndaily:\n  - {slot: a, kind: toy, size: 3, grades: easy}\n  - {slot: b, kind: toy, size: 3, grades: easy}\n", toyKinds)
	runFeed(t, before, dir, dec1, 1, book.Options{})
	old := feedTree(t, dir, false)
	date := dec1.Format(DateLayout)
	delete(old, filepath.Join(date, dateIndex)) // it lists the new slot's files too
	after := parseDaily(t, "daily_output: {dpi: 36}\ndaily:\n  - {slot: a, kind: toy, size: 3, grades: easy}\n  - {slot: c, kind: toy, size: 4, grades: easy}\n", toyKinds)
	runFeed(t, after, dir, dec1, 1, book.Options{})
	got := feedTree(t, dir, false)
	filetree.Includes(t, "the date after slot b left the config", got, old)
	if idx := got[filepath.Join(date, dateIndex)]; !bytes.Contains(idx, []byte(date+"/b.png")) || !bytes.Contains(idx, []byte(date+"/c.png")) {
		t.Errorf("the date's index lists no b.png or no c.png, the old slot's file and the new one's:\n%s", idx)
	}
	for _, name := range []string{"c.png", "c-solution.png", "c.json"} {
		if _, ok := got[filepath.Join(date, name)]; !ok {
			t.Errorf("got no %s/%s, want the new slot's file", date, name)
		}
	}
}
