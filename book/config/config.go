package config

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/lang"
)

// MaxSize is the largest config file Load reads. Real configs
// are a few kilobytes; anything near this is a mistake or an attack.
const MaxSize = 4 << 20

// Config is a validated book config. Parse fills every default, so
// every field holds the value the build uses.
type Config struct {
	File     string // the file the config was read from, for messages; may be empty
	Name     string // base name of the output files
	Title    string
	Subtitle string
	Author   string
	Seed     uint64
	Page     Page
	Output   Output
	Sections []Section

	// Copyright is the text of the page after the title page, paragraphs
	// separated by blank lines; empty leaves the page out.
	Copyright string
	// Matter are the extra pages pages: lists, in order.
	Matter []Matter
	// Contents adds a table of contents (default true).
	Contents bool
	// HowToPlay opens the first section of each kind and size with a "how
	// to play" page, for kinds that explain themselves (default true).
	HowToPlay bool
	// PrintOnDemand pads the book to at least 24 pages and keeps bookmarks
	// and document metadata out of its PDF.
	PrintOnDemand bool
	// LargePrint sets the book in large print (layout.LargePrint): every
	// text at 14 pt or more, the grids' numbers at 16 pt or more, heavier
	// lines, and so fewer grids to a page where they would be smaller.
	LargePrint bool
	// Fonts are the book's typefaces (fonts: text sets the body, titles
	// and labels, digits the grids' numbers): named families shipped in
	// package fonts or the user's TrueType files. The zero value is Lato
	// for both.
	Fonts draw.Fonts
	// WorksheetFont is the bold face of worksheet pages: "bold" (Lato
	// Bold) or "heavy" (Lato Black).
	WorksheetFont string
	// Cover is the full-wrap cover that Output.Cover writes.
	Cover Cover
	// Language is the language of the book's fixed text (en, fr, de, es,
	// it, pt, nl; default en), and Words that text, with the config's
	// labels: in place of the language's own (see Text).
	Language string
	Words    lang.Words
	// Numbering is how puzzles are numbered: "book" (1, 2, ... through
	// the book, the default) or "section" (each section from 1, labelled
	// with its kind: "Hard Sudoku 12"; see Label).
	Numbering string
	// Index adds a list of every puzzle (a tick box, its label, grade and
	// page) after the hints, before the answers.
	Index bool
	// TimeBox prints a "Time: ____" line under each puzzle.
	TimeBox bool
	// TargetPages, when above zero, is the page count the book is made
	// to: Parse chooses the sections' counts in proportion to the counts
	// the config gives (see target.go), and Targeted tells of them.
	TargetPages int
	Targeted    string
	// Series names the archive shared by the volumes of a series, whose
	// puzzles a volume never repeats.
	Series Series
	// Kinds is the list of kinds the config was read with (Reader.Kinds),
	// which its web pages' player and its ipuz files know; nil for
	// kinds.All.
	Kinds []gen.Kind

	// fit is the layout's fit of the book Parse found, which Fit reuses
	// while the config plans the same book.
	fit *fitCache
}

// Page is the trim size, margin and bleed of the book's pages.
type Page struct {
	Size   string          // as written in the config, e.g. "letter" or "6x9"
	Margin string          // as written, e.g. "0.5in"
	Bleed  bool            // 0.125in of bleed on the top, bottom and outside edge
	Spec   layout.PageSpec // the same in points
}

// Output selects the files a build writes.
type Output struct {
	PDF            bool
	PNG            bool
	DPI            int     // resolution of the PNG pages
	Answers        Answers // where the answer key goes
	AnswersPerPage int     // the most answers to a page; 0 lets each section choose
	PNGPuzzles     bool    // also a PNG of every puzzle and every answer alone
	Cover          bool    // NAME-cover.pdf: the full-wrap cover for print on demand
	CoverPNG       bool    // NAME-cover.png: the cover's front alone, for online stores
	Hints          bool    // a Hints section before the answer key: each puzzle's key step
	HTML           bool    // NAME-web/: a page to play each puzzle in a browser, and an index
}

// Section is a run of puzzles of one kind and grade.
type Section struct {
	Title   string
	Kind    gen.Kind
	Params  gen.Params
	Count   int // puzzles in the section
	PerPage int // the most puzzles to a page: 1, 2, 4 or 6 (at most 4 on worksheets)
	Line    int // line of the section in the config file, for messages
	// AnswersPerPage is the section's own answers_per_page, the most
	// answers to a page (before output.answers_per_page); 0 when unset.
	// book.Build puts fewer puzzles or answers on a page than asked, with a
	// note, where more would print type under the minimum.
	AnswersPerPage int
	// Worksheet lays the section out as children's worksheets; it defaults
	// to the book's worksheet key.
	Worksheet   bool
	Instruction string // the worksheet's one line; "" takes the kind's own
	// Order is the order of the puzzles: by score (easy to hard, the
	// default) or as generated.
	Order Order
	// Hints is the section's own hints key, which overrides output.hints
	// for its puzzles; nil when unset (see Config.SectionHints).
	Hints *bool
	// Label is the format of the section's puzzle labels, with one %d
	// for the number, e.g. "Teaser %d"; "" takes the book's (see Label).
	Label string

	worksheet *bool  // the section's own worksheet key, when it has one
	titled    bool   // title was given, not made from the grade and kind
	perPage   bool   // per_page was given
	path      string // YAML path of the section, for messages
	index     int    // place in the config's list, refused sections counted
}

// Answers says where a book's answer key goes.
type Answers int

// Places for the answer key. The zero value puts it at the back of the book.
const (
	AnswersBack     Answers = iota // after the puzzles, in the same PDF
	AnswersSeparate                // in NAME-answers.pdf
	AnswersNone                    // nowhere
)

var answersNames = []string{"back", "separate", "none"}

// String returns the name used in configs.
func (a Answers) String() string {
	if a < 0 || int(a) >= len(answersNames) {
		return fmt.Sprintf("answers(%d)", int(a))
	}
	return answersNames[a]
}

// Error is one problem found in a config file.
type Error struct {
	File string // file name as given to Parse
	Line int    // 1-based line; 0 when the problem has no place
	Path string // YAML path of the key, e.g. "sections[2].size"
	Msg  string

	col int // column, to order problems found on one line
}

// Error formats the problem as FILE:LINE: PATH: MESSAGE.
func (e *Error) Error() string {
	var b strings.Builder
	if e.File != "" {
		b.WriteString(e.File)
		b.WriteString(":")
	}
	if e.Line > 0 {
		fmt.Fprintf(&b, "%d:", e.Line)
	}
	if b.Len() > 0 {
		b.WriteString(" ")
	}
	if e.Path != "" {
		b.WriteString(e.Path)
		b.WriteString(": ")
	}
	b.WriteString(e.Msg)
	return b.String()
}

// Errors is every problem found in one config, in file order. It is
// the error Parse returns when the config is not valid.
type Errors []*Error

// Error lists the problems, one to a line.
func (es Errors) Error() string {
	lines := make([]string, len(es))
	for i, e := range es {
		lines[i] = e.Error()
	}
	return strings.Join(lines, "\n")
}

// Unwrap returns the problems, so that errors.As finds each one.
func (es Errors) Unwrap() []error {
	out := make([]error, len(es))
	for i, e := range es {
		out[i] = e
	}
	return out
}

// Load reads and validates the config file at path.
func Load(path string) (*Config, error) {
	return Reader{}.Load(path)
}

// readConfig reads a config file, up to one byte past MaxSize.
func readConfig(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("config: %w", err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxSize+1))
	if err != nil {
		return nil, fmt.Errorf("config: %w", err)
	}
	return data, nil
}

// Parse validates the config in data, read from file (used in
// messages and, when the config has no name, as the book's name). It
// reports every problem at once as Errors.
func Parse(file string, data []byte) (*Config, error) {
	return Reader{}.Parse(file, data)
}

// Parse validates the config in data, read from file, as the function
// Parse does:
// with r's kinds, and r's Extension reading its keys.
func (r Reader) Parse(file string, data []byte) (*Config, error) {
	if len(data) > MaxSize {
		return nil, Errors{{File: file, Msg: fmt.Sprintf("file is larger than %d bytes", MaxSize)}}
	}
	list := r.Kinds
	if list == nil {
		list = kinds.All
	}
	d := &decoder{file: file, kinds: list, ext: r.Extension, budget: maxNodes}
	cfg := d.decode(data)
	if len(d.errs) > 0 {
		return nil, d.errs
	}
	cfg.File = file
	cfg.Kinds = r.Kinds
	if cfg.Name == "" {
		cfg.Name = nameFromFile(file)
	}
	if cfg.Title == "" {
		cfg.Title = titleFromName(cfg.Name)
	}
	return cfg, nil
}

// nameFromFile returns the base name of file without its extension.
func nameFromFile(file string) string {
	base := filepath.Base(file)
	if base == "." || base == string(filepath.Separator) || file == "" {
		return "book"
	}
	return safeName(strings.TrimSuffix(base, filepath.Ext(base)))
}

// IsError reports whether err holds problems found in a config (as
// opposed to, say, a file that could not be opened).
func IsError(err error) bool {
	var es Errors
	return errors.As(err, &es)
}

// titleFromName turns a file-style name such as "kids-book_2" into a title
// ("Kids Book 2").
func titleFromName(name string) string {
	words := strings.FieldsFunc(name, func(r rune) bool { return r == '-' || r == '_' || r == '.' })
	for i, w := range words {
		words[i] = capitalize(w)
	}
	return strings.Join(words, " ")
}
