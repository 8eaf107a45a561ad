package killer

import (
	"io"
	"strings"
)

// examples are puzzles, in the text form, whose steps use each
// technique, by its name, for the pictures of docs/grading (internal/rungs
// draws them; its TestDiscover, run with -discover, finds one for a
// technique without).
var examples = map[string]string{}

// noExample says why a technique has no example.
func noExample(name string) string {
	return "no generated killer of the sizes drawn needs " + name + " yet"
}

func stringsReader(s string) io.Reader { return strings.NewReader(s) }
