package daily

import (
	"encoding/xml"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// TestAtomFeed runs a feed of toy puzzles (PNG files, no pages) for 62
// dates over two runs, and a feed with pages for 2, and reads feed.xml
// with encoding/xml: the feed's id, title, updated and author; the newest
// 60 dates, newest first, each with its id, title, updated and a link to
// its page or, without pages, its PNGs; the same bytes from the same
// dates.
func TestAtomFeed(t *testing.T) {
	type link struct {
		Rel  string `xml:"rel,attr"`
		Href string `xml:"href,attr"`
		Type string `xml:"type,attr"`
	}
	type feed struct {
		XMLName xml.Name `xml:"http://www.w3.org/2005/Atom feed"`
		ID      string   `xml:"id"`
		Title   string   `xml:"title"`
		Updated string   `xml:"updated"`
		Author  string   `xml:"author>name"`
		Links   []link   `xml:"link"`
		Entries []struct {
			ID      string `xml:"id"`
			Title   string `xml:"title"`
			Updated string `xml:"updated"`
			Links   []link `xml:"link"`
		} `xml:"entry"`
	}
	read := func(t *testing.T, dir string) (feed, []byte) {
		t.Helper()
		data, err := os.ReadFile(filepath.Join(dir, feedFile))
		if err != nil {
			t.Fatal(err)
		}
		var f feed
		if err := xml.Unmarshal(data, &f); err != nil {
			t.Fatalf("feed.xml: %v", err)
		}
		return f, data
	}

	t.Run("PNGs", func(t *testing.T) {
		cfg := parseDaily(t, "name: toys\ntitle: Toy Daily\ndaily_output: {dpi: 36}\ndaily: [{slot: one, kind: toy, size: 3, grades: easy}]\n", toyKinds)
		dir := t.TempDir()
		runFeed(t, cfg, dir, dec1, 40, book.Options{})
		runFeed(t, cfg, dir, dec1.AddDate(0, 0, 40), 22, book.Options{})
		f, data := read(t, dir)
		page, err := os.ReadFile(filepath.Join(dir, dailyCalendar))
		if want := `<link rel="alternate" type="application/atom+xml" title="Toy Daily" href="feed.xml">`; err != nil || !strings.Contains(string(page), want) {
			t.Errorf("%s: got no %s in its head (%v), want feed readers to find the feed", dailyCalendar, want, err)
		}
		if f.ID != "urn:puzzlebook:daily:toys" || f.Title != "Toy Daily" || f.Author != "Toy Daily" {
			t.Errorf("feed: got id %q, title %q, author %q, want urn:puzzlebook:daily:toys, Toy Daily, Toy Daily", f.ID, f.Title, f.Author)
		}
		newest := dec1.AddDate(0, 0, 61)
		if want := newest.Format(time.RFC3339); f.Updated != want {
			t.Errorf("feed updated: got %q, want %q (the newest date)", f.Updated, want)
		}
		if len(f.Entries) != feedDates {
			t.Fatalf("got %d entries, want %d of the 62 dates", len(f.Entries), feedDates)
		}
		for i, e := range f.Entries {
			d := newest.AddDate(0, 0, -i)
			date := d.Format(DateLayout)
			if e.ID != "urn:puzzlebook:daily:toys:"+date || e.Updated != d.Format(time.RFC3339) || e.Title != d.Format("Monday 2 January 2006") {
				t.Errorf("entry %d: got id %q, updated %q, title %q, want the date %s, newest first", i, e.ID, e.Updated, e.Title, date)
			}
			want := []link{{"alternate", date + "/one.png", "image/png"}, {"related", date + "/one.png", "image/png"}, {"related", date + "/one-solution.png", "image/png"}}
			if len(e.Links) != len(want) {
				t.Fatalf("entry %s: got links %+v, want %+v", date, e.Links, want)
			}
			for k := range want {
				if e.Links[k] != want[k] {
					t.Errorf("entry %s: link %d: got %+v, want %+v", date, k, e.Links[k], want[k])
				}
			}
		}
		// Run a date again: the feed does not change.
		runFeed(t, cfg, dir, dec1.AddDate(0, 0, 30), 1, book.Options{})
		if _, again := read(t, dir); string(again) != string(data) {
			t.Errorf("feed.xml changed when a published date was run again")
		}
	})

	t.Run("pages", func(t *testing.T) {
		cfg := parseDaily(t, columnFeed, kinds.All)
		dir := t.TempDir()
		runFeed(t, cfg, dir, dec1, 2, book.Options{})
		f, _ := read(t, dir)
		if len(f.Entries) != 2 || !strings.HasSuffix(f.Entries[0].ID, "2026-12-02") {
			t.Fatalf("got %d entries, the first %+v, want 2, 2026-12-02 first", len(f.Entries), f.Entries)
		}
		e := f.Entries[1]
		want := []link{
			{"alternate", "2026-12-01/sudoku.html", "text/html"},
			{"related", "2026-12-01/sudoku.html", "text/html"},
			{"related", "2026-12-01/sudoku.pdf", "application/pdf"},
			{"related", "2026-12-01/sudoku.ipuz", "application/json"},
			{"related", "2026-12-01/six.html", "text/html"},
			{"related", "2026-12-01/six.pdf", "application/pdf"},
			{"related", "2026-12-01/six.ipuz", "application/json"},
			{"related", "2026-12-01/numbrix.html", "text/html"},
			{"related", "2026-12-01/numbrix.pdf", "application/pdf"},
			{"related", "2026-12-01/numbrix.ipuz", "application/json"},
			{"related", "2026-12-01/day.pdf", "application/pdf"},
		}
		if len(e.Links) != len(want) {
			t.Fatalf("2026-12-01: got links %+v, want %+v", e.Links, want)
		}
		for k := range want {
			if e.Links[k] != want[k] {
				t.Errorf("2026-12-01: link %d: got %+v, want %+v", k, e.Links[k], want[k])
			}
		}
		self := false
		for _, l := range f.Links {
			self = self || l.Rel == "self" && l.Href == feedFile
		}
		if !self {
			t.Errorf("feed links: got %+v, want rel=self to feed.xml", f.Links)
		}
	})
}
