package book

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/puzzlebook/puzzlebook/book/config"
)

// sweepFeature is something the sweep's configs must include: short
// ones among the first 40 (the sweep go test runs), all of them among
// the first 1000.
type sweepFeature struct {
	name  string
	short bool
	has   func(sweepBook) bool
}

// yamlHas returns a test for a line of the config matching pattern.
func yamlHas(pattern string) func(sweepBook) bool {
	re := regexp.MustCompile(`(?m)` + pattern)
	return func(sb sweepBook) bool { return re.MatchString(sb.YAML) }
}

// sectionHas returns a test for a section for which ok holds.
func sectionHas(ok func(sweepSection) bool) func(sweepBook) bool {
	return func(sb sweepBook) bool { return slices.ContainsFunc(sb.Sections, ok) }
}

// textHas returns a test for a title, subtitle or author for which ok
// holds.
func textHas(ok func(string) bool) func(sweepBook) bool {
	return func(sb sweepBook) bool {
		return ok(sb.Title) || ok(sb.Subtitle) || ok(sb.Author)
	}
}

func sweepFeatures() []sweepFeature {
	fs := []sweepFeature{
		{"a custom trim in inches", true, yamlHas(`^  size: [0-9.]+x[0-9.]+in$`)},
		{"a custom trim in mm", false, yamlHas(`^  size: [0-9.]+x[0-9.]+mm$`)},
		{"a custom trim in points", false, yamlHas(`^  size: [0-9.]+x[0-9.]+pt$`)},
		{"the smallest custom trim's width, 4in", false, func(sb sweepBook) bool { return sb.Page.Width == 4*72 }},
		{"the largest custom trim's height, 11in", false, func(sb sweepBook) bool { return sb.Page.Height == 11*72 && !strings.Contains(sb.YAML, "size: letter") }},
		{"bleed", true, yamlHas(`^  bleed: true`)},
		{"a gutter", true, yamlHas(`^  gutter: `)},
		{"a margin in mm", false, yamlHas(`^  margin: [0-9.]+mm`)},
		{"print on demand", true, yamlHas(`^print_on_demand: true`)},
		{"no contents", false, yamlHas(`^contents: false`)},
		{"no how-to-play pages", false, yamlHas(`^how_to_play: false`)},
		{"a copyright page of several paragraphs", true, func(sb sweepBook) bool { return len(sb.Copyright) > 1 }},
		{"worksheets for the book", true, yamlHas(`^worksheet: true`)},
		{"a section's own worksheet: true", false, yamlHas(`worksheet: true[,}]|^    worksheet: true`)},
		{"a section's own worksheet: false", false, yamlHas(`worksheet: false[,}]|^    worksheet: false`)},
		{"worksheet_font: heavy", false, yamlHas(`^worksheet_font: heavy`)},
		{"a language other than English", true, yamlHas(`^language: [a-df-z]`)},
		{"French", false, yamlHas(`^language: fr`)},
		{"labels", false, yamlHas(`^labels: `)},
		{"a puzzle index", false, yamlHas(`^index: true`)},
		{"time boxes", false, yamlHas(`^time_box: true`)},
		{"large print with time boxes", false, func(sb sweepBook) bool { return sb.Large && yamlHas(`^time_box: true`)(sb) }},
		{"large print with extra pages", false, func(sb sweepBook) bool { return sb.Large && yamlHas(`^pages:`)(sb) }},
		{"numbering by section", false, yamlHas(`^numbering: section`)},
		{"grades renamed", false, yamlHas(`^grades: `)},
		{"a worksheet instruction", false, yamlHas(`instruction: `)},
		{"a cover", true, yamlHas(`^  cover: true`)},
		{"a cover image", false, yamlHas(`^  cover_png: true`)},
		{"a back text", true, func(sb sweepBook) bool { return len(sb.BackText) > 0 }},
		{"cream paper", false, yamlHas(`^  paper: cream`)},
		{"a cover colour", false, yamlHas(`^  (background|accent): `)},
		{"PNG pages", false, yamlHas(`^  png: true`)},
		{"no PDF", false, yamlHas(`^  pdf: false`)},
		{"a book's answers_per_page", true, yamlHas(`^  answers_per_page: `)},
		{"a section's answers_per_page", false, yamlHas(`^    answers_per_page: |, answers_per_page: `)},
		{"a title of 1 character", false, func(sb sweepBook) bool { return utf8.RuneCountInString(sb.Title) == 1 }},
		{"a title of 200 characters", false, func(sb sweepBook) bool { return utf8.RuneCountInString(sb.Title) == 200 }},
		{"a subtitle of 150 characters or more", false, func(sb sweepBook) bool { return utf8.RuneCountInString(sb.Subtitle) >= 150 }},
		{"an author of 100 characters or more", false, func(sb sweepBook) bool { return utf8.RuneCountInString(sb.Author) >= 100 }},
		{"a text with letters beyond ASCII", true, textHas(func(s string) bool { return strings.ContainsAny(s, "äöüéñçøåłšžœÆÉÍ") })},
		{"a text with a straight quote", true, textHas(func(s string) bool { return strings.ContainsAny(s, `"'`) })},
		{"a text with a curly quote", false, textHas(func(s string) bool { return strings.ContainsAny(s, "“”‘’«»„") })},
		{"a text written unquoted", true, yamlHas(`^title: [^'"]`)},
		{"a text written with \\u escapes", false, yamlHas(`\\u00`)},
	}
	for _, trim := range namedTrims {
		fs = append(fs, sweepFeature{"the named trim " + trim, false, yamlHas(`^  size: ` + regexp.QuoteMeta(trim) + `$`)})
	}
	for _, kind := range []string{"sudoku", "numbrix", "hidato", "numberlink"} {
		fs = append(fs, sweepFeature{"a " + kind + " section", true, sectionHas(func(s sweepSection) bool { return s.Kind == kind })})
	}
	for _, k := range []struct {
		kind     string
		min, max int
	}{{"sudoku", 4, 9}, {"numbrix", 4, 15}, {"hidato", 4, 15}, {"numberlink", 5, 20}} {
		for _, side := range []int{k.min, k.max} {
			fs = append(fs, sweepFeature{fmt.Sprintf("%s %dx%d", k.kind, side, side), false, sectionHas(func(s sweepSection) bool {
				return s.Kind == k.kind && s.Rows == side && s.Cols == side
			})})
		}
		if k.kind != "sudoku" {
			fs = append(fs, sweepFeature{"a " + k.kind + " rectangle", false, sectionHas(func(s sweepSection) bool {
				return s.Kind == k.kind && s.Rows != s.Cols
			})})
		}
	}
	fs = append(fs, sweepFeature{"sudoku 6x6", false, sectionHas(func(s sweepSection) bool { return s.Kind == "sudoku" && s.Rows == 6 })})
	for _, shape := range hidatoShapes {
		fs = append(fs, sweepFeature{"hidato shape " + shape, false, yamlHas(`shape: ` + shape)})
	}
	for per := 1; per <= config.MaxPerPage; per++ {
		fs = append(fs, sweepFeature{fmt.Sprintf("per_page: %d", per), true, yamlHas(fmt.Sprintf(`per_page: %d\b`, per))})
	}
	for a := config.AnswersBack; a <= config.AnswersNone; a++ {
		fs = append(fs, sweepFeature{"answers: " + a.String(), true, yamlHas(`^  answers: ` + a.String())})
	}
	for _, p := range []string{"pattern: border", "pattern: symmetric", "pattern: mirror", "max_gap: ", "paths: [0-9]+-", "solids: [1-9]", "symmetry: none", "grade: hard", "grade: expert"} {
		fs = append(fs, sweepFeature{p, false, yamlHas(p)})
	}
	return fs
}

// TestSweepCovers checks that the sweep's configs cover the space of
// configs: every trim, kind, extreme size, shape, per_page, answers mode,
// worksheet and cover setting and texts short, long, accented and
// quoted; the sweep of go test (the first 40) covers the main ones.
func TestSweepCovers(t *testing.T) {
	const short, long = 40, 1000
	books := make([]sweepBook, long)
	for n := range books {
		books[n] = sweepConfig(n)
	}
	for _, f := range sweepFeatures() {
		within := long
		if f.short {
			within = short
		}
		if !slices.ContainsFunc(books[:within], f.has) {
			t.Errorf("got no config with %s among configs 0 to %d, want one", f.name, within-1)
		}
	}
}
