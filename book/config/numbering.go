package config

import (
	"fmt"
	"regexp"
	"strings"
	"sync"

	"github.com/puzzlebook/puzzlebook/gen"
	"go.yaml.in/yaml/v3"
)

// numberings are the values of numbering:.
var numberings = []string{"book", "section"}

// parseNumbering reads numbering: book or section.
func parseNumbering(s string) (string, error) {
	for _, n := range numberings {
		if s == n {
			return s, nil
		}
	}
	return "", fmt.Errorf("must be %s, not %q", oneOf(numberings), s)
}

// labelVerb is the one verb a label format takes, the puzzle's number.
var labelVerb = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`%%|%d`) })

// labelFormat reads a section's label: printed text with exactly one %d,
// the puzzle's number (%% for a percent sign).
func (d *decoder) labelFormat(dst *string) func(*yaml.Node, string) {
	return func(n *yaml.Node, path string) {
		before := len(d.errs)
		d.printed(dst, labelText)(n, path)
		if len(d.errs) > before {
			return
		}
		verbs := labelVerb().FindAllString(*dst, -1)
		numbers := strings.Count(strings.Join(verbs, ""), "%d")
		if numbers != 1 || strings.Count(labelVerb().ReplaceAllString(*dst, ""), "%") > 0 {
			d.errorf(d.resolve(n), path, "%q must hold one %%d, the puzzle's number, and no other %% (write %%%% for a percent sign), as in \"Teaser %%d\"", *dst)
		}
	}
}

// gradeKeys are the grades grades: renames, as its keys and labels: names them.
var gradeKeys = []string{"easy", "medium", "hard", "expert"}

// grades reads grades: a mapping of grade names to the names the book
// prints, each into texts; it returns the nodes of those given.
func (d *decoder) grades(n *yaml.Node, path string, texts map[string]*string) map[string]*yaml.Node {
	var fields []field
	for _, g := range gradeKeys {
		texts[g] = new(string)
		fields = append(fields, field{g, d.printed(texts[g], labelText)})
	}
	return d.mapping(n, path, fields)
}

// mergeGrades puts the grade names grades: gave among the labels, where a
// label of the same grade is a conflict.
func (d *decoder) mergeGrades(labelNodes map[string]*yaml.Node, labelTexts map[string]*string, gradeNodes map[string]*yaml.Node, gradeTexts map[string]*string) {
	for _, g := range gradeKeys {
		n, ok := gradeNodes[g]
		if !ok {
			continue
		}
		if _, both := labelNodes[g]; both {
			d.errorf(n, "grades."+g, "labels.%s names the grade too; give it once", g)
			continue
		}
		labelNodes[g], labelTexts[g] = n, gradeTexts[g]
	}
}

// Label is the label of the puzzle numbered number in the book (from 1)
// in section s, as the book prints it: with numbering: section the number
// counts from the section's first puzzle; the format is the section's
// label:, else, numbering by section, the kind's title and the number
// ("Hard Sudoku 12"), else the language's ("Puzzle 12").
func (cfg *Config) Label(s, number int) string {
	sec := cfg.Sections[s]
	format := cfg.Text().Puzzle
	if cfg.Numbering == "section" {
		for _, before := range cfg.Sections[:s] {
			number -= before.Count
		}
		format = strings.ReplaceAll(gen.TitleIn(sec.Kind, cfg.Language), "%", "%%") + " %d"
	}
	if sec.Label != "" {
		format = sec.Label
	}
	return fmt.Sprintf(format, number)
}

// LabelNumber is the number the label of the puzzle numbered number in
// the book (from 1) in section s shows (Label): number, or with
// numbering: section, its place in its section (from 1).
func (cfg *Config) LabelNumber(s, number int) int {
	if cfg.Numbering != "section" {
		return number
	}
	for _, before := range cfg.Sections[:s] {
		number -= before.Count
	}
	return number
}
