package config

import (
	"errors"
	"strings"
	"testing"
)

// TestParamKeys checks that a kind's objection to one parameter is
// reported at the line and path of the key that set it, for every real
// kind, and at the section when no key set it.
func TestParamKeys(t *testing.T) {
	tests := []struct {
		name, section string
		want          string // the start of the only problem
	}{
		{"sudoku size", "kind: sudoku\n    grade: easy\n    size: 7\n    count: 1", "x.yaml:5: sections[0].size: sudoku: size must be 4, 6 or 9"},
		{"sudoku grade", "kind: sudoku\n    size: 4\n    count: 1\n    grade: expert", "x.yaml:6: sections[0].grade: sudoku: grade expert is out of reach for 4x4"},
		{"numbrix size", "kind: numbrix\n    grade: easy\n    count: 1\n    rows: 3\n    cols: 5", "x.yaml:6: sections[0].rows: numbrix: size 3x5"},
		{"numbrix max gap", "kind: numbrix\n    grade: easy\n    count: 1\n    max_gap: 1", "x.yaml:6: sections[0].max_gap: numbrix: max gap 1"},
		{"numbrix border", "kind: numbrix\n    grade: easy\n    count: 1\n    pattern: border", "x.yaml:6: sections[0].pattern: numbrix: border clues on 9x9"},
		{"hidato shape", "kind: hidato\n    grade: easy\n    count: 1\n    shape: moon", `x.yaml:6: sections[0].shape: hidato: unknown shape "moon"`},
		{"numberlink size", "kind: numberlink\n    grade: medium\n    count: 1\n    size: 30", "x.yaml:6: sections[0].size: numberlink: size 30x30"},
		{"numberlink grade", "kind: numberlink\n    size: 6\n    count: 1\n    grade: expert", "x.yaml:6: sections[0].grade: numberlink: grade expert is out of reach for 6x6"},
		{"numberlink paths", "kind: numberlink\n    grade: medium\n    count: 1\n    paths: 2-90", "x.yaml:6: sections[0].paths: numberlink: paths 2 to 90"},
		{"numberlink solids", "kind: numberlink\n    grade: medium\n    count: 1\n    solids: 40", "x.yaml:6: sections[0].solids: numberlink: 40 solid cells"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			yaml := "name: x\nsections:\n  - " + tt.section + "\n"
			_, err := Parse("x.yaml", []byte(yaml))
			var es Errors
			if !errors.As(err, &es) || len(es) != 1 {
				t.Fatalf("%s: got %v, want one problem", tt.name, err)
			}
			if got := es[0].Error(); !strings.HasPrefix(got, tt.want) {
				t.Errorf("%s: got\n%s\nwant it to start with\n%s", tt.name, got, tt.want)
			}
		})
	}
}

// TestParamKeysToy checks the section's own line when the parameter a
// kind objects to was left to its default.
func TestParamKeysToy(t *testing.T) {
	_, err := parseConfig("x.yaml", []byte("sections:\n  - {kind: toy, grade: easy, count: 1}\n"), toyKinds)
	want := "x.yaml:2: sections[0]: toy: size must be 1 to 5, not 9"
	if err == nil || err.Error() != want {
		t.Errorf("toy with the default size: got %v, want %s", err, want)
	}
}
