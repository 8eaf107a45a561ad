package daily

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/book/manifest"
)

// rebuildFeed has a slot of every kind with the params each takes. Its
// 5x5 hard Numberlink, a small supply, repeats an earlier date's puzzle
// at the first attempt within the run, so the feed holds a puzzle made
// by a retry, from an AttemptSeed.
const rebuildFeed = `name: every
seed: 3
daily_output: {dpi: 36}
daily:
  - {slot: four, kind: sudoku, size: 4, grades: easy}
  - {slot: six, kind: sudoku, size: 6, grades: easy, givens: 14-18}
  - {slot: nine, kind: sudoku, size: 9, grades: {default: easy, sat: medium}, symmetry: mirror}
  - {slot: numbrix, kind: numbrix, size: 6, grades: easy, max_gap: 8, pattern: border}
  - {slot: hidato, kind: hidato, size: 6, grades: easy, shape: diamond, ends: free}
  - {slot: link, kind: numberlink, size: 7, grades: easy, paths: 5-7, solids: 2}
  - {slot: small, kind: numberlink, size: 5, grades: hard}
`

// TestRebuildDaily rebuilds every puzzle of a short feed of every kind
// from its SLOT.json alone and wants the file's puzzle back, field for
// field and in the bytes of the puzzle object.
func TestRebuildDaily(t *testing.T) {
	cfg, err := Parse("every.yaml", []byte(rebuildFeed))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	from, days := mustDate(t, "2026-12-04"), 5
	runFeed(t, cfg, dir, from, days, book.Options{})
	retries, picks := 0, 0
	for d := range days {
		date := from.AddDate(0, 0, d)
		for _, s := range cfg.Slots {
			name := filepath.Join(date.Format(DateLayout), s.Name+".json")
			t.Run(name, func(t *testing.T) {
				data, err := os.ReadFile(filepath.Join(dir, name))
				if err != nil {
					t.Fatal(err)
				}
				es, err := manifest.ReadPuzzles(bytes.NewReader(data))
				if err != nil {
					t.Fatal(err)
				}
				e := es[0]
				if e.Params == nil {
					t.Fatal("got no params")
				}
				if e.Params.Pick > 0 {
					picks++
				}
				if e.Seed != Seed(cfg.Seed, date, s.Name) {
					retries++
				}
				got, err := book.Rebuild(context.Background(), e, book.Options{})
				if err != nil {
					t.Fatal(err)
				}
				for _, f := range []struct{ what, got, want string }{
					{"givens", fmt.Sprint(got.Givens), fmt.Sprint(e.Givens)},
					{"solution", fmt.Sprint(got.Solution), fmt.Sprint(e.Solution)},
					{"grade", got.Grade.String(), e.Grade.String()},
					{"score", fmt.Sprint(got.Score), fmt.Sprint(e.Score)},
				} {
					if f.got != f.want {
						t.Errorf("got %s %s, want %s", f.what, f.got, f.want)
					}
				}
				// The rebuilt entry, written as SLOT.json writes its
				// puzzle, is the file's.
				var slot manifest.DailyEntry
				if err := json.Unmarshal(data, &slot); err != nil {
					t.Fatal(err)
				}
				slot.Puzzle = got.Puzzle
				var b bytes.Buffer
				if err := manifest.WriteJSON(&b, slot); err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(b.Bytes(), data) {
					t.Errorf("got\n%s\nwant the file's\n%s", b.Bytes(), data)
				}
			})
		}
	}
	if picks == 0 {
		t.Error("got no puzzle with a pick; the test no longer rebuilds a listed supply")
	}
	if retries == 0 {
		t.Error("got no puzzle made by a retry; the test no longer rebuilds from an AttemptSeed")
	}
}
