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
// (internal/rungs draws them; its TestDiscover finds them).
var examples = map[string]string{}

// noExamples says why a technique has no example.
var noExamples = map[string]string{
	"pointing": "a Latin square has no boxes",
	"claiming": "a Latin square has no boxes",
}

// noExample says why a technique has no example.
func noExample(name string) string {
	if why, ok := noExamples[name]; ok {
		return why
	}
	return "no example yet"
}
