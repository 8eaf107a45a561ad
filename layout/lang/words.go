package lang

import (
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"sync"
)

// Words is every fixed text a book prints, in one language. A text with
// a verb (%d, %s, %[2]s) is a format, and an override must keep its verbs.
// The key tag is the text's name under labels: in a config.
type Words struct {
	Puzzle         string `key:"puzzle"`           // a puzzle's label: "Puzzle %d"
	SolutionOnPage string `key:"solution_on_page"` // under a puzzle: "Solution on page %d"
	SolutionInBook string `key:"solution_in_book"` // the same, with an answer book
	Example        string `key:"example"`          // the how-to page's unsolved example
	Solution       string `key:"solution"`         // its solved example
	HowToPlay      string `key:"how_to_play"`      // the how-to page's heading: "How to play %s" (the kind)
	Contents       string `key:"contents"`         // the contents' heading
	Answers        string `key:"answers"`          // the answer key's heading and header
	AnswerBook     string `key:"answer_book"`      // the answer book's title: "Answers to %s" (the book's)
	Hints          string `key:"hints"`            // the hints' heading and header
	Name           string `key:"name"`             // a worksheet's Name line
	Date           string `key:"date"`             // a worksheet's Date line
	AnyGrade       string `key:"any_grade"`        // the grades as notes and headings
	Easy           string `key:"easy"`
	Medium         string `key:"medium"`
	Hard           string `key:"hard"`
	Expert         string `key:"expert"`
	SectionTitle   string `key:"section_title" args:"1s 2s 3s"` // a section's default title: grade %[1]s, kind %[2]s, grade in lower case %[3]s
	Puzzles        string `key:"puzzles"`                       // a section's count: "%d puzzles"
	OnePuzzle      string `key:"one_puzzle"`                    // "1 puzzle"
	Worksheets     string `key:"worksheets"`                    // a worksheet section's note
	SameRules      string `key:"same_rules"`                    // a how-to page's note on other sizes: "The %s puzzles of this book..."
	And            string `key:"and"`                           // the last joint of a list: "and"
	InsideThisBook string `key:"inside_this_book"`              // the back cover's heading
	Sections       string `key:"sections"`                      // the back cover's list, shortened: "%d sections"
	MoreSections   string `key:"more_sections"`                 // "and %d more sections"
	KindPuzzles    string `key:"kind_puzzles"`                  // the front cover: "%s puzzles" (the kinds)
	KindPuzzle     string `key:"kind_puzzle"`                   // "%s puzzle", when there is one
	InsideGrade    string `key:"inside_grade"`                  // "%[1]d %[3]s %[2]s": count, kind puzzles, grade
	InsideRange    string `key:"inside_range"`                  // "%[1]d %[2]s, %[3]s to %[4]s": count, kind puzzles, grades
	Unique         string `key:"unique"`                        // the back cover's promise
	AnswersBack    string `key:"answers_back"`                  // "Answers at the back."
	AnswersApart   string `key:"answers_apart"`                 // "Answers in a separate answer book."
	LargePrint     string `key:"large_print"`                   // the front cover's badge of a large-print book: "LARGE PRINT"
	Intro          string `key:"intro"`                         // the default titles of the extra pages (pages:): an introduction
	Tips           string `key:"tips"`                          // tips
	Notes          string `key:"notes"`                         // pages for notes
	About          string `key:"about"`                         // about the author
	AlsoBy         string `key:"also_by"`                       // the author's other books
	Review         string `key:"review"`                        // asking for a review

	// A daily feed's words (its language: and labels: as a book's).
	YesterdaysAnswers string `key:"yesterdays_answers"` // the heading of the previous date's solutions on day.pdf
	DayPage           string `key:"day_page"`           // the feed's link to a date's day.pdf
	Column            string `key:"column"`             // a puzzle's file at its column width: "Sudoku, easy (column)"

	french bool // typography: a thin no-break space before : ; ? ! and « » quotes
}

// Codes are the languages a book may be set in; en is the default.
var Codes = []string{"en", "fr", "de", "es", "it", "pt", "nl"}

// tables are the languages' Words, by code, made on first use (French's
// typography is set then, not at every start-up).
var tables = sync.OnceValue(func() map[string]Words {
	return map[string]Words{"en": English, "fr": French.punctuated(), "de": German, "es": Spanish, "it": Italian, "pt": Portuguese, "nl": Dutch}
})

// For returns the Words of the language code, and whether there are any.
func For(code string) (Words, bool) {
	w, ok := tables()[code]
	return w, ok
}

// Keys are the names of the texts of Words, in order.
func Keys() []string {
	t := reflect.TypeFor[Words]()
	var out []string
	for i := range t.NumField() {
		if k := t.Field(i).Tag.Get("key"); k != "" {
			out = append(out, k)
		}
	}
	return out
}

// field is the text of w named key, or nil.
func (w *Words) field(key string) *string {
	v := reflect.ValueOf(w).Elem()
	t := v.Type()
	for i := range t.NumField() {
		if t.Field(i).Tag.Get("key") == key {
			return v.Field(i).Addr().Interface().(*string)
		}
	}
	return nil
}

// Get returns the text of w named key ("" for an unknown key).
func (w Words) Get(key string) string {
	if p := w.field(key); p != nil {
		return *p
	}
	return ""
}

// verbRE matches a format's verbs, with their argument index if any.
var verbRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`%(?:\[(\d)\])?([a-z%])`) })

// Set replaces the text named key with text. A text without arguments is
// printed as it is, a percent sign included. A format's replacement takes
// the same arguments: a format without indexes ("Puzzle %d") the same
// verbs in the same order; one with indexes ("%[2]s %[3]s") any of its
// arguments, by index and verb, in any order.
func (w *Words) Set(key, text string) error {
	p := w.field(key)
	if p == nil {
		return fmt.Errorf("lang: unknown label %q; the labels are %s", key, strings.Join(Keys(), ", "))
	}
	if strings.TrimSpace(text) == "" {
		return fmt.Errorf("lang: label %s: empty", key)
	}
	args, indexed := argsOf(key)
	if len(args) > 0 && strings.Contains(verbRE().ReplaceAllString(text, ""), "%") {
		return fmt.Errorf("lang: label %s: %q has a %% that is not a verb of %q: write %%%% for a percent sign", key, text, English.Get(key))
	}
	got, gotIndexed := verbs(text)
	ok := slices.Equal(args, got) && indexed == gotIndexed
	if indexed && gotIndexed {
		ok = true
		for _, v := range got {
			ok = ok && slices.Contains(args, v)
		}
	}
	if !ok {
		return fmt.Errorf("lang: label %s: %q must take the arguments of %q (%s)", key, text, *p, describe(args))
	}
	*p = w.Punctuate(text)
	return nil
}

// argsOf are the arguments the text named key is given: those its
// args tag lists, else those of its English text.
func argsOf(key string) ([]string, bool) {
	t := reflect.TypeFor[Words]()
	for i := range t.NumField() {
		if f := t.Field(i); f.Tag.Get("key") == key && f.Tag.Get("args") != "" {
			return strings.Fields(f.Tag.Get("args")), true
		}
	}
	return verbs(English.Get(key))
}

// verbs are the arguments a format's verbs take, as index and verb
// ("1d"), and whether it names them by index.
func verbs(s string) (out []string, indexed bool) {
	for _, m := range verbRE().FindAllStringSubmatch(s, -1) {
		if m[2] == "%" {
			continue
		}
		if m[1] != "" {
			indexed = true
		} else {
			m[1] = fmt.Sprint(len(out) + 1)
		}
		out = append(out, m[1]+m[2])
	}
	return out, indexed
}

func describe(args []string) string {
	if len(args) == 0 {
		return "no % verb"
	}
	var out []string
	for _, a := range args {
		out = append(out, "%["+a[:1]+"]"+a[1:])
	}
	return strings.Join(out, ", ")
}
