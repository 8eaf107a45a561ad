package sudoku

import (
	"context"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// TestRateBeyond rates published puzzles that are hard for people: Rate
// gives the grader's grade where its techniques finish, and AnyGrade with
// "guessing" where they do not, never a lower grade.
func TestRateBeyond(t *testing.T) {
	lines := loadLines(t, "puzzles6_forum_hardest_1106")
	beyond := 0
	for _, line := range lines[:min(40, len(lines))] {
		p, err := Kind{}.Parse(strings.NewReader(line))
		if err != nil {
			t.Fatal(err)
		}
		if err := (Kind{}).Rate(context.Background(), p[0]); err != nil {
			t.Fatalf("%s: Rate: %v", line, err)
		}
		s, _ := shapeFor(9)
		r := rate(s, lineCells(t, line))
		switch {
		case !r.Solved && (p[0].Grade != gen.AnyGrade || p[0].Technique != beyondTechnique):
			t.Errorf("%s: got %v (%s), want any (%s): the ladder does not solve it", line, p[0].Grade, p[0].Technique, beyondTechnique)
		case r.Solved && p[0].Grade != r.Grade:
			t.Errorf("%s: got %v, want the ladder's %v", line, p[0].Grade, r.Grade)
		}
		if !r.Solved {
			beyond++
		}
	}
	if beyond == 0 {
		t.Errorf("no puzzle of the sample needs guessing; the test checks nothing")
	}
}
