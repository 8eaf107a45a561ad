package book

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// boundedToy is the toy with at most 10 distinct puzzles of size 2.
type boundedToy struct{ toyKind }

func (boundedToy) MaxDistinct(p gen.Params) int {
	if p.Rows == 2 {
		return 10
	}
	return 0
}

// TestParseConfigLimits checks the limits that need the whole config,
// with the toy and with real Sudoku.
func TestParseConfigLimits(t *testing.T) {
	bounded := []gen.Kind{boundedToy{}}
	tests := []struct {
		name, yaml string
		kinds      []gen.Kind
		want       string // one of the problems; "" for none
	}{
		{"within the bound", "sections: [{kind: toy, size: 2, grade: easy, count: 10}]", bounded, ""},
		{"above the bound", "sections: [{kind: toy, size: 2, grade: easy, count: 11}]", bounded,
			"x.yaml:1: sections[0].count: 11 puzzles asked, but only 10 distinct 2x2 toy puzzles exist (a puzzle and its rotations, reflections and relabellings count once)"},
		{"after a refused section", "sections:\n- {kind: chess, grade: easy, count: 1}\n- {kind: toy, size: 2, grade: easy, count: 11}\n", bounded,
			"x.yaml:3: sections[1].count: 11 puzzles asked, but only 10 distinct 2x2 toy puzzles exist (a puzzle and its rotations, reflections and relabellings count once)"},
		{"unbounded size", "sections: [{kind: toy, size: 3, grade: easy, count: 1000}]", bounded, ""},
		{"bound shared by sections", "sections:\n- {kind: toy, size: 2, grade: easy, count: 6}\n- {kind: toy, size: 2, grade: hard, count: 6}\n", bounded,
			"x.yaml:3: sections[1].count: 6 puzzles asked after 6 in earlier sections, but only 10 distinct 2x2 toy puzzles exist (a puzzle and its rotations, reflections and relabellings count once, and a book never repeats one)"},
		{"other symmetry, other supply", "sections:\n- {kind: toy, size: 2, grade: easy, count: 6}\n- {kind: toy, size: 2, grade: easy, count: 6, symmetry: mirror}\n", bounded, ""},
		{"4x4 sudoku", "sections: [{kind: sudoku, size: 4, grade: easy, count: 600}]", kinds.All,
			"x.yaml:1: sections[0].count: 600 puzzles asked, but only 469 distinct 4x4 sudoku puzzles exist (a puzzle and its rotations, reflections and relabellings count once)"},
		{"4x4 sudoku, all of them", "sections: [{kind: sudoku, size: 4, grade: easy, count: 469}]", kinds.All, ""},
		{"4x4 sudoku rotational", "sections: [{kind: sudoku, size: 4, grade: easy, count: 44, symmetry: rotational}]", kinds.All,
			"x.yaml:1: sections[0].count: 44 puzzles asked, but only 43 distinct 4x4 sudoku puzzles with rotational givens exist (a puzzle and its rotations, reflections and relabellings count once); symmetry: none has 469"},
		{"4x4 sudoku mirror", "sections: [{kind: sudoku, size: 4, grade: easy, count: 74, symmetry: mirror}]", kinds.All,
			"x.yaml:1: sections[0].count: 74 puzzles asked, but only 73 distinct 4x4 sudoku puzzles with mirror givens exist (a puzzle and its rotations, reflections and relabellings count once); symmetry: none has 469"},
		{"4x4 sudoku without symmetry", "sections: [{kind: sudoku, size: 4, grade: easy, count: 470, symmetry: none}]", kinds.All,
			"x.yaml:1: sections[0].count: 470 puzzles asked, but only 469 distinct 4x4 sudoku puzzles without symmetry exist (a puzzle and its rotations, reflections and relabellings count once)"},
		{"4x4 sudoku, default and none: one supply", "sections:\n- {kind: sudoku, size: 4, grade: easy, count: 300}\n- {kind: sudoku, size: 4, grade: easy, count: 300, symmetry: none}\n", kinds.All,
			"x.yaml:3: sections[1].count: 300 puzzles asked after 300 in earlier sections, but only 469 distinct 4x4 sudoku puzzles without symmetry exist (a puzzle and its rotations, reflections and relabellings count once, and a book never repeats one)"},
		{"4x4 sudoku, none and default: one supply", "sections:\n- {kind: sudoku, size: 4, grade: easy, count: 300, symmetry: none}\n- {kind: sudoku, size: 4, grade: easy, count: 300}\n", kinds.All,
			"x.yaml:3: sections[1].count: 300 puzzles asked after 300 in earlier sections, but only 469 distinct 4x4 sudoku puzzles exist (a puzzle and its rotations, reflections and relabellings count once, and a book never repeats one)"},
		{"4x4 sudoku, default and mirror: two supplies", "sections:\n- {kind: sudoku, size: 4, grade: easy, count: 469}\n- {kind: sudoku, size: 4, grade: easy, count: 73, symmetry: mirror}\n- {kind: sudoku, size: 4, grade: easy, count: 43, symmetry: rotational}\n", kinds.All, ""},
		{"pages too big for PNG", "page: {size: 20x20in}\noutput: {png: true, dpi: 1200}\nsections: [{kind: toy, size: 3, grade: easy, count: 1}]", bounded,
			"x.yaml:2: output.dpi: PNG pages of 576 million pixels at 1200 dpi; at most 150 million fit in memory, so lower the dpi"},
		{"every problem at once", "name: ../x\npage: {size: 20x20in}\noutput: {png: true, dpi: 1200}\nsections: [{kind: toy, size: 2, grade: easy, count: 11}]", bounded,
			"x.yaml:3: output.dpi: PNG pages of 576 million pixels at 1200 dpi; at most 150 million fit in memory, so lower the dpi"},
		// The only problem: no pixel count from a page that is not valid.
		{"no pixel count from a bad page", "page: {size: 20x20in, margin: 30in}\noutput: {png: true, dpi: 1200}\nsections: [{kind: toy, size: 3, grade: easy, count: 1}]", bounded,
			"x.yaml:1: page.margin: margins leave -2880x-2880pt of a 1440x1440pt page: need at least 72x72pt"},
		{"big pages without PNG", "page: {size: 20x20in}\noutput: {dpi: 1200}\nsections: [{kind: toy, size: 3, grade: easy, count: 1}]", bounded, ""},
		{"name climbing out", "name: ../../etc/x\nsections: [{kind: toy, size: 3, grade: easy, count: 1}]", bounded,
			`x.yaml:1: name: must be at most 100 letters, digits, '.', '_' or '-', starting with a letter or digit (it names the output files), not "../../etc/x"`},
		{"absolute name", "name: /etc/passwd\nsections: [{kind: toy, size: 3, grade: easy, count: 1}]", bounded,
			`x.yaml:1: name: must be at most 100 letters, digits, '.', '_' or '-', starting with a letter or digit (it names the output files), not "/etc/passwd"`},
		{"deeply nested", "sections: " + strings.Repeat("[", 1<<20), bounded,
			"x.yaml:1: invalid YAML: exceeded max depth of 10000"},
		{"deeply nested mappings", "title: " + strings.Repeat("{a: ", 1<<18), bounded,
			"x.yaml:1: invalid YAML: exceeded max depth of 10000"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			start := time.Now()
			_, err := parseConfig("x.yaml", []byte(tt.yaml), tt.kinds)
			if took := time.Since(start); took > 10*time.Second {
				t.Errorf("%s: took %v to refuse", tt.name, took) // a hang, not a speed target
			}
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("%s: got\n%v\nwant no problem", tt.name, err)
			case tt.want != "" && (err == nil || !slices.Contains(strings.Split(err.Error(), "\n"), tt.want)):
				t.Errorf("%s: got\n%v\nwant among the problems\n%s", tt.name, err, tt.want)
			case strings.HasPrefix(tt.name, "no pixel count") && err.Error() != tt.want:
				t.Errorf("%s: got\n%v\nwant only\n%s", tt.name, err, tt.want)
			}
		})
	}
}

// TestBuildRefusesEscapingName builds a Config made in code (not parsed)
// whose name climbs out of the output directory.
func TestBuildRefusesEscapingName(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "out")
	cfg := loadTestConfig(t, "testdata/small.yaml")
	for _, name := range []string{"../escaped", "/tmp/escaped", "a/b", ""} {
		cfg.Name = name
		_, err := Build(context.Background(), cfg, BuildOptions{Dir: dir})
		if err == nil || !strings.Contains(err.Error(), "the book's name") {
			t.Errorf("name %q: got %v, want a refusal", name, err)
		}
	}
	if entries, _ := os.ReadDir(root); len(entries) != 0 {
		t.Errorf("got %d entries written, want none", len(entries))
	}
}

func TestPNGWorkers(t *testing.T) {
	cfg := loadTestConfig(t, "testdata/small.yaml")
	if got := cfg.PNGWorkers(8); got != 8 {
		t.Errorf("small pages: got %d workers, want 8", got)
	}
	cfg.Output.DPI = 1200
	cfg.Page.Spec.Width, cfg.Page.Spec.Height = 8.5*72, 11*72
	if got := cfg.PNGWorkers(8); got != 3 {
		t.Errorf("letter at 1200 dpi: got %d workers, want 3", got)
	}
}
