package daily

import (
	"strings"
	"time"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout/lang"
	"github.com/puzzlebook/puzzlebook/web"
)

// language is the language of the feed's pages: the config's language:
// (English by default), with its labels: and grades:, as a book's pages
// take them.
func (cfg *Config) language() web.Language {
	return web.Language{Code: cfg.Language, Words: lang.WebFor(cfg.Language).WithBook(cfg.Text())}
}

// gradeWord is g as the feed names it within a label, in its language
// and with its grades: ("Sudoku, easy").
func (cfg *Config) gradeWord(g gen.Grade) string { return strings.ToLower(cfg.GradeName(g)) }

// gradeNote is g as the feed notes it beside a puzzle ("Easy").
func (cfg *Config) gradeNote(g gen.Grade) string { return cfg.GradeName(g) }

// dateTitle writes d in full in the feed's language: "Monday 4 January
// 2027", "Montag, 4. Januar 2027".
func (cfg *Config) dateTitle(d time.Time) string { return lang.WebFor(cfg.Language).Date(d) }

// fileRole labels a puzzle's file by its role: "Sudoku, easy (column)".
func fileRole(label, role string) string { return label + " (" + role + ")" }

// fixedText is the text a feed with slots, read into b, prints beside a
// book's labels, in its language (config.Extension.Printed): its kinds'
// titles, its grades within a label ("Sudoku, easy"), the words of every
// date's title, and the marks its headers and labels join with
// ("Daily · Monday 4 January 2027", "Sudoku 6×6").
func fixedText(b *config.Config, slots []Slot) string {
	cfg := &Config{Config: b}
	var sb strings.Builder
	for _, s := range slots {
		sb.WriteString(gen.TitleIn(s.Kind, b.Language))
	}
	for _, g := range gen.Grades {
		sb.WriteString(cfg.gradeWord(g))
	}
	for day := range 7 { // 4 January 2027 is a Monday
		sb.WriteString(cfg.dateTitle(time.Date(2027, time.January, 4+day, 0, 0, 0, 0, time.UTC)))
	}
	for m := time.January; m <= time.December; m++ {
		sb.WriteString(cfg.dateTitle(time.Date(2027, m, 1, 0, 0, 0, 0, time.UTC)))
	}
	sb.WriteString("·×")
	return sb.String()
}
