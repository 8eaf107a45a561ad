package lang

import (
	"fmt"
	"maps"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"
)

// Web is the text of the web pages puzzlebook writes (a book's
// output.html, a daily feed's pages, the calendar, the indexes) and of
// the player on them, in one language: every text a reader sees or a
// screen reader says, by key. It sits here, beside the book's Words,
// because the pages share the book's language and typography and some
// of its words (the puzzle label, the grade names, labels: and grades:).
// The web package reads it in Go, for the pages, and writes it whole into
// the player's script, whose modules name each text by its key
// (gen/play/text.js) and hold no words of their own.
//
// A text with a verb (%d, %s, %[2]s) is a format, formatted by Go's fmt
// or by the player's tr, which follows it. A key ending _one is the text
// for a count of 1 of the key without it. months, weekdays (Monday
// first) and weekdays_short are comma-separated lists. A button's label
// too long for a phone's narrow button carries soft hyphens (U+00AD)
// where it may break.
type Web map[string]string

// webTables are the languages' Web, by code, made on first use; French's
// are set in its typography then.
var webTables = sync.OnceValue(func() map[string]Web {
	fr := Web{}
	for k, v := range webFrench() {
		fr[k] = French.Punctuate(v)
	}
	return map[string]Web{
		"en": webEnglish(), "fr": fr, "de": webGerman(), "es": webSpanish(),
		"it": webItalian(), "pt": webPortuguese(), "nl": webDutch(),
	}
})

// WebFor returns a copy of the web text of the language code; an unknown
// code gives English.
func WebFor(code string) Web {
	t, ok := webTables()[code]
	if !ok {
		t = webTables()["en"]
	}
	return maps.Clone(t)
}

// WithBook returns t with the words the pages share with a book, taken
// from w (its language's, with its labels: and grades:): the puzzle
// label, the grade names and the counts of puzzles.
func (t Web) WithBook(w Words) Web {
	out := maps.Clone(t)
	for _, k := range []string{"puzzle", "easy", "medium", "hard", "expert"} {
		out[k] = w.Get(k)
	}
	out["any"] = w.AnyGrade
	out["puzzles"], out["puzzles_one"] = w.Puzzles, w.OnePuzzle
	return out
}

// Text is the text named key, formatted with args when it is a format.
func (t Web) Text(key string, args ...any) string {
	f, ok := t[key]
	if !ok {
		f = webTables()["en"][key]
	}
	if len(args) == 0 {
		return f
	}
	return fmt.Sprintf(f, args...)
}

// Count is the text named key for a count of n: key_one when n is 1 and
// t has it, else key, formatted with n.
func (t Web) Count(key string, n int) string {
	if _, ok := t[key+"_one"]; ok && n == 1 {
		key += "_one"
	}
	if !strings.Contains(t.Text(key), "%") {
		return t.Text(key)
	}
	return t.Text(key, n)
}

// List is the comma-separated list named key: the months, the weekdays.
func (t Web) List(key string) []string { return strings.Split(t.Text(key), ",") }

// Weekday is the name of d's day of the week.
func (t Web) Weekday(d time.Weekday) string { return t.List("weekdays")[(int(d)+6)%7] }

// MonthYear writes the month and year of d as a heading: "January
// 2027", "Janvier 2027".
func (t Web) MonthYear(d time.Time) string {
	return capitalFirst(t.Text("month_year", t.List("months")[d.Month()-1], d.Year()))
}

// Date writes d in full as a heading: "Monday 4 January 2027", "Lundi 4
// janvier 2027".
func (t Web) Date(d time.Time) string {
	return capitalFirst(t.Text("date_long", t.Weekday(d.Weekday()), d.Day(), t.List("months")[d.Month()-1], d.Year()))
}

// capitalFirst puts a capital letter at the start of s.
func capitalFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}
