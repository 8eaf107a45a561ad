package book

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"time"

	"go.yaml.in/yaml/v3"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Slot is one puzzle of every day of a daily feed: its name (which names
// its files), its kind and size, and its grade on each day of the week.
type Slot struct {
	Name   string // names the slot's files: SLOT.png, SLOT-solution.png, SLOT.json
	Title  string // the puzzle's label on day.pdf; defaults to the kind, capitalised
	Kind   gen.Kind
	Params gen.Params // size, symmetry, ends and givens; the grade comes from Grades
	// Grades is the grade on each day of the week, indexed by
	// time.Weekday (Sunday first).
	Grades [7]gen.Grade
	// Colour draws the slot's PNG files in colour where the kind has
	// colours (Numberlink); day.pdf stays grey.
	Colour bool
	Line   int // line of the slot in the config file, for messages
}

// ParamsOn returns the slot's params on a day of the week day.
func (s Slot) ParamsOn(day time.Weekday) gen.Params {
	p := s.Params
	p.Grade = s.Grades[day]
	return p
}

// DailyOutput selects the files of a daily feed besides the PNG and JSON
// files of every puzzle.
type DailyOutput struct {
	PDF bool // DATE/day.pdf: one printable page with the day's puzzles
	DPI int  // resolution of the PNG files; defaults to DefaultDailyDPI
}

// DefaultDailyDPI is the resolution of a daily feed's PNG files when the
// config does not say: sharp on a web page, a fraction of the time of
// print resolution.
const DefaultDailyDPI = 150

// maxSlots bounds a daily feed's slots, which share one page of day.pdf.
const maxSlots = 12

// dayKeys are the keys of a slot's grades mapping, by time.Weekday.
var dayKeys = [7]string{"sun", "mon", "tue", "wed", "thu", "fri", "sat"}

// solutionSuffix ends the name of a solution file; a slot name may not end
// with it, or its puzzle file would be another slot's solution.
const solutionSuffix = "-solution"

// dailyOutput reads the daily_output mapping.
func (d *decoder) dailyOutput(n *yaml.Node, path string, o *DailyOutput) {
	d.mapping(n, path, []field{
		{"pdf", d.boolean(&o.PDF)},
		{"dpi", d.integer(&o.DPI, minDPI, maxDPI)},
	})
}

// slots reads the daily list.
func (d *decoder) slots(n *yaml.Node, path string) []Slot {
	if n = d.list(n, path, "slot"); n == nil {
		return nil
	}
	if len(n.Content) > maxSlots {
		d.errorf(n, path, "%d slots; a day holds at most %d (they share one page of day.pdf)", len(n.Content), maxSlots)
		return nil
	}
	out := make([]Slot, 0, len(n.Content))
	first := map[string]int{} // slot name -> index of the slot that has it
	for i, sn := range n.Content {
		p := fmt.Sprintf("%s[%d]", path, i)
		s, ok := d.slot(sn, p)
		if d.bombed {
			return nil
		}
		if !ok {
			continue
		}
		if j, dup := first[s.Name]; dup {
			d.errorf(lookup(sn, "slot"), p+".slot", "%q is already the name of %s[%d]; slot names name files and must differ", s.Name, path, j)
			continue
		}
		first[s.Name] = i
		out = append(out, s)
	}
	return out
}

// slot reads one slot and has its kind validate the params of every grade
// it asks for. It reports false when the slot has problems.
func (d *decoder) slot(n *yaml.Node, path string) (Slot, bool) {
	before := len(d.errs)
	s := Slot{Params: gen.Params{Rows: defaultSize, Cols: defaultSize}}
	var kindName string
	var kindNode, gradesNode *yaml.Node
	var gradeNodes [7]*yaml.Node // the value that set each day's grade
	seen := d.mapping(n, path, []field{
		{"slot", d.slotName(&s.Name)},
		{"title", d.text(&s.Title)},
		{"kind", func(n *yaml.Node, path string) { kindNode = n; d.text(&kindName)(n, path) }},
		{"size", func(n *yaml.Node, path string) {
			d.integer(&s.Params.Rows, math.MinInt32, math.MaxInt32)(n, path)
			s.Params.Cols = s.Params.Rows
		}},
		{"symmetry", choice(d, &s.Params.Symmetry, parseSymmetry)},
		{"ends", choice(d, &s.Params.Ends, ParseEnds)},
		{"givens", d.givens(&s.Params)},
		{"colour", d.boolean(&s.Colour)},
		{"grades", func(n *yaml.Node, path string) {
			gradesNode = n
			gradeNodes = d.grades(n, path, &s.Grades)
		}},
	})
	if d.bombed {
		return s, false
	}
	n = target(n)
	if n.Kind != yaml.MappingNode {
		return s, false
	}
	s.Line = n.Line
	d.required(n, path, seen, "slot", "kind", "grades")
	s.Kind = d.kind(kindNode, path+".kind", kindName)
	if len(d.errs) > before || d.truncated || s.Kind == nil || gradesNode == nil || !d.checkKeys(s.Kind, path, seen) {
		return s, false
	}
	checked := map[gen.Grade]bool{}
	for day, g := range s.Grades {
		if checked[g] {
			continue
		}
		checked[g] = true
		err := s.Kind.Validate(s.ParamsOn(time.Weekday(day)))
		if pe, ok := errors.AsType[*gen.ParamError](err); ok && pe.Param != "grade" {
			// The same for every grade: say it once, at its own key.
			d.paramErrorf(n, path, seen, err)
			break
		}
		if err != nil {
			d.errorf(orNode(gradeNodes[day], n), path+".grades."+dayKeys[day], "%v", err)
		}
	}
	if len(d.errs) > before {
		return s, false
	}
	if s.Title == "" {
		s.Title = capitalize(s.Kind.Name())
	}
	return s, true
}

// slotName reads a slot's name, which names files in a date's folder:
// a name like the feed's, not ending in solutionSuffix.
func (d *decoder) slotName(dst *string) func(*yaml.Node, string) {
	return func(n *yaml.Node, path string) {
		var s string
		d.name(&s)(n, path)
		if strings.HasSuffix(s, solutionSuffix) {
			d.errorf(target(n), path, "must not end in %q, which names solution files, not %q", solutionSuffix, s)
			return
		}
		*dst = s
	}
}

// grades reads a slot's grades: a mapping from mon ... sun and default to
// grades, or one grade for every day. Every day must get a grade. It
// returns, for each day, the node that gave its grade.
func (d *decoder) grades(n *yaml.Node, path string, dst *[7]gen.Grade) [7]*yaml.Node {
	var nodes [7]*yaml.Node
	if r := d.resolve(n); r != nil && r.Kind == yaml.ScalarNode {
		var g gen.Grade
		choice(d, &g, parseGrade)(r, path)
		for day := range dst {
			dst[day], nodes[day] = g, r
		}
		return nodes
	}
	var def gen.Grade
	var defNode *yaml.Node
	fields := []field{{"default", func(n *yaml.Node, path string) { defNode = target(n); choice(d, &def, parseGrade)(n, path) }}}
	for day, key := range dayKeys {
		fields = append(fields, field{key, func(n *yaml.Node, path string) {
			nodes[day] = target(n)
			choice(d, &dst[day], parseGrade)(n, path)
		}})
	}
	d.mapping(n, path, fields)
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
		d.errorf(target(n), path, "no grade for %s; give %s or a default", strings.Join(missing, ", "), pronoun(len(missing)))
	} else if len(missing) == 7 && target(n).Kind == yaml.MappingNode {
		d.errorf(target(n), path, "no grade for any day; give a default, or mon ... sun")
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

// requireDaily reports a daily config without slots; n is the top-level
// mapping and seen its keys.
func (d *decoder) requireDaily(n *yaml.Node, seen map[string]*yaml.Node) {
	if !d.daily {
		return
	}
	if _, ok := seen["daily"]; !ok {
		hint := ""
		if _, ok := seen["sections"]; ok {
			hint = " (this config has sections: run puzzlebook build)"
		}
		d.errorf(n, "daily", "is required: a daily feed needs at least one slot%s", hint)
	}
}

// dailyHint adds, to the message about missing sections, that a config
// with daily slots is for puzzlebook daily.
func dailyHint(seen map[string]*yaml.Node) string {
	if _, ok := seen["daily"]; ok {
		return " (this config has daily slots: run puzzlebook daily)"
	}
	return ""
}
