package skyscrapers

import (
	"io"
	"strings"
)

// examples are puzzles, in the text form, whose steps use each technique,
// by its name, for the pictures of docs/grading (internal/rungs draws
// them; its TestDiscover, run with -discover, finds one for a technique
// without).
var examples = map[string]string{}

// noExample says why a technique has no example.
func noExample(name string) string {
	switch name {
	case "pointing", "claiming":
		return "never used: a skyscrapers grid has rows and columns but no boxes"
	}
	return "none found among generated puzzles of 4x4 to 8x8 (the grader has always finished by simpler means)"
}

// stringReader reads s.
func stringReader(s string) io.Reader { return strings.NewReader(s) }
