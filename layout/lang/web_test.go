package lang

import (
	"maps"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestWebEveryLanguageHasEveryKey checks that each language's web text
// has every key of the English one and no other, each non-empty and with
// the English text's arguments: the same verbs in the same order, or, for
// a format with indexes, the same arguments in any order.
func TestWebEveryLanguageHasEveryKey(t *testing.T) {
	english := webTables()["en"]
	keys := slices.Sorted(maps.Keys(english))
	for _, code := range Codes {
		tbl, ok := webTables()[code]
		if !ok {
			t.Fatalf("%s: no web table", code)
		}
		for _, k := range keys {
			text, ok := tbl[k]
			if !ok || strings.TrimSpace(text) == "" {
				t.Errorf("%s: web text %s is missing or empty", code, k)
				continue
			}
			want, wantIndexed := verbs(english[k])
			got, gotIndexed := verbs(text)
			if wantIndexed || gotIndexed {
				slices.Sort(want)
				slices.Sort(got)
			}
			if !slices.Equal(got, want) {
				t.Errorf("%s: web text %s: %q takes %v, want the arguments of %q, %v", code, k, text, got, english[k], want)
			}
		}
		for k := range tbl {
			if _, ok := english[k]; !ok {
				t.Errorf("%s: web text %s is not an English key", code, k)
			}
		}
		for _, list := range []struct {
			key string
			n   int
		}{{"months", 12}, {"weekdays", 7}, {"weekdays_short", 7}} {
			if got := len(WebFor(code).List(list.key)); got != list.n {
				t.Errorf("%s: %s has %d names, want %d", code, list.key, got, list.n)
			}
		}
	}
}

func TestWebDatesAndTypography(t *testing.T) {
	d := time.Date(2027, time.January, 4, 0, 0, 0, 0, time.UTC)
	for _, tt := range []struct{ code, date, month string }{
		{"en", "Monday 4 January 2027", "January 2027"},
		{"fr", "Lundi 4 janvier 2027", "Janvier 2027"},
		{"de", "Montag, 4. Januar 2027", "Januar 2027"},
		{"es", "Lunes, 4 de enero de 2027", "Enero de 2027"},
		{"xx", "Monday 4 January 2027", "January 2027"},
	} {
		w := WebFor(tt.code)
		if got := w.Date(d); got != tt.date {
			t.Errorf("%s: Date = %q, want %q", tt.code, got, tt.date)
		}
		if got := w.MonthYear(d); got != tt.month {
			t.Errorf("%s: MonthYear = %q, want %q", tt.code, got, tt.month)
		}
	}
	fr := WebFor("fr")
	if got, want := fr.Text("solved_in", "3 minutes"), "Résolue en 3 minutes. Bravo"+ThinSpace+"!"; got != want {
		t.Errorf("fr solved_in = %q", got)
	}
	if got := fr.Text("cell_says"); got != "%s"+ThinSpace+": %s" {
		t.Errorf("fr cell_says = %q, want a thin space before the colon", got)
	}
	if got := WebFor("de").Count("puzzles", 1); got != "1 Rätsel" {
		t.Errorf("de Count(puzzles, 1) = %q", got)
	}
	if got := WebFor("en").Count("puzzles", 3); got != "3 puzzles" {
		t.Errorf("en Count(puzzles, 3) = %q", got)
	}
}

// TestWebWithBook checks that a book's labels: and grades: reach the
// pages: the puzzle label, the grade names and the counts.
func TestWebWithBook(t *testing.T) {
	w := French
	if err := w.Set("easy", "Doux"); err != nil {
		t.Fatal(err)
	}
	if err := w.Set("puzzle", "N° %d"); err != nil {
		t.Fatal(err)
	}
	web := WebFor("fr").WithBook(w)
	if web["easy"] != "Doux" || web.Text("puzzle", 3) != "N° 3" || web.Count("puzzles", 2) != "2 grilles" {
		t.Errorf("WithBook: easy %q, puzzle %q, puzzles %q", web["easy"], web.Text("puzzle", 3), web.Count("puzzles", 2))
	}
	if WebFor("fr")["easy"] != "Facile" {
		t.Error("WithBook changed the language's own table")
	}
}
