package config

import (
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/lang"
)

// Meta is the title, subtitle, author and copyright of cfg's book,
// built once for its pages, its PDF's document info and its cover.
func (cfg *Config) Meta() layout.Meta {
	w := cfg.Text()
	m := layout.Meta{
		Title: w.Punctuate(cfg.Title), Subtitle: w.Punctuate(cfg.Subtitle), Author: cfg.Author,
		Copyright: Paragraphs(cfg.Copyright),
	}
	for i, p := range m.Copyright {
		m.Copyright[i] = w.Punctuate(p)
	}
	return m
}

// Book is the composer's book of cfg with these sections.
func (cfg *Config) Book(meta layout.Meta, puzzles, answers []layout.Section) layout.Book {
	b := layout.Book{
		Meta:          meta,
		Page:          cfg.Page.Spec,
		Puzzles:       puzzles,
		Contents:      cfg.Contents,
		PrintOnDemand: cfg.PrintOnDemand,
		AnswerBook:    cfg.Output.Answers == AnswersSeparate,
		WorksheetFace: cfg.WorksheetFace(),
		Words:         cfg.Text(),
		Index:         cfg.Index,
		IndexTitle:    lang.IndexTitle(cfg.Language),
		Type:          cfg.Type(),
	}
	b.Front, b.Back = cfg.MatterPages()
	if cfg.Output.Cover {
		b.MinPages = layout.MinPODPages // the fewest a cover is printed for
		b.Bound = true
	}
	if cfg.Output.Answers != AnswersNone {
		b.Answers = answers
	}
	return b
}

// Type is the type scale of cfg's book, in its fonts: layout.LargePrint with
// large_print, else the usual one.
func (cfg *Config) Type() layout.Type {
	t := layout.Type{}
	if cfg.LargePrint {
		t = layout.LargePrint
	}
	t.Fonts = cfg.Fonts
	return t
}

// WorksheetFace is the bold face of cfg's worksheets.
func (cfg *Config) WorksheetFace() draw.Face {
	if cfg.WorksheetFont == "heavy" {
		return draw.Heavy
	}
	return draw.Bold
}

// Paragraphs splits text at blank lines, joining the lines of each
// paragraph with spaces.
func Paragraphs(text string) []string {
	var out []string
	for _, p := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n\n") {
		if p = strings.Join(strings.Fields(p), " "); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// Frames are the composer's sections of cfg before any puzzle exists:
// headings, how many to a page, the size and type of the grids, and an
// empty "how to play" page where one opens the section. They hold all
// that the layout's choices depend on but the number of items.
func (cfg *Config) Frames() (puzzles, answers []layout.Section) {
	puzzles = make([]layout.Section, len(cfg.Sections))
	answers = make([]layout.Section, len(cfg.Sections))
	explained := map[string]bool{} // kinds that had a how-to-play page
	for s, sec := range cfg.Sections {
		grade, title := cfg.GradeName(sec.Params.Grade), cfg.Text().Punctuate(sec.Title)
		puzzles[s] = layout.Section{
			Title: title, Grade: grade, PerPage: sec.PerPage,
			Worksheet: sec.Worksheet, Instruction: sec.Instruction,
			Grid: sec.Grid(cfg.Fonts.Digit(draw.Bold)),
		}
		if sec.Worksheet {
			puzzles[s].Grid = sec.Grid(cfg.Fonts.Digit(cfg.WorksheetFace()))
		}
		puzzles[s].Grid = cfg.timeBoxGrid(s, puzzles[s].Grid)
		if _, ok := sec.Kind.(gen.Explainer); ok && cfg.HowToPlay && !explained[sec.Kind.Name()] {
			explained[sec.Kind.Name()] = true
			puzzles[s].HowTo = &layout.HowTo{}
		}
		answers[s] = layout.Section{Title: title, PerPage: answersPerPage(cfg.Output, sec),
			Grid: sec.AnswerGrid(cfg.Fonts.Digit(draw.Bold))}
	}
	return puzzles, answers
}

// answersPerPage is the section's answers_per_page, else the book's
// output.answers_per_page, else a default that packs small grids tighter
// than large ones: the most to a page, which the layout may lower.
func answersPerPage(o Output, sec Section) int {
	if sec.AnswersPerPage > 0 {
		return sec.AnswersPerPage
	}
	if o.AnswersPerPage > 0 {
		return o.AnswersPerPage
	}
	switch {
	case sec.Params.Rows >= 9:
		return 6
	case sec.Params.Rows >= 6:
		return 9
	default:
		return 12
	}
}
