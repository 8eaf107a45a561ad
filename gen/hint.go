package gen

// HintStep returns the step of e worth printing as a hint for a reader of
// e's grade, given the kind's ladder, and false when e has none (a puzzle
// the steps do not finish, whose technique is guessing).
//
// A single is a technique the ladder grades easy: a reader of any grade
// already makes those. For an easy puzzle the hint is its first step that
// is not a single, or else the step that unlocks the most placements:
// the one that starts the longest chain of placements, each in a row or
// column of the one before it (see cascade). For
// harder puzzles it is the first step of the hardest technique (KeyStep),
// or else the first step that is not a single.
func (e Explanation) HintStep(ladder []Rung) (Step, bool) {
	single := map[string]bool{}
	for _, r := range ladder {
		if r.Grade <= Easy {
			single[r.Technique] = true
		}
	}
	firstHarder := func() (Step, bool) {
		for _, s := range e.Steps {
			if !single[s.Technique] {
				return s, true
			}
		}
		return Step{}, false
	}
	if e.Grade > Easy {
		if s, ok := e.KeyStep(); ok {
			return s, true
		}
		return firstHarder()
	}
	if _, ok := e.KeyStep(); !ok {
		return Step{}, false
	}
	if s, ok := firstHarder(); ok {
		return s, true
	}
	best, most := -1, 0
	for i := range e.Steps {
		if n := cascade(e.Steps, i); n > most {
			best, most = i, n
		}
	}
	if best < 0 {
		return e.KeyStep()
	}
	return e.Steps[best], true
}

// cascade counts the placements that follow from steps[i]: the steps
// after it, in order, each of which places a cell in a row or column of a
// cell the step before it placed, until one that does not. A step that
// places nothing starts no cascade.
func cascade(steps []Step, i int) int {
	n := 0
	for j := i + 1; j < len(steps) && linked(steps[j-1], steps[j]); j++ {
		n += len(steps[j].Place)
	}
	return n
}

// linked reports whether b places a cell in a row or column of a cell a
// places.
func linked(a, b Step) bool {
	for _, p := range a.Place {
		for _, q := range b.Place {
			if p[0] == q[0] || p[1] == q[1] {
				return true
			}
		}
	}
	return false
}
