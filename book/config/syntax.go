package config

import (
	"bytes"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

var yamlLineRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^yaml: line (\d+): (.*)$`) })

// indentProblems are the YAML parser's messages about a line that is not
// where its indentation puts it.
var indentProblems = []string{
	"did not find expected key",
	"did not find expected '-' indicator",
	"mapping values are not allowed in this context",
	"block sequence entries are not allowed in this context",
}

// syntaxError turns err, the YAML parser's objection to data, into a
// Error at the line it is about, naming a tab as a tab with its
// column, and the indentation of a line indented unlike the one above.
func (d *decoder) syntaxError(data []byte, err error) {
	full := err.Error()
	msg, reported := strings.TrimPrefix(full, "yaml: "), 0
	if m := yamlLineRE().FindStringSubmatch(full); m != nil {
		reported, _ = strconv.Atoi(m[1])
		msg = m[2]
	}
	lines := bytes.SplitAfter(data, []byte("\n"))
	at := problemLine(lines, full, reported)
	if at == 0 {
		d.errorf(nil, "", "invalid YAML: %s", msg)
		return
	}
	line := lines[at-1]
	switch col := bytes.IndexByte(line, '\t'); {
	case col >= 0 && (strings.Contains(msg, "tab") || strings.Contains(msg, "cannot start any token")):
		d.errorf(&yaml.Node{Line: at}, "", "invalid YAML: a tab character at column %d: YAML takes spaces there, not tabs",
			utf8.RuneCount(line[:col])+1)
		return
	case slices.Contains(indentProblems, msg):
		if prev := previousLine(lines, at); prev > 0 && leadingSpaces(lines[prev-1]) != leadingSpaces(line) {
			msg += fmt.Sprintf(" (this line is indented by %s, line %d by %s)",
				spaces(leadingSpaces(line)), prev, spaces(leadingSpaces(lines[prev-1])))
		}
	}
	d.errorf(&yaml.Node{Line: at}, "", "invalid YAML: %s", msg)
}

// problemLine returns the 1-based line of lines that the parser's error
// full is about, or 0 when none is. For many errors the parser names
// the line where the enclosing block starts (and counts it from 0):
// "did not find expected key" on line 2 for a bad indent on line 5. So
// the line is found again, by bisection, as the first whose addition to
// the lines before it makes the parser fail with the same error; the
// problem is never before the line reported, less one.
func problemLine(lines [][]byte, full string, reported int) int {
	fails := func(k int) bool {
		var n yaml.Node
		err := yaml.NewDecoder(bytes.NewReader(bytes.Join(lines[:k], nil))).Decode(&n)
		return err != nil && err.Error() == full
	}
	lo, hi := max(reported-1, 0), len(lines)
	if lo >= hi || fails(lo) || !fails(hi) {
		return min(reported, len(lines))
	}
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		if fails(mid) {
			hi = mid
		} else {
			lo = mid
		}
	}
	return hi
}

// previousLine returns the 1-based line before line at that holds more
// than spaces and a comment, or 0.
func previousLine(lines [][]byte, at int) int {
	for i := at - 1; i >= 1; i-- {
		s := bytes.TrimSpace(lines[i-1])
		if len(s) > 0 && s[0] != '#' {
			return i
		}
	}
	return 0
}

// leadingSpaces counts the spaces that start line.
func leadingSpaces(line []byte) int {
	return len(line) - len(bytes.TrimLeft(line, " "))
}

func spaces(n int) string {
	if n == 1 {
		return "1 space"
	}
	return fmt.Sprintf("%d spaces", n)
}
