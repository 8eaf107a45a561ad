package daily

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"go.yaml.in/yaml/v3"

	"github.com/puzzlebook/puzzlebook/book"
	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/layout"
)

// Config is a validated daily feed config: the keys it shares with a book
// (name, title, author, seed, page, ...), its slots and its files.
type Config struct {
	*config.Config
	Slots []Slot // the daily list
	// Output selects the feed's files (daily_output); a book's output key
	// means nothing to a feed.
	Output Output
	// Release is when each date becomes public (release, timezone).
	Release Release
	// Solutions says when a date's solutions reach its public files
	// (solutions: with-puzzle, the default, or next-day).
	Solutions Solutions
	// Origin is who publishes the feed and where (publisher, base_url,
	// tag_date, ipuz_kinds); the notice is the book's copyright key.
	Origin Origin
	// Notes tell of what the layout chose for the feed's pages where the
	// config did not say (a large-print day over several pages).
	Notes []string
}

// Slot is one puzzle of every day of a daily feed: its name (which names
// its files), its kind and the generation keys of a book section of that
// kind, and its grade on each day of the week.
type Slot struct {
	Name   string // names the slot's files: SLOT.png, SLOT-solution.png, SLOT.json
	Title  string // the puzzle's label on day.pdf and its page; "" for none given
	Kind   gen.Kind
	Params gen.Params // size, symmetry, givens, ...; the grade comes from Grades
	// Grades is the grade on each day of the week, indexed by
	// time.Weekday (Sunday first).
	Grades [7]gen.Grade
	// Colour draws the slot's PNG, SVG and PDF files in colour where the
	// kind has colours (Numberlink); day.pdf stays grey.
	Colour bool
	// Column is the width, in points, of the slot's SVG and PDF files
	// (daily_output.svg, pdf_each): the width asked for, else the default
	// widened as the grid needs (book.SetColumn.ColumnWidth); 0 when
	// neither file is asked for.
	Column float64
	Line   int // line of the slot in the config file, for messages
}

// ParamsOn returns the slot's params on a day of the week day.
func (s Slot) ParamsOn(day time.Weekday) gen.Params {
	p := s.Params
	p.Grade = s.Grades[day]
	return p
}

// slotTitle is s's label: its title, else its kind's in the feed's
// language.
func (cfg *Config) slotTitle(s *Slot) string {
	if s.Title != "" {
		return s.Title
	}
	return gen.TitleIn(s.Kind, cfg.Language)
}

// kindTitle is the title of the kind called name, in the feed's language
// (gen.TitleIn), among the kinds cfg was read with; a name no kind has
// (an archive's record of a kind since removed) is capitalised.
func (cfg *Config) kindTitle(name string) string {
	list := cfg.Kinds
	if list == nil {
		list = kinds.All
	}
	if k, ok := kinds.In(list, name); ok {
		return gen.TitleIn(k, cfg.Language)
	}
	return capitalize(name)
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// Output selects the files of a daily feed besides the PNG and JSON
// files of every puzzle.
type Output struct {
	PDF bool // DATE/day.pdf: one printable page with the day's puzzles
	// PreviousAnswers prints the previous date's solutions, small, at the
	// foot of day.pdf ("Yesterday's answers").
	PreviousAnswers bool
	DPI             int  // resolution of the PNG files; defaults to DefaultDPI
	SVG             bool // SLOT.svg and SLOT-solution.svg for every slot
	PDFEach         bool // SLOT.pdf and SLOT-solution.pdf for every slot
	// Footer sets the feed's copyright notice (else its publisher) in
	// small type under the grid of the SVG and PDF files.
	Footer bool
	// Width is the column width of the SVG and PDF files in points, as
	// asked for (daily_output.width); 0 lets each slot take
	// book.DefaultColumnWidth, widened as its grid needs (Slot.Column).
	Width float64
}

// Columns reports whether the feed writes a slot's SVG or PDF files.
func (o Output) Columns() bool { return o.SVG || o.PDFEach }

// DefaultDPI is the resolution of a daily feed's PNG files when the
// config does not say.
const DefaultDPI = book.DefaultDailyDPI

// maxSlots bounds a daily feed's slots, which share one page of day.pdf.
const maxSlots = 12

// dayKeys are the keys of a slot's grades mapping, by time.Weekday.
var dayKeys = [7]string{"sun", "mon", "tue", "wed", "thu", "fri", "sat"}

// solutionSuffix ends the name of a solution file; a slot name may not end
// with it, or its puzzle file would be another slot's solution.
const solutionSuffix = "-solution"

// Load reads and validates the daily feed config at path.
func Load(path string) (*Config, error) {
	return load(path, nil)
}

// Parse validates the daily feed config in data, read from file (used in
// messages and, when the config has no name, as the feed's name). It
// reports every problem at once as config.Errors.
func Parse(file string, data []byte) (*Config, error) {
	return parse(file, data, nil)
}

// Reader reads daily feed configs whose slots may name the kinds of
// Kinds (nil: kinds.All), as a test plugs in a kind of its own; the
// feed's pages and ipuz files then know those kinds.
type Reader struct {
	Kinds []gen.Kind
}

// Load reads and validates the daily feed config at path, like Load.
func (r Reader) Load(path string) (*Config, error) { return load(path, r.Kinds) }

// Parse validates the daily feed config in data, like Parse.
func (r Reader) Parse(file string, data []byte) (*Config, error) {
	return parse(file, data, r.Kinds)
}

func load(path string, kinds []gen.Kind) (*Config, error) {
	cfg := &Config{Output: Output{DPI: DefaultDPI}}
	b, err := config.Reader{Kinds: kinds, Extension: cfg.extension(kinds)}.Load(path)
	if err != nil {
		return nil, err
	}
	cfg.Config = b
	return cfg, nil
}

// parse reads a daily config whose slots may name kinds (nil: kinds.All).
func parse(file string, data []byte, kinds []gen.Kind) (*Config, error) {
	cfg := &Config{Output: Output{DPI: DefaultDPI}}
	b, err := config.Reader{Kinds: kinds, Extension: cfg.extension(kinds)}.Parse(file, data)
	if err != nil {
		return nil, err
	}
	cfg.Config = b
	return cfg, nil
}

// extension reads the feed's keys into cfg beside the book's.
func (cfg *Config) extension(list []gen.Kind) *config.Extension {
	var width widthKey // daily_output.width, checked against every slot
	return &config.Extension{
		Fields: func(d *config.Decoder) []config.Field {
			return []config.Field{
				{Key: "daily", Read: func(n *yaml.Node, path string) { cfg.Slots = slots(d, n, path) }},
				{Key: "daily_output", Read: func(n *yaml.Node, path string) { output(d, n, path, &cfg.Output, &width) }},
				{Key: "release", Read: releaseTime(d, &cfg.Release)},
				{Key: "timezone", Read: releaseZone(d, &cfg.Release)},
				{Key: "solutions", Read: readSolutions(d, &cfg.Solutions)},
				{Key: "publisher", Read: d.Text(&cfg.Origin.Publisher)},
				{Key: "base_url", Read: readBaseURL(d, &cfg.Origin.BaseURL)},
				{Key: "tag_date", Read: readTagDate(d, &cfg.Origin.TagDate)},
				{Key: "ipuz_kinds", Read: readKindURIs(d, list, &cfg.Origin.KindURIs)},
			}
		},
		Finish: func(d *config.Decoder, root *yaml.Node, seen map[string]*yaml.Node, b *config.Config) {
			requireSlots(d, root, seen)
			cfg.columns(d, width)
			cfg.planDay(d, seen, b)
			cfg.checkFooter(d, seen)
			cfg.checkSolutions(d, seen)
			cfg.checkOrigin(d, seen)
		},
		Printed: func(b *config.Config) string { return fixedText(b, cfg.Slots) },
		Noun:    "feed",
	}
}

// widthKey is where daily_output.width was given, for messages.
type widthKey struct {
	node *yaml.Node
	path string
}

// output reads the daily_output mapping.
func output(d *config.Decoder, n *yaml.Node, path string, o *Output, width *widthKey) {
	d.Mapping(n, path, []config.Field{
		{Key: "pdf", Read: d.Boolean(&o.PDF)},
		{Key: "previous_answers", Read: d.Boolean(&o.PreviousAnswers)},
		{Key: "dpi", Read: d.DPI(&o.DPI)},
		{Key: "svg", Read: d.Boolean(&o.SVG)},
		{Key: "pdf_each", Read: d.Boolean(&o.PDFEach)},
		{Key: "footer", Read: d.Boolean(&o.Footer)},
		{Key: "width", Read: func(n *yaml.Node, path string) {
			var s string
			if d.Text(&s)(n, path); s == "" {
				return
			}
			n = d.Resolve(n)
			v, err := layout.ParseLength(s)
			switch {
			case err != nil:
				d.Errorf(n, path, "%s", strings.TrimPrefix(err.Error(), "layout: "))
			case layout.CheckColumnWidth(layout.Grid{}, v) != nil: // off any page, whatever the grid
				d.Errorf(n, path, "%s", strings.TrimPrefix(layout.CheckColumnWidth(layout.Grid{}, v).Error(), "layout: "))
			default:
				o.Width, *width = v, widthKey{n, path}
			}
		}},
	})
}

// columns sets the column width of each slot's SVG and PDF files, and
// refuses a width given without those files, or too narrow for a slot's
// grid with its numbers in the feed's digits face (naming the slot and a
// width that works).
func (cfg *Config) columns(d *config.Decoder, width widthKey) {
	if !cfg.Output.Columns() {
		if width.node != nil {
			d.Errorf(width.node, width.path, "is the width of the SVG and PDF files of each slot; ask for them with svg: true or pdf_each: true")
		}
		return
	}
	for i := range cfg.Slots {
		s := &cfg.Slots[i]
		w, err := book.SetColumn{Width: cfg.Output.Width, Fonts: d.Fonts()}.ColumnWidth(s.Kind, s.Params)
		if err != nil {
			d.Errorf(width.node, width.path, "slot %q: %s", s.Name, strings.TrimPrefix(err.Error(), "layout: "))
			continue
		}
		s.Column = w
	}
}

// requireSlots reports a daily config without slots; root is the
// top-level mapping and seen its keys.
func requireSlots(d *config.Decoder, root *yaml.Node, seen map[string]*yaml.Node) {
	if _, ok := seen["daily"]; ok {
		return
	}
	hint := ""
	if _, ok := seen["sections"]; ok {
		hint = " (this config has sections: run puzzlebook build)"
	}
	d.Errorf(root, "daily", "is required: a daily feed needs at least one slot%s", hint)
}

// slots reads the daily list.
func slots(d *config.Decoder, n *yaml.Node, path string) []Slot {
	if n = d.List(n, path, "slot"); n == nil {
		return nil
	}
	if len(n.Content) > maxSlots {
		d.Errorf(n, path, "%d slots; a day holds at most %d (they share one page of day.pdf)", len(n.Content), maxSlots)
		return nil
	}
	out := make([]Slot, 0, len(n.Content))
	first := map[string]int{} // slot name -> index of the slot that has it
	for i, sn := range n.Content {
		p := fmt.Sprintf("%s[%d]", path, i)
		s, seen, ok := slot(d, sn, p)
		if d.Stopped() {
			return nil
		}
		if !ok {
			continue
		}
		key := strings.ToLower(s.Name) // some file systems do not tell case apart
		if j, dup := first[key]; dup {
			d.Errorf(seen["slot"], p+".slot", "%q is already the name of %s[%d]; slot names name files and must differ, in more than case", s.Name, path, j)
			continue
		}
		first[key] = i
		out = append(out, s)
	}
	return out
}

// slot reads one slot: the keys of a book section of its kind
// (config.Decoder.KindKeys), its name, title, colour and grades, and has its
// kind validate the params of every grade it asks for. It reports false
// when the slot has problems.
func slot(d *config.Decoder, n *yaml.Node, path string) (Slot, map[string]*yaml.Node, bool) {
	before := d.Problems()
	var s Slot
	var gradeNodes [7]*yaml.Node // the value that set each day's grade
	kind, n, seen := d.KindKeys(n, path, &s.Params, []config.Field{
		{Key: "slot", Read: slotName(d, &s.Name)},
		{Key: "title", Read: d.Title(&s.Title)},
		{Key: "colour", Read: d.Boolean(&s.Colour)},
		{Key: "grades", Read: func(n *yaml.Node, path string) { gradeNodes = grades(d, n, path, &s.Grades) }},
	}, "slot", "kind", "grades")
	if kind == nil {
		return s, seen, false
	}
	s.Kind, s.Line = kind, n.Line
	checked := map[gen.Grade]bool{}
	for day, g := range s.Grades {
		if checked[g] {
			continue
		}
		checked[g] = true
		err := s.Kind.Validate(s.ParamsOn(time.Weekday(day)))
		if pe, ok := errors.AsType[*gen.ParamError](err); ok && pe.Param != "grade" {
			// The same for every grade: say it once, at its own key.
			d.ParamError(n, path, seen, err)
			break
		}
		if err != nil {
			at := gradeNodes[day]
			if at == nil {
				at = n
			}
			d.Errorf(at, path+".grades."+dayKeys[day], "%v", err)
		}
	}
	return s, seen, d.Problems() == before
}

// reservedSlots are the names a slot may not take, in any case, with
// why: the slot's files would be, or stand for, files the feed writes
// itself.
var reservedSlots = map[string]string{
	strings.TrimSuffix(dayPDF, ".pdf"): "DATE/" + dayPDF + " is the date's page, which the slot's PDF (pdf_each) would overwrite",
	"index":                            "index.json, index.csv and index.html are the feed's indexes, and DATE/index.html would stand for the date's folder on a web site",
}

// slotName reads a slot's name, which names files in a date's folder:
// a name like the feed's, not ending in solutionSuffix, and none of
// reservedSlots.
func slotName(d *config.Decoder, dst *string) func(*yaml.Node, string) {
	return func(n *yaml.Node, path string) {
		var s string
		d.Name(&s)(n, path)
		if strings.HasSuffix(s, solutionSuffix) {
			d.Errorf(d.Resolve(n), path, "must not end in %q, which names solution files, not %q", solutionSuffix, s)
			return
		}
		if why, ok := reservedSlots[strings.ToLower(s)]; ok {
			d.Errorf(d.Resolve(n), path, "%q is reserved: %s; give the slot another name", s, why)
			return
		}
		*dst = s
	}
}

// grades reads a slot's grades: a mapping from mon ... sun and default to
// grades, or one grade for every day. Every day must get a grade. It
// returns, for each day, the node that gave its grade.
func grades(d *config.Decoder, n *yaml.Node, path string, dst *[7]gen.Grade) [7]*yaml.Node {
	var nodes [7]*yaml.Node
	r := d.Resolve(n)
	if r == nil {
		return nodes
	}
	if r.Kind == yaml.ScalarNode {
		var g gen.Grade
		d.Grade(&g)(r, path)
		for day := range dst {
			dst[day], nodes[day] = g, r
		}
		return nodes
	}
	var def gen.Grade
	var defNode *yaml.Node
	fields := []config.Field{{Key: "default", Read: func(n *yaml.Node, path string) { defNode = d.Resolve(n); d.Grade(&def)(n, path) }}}
	for day, key := range dayKeys {
		fields = append(fields, config.Field{Key: key, Read: func(n *yaml.Node, path string) {
			nodes[day] = d.Resolve(n)
			d.Grade(&dst[day])(n, path)
		}})
	}
	d.Mapping(r, path, fields)
	var missing []string
	for _, day := range weekOrder {
		switch {
		case nodes[day] != nil:
		case defNode != nil:
			dst[day], nodes[day] = def, defNode
		default:
			missing = append(missing, dayKeys[day])
		}
	}
	if len(missing) > 0 && len(missing) < 7 {
		d.Errorf(r, path, "no grade for %s; give %s or a default", strings.Join(missing, ", "), pronoun(len(missing)))
	} else if len(missing) == 7 && r.Kind == yaml.MappingNode {
		d.Errorf(r, path, "no grade for any day; give a default, or mon ... sun")
	}
	return nodes
}

// weekOrder lists the days Monday first, as messages name them.
var weekOrder = []time.Weekday{time.Monday, time.Tuesday, time.Wednesday, time.Thursday, time.Friday, time.Saturday, time.Sunday}

func pronoun(n int) string {
	if n == 1 {
		return "it"
	}
	return "them"
}
