package config

import (
	"testing"
)

// TestSyntaxErrors checks that a YAML syntax error is reported at the
// line that is wrong: a tab named as a tab with its column, a bad indent
// at its own line (the parser names the line where its block starts),
// and other errors where the parser met them.
func TestSyntaxErrors(t *testing.T) {
	const sec = "  - kind: toy\n    grade: easy\n"
	tests := []struct{ name, yaml, want string }{
		{"tab indent", "sections:\n  - kind: toy\n    grade: easy\n\tcount: 2\n",
			"x.yaml:4: invalid YAML: a tab character at column 1: YAML takes spaces there, not tabs"},
		{"tab after spaces", "sections:\n  - kind: toy\n    \tgrade: easy\n",
			"x.yaml:3: invalid YAML: a tab character at column 5: YAML takes spaces there, not tabs"},
		{"tab on line 1", "\tname: x\nsections:\n" + sec,
			"x.yaml:1: invalid YAML: a tab character at column 1: YAML takes spaces there, not tabs"},
		{"tab after dash", "sections:\n  -\tkind: toy\n",
			"x.yaml:2: invalid YAML: a tab character at column 4: YAML takes spaces there, not tabs"},
		{"tab in a block scalar", "sections:\n" + sec + "title: |\n\tab\n",
			"x.yaml:5: invalid YAML: a tab character at column 1: YAML takes spaces there, not tabs"},
		{"indent 3 of 4", "name: x\nsections:\n" + sec + "   count: 2\n",
			"x.yaml:5: invalid YAML: did not find expected '-' indicator (this line is indented by 3 spaces, line 4 by 4 spaces)"},
		{"indent 1 of 4", "name: x\nsections:\n" + sec + " count: 2\n",
			"x.yaml:5: invalid YAML: did not find expected key (this line is indented by 1 space, line 4 by 4 spaces)"},
		{"indent 6 of 4", "name: x\nsections:\n" + sec + "      count: 2\n",
			"x.yaml:5: invalid YAML: mapping values are not allowed in this context (this line is indented by 6 spaces, line 4 by 4 spaces)"},
		{"indent after comments", "name: x\n# a comment\n\n  title: y\nsections:\n" + sec,
			"x.yaml:4: invalid YAML: did not find expected key (this line is indented by 2 spaces, line 1 by 0 spaces)"},
		{"second section", "sections:\n" + sec + sec + "     count: 2\n",
			"x.yaml:6: invalid YAML: mapping values are not allowed in this context (this line is indented by 5 spaces, line 5 by 4 spaces)"},
		{"colon in a value", "name: x\ntitle: a: b\nsections:\n" + sec,
			"x.yaml:2: invalid YAML: mapping values are not allowed in this context"},
		{"unclosed flow list", "name: x\nsections: [{kind: toy,\n   grade: easy, count: 2}\ntitle: a\n",
			"x.yaml:3: invalid YAML: did not find expected ',' or ']'"},
		{"unknown anchor", "name: *y\n", "x.yaml:1: invalid YAML: unknown anchor 'y' referenced"},
		{"unclosed quote", "name: \"x\nsections:\n", "x.yaml:3: invalid YAML: found unexpected end of stream"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := parseConfig("x.yaml", []byte(tt.yaml), toyKinds)
			if err == nil || err.Error() != tt.want {
				t.Errorf("%q: got %v, want %s", tt.yaml, err, tt.want)
			}
		})
	}
}
