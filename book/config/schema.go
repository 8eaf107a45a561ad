package config

import (
	"fmt"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/lang"
)

// Defaults for keys a config leaves out.
const (
	defaultPageSize = "letter"
	defaultMargin   = "0.5in"
	defaultSize     = 9
)

// root walks the top-level mapping into cfg.
func (d *decoder) root(n *yaml.Node, cfg *Config) {
	worksheet := false
	labelNodes, labelTexts := map[string]*yaml.Node{}, map[string]*string{}
	var gradeNodes map[string]*yaml.Node
	gradeTexts := map[string]*string{}
	d.readFonts(n)
	seen := d.mapping(n, "", append(d.fontsField([]field{
		{"name", d.name(&cfg.Name)},
		{"title", d.printed(&cfg.Title, titleText)},
		{"subtitle", d.printed(&cfg.Subtitle, subtitleText)},
		{"author", d.printed(&cfg.Author, authorText)},
		{"seed", tagged(d, &cfg.Seed, "!!int", "an integer from 0 to 18446744073709551615")},
		{"page", func(n *yaml.Node, path string) { d.page(n, path, &cfg.Page) }},
		{"output", func(n *yaml.Node, path string) { d.output(n, path, &cfg.Output) }},
		{"sections", func(n *yaml.Node, path string) { cfg.Sections = d.sections(n, path) }},
		{"copyright", d.printed(&cfg.Copyright, copyrightText)},
		{"contents", d.boolean(&cfg.Contents)},
		{"how_to_play", d.boolean(&cfg.HowToPlay)},
		{"print_on_demand", d.boolean(&cfg.PrintOnDemand)},
		{"large_print", d.boolean(&cfg.LargePrint)},
		{"worksheet", d.boolean(&worksheet)},
		{"worksheet_font", choice(d, &cfg.WorksheetFont, parseWorksheetFont)},
		{"cover", func(n *yaml.Node, path string) { d.cover(n, path, &cfg.Cover) }},
		{"language", choice(d, &cfg.Language, parseLanguage)},
		{"labels", func(n *yaml.Node, path string) { d.labels(n, path, labelNodes, labelTexts) }},
		{"grades", func(n *yaml.Node, path string) { gradeNodes = d.grades(n, path, gradeTexts) }},
		{"numbering", choice(d, &cfg.Numbering, parseNumbering)},
		{"time_box", d.boolean(&cfg.TimeBox)},
		{"index", d.boolean(&cfg.Index)},
		{"pages", func(n *yaml.Node, path string) { d.matter(n, path, &cfg.Matter) }},
		{"target_pages", d.integer(&cfg.TargetPages, 1, 2*layout.MaxPODPages)},
		{"series", func(n *yaml.Node, path string) { d.series(n, path, &cfg.Series) }},
	}), d.extensionFields()...))
	d.mergeGrades(labelNodes, labelTexts, gradeNodes, gradeTexts)
	d.checkCover(cfg)
	d.setWords(cfg, "labels", labelNodes, labelTexts)
	d.checkFonts(cfg)
	d.worksheets(cfg.Sections, worksheet)
	if _, ok := seen["page"]; !ok {
		d.page(nil, "page", &cfg.Page)
	}
	d.checkPictures(cfg)
	if d.bombed || target(n).Kind != yaml.MappingNode {
		return
	}
	if d.ext != nil {
		if d.ext.Finish != nil {
			d.ext.Finish(&Decoder{d}, n, seen, cfg)
		}
		return
	}
	if _, ok := seen["sections"]; !ok {
		d.errorf(n, "sections", "is required: a book needs at least one section%s", dailyHint(seen))
	}
}

// feedKeys are the top-level keys of a daily feed, which package daily
// reads through an Extension. A book leaves them unread, so that one
// file may hold a book and a feed.
var feedKeys = []string{"daily", "daily_output"}

// extensionFields are the top-level keys of d's Extension or, reading a
// book, the feed's keys, unread.
func (d *decoder) extensionFields() []field {
	if d.ext != nil {
		return internalFields(d.ext.Fields(&Decoder{d}))
	}
	out := make([]field, len(feedKeys))
	for i, k := range feedKeys {
		out[i] = field{k, func(*yaml.Node, string) {}}
	}
	return out
}

// dailyHint adds, to the message about missing sections, that a config
// with daily slots is for puzzlebook daily.
func dailyHint(seen map[string]*yaml.Node) string {
	if _, ok := seen["daily"]; ok {
		return " (this config has daily slots: run puzzlebook daily)"
	}
	return ""
}

// name reads the book's name, which names the output files.
func (d *decoder) name(dst *string) func(*yaml.Node, string) {
	return func(n *yaml.Node, path string) {
		var s string
		d.text(&s)(n, path)
		switch {
		case s == "":
		case len(s) > maxNameLen || !nameRE().MatchString(s):
			d.errorf(n, path, "must be at most %d letters, digits, '.', '_' or '-', starting with a letter or digit (it names the output files), not %q", maxNameLen, s)
		default:
			*dst = s
		}
	}
}

// page reads the page mapping; n is nil when the config has none.
func (d *decoder) page(n *yaml.Node, path string, p *Page) {
	p.Size, p.Margin = defaultPageSize, defaultMargin
	gutter := ""
	var sizeNode, marginNode, gutterNode *yaml.Node
	if n != nil {
		d.mapping(n, path, []field{
			{"size", func(n *yaml.Node, path string) { sizeNode = n; d.text(&p.Size)(n, path) }},
			{"margin", func(n *yaml.Node, path string) { marginNode = n; d.text(&p.Margin)(n, path) }},
			{"gutter", func(n *yaml.Node, path string) { gutterNode = n; d.text(&gutter)(n, path) }},
			{"bleed", d.boolean(&p.Bleed)},
		})
	}
	if d.bombed {
		return
	}
	var err error
	ok := true
	p.Spec.Width, p.Spec.Height, err = layout.ParsePageSize(p.Size)
	if err != nil {
		d.errorf(orNode(sizeNode, n), path+".size", "%s", trimPkg(err))
		ok = false
	}
	if p.Spec.Margin, err = layout.ParseLength(p.Margin); err != nil {
		d.errorf(orNode(marginNode, n), path+".margin", "%s", trimPkg(err))
		ok = false
	}
	if gutter != "" {
		if p.Spec.Gutter, err = layout.ParseLength(gutter); err != nil {
			d.errorf(orNode(gutterNode, n), path+".gutter", "%s", trimPkg(err))
			ok = false
		}
	}
	if p.Bleed {
		p.Spec.Bleed = layout.BleedWidth
	}
	if ok {
		if err := p.Spec.Validate(); err != nil {
			d.errorf(orNode(marginNode, n), path+".margin", "%s", trimPkg(err))
		}
	}
}

// orNode returns n, or else fallback, for the line of a message.
func orNode(n, fallback *yaml.Node) *yaml.Node {
	if n != nil {
		return target(n)
	}
	return fallback
}

// target returns the node an alias stands for, so messages point at the value.
func target(n *yaml.Node) *yaml.Node {
	for n.Kind == yaml.AliasNode && n.Alias != nil {
		n = n.Alias
	}
	return n
}

// trimPkg drops the "layout: " prefix of errors shown in config messages,
// where the key path already says what is wrong.
func trimPkg(err error) string {
	return strings.TrimPrefix(err.Error(), "layout: ")
}

// output reads the output mapping.
func (d *decoder) output(n *yaml.Node, path string, o *Output) {
	d.mapping(n, path, []field{
		{"pdf", d.boolean(&o.PDF)},
		{"png", d.boolean(&o.PNG)},
		{"dpi", d.integer(&o.DPI, MinDPI, MaxDPI)},
		{"answers", choice(d, &o.Answers, parseAnswers)},
		{"answers_per_page", d.integer(&o.AnswersPerPage, 1, MaxAnswersPerPage)},
		{"png_puzzles", d.boolean(&o.PNGPuzzles)},
		{"cover", d.boolean(&o.Cover)},
		{"hints", d.boolean(&o.Hints)},
		{"cover_png", d.boolean(&o.CoverPNG)},
		{"html", d.boolean(&o.HTML)},
	})
}

func parseAnswers(s string) (Answers, error) {
	for i, n := range answersNames {
		if s == n {
			return Answers(i), nil
		}
	}
	return AnswersBack, fmt.Errorf("must be %s, not %q", oneOf(answersNames), s)
}

// sections reads the list of sections.
func (d *decoder) sections(n *yaml.Node, path string) []Section {
	if n = d.list(n, path, "section"); n == nil {
		return nil
	}
	out := make([]Section, 0, len(n.Content))
	total := 0
	for i, sn := range n.Content {
		s, ok := d.section(sn, fmt.Sprintf("%s[%d]", path, i))
		if d.bombed {
			return nil
		}
		if ok {
			s.index = i
			out = append(out, s)
			total += s.Count
		}
	}
	if total > maxBookPuzzles {
		d.errorf(n, path, "%d puzzles in all; a book holds at most %d", total, maxBookPuzzles)
	}
	return out
}

// list resolves n, which must be a list of at least one what, or reports
// what is wrong and returns nil.
func (d *decoder) list(n *yaml.Node, path, what string) *yaml.Node {
	if n = d.resolve(n); n == nil {
		return nil
	}
	if n.Kind != yaml.SequenceNode {
		d.errorf(n, path, "must be a list of %ss, not %s", what, describe(n))
		return nil
	}
	if len(n.Content) == 0 {
		d.errorf(n, path, "must list at least one %s", what)
		return nil
	}
	return n
}

// section reads one section and has its kind validate the parameters. It
// reports false when the section has problems.
func (d *decoder) section(n *yaml.Node, path string) (Section, bool) {
	var s Section
	kind, n, seen := d.kindKeys(n, path, &s.Params, []field{
		{"title", d.printed(&s.Title, titleText)},
		{"grade", choice(d, &s.Params.Grade, parseGrade)},
		{"count", d.integer(&s.Count, 1, maxCount)},
		{"per_page", d.integer(&s.PerPage, 1, MaxPerPage)},
		{"answers_per_page", d.integer(&s.AnswersPerPage, 1, MaxAnswersPerPage)},
		{"worksheet", func(n *yaml.Node, path string) {
			var w bool
			d.boolean(&w)(n, path)
			s.worksheet = &w
		}},
		{"instruction", d.printed(&s.Instruction, instructionText)},
		{"order", choice(d, &s.Order, parseOrder)},
		{"hints", func(n *yaml.Node, path string) {
			var h bool
			d.boolean(&h)(n, path)
			s.Hints = &h
		}},
		{"label", d.labelFormat(&s.Label)},
	}, "kind", "grade", "count")
	if kind == nil {
		return s, false
	}
	s.Kind, s.Line, s.path = kind, n.Line, path
	_, s.perPage = seen["per_page"]
	if err := s.Kind.Validate(s.Params); err != nil {
		d.paramErrorf(n, path, seen, err)
		return s, false
	}
	if s.PerPage == 0 {
		s.PerPage = defaultPerPage(s.Params)
	}
	s.titled = s.Title != ""
	if !s.titled {
		s.Title = defaultTitle(lang.English, s.Kind.Describe().Title, s.Params)
	}
	return s, true
}

// kindKeys reads a mapping that names a kind, with the generation keys
// (paramFields, derived from the kinds' descriptors) into p, which starts
// at the default size, and own; see
// Decoder.KindKeys. The kind is nil after any problem in the mapping.
func (d *decoder) kindKeys(n *yaml.Node, path string, p *gen.Params, own []field, required ...string) (gen.Kind, *yaml.Node, map[string]*yaml.Node) {
	before := len(d.errs)
	*p = gen.Params{Rows: defaultSize, Cols: defaultSize}
	var kindName string
	var kindNode *yaml.Node
	fields := append([]field{{"kind", func(n *yaml.Node, path string) { kindNode = n; d.text(&kindName)(n, path) }}}, own...)
	seen := d.mapping(n, path, append(fields, d.paramFields(p, d.namedKind(n))...))
	if d.bombed {
		return nil, nil, seen
	}
	n = target(n)
	if n.Kind != yaml.MappingNode {
		return nil, n, seen
	}
	d.required(n, path, seen, required...)
	kind := d.kind(kindNode, path+".kind", kindName)
	// The kind is nil when kind: was a wrong type (already reported), or
	// when problems beyond maxErrors went unrecorded.
	if len(d.errs) > before || d.truncated || kind == nil || !d.checkKeys(kind, path, seen) {
		return nil, n, seen
	}
	return kind, n, seen
}

// required reports each of keys that the mapping n at path lacks.
func (d *decoder) required(n *yaml.Node, path string, seen map[string]*yaml.Node, keys ...string) {
	for _, key := range keys {
		if _, ok := seen[key]; !ok {
			d.errorf(n, joinPath(path, key), "is required")
		}
	}
}

// kind returns the kind called name, read from n at path, or nil after
// reporting an unknown kind; n is nil when the key was missing.
func (d *decoder) kind(n *yaml.Node, path, name string) gen.Kind {
	if n == nil {
		return nil
	}
	k, ok := kinds.In(d.kinds, name)
	if !ok {
		d.errorf(target(n), path, "unknown kind %q (want %s)", name, oneOf(kinds.Names(d.kinds)))
	}
	return k
}

func parseGrade(s string) (gen.Grade, error) {
	g, err := gen.ParseGrade(s)
	if err != nil {
		return g, fmt.Errorf("must be easy, medium, hard or expert, not %q", s)
	}
	return g, nil
}

// worksheets settles which sections are worksheets (their own key, else
// the book's) and checks that those fit at most layout.MaxWorksheetItems
// puzzles to a page, lowering the default per_page to that.
func (d *decoder) worksheets(secs []Section, book bool) {
	for i := range secs {
		s := &secs[i]
		s.Worksheet = book
		if s.worksheet != nil {
			s.Worksheet = *s.worksheet
		}
		if !s.Worksheet || s.PerPage <= layout.MaxWorksheetItems {
			continue
		}
		if s.perPage {
			d.errorf(&yaml.Node{Line: s.Line}, s.path+".per_page", "must be at most %d on a worksheet, not %d", layout.MaxWorksheetItems, s.PerPage)
			continue
		}
		s.PerPage = layout.MaxWorksheetItems
	}
}

// worksheetFonts are the values of worksheet_font.
var worksheetFonts = []string{"bold", "heavy"}

// oldWorksheetFonts are the names worksheet_font took when the book's
// fonts were the Go fonts and DejaVu Sans Bold; configs written then
// still build.
var oldWorksheetFonts = map[string]string{"go": "bold", "dejavu": "heavy"}

func parseWorksheetFont(s string) (string, error) {
	if slices.Contains(worksheetFonts, s) {
		return s, nil
	}
	if now, ok := oldWorksheetFonts[s]; ok {
		return now, nil
	}
	return "", fmt.Errorf("must be %s, not %q", oneOf(worksheetFonts), s)
}

// defaultPerPage fits big grids two to a page and small ones more.
func defaultPerPage(p gen.Params) int {
	switch {
	case p.Rows >= 9:
		return 2
	case p.Rows >= 6:
		return 4
	default:
		return 6
	}
}

// defaultTitle names a section after its grade and kind in w, e.g.
// "Easy Sudoku", adding the size when it is not the usual 9x9.
func defaultTitle(w lang.Words, kindTitle string, p gen.Params) string {
	grade := w.Grade(int(p.Grade))
	t := fmt.Sprintf(w.SectionTitle, grade, kindTitle, strings.ToLower(grade))
	if p.Rows != defaultSize || p.Cols != defaultSize {
		t += fmt.Sprintf(" %dx%d", p.Rows, p.Cols)
	}
	return t
}

// GradeTitle is g as a heading or a note prints it, e.g. "Easy".
func GradeTitle(g gen.Grade) string { return capitalize(g.String()) }

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
