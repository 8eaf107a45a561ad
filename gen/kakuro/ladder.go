package kakuro

import (
	"strings"
	"sync"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Ladder lists the grader's techniques, simplest first, each with the
// givens and clue cells of a small generated puzzle whose steps use it.
func (Kind) Ladder() []gen.Rung { return examples() }

// Example puzzles in the text form: the generator's first puzzle (6x6 or
// 7x7, seeds from 0; 8x8 hard for a subset) whose explanation uses each
// technique.
const (
	exampleEasy = `# # 18\ 11\ # #
# \3 . . 23\ 16\
# 17\28 . . . .
\13 . . 5\13 . .
\27 . . . . #
# # \6 . . #
`
	exampleMedium = `# # 18\ 16\ # #
# \13 . . 13\ 13\
# 17\27 . . . .
\9 . . 6\11 . .
\19 . . . . #
# # \4 . . #
`
	exampleExpert = `# # 30\ 12\ # #
# 14\9 . . 19\ #
\29 . . . . 16\
\14 . . 10\13 . .
# \28 . . . .
# # \8 . . #
`
	examplePair = `# # 28\ 3\ 19\ #
# 6\8 . . . #
\11 . . . . 11\
\11 . . 8\9 . .
# \29 . . . .
# \7 . . . #
`
	exampleSubset = `# 4\ 26\ # 6\ 16\ # #
\8 . . 17\13 . . 24\ #
\25 . . . . . . 4\
# 5\12 . . # \5 . .
\6 . . # # 6\8 . .
\5 . . 12\ 14\4 . . 5\
# \34 . . . . . .
# # \14 . . \5 . .
`
	exampleBlockSums = `# 14\ 24\ # 17\ 4\ 3\
\14 . . \10 . . .
\16 . . 20\7 . . .
# \20 . . . 8\ #
# 11\ 6\11 . . . 5\
\18 . . . \3 . .
\6 . . . \7 . .
`
)

// exampleOf gives each technique's example.
var exampleOf = sync.OnceValue(func() map[string]string {
	return map[string]string{
		"unique sum":           exampleEasy,
		"naked single":         exampleEasy,
		"crossed combinations": exampleEasy,
		"hidden single":        exampleEasy,
		"excluded digits":      exampleMedium,
		"pair in a run":        examplePair,
		"block sums":           exampleBlockSums,
		"subset in a run":      exampleSubset,
		"run arrangements":     exampleExpert,
	}
})

// examples reads the examples once.
var examples = sync.OnceValue(func() []gen.Rung {
	out := append([]gen.Rung(nil), ladder...)
	for r := range out {
		text, ok := exampleOf()[out[r].Technique]
		if !ok {
			out[r].NoExample = "no example yet"
			continue
		}
		ps, err := Kind{}.Parse(strings.NewReader(text))
		if err != nil {
			panic("kakuro: an example of the ladder: " + err.Error())
		}
		out[r].Example, out[r].Overlays = ps[0].Givens, ps[0].Overlays
	}
	return out
})
