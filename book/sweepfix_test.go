package book

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
	"github.com/puzzlebook/puzzlebook/gen/numberlink"
	"github.com/puzzlebook/puzzlebook/gen/numbrix"
)

// refusedNamed is sweepOne's outcome for a config refused, rightly, by a
// kind that cannot reach what a section asks for, with a value that
// works, which the sweep then built: not a failure.
const refusedNamed = "refused: out of reach, with a value that works"

// sectionRE matches the path of a section or of a key under it.
var sectionRE = regexp.MustCompile(`^sections\[([0-9]+)\]`)

// fix is one key of one section to set, as a refusal named it.
type fix struct {
	section    int
	key, value string
}

// namedFixes returns the values err, config.Parse's refusal of sb, names
// for every problem it lists, or false when some problem names none and
// is not a grid that may not fit a page (sweepBook.mayNotFit). unfit
// reports whether some problem is such a grid.
func (sb sweepBook) namedFixes(err error) (fixes []fix, unfit, ok bool) {
	var es config.Errors
	if !errors.As(err, &es) {
		return nil, false, false
	}
	for _, e := range es {
		m := sectionRE.FindStringSubmatch(e.Path)
		if m == nil {
			return nil, false, false
		}
		i, _ := strconv.Atoi(m[1])
		if key, value, ok := gentest.NamedValue(e.Msg); ok {
			fixes = append(fixes, fix{i, key, value})
			continue
		}
		if i >= len(sb.Sections) || !sb.mayNotFit(i) || !strings.Contains(e.Msg, "does not fit") {
			return nil, false, false
		}
		unfit = true
	}
	return fixes, unfit, true
}

// applyFixes returns text, a config, with each fix's key set in its
// section.
func applyFixes(text string, fixes []fix) (string, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte(text), &doc); err != nil {
		return "", err
	}
	if len(doc.Content) != 1 {
		return "", fmt.Errorf("want one document")
	}
	secs := valueOf(doc.Content[0], "sections")
	if secs == nil || secs.Kind != yaml.SequenceNode {
		return "", fmt.Errorf("no sections")
	}
	for _, f := range fixes {
		if f.section >= len(secs.Content) || secs.Content[f.section].Kind != yaml.MappingNode {
			return "", fmt.Errorf("no section %d", f.section)
		}
		sec := secs.Content[f.section]
		if v := valueOf(sec, f.key); v != nil {
			v.Kind, v.Tag, v.Value, v.Style = yaml.ScalarNode, "", f.value, 0
			continue
		}
		sec.Content = append(sec.Content,
			&yaml.Node{Kind: yaml.ScalarNode, Value: f.key},
			&yaml.Node{Kind: yaml.ScalarNode, Value: f.value})
	}
	out, err := yaml.Marshal(&doc)
	return string(out), err
}

// valueOf returns the value of key in the mapping m, or nil.
func valueOf(m *yaml.Node, key string) *yaml.Node {
	if m.Kind != yaml.MappingNode {
		return nil
	}
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return m.Content[i+1]
		}
	}
	return nil
}

// parseNamed parses sb's config; while a kind refuses some of its
// sections naming values that work, it sets those values and parses
// again (a few rounds: a new grade may ask for new paths). It returns
// the config and its text, the refusals that named values (nil when
// none did), and whether only grids that may not fit a page are left
// refused (err then holds the refusal).
func (sb sweepBook) parseNamed(file string) (cfg *config.Config, text string, named []error, unfit bool, err error) {
	text = sb.YAML
	for range 4 {
		cfg, err = config.Parse(file, []byte(text))
		if err == nil {
			return cfg, text, named, false, nil
		}
		fixes, someUnfit, ok := sb.namedFixes(err)
		if !ok {
			return nil, text, named, false, err
		}
		if len(fixes) == 0 {
			return nil, text, named, someUnfit, err
		}
		named = append(named, err)
		if text, err = applyFixes(text, fixes); err != nil {
			return nil, text, named, false, fmt.Errorf("setting the values named: %w", err)
		}
	}
	return nil, text, named, false, fmt.Errorf("still refused after setting the values named: %w", err)
}

// TestSweepParseNamed checks the sweep's reading of refusals: a section
// out of its kind's reach is refused naming a value, which parseNamed
// sets (in flow and block style, over two rounds when the first value
// leads to a second refusal); a refusal naming no value stays an error.
func TestSweepParseNamed(t *testing.T) {
	tests := []struct {
		name   string
		yaml   string
		named  bool
		ok     bool
		params func(*config.Config) string
		want   string
	}{
		{"flow paths", "sections:\n  - {kind: numberlink, size: 20, grade: medium, paths: 37, count: 1}\n", true, true,
			func(c *config.Config) string {
				o, _ := gen.OptionsOf[numberlink.Options](c.Sections[0].Params)
				return fmt.Sprint(o.MinPaths, "-", o.MaxPaths)
			}, "38-38"},
		{"block pattern", "sections:\n  - kind: hidato\n    size: 8\n    shape: circle\n    grade: easy\n    pattern: border\n    count: 1\n", true, true,
			func(c *config.Config) string {
				o, _ := gen.OptionsOf[numbrix.Options](c.Sections[0].Params)
				return fmt.Sprint(o.BorderClues)
			}, "false"},
		{"grade then paths", "sections:\n  - {kind: sudoku, size: 9, grade: easy, count: 1}\n  - {kind: numberlink, size: 20, grade: expert, paths: 30, count: 1}\n", true, true,
			func(c *config.Config) string {
				p := c.Sections[1].Params
				o, _ := gen.OptionsOf[numberlink.Options](p)
				return fmt.Sprint(p.Grade, " ", o.MinPaths, "-", o.MaxPaths)
			}, "hard 44-44"},
		{"valid", "sections:\n  - {kind: numbrix, size: 9, grade: hard, max_gap: 4, count: 1}\n", false, true, nil, ""},
		{"no value named", "sections:\n  - {kind: sudoku, size: 5, grade: easy, count: 1}\n", false, false, nil, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sb := sweepBook{YAML: tc.yaml}
			cfg, text, named, unfit, err := sb.parseNamed("x.yaml")
			if unfit || (named != nil) != tc.named || (err == nil) != tc.ok {
				t.Fatalf("got named %v, unfit %v, error %v; want named %v, ok %v\n%s", named, unfit, err, tc.named, tc.ok, text)
			}
			if tc.params != nil {
				if got := tc.params(cfg); got != tc.want {
					t.Errorf("got %s, want %s\n%s", got, tc.want, text)
				}
			}
		})
	}
}

// TestUnfitAfterRefusedSection checks that a grid too large for its page
// is refused at its own section even when an earlier section was refused
// (it was reported at the earlier one's place).
func TestUnfitAfterRefusedSection(t *testing.T) {
	yaml := "page: {size: 5.5x6in, margin: 0.875in}\nsections:\n  - {kind: numbrix, size: 9, grade: easy, pattern: border, count: 1}\n  - {kind: hidato, size: 6, grade: easy, count: 1, worksheet: true}\n"
	_, err := config.Parse("x.yaml", []byte(yaml))
	var es config.Errors
	if !errors.As(err, &es) {
		t.Fatalf("got %v, want config errors", err)
	}
	var got []string
	for _, e := range es {
		got = append(got, fmt.Sprintf("%d %s", e.Line, e.Path))
	}
	want := []string{"3 sections[0].pattern", "4 sections[1].size"}
	if strings.Join(got, ", ") != strings.Join(want, ", ") {
		t.Errorf("got problems at %v, want at %v:\n%v", got, want, err)
	}
}
