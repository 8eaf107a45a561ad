package kakuro

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// offered are sizes and grades the kind makes, a few of each, for the
// conformance suite (the largest sizes are in TestLargeSizes).
var offered = []struct {
	rows, cols int
	grades     []gen.Grade
}{
	{4, 4, []gen.Grade{gen.Easy, gen.Medium}},
	{5, 5, []gen.Grade{gen.Easy, gen.Medium}},
	{6, 6, []gen.Grade{gen.Easy, gen.Medium, gen.Expert}},
	{7, 7, []gen.Grade{gen.Hard}},
	{8, 10, []gen.Grade{gen.Easy, gen.Medium}},
	{9, 9, []gen.Grade{gen.Easy, gen.Medium, gen.Hard}},
	{12, 12, []gen.Grade{gen.Expert}},
}

func TestConformance(t *testing.T) {
	var cases []gentest.Case
	for _, o := range offered {
		for _, g := range o.grades {
			cases = append(cases, gentest.Case{
				Name:   fmt.Sprintf("%dx%d/%v", o.rows, o.cols, g),
				Params: gen.Params{Rows: o.rows, Cols: o.cols, Grade: g}, Seed: 1,
			})
		}
	}
	cases = append(cases, gentest.Case{Name: "7x7/none", Params: gen.Params{Rows: 7, Symmetry: gen.SymmetryNone}, Seed: 2})
	gentest.Run(t, Kind{}, cases)
}

// TestLargeSizes checks one puzzle at each large size: unique, rated as
// asked, of the size asked.
func TestLargeSizes(t *testing.T) {
	if testing.Short() {
		t.Skip("large sizes take seconds")
	}
	for _, n := range []int{12, 15, 20} {
		p := gen.Params{Rows: n, Grade: gen.Medium}
		pz, err := Kind{}.Generate(context.Background(), p, gentest.Seeded(7))
		if err != nil {
			t.Fatalf("%dx%d: %v", n, n, err)
		}
		if err := gen.Check(context.Background(), Kind{}, pz); err != nil {
			t.Errorf("%dx%d: gen.Check: %v", n, n, err)
		}
		if pz.Rows != n || pz.Cols != n || pz.Grade != gen.Medium {
			t.Errorf("%dx%d: got %dx%d %v, want %dx%d medium", n, n, pz.Rows, pz.Cols, pz.Grade, n, n)
		}
	}
}

// TestValidate checks the refusals, each naming the parameter and a
// value that works.
func TestValidate(t *testing.T) {
	for _, tc := range []struct {
		p     gen.Params
		param string
	}{
		{gen.Params{Rows: 3}, "size"},
		{gen.Params{Rows: 4, Cols: 5}, "size"},
		{gen.Params{Rows: 21}, "size"},
		{gen.Params{Rows: 12, Cols: 30}, "size"},
		{gen.Params{Rows: 9, Symmetry: gen.SymmetryMirror}, "symmetry"},
		{gen.Params{Rows: 9, MinGivens: 1, MaxGivens: 3}, "givens"},
		{gen.Params{Rows: 9, Pick: 1}, "pick"},
		{gen.Params{Rows: 4, Grade: gen.Hard}, "grade"},
		{gen.Params{Rows: 15, Grade: gen.Expert}, "grade"},
		{gen.Params{Rows: 12, Grade: gen.Hard}, "grade"},
		{gen.Params{Rows: 6, Grade: gen.Hard}, "grade"},
	} {
		err := Kind{}.Validate(tc.p)
		var pe *gen.ParamError
		if !errors.As(err, &pe) || pe.Param != tc.param {
			t.Errorf("Validate(%+v): got %v, want a refusal of %s", tc.p, err, tc.param)
		}
	}
	for _, p := range []gen.Params{{Rows: 4}, {Rows: 5}, {Rows: 6}, {Rows: 12, Cols: 16}, {Rows: 20}, {Rows: 9, Symmetry: gen.SymmetryNone}} {
		if err := (Kind{}).Validate(p); err != nil {
			t.Errorf("Validate(%+v): got %v, want nil", p, err)
		}
	}
}

// small is a 4x4 in the text form, a seed of the fuzzer.
const small = `# 4\ 16\ #
\3 . . 7\
\17 . . .
# \10 . .
`

// TestParseErrors checks that bad text is refused as malformed, naming
// the line.
func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"ragged", "# 3\\\n\\3 . .\n", "line 2"},
		{"bad token", "# 4\\ x\n\\3 . .\n# . .\n", "line 1"},
		{"no sum", "# # #\n# . .\n# . .\n", "no sum"},
		{"sum out of reach", "# 4\\ 16\\\n\\30 . .\n\\17 . .\n", "cannot add up"},
		{"clue heads nothing", "# 4\\ 16\\ 5\\\n\\3 . . #\n\\17 . . #\n", "heads no run"},
		{"too large", strings.Repeat(strings.Repeat("# ", 50)+"\n", 2), "too large"},
	} {
		_, err := Kind{}.Parse(strings.NewReader(tc.text))
		if !errors.Is(err, gen.ErrMalformed) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want a malformed error naming %q", tc.name, err, tc.want)
		}
	}
}

// TestSolveSmall solves a hand-made puzzle and reads its verdicts: one
// solution; none when a sum changes; two when a clue goes.
func TestSolveSmall(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		name, text string
		count      int
	}{
		{"unique", "# 4\\ 3\\\n\\4 . .\n\\3 . .\n", 1},
		{"none", "# 4\\ 4\\\n\\3 . .\n\\3 . .\n", 0},
		{"two", "# 3\\ 3\\\n\\3 . .\n\\3 . .\n", 2},
	} {
		ps, err := Kind{}.Parse(strings.NewReader(tc.text))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		s, err := Kind{}.Solve(ctx, ps[0])
		if err != nil || s.Count != tc.count {
			t.Errorf("%s: got %d solutions (%v), want %d", tc.name, s.Count, err, tc.count)
		}
		if tc.count == 2 && (s.Second == nil || gen.EqualGrids(s.Grid, s.Second)) {
			t.Errorf("%s: got no second solution other than the first", tc.name)
		}
	}
}

// TestLadderExamples checks that each rung's example uses its technique.
func TestLadderExamples(t *testing.T) {
	for _, r := range (Kind{}).Ladder() {
		if r.Example == nil {
			if r.NoExample == "" {
				t.Errorf("%s: no example and no reason", r.Technique)
			}
			continue
		}
		p := &gen.Puzzle{Kind: "kakuro", Rows: len(r.Example), Cols: len(r.Example[0]), Givens: r.Example, Overlays: r.Overlays}
		e := gentest.CheckSteps(t, Kind{}, p, r.Technique)
		used := false
		for _, s := range e.Steps {
			used = used || s.Technique == r.Technique
		}
		if !used {
			t.Errorf("%s: its example's steps do not use it", r.Technique)
		}
	}
}
