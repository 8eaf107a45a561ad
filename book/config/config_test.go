package config

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout"
)

func TestParseConfigDefaults(t *testing.T) {
	cfg, err := parseConfig("testdata/minimal.yaml", mustRead(t, "testdata/minimal.yaml"), toyKinds)
	if err != nil {
		t.Fatal(err)
	}
	checkFields(t, "minimal.yaml", []fieldCheck{
		{"name", cfg.Name, "minimal"},
		{"title", cfg.Title, "Minimal"},
		{"seed", cfg.Seed, uint64(1)},
		{"page.size", cfg.Page.Size, "letter"},
		{"page.spec", cfg.Page.Spec, layout.PageSpec{Width: 612, Height: 792, Margin: 36}},
		{"output", cfg.Output, Output{PDF: true, DPI: 300}},
		{"sections", len(cfg.Sections), 1},
		{"sections[0].title", cfg.Sections[0].Title, "Easy Toy 3x3"},
		{"sections[0].per_page", cfg.Sections[0].PerPage, 6},
		{"sections[0].params", cfg.Sections[0].Params, gen.Params{Rows: 3, Cols: 3, Grade: gen.Easy}},
		{"sections[0].line", cfg.Sections[0].Line, 2},
	})
}

type fieldCheck struct {
	name      string
	got, want any
}

func checkFields(t *testing.T, file string, checks []fieldCheck) {
	t.Helper()
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s: %s: got %v, want %v", file, c.name, c.got, c.want)
		}
	}
}

func TestParseConfigFull(t *testing.T) {
	cfg, err := parseConfig("full.yaml", mustRead(t, "testdata/full.yaml"), toyKinds)
	if err != nil {
		t.Fatal(err)
	}
	checkFields(t, "full.yaml", []fieldCheck{
		{"name", cfg.Name, "full-book"},
		{"title", cfg.Title, "A Full Book"},
		{"subtitle", cfg.Subtitle, "Every key set"},
		{"author", cfg.Author, "The Tests"},
		{"seed", cfg.Seed, uint64(7)},
		{"page.spec.width", cfg.Page.Spec.Width, 432.0},
		{"page.spec.gutter", cfg.Page.Spec.Gutter, 18.0},
		{"output", cfg.Output, Output{PDF: true, PNG: true, DPI: 150, Answers: AnswersSeparate, AnswersPerPage: 9}},
		{"sections[0].title", cfg.Sections[0].Title, "Small"},
		{"sections[0].per_page", cfg.Sections[0].PerPage, 4},
		{"sections[0].params", cfg.Sections[0].Params, gen.Params{Rows: 2, Cols: 2, Grade: gen.Easy, Symmetry: gen.SymmetryMirror}},
		{"sections[1].title", cfg.Sections[1].Title, "Hard Toy 4x4"},
		{"sections[1].count", cfg.Sections[1].Count, 5},
		{"sections[1].line", cfg.Sections[1].Line, 17},
	})
}

// TestParseConfigErrors checks the exact message of each kind of problem.
func TestParseConfigErrors(t *testing.T) {
	const sec = "sections: [{kind: toy, size: 3, grade: easy, count: 1}]\n"
	tests := []struct {
		name, yaml string
		want       []string
	}{
		{"unknown key", "pagee: 3\n" + sec, []string{
			`x.yaml:1: pagee: unknown key (did you mean "page"?)`}},
		{"unknown key far from any", "colour: red\n" + sec, []string{
			`x.yaml:1: colour: unknown key`}},
		{"duplicate key", "seed: 1\nseed: 2\n" + sec, []string{
			`x.yaml:2: seed: duplicate key (first set on line 1)`}},
		{"wrong type int", "seed: ten\n" + sec, []string{
			`x.yaml:1: seed: must be an integer from 0 to 18446744073709551615, not "ten"`}},
		{"negative seed", "seed: -1\n" + sec, []string{
			`x.yaml:1: seed: must be an integer from 0 to 18446744073709551615, not -1`}},
		{"wrong type mapping", "title: {a: 1}\n" + sec, []string{
			`x.yaml:1: title: must be a string, not a mapping`}},
		{"bool as string", "title: true\n" + sec, []string{
			`x.yaml:1: title: must be a string, not true (quote it)`}},
		{"a character the fonts lack", "title: \"Puzzles \u2713\u2605\"\n" + sec, []string{
			`x.yaml:1: title: '✓' (U+2713), '★' (U+2605): not in the book's fonts (Lato: Latin, Greek and Cyrillic letters, digits and common punctuation), so it would print as a blank; leave it out or write it another way`}},
		{"back text the fonts lack", "cover:\n  back_text: \"Fun \U0001F600\"\n" + sec, []string{
			`x.yaml:2: cover.back_text: '😀' (U+1F600): not in the book's fonts (Lato: Latin, Greek and Cyrillic letters, digits and common punctuation), so it would print as a blank; leave it out or write it another way`}},
		{"control characters", "title: \"Hi\\a there \\x1b[2J\"\nauthor: \"\\x00\"\ncopyright: |\n  One\n  Two\tthree\ncover:\n  back_text: \"a\\u0085b\"\n" + sec, []string{
			`x.yaml:1: title: U+0007 (BEL) at line 1, column 11: a control character, which prints as nothing; remove it`,
			`x.yaml:2: author: U+0000 (NUL) at line 2, column 10: a control character, which prints as nothing; remove it`,
			`x.yaml:5: copyright: U+0009 (TAB) at line 5, column 6: a control character, which prints as nothing; remove it`,
			`x.yaml:7: cover.back_text: U+0085 (NEL) at line 7, column 16: a control character, which prints as nothing; remove it`}},
		{"a line break in a title", "title: |\n  Two\n  lines\ncopyright: \"Two\\nlines\"\n" + sec, []string{
			`x.yaml:2: title: a line break at line 2, column 6: this text is one line; join its lines (a block with "|" or ">" keeps a break at the end, ">-" does not)`}},
		{"text too long", "title: " + strings.Repeat("w", 201) + "\nsubtitle: " + strings.Repeat("w", 301) +
			"\nauthor: " + strings.Repeat("w", 201) + "\ncopyright: " + strings.Repeat("w", 5001) +
			"\ncover: {back_text: " + strings.Repeat("w", 3001) + "}\n" +
			"sections:\n  - {kind: toy, size: 3, grade: easy, count: 1, title: " + strings.Repeat("w", 201) + ", instruction: " + strings.Repeat("w", 501) + "}\n", []string{
			`x.yaml:1: title: 201 characters; at most 200`,
			`x.yaml:2: subtitle: 301 characters; at most 300`,
			`x.yaml:3: author: 201 characters; at most 200`,
			`x.yaml:4: copyright: 5001 characters; at most 5000`,
			`x.yaml:5: cover.back_text: 3001 characters; at most 3000`,
			`x.yaml:7: sections[0].title: 201 characters; at most 200`,
			`x.yaml:7: sections[0].instruction: 501 characters; at most 500`}},
		{"wrong type bool", "output: {png: 1}\n" + sec, []string{
			`x.yaml:1: output.png: must be true or false, not 1`}},
		{"dpi range", "output: {dpi: 20}\n" + sec, []string{
			`x.yaml:1: output.dpi: must be between 36 and 1200, not 20`}},
		{"answers word", "output: {answers: front}\n" + sec, []string{
			`x.yaml:1: output.answers: must be back, separate or none, not "front"`}},
		{"bad page size", "page: {size: huge}\n" + sec, []string{
			`x.yaml:1: page.size: page size "huge": want a name (letter, a4, a5, 6x9, 8.5x11, ...) or WIDTHxHEIGHT with a unit, e.g. "7x10in"`}},
		{"page size without unit", "page: {size: 7x11}\n" + sec, []string{
			`x.yaml:1: page.size: page size "7x11": add a unit (in, mm, cm or pt), e.g. "7x11in"`}},
		{"margin too wide", "page: {size: a5, margin: 3in}\n" + sec, []string{
			`x.yaml:1: page.margin: margins leave -12x163pt of a 420x595pt page: need at least 72x72pt`}},
		{"bad name", "name: a/b\n" + sec, []string{
			`x.yaml:1: name: must be at most 100 letters, digits, '.', '_' or '-', starting with a letter or digit (it names the output files), not "a/b"`}},
		{"no sections", "title: x\n", []string{
			`x.yaml:1: sections: is required: a book needs at least one section`}},
		{"empty sections", "sections: []\n", []string{
			`x.yaml:1: sections: must list at least one section`}},
		{"sections not a list", "sections: {kind: toy}\n", []string{
			`x.yaml:1: sections: must be a list of sections, not a mapping`}},
		{"missing section keys", "sections:\n  - {title: x}\n", []string{
			`x.yaml:2: sections[0].kind: is required`,
			`x.yaml:2: sections[0].grade: is required`,
			`x.yaml:2: sections[0].count: is required`}},
		{"unknown kind", "sections: [{kind: chess, grade: easy, count: 1}]\n", []string{
			`x.yaml:1: sections[0].kind: unknown kind "chess" (want toy)`}},
		{"count range", "sections: [{kind: toy, size: 3, grade: easy, count: 0}]\n", []string{
			`x.yaml:1: sections[0].count: must be between 1 and 10000, not 0`}},
		{"per_page choice", "sections: [{kind: toy, size: 3, grade: easy, count: 1, per_page: 7}]\n", []string{
			`x.yaml:1: sections[0].per_page: must be between 1 and 6, not 7`}},
		{"grade word", "sections: [{kind: toy, size: 3, grade: tough, count: 1}]\n", []string{
			`x.yaml:1: sections[0].grade: must be easy, medium, hard or expert, not "tough"`}},
		{"symmetry word", "sections: [{kind: toy, size: 3, grade: easy, count: 1, symmetry: default}]\n", []string{
			`x.yaml:1: sections[0].symmetry: must be none, rotational or mirror, not "default"`}},
		{"kind rejects size", "sections:\n  - {kind: toy, size: 7, grade: easy, count: 1}\n", []string{
			`x.yaml:2: sections[0].size: toy: size must be 1 to 5, not 7`}},
		{"kind rejects grade", "sections:\n  - kind: toy\n    size: 3\n    grade: expert\n    count: 1\n", []string{
			`x.yaml:4: sections[0].grade: toy: grade expert is out of reach`}},
		{"too many puzzles", "sections:\n" + strings.Repeat("  - {kind: toy, size: 3, grade: easy, count: 10000}\n", 11), []string{
			`x.yaml:2: sections: 110000 puzzles in all; a book holds at most 100000`}},
		{"merge key", "base: &b {kind: toy}\n" + sec, []string{
			`x.yaml:1: base: unknown key`}},
		{"merge key in section", "sections:\n  - {<<: {kind: toy}, size: 3, grade: easy, count: 1}\n", []string{
			`x.yaml:2: sections[0].kind: is required`,
			`x.yaml:2: sections[0]: merge keys (<<) are not supported`}},
		{"syntax error", "title: [x\n", []string{
			`x.yaml:1: invalid YAML: did not find expected ',' or ']'`}},
		{"two documents", sec + "---\n" + sec, []string{
			`x.yaml:2: only one YAML document is allowed`}},
		{"empty file", "", []string{`x.yaml: file is empty`}},
		{"only a comment", "# nothing\n", []string{`x.yaml: file is empty`}},
		{"not a mapping", "- 1\n", []string{`x.yaml:1: must be a mapping, not a list`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg, err := parseConfig("x.yaml", []byte(tt.yaml), toyKinds)
			if err == nil {
				t.Fatalf("got config %+v, want errors", cfg)
			}
			got := strings.Split(err.Error(), "\n")
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("got errors\n%s\nwant\n%s", err, strings.Join(tt.want, "\n"))
			}
			if !IsError(err) {
				t.Errorf("IsError(%v) = false, want true", err)
			}
		})
	}
}

// TestParseConfigAllErrors checks that every problem of a file is reported
// at once, in line order.
func TestParseConfigAllErrors(t *testing.T) {
	_, err := parseConfig("errors.yaml", mustRead(t, "testdata/errors.yaml"), toyKinds)
	want := []string{
		`errors.yaml:1: name: must be at most 100 letters, digits, '.', '_' or '-', starting with a letter or digit (it names the output files), not "bad name"`,
		`errors.yaml:2: titel: unknown key (did you mean "title"?)`,
		`errors.yaml:3: seed: must be an integer from 0 to 18446744073709551615, not -3`,
		`errors.yaml:4: page.size: page size "7x11": add a unit (in, mm, cm or pt), e.g. "7x11in"`,
		`errors.yaml:4: page.margin: length "wide": "wide" is not a number (want a number with in, mm, cm or pt, e.g. "0.5in")`,
		`errors.yaml:5: output.pdf: must be true or false, not "yes"`,
		`errors.yaml:5: output.dpi: must be between 36 and 1200, not 10`,
		`errors.yaml:5: output.answers: must be back, separate or none, not "front"`,
		`errors.yaml:7: sections[0].size: toy: size must be 1 to 5, not 7`,
		`errors.yaml:8: sections[1].kind: unknown kind "chess" (want toy)`,
		`errors.yaml:8: sections[1].count: must be between 1 and 10000, not 0`,
		`errors.yaml:11: sections[2].grade: toy: grade expert is out of reach`,
		`errors.yaml:13: sections[3].per_page: must be between 1 and 6, not 7`,
	}
	if err == nil {
		t.Fatal("errors.yaml: got no error, want 13")
	}
	var es Errors
	if !errors.As(err, &es) {
		t.Fatalf("errors.yaml: got %T, want Errors", err)
	}
	got := strings.Split(err.Error(), "\n")
	for i := range max(len(got), len(want)) {
		g, w := "", ""
		if i < len(got) {
			g = got[i]
		}
		if i < len(want) {
			w = want[i]
		}
		if g != w {
			t.Errorf("errors.yaml: line %d of the report:\ngot  %s\nwant %s", i+1, g, w)
		}
	}
}

// TestParseConfigHostile checks that oversized files and alias bombs are
// refused quickly with a clear message.
func TestParseConfigHostile(t *testing.T) {
	bomb := "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
	prev := "a"
	for _, name := range []string{"b", "c", "d", "e", "f", "g", "h", "i"} {
		bomb += name + ": &" + name + " [" + strings.Repeat("*"+prev+", ", 9) + "*" + prev + "]\n"
		prev = name
	}
	secBomb := "s: &s {kind: toy, size: 3, grade: easy, count: 1, title: t}\nsections: [" +
		strings.Repeat("*s, ", 30000) + "*s]\n"
	tests := []struct {
		name, yaml, want string
	}{
		{"too large", "title: " + strings.Repeat("x", MaxSize) + "\n", "x.yaml: file is larger than 4194304 bytes"},
		{"alias bomb in unknown keys", bomb + "sections: *i\n",
			"x.yaml:1: a: unknown key"},
		{"alias bomb in sections", secBomb,
			"x.yaml:1: more than 100000 YAML nodes once aliases are expanded; refusing the file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := parseConfig("x.yaml", []byte(tt.yaml), toyKinds)
			if err == nil {
				t.Fatalf("got no error, want %q", tt.want)
			}
			if !slices.Contains(strings.Split(err.Error(), "\n"), tt.want) {
				t.Errorf("got errors\n%s\nwant among them %q", err, tt.want)
			}
		})
	}
}

func TestLoadConfig(t *testing.T) {
	if _, err := Load(filepath.Join(t.TempDir(), "missing.yaml")); err == nil || IsError(err) {
		t.Errorf("missing file: got %v, want an error that is not a Error", err)
	}
	path := filepath.Join(t.TempDir(), "big.yaml")
	if err := os.WriteFile(path, make([]byte, MaxSize+10), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(path); err == nil || !strings.Contains(err.Error(), "larger than") {
		t.Errorf("big file: got %v, want a size error", err)
	}
}

func mustRead(t testing.TB, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func FuzzLoadConfig(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.yaml")
	if len(files) == 0 {
		f.Fatal("no seed files match testdata/*.yaml")
	}
	for _, name := range files {
		f.Add(mustRead(f, name))
	}
	// Control characters, as escapes and raw, in one-line and block text.
	f.Add([]byte("title: \"a\\x1b[2J\\u0085\\\n  b\\a\"\ncopyright: |\n  x\ty\ncover: {back_text: \"\\0\"}\nsections: [{kind: toy, size: 3, grade: easy, count: 1}]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		cfg, err := parseConfig("fuzz.yaml", data, toyKinds)
		if err != nil {
			var es Errors
			if !errors.As(err, &es) || len(es) == 0 {
				t.Fatalf("got %T %v, want Errors", err, err)
			}
			return
		}
		if len(cfg.Sections) == 0 || cfg.Name == "" || cfg.Page.Spec.Validate() != nil {
			t.Fatalf("accepted a config without sections, name or a valid page: %+v", cfg)
		}
	})
}

func TestNameFromFile(t *testing.T) {
	tests := []struct{ file, want string }{
		{"configs/kids.yaml", "kids"},
		{"../up/There Book!.yml", "There-Book-"},
		{"..yaml", "book"},
		{"/", "book"},
		{"", "book"},
		{"_hidden.yaml", "hidden"},
		{strings.Repeat("a", 300) + ".yaml", strings.Repeat("a", 100)},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			got := nameFromFile(tt.file)
			if got != tt.want || CheckName(got) != nil {
				t.Errorf("nameFromFile(%q): got %q, want %q (a valid name)", tt.file, got, tt.want)
			}
		})
	}
}

// BenchmarkParse reads and validates the sampler config.
func BenchmarkParse(b *testing.B) {
	data := mustRead(b, "../../configs/sampler.yaml")
	for b.Loop() {
		if _, err := Parse("sampler.yaml", data); err != nil {
			b.Fatal(err)
		}
	}
}
