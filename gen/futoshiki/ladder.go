package futoshiki

import (
	"strings"
	"sync"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// listed is the ladder as Ladder lists it: its rules are never run.
var listed = sync.OnceValue(func() *regions.Ladder { return ladderOf(&rules{}) })

// Ladder returns the grader's techniques in the order it tries them (the
// engine's, with the Futoshiki rungs among them), each with its example.
func (Kind) Ladder() []gen.Rung {
	infos := listed().Techniques()
	out := make([]gen.Rung, len(infos))
	for i, info := range infos {
		out[i] = gen.Rung{Technique: info.Name, Grade: info.Grade, Weight: info.Weight}
		if e, ok := examples[info.Name]; ok {
			ps, err := Kind{}.Parse(strings.NewReader(e))
			if err == nil && len(ps) == 1 {
				out[i].Example, out[i].Overlays = ps[0].Givens, ps[0].Overlays
				continue
			}
		}
		out[i].NoExample = noExample(info.Name)
	}
	return out
}

// examples are puzzles, in the text form, whose steps use each
// technique, by its name, for the pictures of docs/grading.md
// (internal/rungs draws them): the first generated puzzle, 4x4 first and
// seeds 1 to 40 at each size and grade, whose explanation uses it, as
// the generator made them before its carving ran on the closure (issue
// 25); they are kept as they were, since the pictures show them.
var examples = map[string]string{
	"full house":        "2............... .<..>....... .v.....^....",
	"hidden single":     "2............... .<..>....... .v.....^....",
	"naked single":      "......3......... ......>...>. ..v^....^...",
	"inequality bounds": "2............... .<..>....... .v.....^....",
	"inequality chain":  "2............... .<..>....<.> ...^...^....",
	"bound propagation": "................ ......>...>. ..v^..v.^...",
	"naked pair":        "......................... >.<.<..>>...<.....>. ..^......v.v.^...v..",
	"hidden pair":       "......................... >.....>...>.....><.. ...^..^...v...v.^...",
	"naked triple":      ".................................... .>>..<...<.....<>>..>.>>...... ...v..........v.^..^.........^",
	"hidden triple":     "................................................. <<>.<....>.....<.<....>.....>.......>.>..> .vvv..v^vv.....^v...^..v...^...^^..v..^v^.",
	"naked quad":        ".......3........24..............6............................... ..>>..>..>..<..<.<....<<<.<>.......><>.>.><........>.... ..v.v^^v.............^.^v...........^...^.^.^..v.v..v...",
	"hidden quad":       ".............................3..5..............................3......1.5........ ...<.>.......>>..>..>...>.>.<>...>..<...>.<.....>...<.><....>.......<.>. ........v...v...........^.v....^.^.^...v....v.^....v^v.^..v.^.^...v.....",
	"X-wing":            ".................................... <<......<<..><.....>><.>..>... v..v..^..^.......^vv.....v....",
	"swordfish":         ".................................... ..>>.....><................<<> v...vv.v.v^......^....^^v^.v..",
	"XY-wing":           ".......................2............ .<.>....><<.<...>...<......>>. v^...v..v.......^...vv^.v.....",
	"W-wing":            ".................................... <<......<<..><.....>><.>..>... v..v..^..^.......^vv.....v....",
	"jellyfish":         "...............................1.........8.2.....................3............... ..>>>.>>.....>...>..><.>>......>..........<<.<<..<.<...<<..........<..>. ...^.v....v........^v..v.....^.....v..^...v...v...v^...v..............v.",
	"XY-chain":          ".................................... ..>..<...<......>>.<>.>.<..... ..^v^.......v.v.^..^.........^",
}

// noExamples says why a technique has no example.
var noExamples = map[string]string{
	"pointing":         "a Latin square has no boxes",
	"claiming":         "a Latin square has no boxes",
	"XYZ-wing":         rare,
	"simple colouring": rare,
}

// rare is why the rarest techniques have no example.
const rare = "no explanation of the puzzles generated at 4x4 to 9x9, seeds 1 to 40 at each grade, uses it"

// noExample says why a technique has no example.
func noExample(name string) string {
	if why, ok := noExamples[name]; ok {
		return why
	}
	return "no example yet"
}
