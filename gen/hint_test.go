package gen

import "testing"

// hintLadder is a small ladder: two singles (easy) and two harder
// techniques.
var hintLadder = []Rung{
	{Technique: "hidden single", Grade: Easy},
	{Technique: "naked single", Grade: Easy},
	{Technique: "pointing", Grade: Medium},
	{Technique: "naked pair", Grade: Hard},
}

func place(tech string, cells ...[2]int) Step {
	s := Step{Technique: tech}
	for _, c := range cells {
		s.Place = append(s.Place, [3]int{c[0], c[1], 1})
	}
	return s
}

// TestHintStepEasyNonSingle checks that an easy puzzle's hint is its first
// step that is not a single when it has one.
func TestHintStepEasyNonSingle(t *testing.T) {
	e := Explanation{Grade: Easy, Technique: "naked single", Steps: []Step{
		place("hidden single", [2]int{0, 0}),
		place("naked single", [2]int{0, 1}),
		{Technique: "pointing", Text: "the pointing step"},
		place("hidden single", [2]int{4, 4}),
	}}
	if s, ok := e.HintStep(hintLadder); !ok || s.Technique != "pointing" {
		t.Errorf("got %+v, %v; want the pointing step", s, ok)
	}
}

// TestHintStepEasyCascade checks that an easy puzzle of singles alone
// gets the step that starts the longest chain of linked placements.
func TestHintStepEasyCascade(t *testing.T) {
	e := Explanation{Grade: Easy, Technique: "naked single", Steps: []Step{
		place("hidden single", [2]int{0, 0}),
		place("hidden single", [2]int{5, 5}), // not in row 0 or column 0
		place("naked single", [2]int{5, 2}),  // row 5
		place("hidden single", [2]int{3, 2}), // column 2
		place("hidden single", [2]int{3, 7}), // row 3
		place("hidden single", [2]int{8, 8}),
	}}
	s, ok := e.HintStep(hintLadder)
	if !ok || s.Place[0] != [3]int{5, 5, 1} {
		t.Errorf("got %+v, %v; want the single at row 6, column 6, which 3 placements follow", s, ok)
	}
	if n := cascade(e.Steps, 1); n != 3 {
		t.Errorf("cascade of step 2: got %d, want 3", n)
	}
}

// TestHintStepHard checks that a harder puzzle's hint is the first step
// of its hardest technique, and that a puzzle the steps do not finish
// gets none.
func TestHintStepHard(t *testing.T) {
	e := Explanation{Grade: Hard, Technique: "naked pair", Steps: []Step{
		place("hidden single", [2]int{0, 0}),
		{Technique: "pointing"},
		{Technique: "naked pair", Text: "first"},
		{Technique: "naked pair", Text: "second"},
	}}
	if s, ok := e.HintStep(hintLadder); !ok || s.Text != "first" {
		t.Errorf("got %+v, %v; want the first naked pair", s, ok)
	}
	e.Technique, e.Grade = "guessing", 0
	if s, ok := e.HintStep(hintLadder); ok {
		t.Errorf("an unfinished explanation: got hint %+v, want none", s)
	}
}

// TestCellWords checks that cells in r3c2 notation are put in words, and
// capitalised at the start of a sentence, and nothing else changes.
func TestCellWords(t *testing.T) {
	name := func(r, c int) string { return "row " + string(rune('0'+r)) + ", column " + string(rune('0'+c)) }
	for in, want := range map[string]string{
		"Only r3c5 can take it (hidden single).":   "Only row 3, column 5 can take it (hidden single).",
		"r1c2 and r9c9 hold 4. r2c2 is 5.":         "Row 1, column 2 and row 9, column 9 hold 4. Row 2, column 2 is 5.",
		"The 3-path from rc1 to br2c3x stays put.": "The 3-path from rc1 to br2c3x stays put.",
	} {
		if got := CellWords(in, name); got != want {
			t.Errorf("CellWords(%q): got %q, want %q", in, got, want)
		}
	}
}
