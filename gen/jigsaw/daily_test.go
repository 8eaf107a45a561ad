package jigsaw_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/book/manifest"
	"github.com/puzzlebook/puzzlebook/daily"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/ipuz"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// TestDailySixtyDays runs a daily feed with a jigsaw slot over 60 days,
// and wants each day's puzzle (its JSON form: regions, givens, solution)
// solvable as recorded, its ipuz file the same puzzle, and no layout or
// puzzle twice.
func TestDailySixtyDays(t *testing.T) {
	if testing.Short() {
		t.Skip("short: 60 days of files")
	}
	cfg, err := daily.Reader{}.Parse("feed.yaml", []byte("name: feed\nseed: 5\ndaily:\n  - {slot: jig, kind: jigsaw, size: 9, grades: {mon: easy, tue: easy, wed: medium, thu: medium, fri: hard, sat: expert, sun: hard}}\n"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	from := time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC)
	if _, err := daily.Run(context.Background(), cfg, daily.Options{From: from, Days: 60, Dir: dir, Options: book.Options{Workers: 2}}); err != nil {
		t.Fatal(err)
	}
	seen := map[string]string{}
	layouts := map[string]string{}
	for d := range 60 {
		date := from.AddDate(0, 0, d).Format("2006-01-02")
		b, err := os.ReadFile(filepath.Join(dir, date, "jig.json"))
		if err != nil {
			t.Fatal(err)
		}
		var e manifest.Entry
		if err := json.Unmarshal(b, &e); err != nil {
			t.Fatal(err)
		}
		if e.Kind != "jigsaw" || len(e.Regions) != 9 {
			t.Fatalf("%s: got a %s with %d rows of regions, want a 9x9 jigsaw", date, e.Kind, len(e.Regions))
		}
		p := e.Puzzle
		if err := gen.Check(context.Background(), kindOf(t), &p); err != nil {
			t.Errorf("%s: %v", date, err)
		}
		doc, err := os.ReadFile(filepath.Join(dir, date, "jig.ipuz"))
		if err != nil {
			t.Fatal(err)
		}
		q, _, err := ipuz.Decode(bytes.NewReader(doc))
		if err != nil || q.Kind != "jigsaw" || !gen.EqualGrids(q.Regions, p.Regions) || !gen.EqualGrids(q.Givens, p.Givens) || !gen.EqualGrids(q.Solution, p.Solution) {
			t.Errorf("%s: the ipuz file reads back as %v (%v), want the JSON's jigsaw", date, q, err)
		}
		key, layout := fmt.Sprint(e.Givens, e.Regions), fmt.Sprint(e.Regions)
		if other, ok := seen[key]; ok {
			t.Errorf("%s repeats the puzzle of %s", date, other)
		}
		if other, ok := layouts[layout]; ok {
			t.Errorf("%s repeats the layout of %s", date, other)
		}
		seen[key], layouts[layout] = date, date
	}
}

// kindOf returns the jigsaw kind of the list.
func kindOf(t *testing.T) gen.Kind {
	t.Helper()
	k, ok := kinds.Find("jigsaw")
	if !ok {
		t.Fatal("jigsaw is not in kinds.All")
	}
	return k
}
