package gen

import (
	"context"
	"encoding/json"
	"strings"
)

// Stepper is an optional ability of a Kind, found by type assertion:
// showing the path its grader takes from the givens to the solution, one
// deduction a step, so that an editor sees why a puzzle has its grade and
// a stuck reader gets a hint. (Explainer is the "how to play" page.)
type Stepper interface {
	// Steps explains p.Givens: it decides whether they have one solution
	// (with the kind's solver) and lists the grader's own deductions in
	// the order the grader makes them, until the grid is full or the
	// grader's techniques stall. Givens that break the rules give an
	// error wrapping ErrMalformed; a puzzle without exactly one solution
	// is not an error but a Status.
	Steps(ctx context.Context, p *Puzzle) (Explanation, error)
}

// Status is what explaining a puzzle found, as the JSON form writes it.
type Status string

// The statuses of an explanation.
const (
	// StatusUnique: one solution, and the steps reach it.
	StatusUnique Status = "unique"
	// StatusUnfinished: one solution, but the grader's techniques stall
	// before it (the puzzle needs guessing or more than the ladder has).
	StatusUnfinished Status = "unfinished"
	// StatusNotUnique: two or more solutions; the steps go as far as
	// sound deductions can.
	StatusNotUnique Status = "not unique"
	// StatusNoSolution: the givens contradict each other, though no rule
	// is broken at a glance; the steps lead to the contradiction.
	StatusNoSolution Status = "no solution"
)

// Explanation is the solving path of one puzzle. Its JSON form is the
// object `puzzlebook explain --format json` prints for a puzzle.
type Explanation struct {
	Status Status `json:"status"`
	// Grade, Score and Technique are the rating the steps give: the
	// grade and name of the hardest step, and the sum of the steps'
	// weights. A puzzle the ladder does not finish has no grade (zero,
	// left out of the JSON) and Technique names what it would need, as
	// Rater.Rate reports it.
	Grade     Grade   `json:"grade,omitempty"`
	Score     int     `json:"score"`
	Technique string  `json:"technique"`
	Steps     []Step  `json:"steps"`
	Givens    [][]int `json:"givens"`
	// Solution is the one solution when Status is StatusUnique or
	// StatusUnfinished, else nil.
	Solution [][]int `json:"solution,omitempty"`
	// Progress, when the steps do not reach a solution, is the grid as
	// far as they go: the givens and every placement. Nil otherwise.
	Progress [][]int `json:"progress,omitempty"`
}

// Step is one deduction: a technique of the kind's ladder, what it places
// and rules out, and why, in the kind's words.
type Step struct {
	Technique string `json:"technique"` // a Rung's Technique
	// Text is one sentence a person understands, without the
	// technique's name: "Row 3 needs a 7 and only r3c5 can take it."
	Text string `json:"text"`
	// Said is Text kept as Words, to say it in another language
	// (SentenceIn); Text is Said in English. A step of a kind whose
	// steps are not yet kept as Words has none.
	Said Words `json:"-"`
	// Place lists the cells the step fills, as [row, column, value] with
	// 0-based row and column. The value is what the solution holds there:
	// a digit, a number, or the number of a path.
	Place [][3]int `json:"place"`
	// Eliminate lists values the step rules out, [row, column, value]:
	// that value cannot be in that cell. A placement rules its value out
	// of the cells that see it, and those are listed too.
	Eliminate [][3]int `json:"eliminate"`
	// Weight is the step's part of the explanation's score. It is not in
	// the JSON form.
	Weight int `json:"-"`
}

// Sentence returns the step's text with the technique named at its end:
// "Row 3 needs a 7 and only r3c5 can take it (hidden single)."
func (s Step) Sentence() string {
	return s.SentenceIn("en", nil)
}

// SentenceIn returns Sentence said in lang with the kind's translations
// t: Said and the technique's name in lang. A step without Said keeps
// its English Text.
func (s Step) SentenceIn(lang string, t Translations) string {
	text := s.Text
	if s.Said.Format != "" {
		text = s.Said.In(lang, t)
	}
	text = strings.TrimSuffix(text, ".")
	return text + " (" + t.Word(lang, s.Technique) + ")."
}

// MarshalJSON writes the step with Place and Eliminate as arrays, empty
// rather than null when the step has none.
func (s Step) MarshalJSON() ([]byte, error) {
	type plain Step // without the method, so that Marshal does not recurse
	p := plain(s)
	if p.Place == nil {
		p.Place = [][3]int{}
	}
	if p.Eliminate == nil {
		p.Eliminate = [][3]int{}
	}
	return json.Marshal(p)
}

// Rung is one technique of a kind's ladder: its name as steps and
// ratings give it, the grade of a puzzle that needs it, and the weight of
// one use (a kind may count a step more than once, for example once per
// number it places; Step.Weight says).
type Rung struct {
	Technique string
	Grade     Grade
	Weight    int
	// Example is the givens of a small puzzle whose steps use the
	// technique, for the documentation's pictures of the ladder; shared,
	// not to be changed. Nil when none is known, and NoExample says why.
	Example   [][]int
	NoExample string
	// Overlays are the example's regions, cages or other overlays, for
	// kinds whose puzzles have them; shared, not to be changed.
	Overlays Overlays
}

// Laddered is an optional ability of a Kind: naming the techniques its
// grader uses, from the simplest to the hardest. Every step a Stepper
// gives, and every technique a rating names (but the one a puzzle past
// the ladder needs), is one of them.
type Laddered interface {
	Ladder() []Rung
}

// KeyStep returns the step that unlocks e's hardest part: the first step
// of its hardest technique (e.Technique), as a hint gives it. It returns
// false when e has no such step (a puzzle the steps do not finish, whose
// technique is guessing).
func (e Explanation) KeyStep() (Step, bool) {
	for _, s := range e.Steps {
		if s.Technique == e.Technique {
			return s, true
		}
	}
	return Step{}, false
}
