package main

import (
	"strings"
	"testing"
)

func TestPrintable(t *testing.T) {
	tests := []struct {
		name, in, want, lines string
	}{
		{"plain", "puzzle 1 (kids-2026)", "puzzle 1 (kids-2026)", "puzzle 1 (kids-2026)"},
		{"title sequence", "a\x1b]0;owned\x07b", `a\x1b]0;owned\x07b`, `a\x1b]0;owned\x07b`},
		{"clear screen", "\x1b[2J", `\x1b[2J`, `\x1b[2J`},
		{"nul and delete", "a\x00b\x7f", `a\x00b\x7f`, `a\x00b\x7f`},
		{"C1 control", "a\u009b2J", `a\u009b2J`, `a\u009b2J`},
		{"not UTF-8", "a\xffb", `a\xffb`, `a\xffb`},
		{"letters kept", "Ünïcödé ✓ 数独", "Ünïcödé ✓ 数独", "Ünïcödé ✓ 数独"},
		{"lines", "one\n\ttwo\r", `one\x0a\x09two\x0d`, "one\n\ttwo\\x0d"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := printable(tt.in); got != tt.want {
				t.Errorf("printable(%q): got %q, want %q", tt.in, got, tt.want)
			}
			if got := printableLines(tt.in); got != tt.lines {
				t.Errorf("printableLines(%q): got %q, want %q", tt.in, got, tt.lines)
			}
		})
	}
}

// TestHostileText feeds solve and check inputs whose text holds terminal
// control sequences (an ipuz uniqueid that retitles the terminal, a line
// that clears the screen): what they print names them, escaped, and no
// ESC or BEL reaches the terminal.
func TestHostileText(t *testing.T) {
	dir := t.TempDir()
	const id = "evil\x1b]0;owned\x07\x1b[2J"
	// A 4x4 Sudoku with no givens: several solutions, so check names it.
	doc := `{"version":"http://ipuz.org/v2","kind":["http://ipuz.org/sudoku#1"],"uniqueid":"evil\u001b]0;owned\u0007\u001b[2J",` +
		`"dimensions":{"width":4,"height":4},"puzzle":[[0,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,0]],` +
		`"solution":[[2,4,3,1],[1,3,2,4],[3,1,4,2],[4,2,1,3]]}`
	ipuzFile := writeConfig(t, dir, "evil.ipuz", doc)
	badKind := writeConfig(t, dir, "kind.ipuz", strings.Replace(doc, "http://ipuz.org/sudoku#1", `x\u001b[2J#1`, 1))
	lines := writeConfig(t, dir, "lines.txt", "...1...43...4...\n12\x1b[2J\x07\n")
	tests := []struct {
		args []string
		code int
		want string // in standard output or error
	}{
		{[]string{"check", ipuzFile}, 3, `puzzle 1 (evil\x1b]0;owned\x07\x1b[2J): more than one solution`},
		{[]string{"solve", badKind}, 2, `x\x1b[2J#1`},
		{[]string{"solve", lines}, 2, "invalid: sudoku: line 2: "},
		{[]string{"explain", lines}, 2, "invalid: sudoku: line 2: "},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args[:1], " ")+" "+tt.want, func(t *testing.T) {
			r := runArgs(tt.args...)
			if r.code != tt.code || !strings.Contains(r.stdout+r.stderr, tt.want) {
				t.Errorf("got exit %d, stdout %q, stderr %q; want %d and %q", r.code, r.stdout, r.stderr, tt.code, tt.want)
			}
			if strings.ContainsAny(r.stdout+r.stderr, "\x1b\x07") {
				t.Errorf("got stdout %q, stderr %q; want no ESC or BEL from the input %q", r.stdout, r.stderr, id)
			}
		})
	}
}
