package regions

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// techniqueSentences are the sentences of the first step in each position
// of techniqueCases.
var techniqueSentences = map[string]string{
	"hidden single":  "Row 1 needs a 1 and only r1c1 can take it.",
	"naked single":   "Only 5 can go in r1c1: every other digit has been ruled out there.",
	"pointing":       "In box 1, the 1 can only go in row 1, so no other cell of row 1 can be 1.",
	"claiming":       "In row 1, the 1 can only go in box 1, so no other cell of box 1 can be 1.",
	"naked pair":     "r1c1 and r1c5 can only be 1 or 2, so no other cell of row 1 can be either.",
	"hidden pair":    "In row 1, the 1 and 2 can only go in r1c1 and r1c5, so those cells cannot be 3, 4, 5, 6, 7, 8 or 9.",
	"naked triple":   "r1c1, r1c5 and r1c9 can only hold 1, 2 and 3 among them, so no other cell of row 1 can be 1, 2 or 3.",
	"hidden triple":  "In row 1, the 1, 2 and 3 can only go in r1c1, r1c5 and r1c9, so those cells cannot be 4, 5, 6, 7, 8 or 9.",
	"naked quad":     "r1c1, r1c3, r1c5 and r1c9 can only hold 1, 2, 3 and 4 among them, so no other cell of row 1 can be 1, 2, 3 or 4.",
	"hidden quad":    "In row 1, the 1, 2, 3 and 4 can only go in r1c1, r1c3, r1c5 and r1c9, so those cells cannot be 5, 6, 7, 8 or 9.",
	"X-wing":         "The 1s of rows 1 and 5 can only go in columns 3 and 7, so they are the 1s of those columns, and no other cell of columns 3 and 7 can be 1.",
	"swordfish":      "The 1s of rows 1, 4 and 7 can only go in columns 1, 4 and 7, so they are the 1s of those columns, and no other cell of columns 1, 4 and 7 can be 1.",
	"jellyfish":      "The 1s of rows 1, 4, 7 and 8 can only go in columns 1, 4, 5 and 7, so they are the 1s of those columns, and no other cell of columns 1, 4, 5 and 7 can be 1.",
	"XY-wing":        "r1c1 can only be 1 or 2: if 1, r1c6 (1 or 3) is 3; if 2, r5c1 (2 or 3) is 3. Either way one of them is 3, so r5c6, which sees both, cannot be 3.",
	"XYZ-wing":       "r1c1 can only be 1, 2 or 3; r1c2 (1 or 3) and r5c1 (2 or 3) see it. If it is 1, r1c2 is 3; if 2, r5c1 is 3. So one of the three is 3, and r2c1 and r3c1, which see all three, cannot be 3.",
	"W-wing":         "r1c1 and r5c5 can only be 1 or 2. In row 9, 1 can only go in r9c1 or r9c5, and each of these sees one of them: if both were 1, row 9 would have no 1. So one of them is 2, and r1c5 and r5c1, which see both, cannot be 2.",
	"colour trap":    "Linking the places of 1 that are one of only two in a row, column or box: either r1c1 and r7c6 are 1, or r1c6 and r3c3 are. r7c3 sees one of each, so it cannot be 1.",
	"colour wrap":    "Linking the places of 1 that are one of only two in a row, column or box: either r1c1, r5c5 and r2c2 are 1, or r1c5 and r5c2 are. r1c1 and r2c2 see each other and cannot both be 1, so r1c5 and r5c2 are 1, and r1c1, r5c5 and r2c2 are not.",
	"XY-chain":       "r1c1 (1 or 2), r1c5 (2 or 3), r5c5 (3 or 4) and r5c9 (1 or 4) form a chain: if r1c1 is not 1, it is 2, so r1c5 is 3, r5c5 is 4 and r5c9 is 1. So r1c1 or r5c9 is 1, and r1c9 and r5c1, which see both, cannot be 1.",
	"6x6 pointing":   "In box 1, the 1 can only go in row 1, so no other cell of row 1 can be 1.",
	"6x6 claiming":   "In column 1, the 1 can only go in box 1, so no other cell of box 1 can be 1.",
	"6x6 X-wing":     "The 1s of rows 1 and 4 can only go in columns 1 and 4, so they are the 1s of those columns, and no other cell of columns 1 and 4 can be 1.",
	"4x4 naked pair": "r1c1 and r1c4 can only be 1 or 2, so no other cell of row 1 can be either.",
}

// TestExplainTechniques checks each technique's sentence, and that the
// step lists the changes the grader made, on the pencil-mark positions of
// TestGradeTechniques.
func TestExplainTechniques(t *testing.T) {
	for _, tc := range techniqueCases {
		t.Run(tc.name, func(t *testing.T) {
			var g Grader
			g.Init(boxes(tc.n), nil, make([]int, tc.n*tc.n), gen.Expert)
			for _, e := range tc.edits {
				applyEdit(t, &g, e)
			}
			g.trace = newTrace(&g)
			before := g
			g.step()
			steps := g.trace.steps
			if len(steps) == 0 || steps[0].Technique != tc.want.String() {
				t.Fatalf("%s: got steps %v, want one of %v first", tc.name, steps, tc.want)
			}
			if want := techniqueSentences[tc.name]; steps[0].Text != want {
				t.Errorf("%s: got sentence\n%q\nwant\n%q", tc.name, steps[0].Text, want)
			}
			var got []string
			for _, st := range steps {
				got = append(got, stepChanges(st)...)
			}
			if tc.want <= NakedSingle {
				// A placement's step also lists the digit it clears from
				// the cells that see it; changes lists placements only.
				got = slices.DeleteFunc(got, func(c string) bool { return strings.Contains(c, "#") })
			}
			slices.Sort(got)
			if want := changes(&before, &g); !slices.Equal(got, want) {
				t.Errorf("%s: got changes %v, want the grader's %v", tc.name, got, want)
			}
		})
	}
}

// stepChanges writes a step's placements and eliminations as changes
// (grade_techniques_test.go) writes them.
func stepChanges(st gen.Step) []string {
	var out []string
	for _, v := range st.Place {
		out = append(out, fmt.Sprintf("r%dc%d=%d", v[0]+1, v[1]+1, v[2]))
	}
	for _, v := range st.Eliminate {
		out = append(out, fmt.Sprintf("r%dc%d#%d", v[0]+1, v[1]+1, v[2]))
	}
	return out
}
