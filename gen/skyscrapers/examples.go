package skyscrapers

import (
	"io"
	"strings"
)

// examples are puzzles, in the text form, whose steps use each technique,
// by its name, for the pictures of docs/grading (internal/rungs draws
// them; its TestDiscover, run with -discover, finds one for a technique
// without).
var examples = map[string]string{
	"full house":          "..../..../..22/22.. 2....2....2....2",
	"hidden single":       "..../..../..22/22.. 2....2....2....2",
	"naked single":        ".2.3/2.3./..../.... ...1........1...",
	"clue of 1":           "..13/12../..2./.3.. ................",
	"clue of N":           "..1./.2../..24/22.. ................",
	"edge bound":          "..../..../..22/22.. 2....2....2....2",
	"visibility counting": "..../..../..22/22.. 2....2....2....2",
	"line orders":         "..../..../412./.222 ................",
	"long line orders":    "232../..224/4..3./.2..4 .........................",
	"naked pair":          ".3.../...4./22.../...41 ..5...................2..",
	"hidden pair":         ".3.32/22.2./.3..2/3..2. .........................",
	"naked triple":        ".3.53../..43.2./.3344../..5232. ..4..3.....................................4..2..",
	"hidden triple":       "..4.553./.323.3../.2.3.52./.22.4.2. .......................22.36.1....2.67.34.......................",
	"X-wing":              ".3..2/2..2./3..4./.4..2 .........................",
	"swordfish":           ".235..3/4..253./2.23.44/25.23.1 ..3...................3...7...................1..",
	"XY-wing":             "..31./.22../3.42./.41.2 .........................",
	"W-wing":              ".3..1/2..1./..12./.22.. ..1...................2..",
	"XY-chain":            ".132./.333./.233./.231. .........................",
}

// noExample says why a technique has no example.
func noExample(name string) string {
	switch name {
	case "pointing", "claiming":
		return "never used: a skyscrapers grid has rows and columns but no boxes"
	}
	return "none among generated puzzles of 4x4 to 8x8, 40 seeds a size and grade (the grader has always finished by simpler means)"
}

// stringReader reads s.
func stringReader(s string) io.Reader { return strings.NewReader(s) }
