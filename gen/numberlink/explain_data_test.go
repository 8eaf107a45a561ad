package numberlink

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// TestStepsOnData replays the steps of the shared reference puzzles
// (gentest.CheckSteps): the 20 generated 10x10 puzzles, the Flow levels
// that have a solution (but the slow ones, without -full) and the Janko
// puzzles up to 12x12 (every third with -short). It skips when the data is absent, and names puzzles by
// file and number only. A unique puzzle's steps rate it as Rate does.
func TestStepsOnData(t *testing.T) {
	check := func(t *testing.T, p *gen.Puzzle, name string) {
		e := gentest.CheckSteps(t, Kind{}, p, name)
		if e.Status != gen.StatusUnique {
			return
		}
		bare := &gen.Puzzle{Givens: gen.CloneGrid(p.Givens)}
		if err := (Kind{}).Rate(context.Background(), bare); err != nil {
			t.Fatal(err)
		}
		if e.Grade != bare.Grade || e.Score != bare.Score || e.Technique != bare.Technique {
			t.Errorf("%s: steps give %v, score %d, %s; want Rate's %v, score %d, %s", name, e.Grade, e.Score, e.Technique, bare.Grade, bare.Score, bare.Technique)
		}
	}
	for i, p := range loadPuzzles(t, "thomasahle_gen_10x10_sample20.txt") {
		name := fmt.Sprintf("sample %d", i+1)
		t.Run(name, func(t *testing.T) { check(t, p, name) })
	}
	files, _ := filepath.Glob(filepath.Join(dataDir, "flow_solver", "*.txt"))
	for _, f := range files {
		name := filepath.Base(f)
		name = name[:len(name)-len(".txt")]
		if flowCounts[name] == 0 || slowFlow[name] && !*full {
			continue
		}
		p := loadPuzzles(t, filepath.Join("flow_solver", name+".txt"))[0]
		t.Run(name, func(t *testing.T) { check(t, p, name) })
	}
	for i, p := range loadPuzzles(t, "thomasahle/janko") {
		if p.Rows > 12 || p.Cols > 12 || testing.Short() && i%3 != 0 {
			continue
		}
		name := fmt.Sprintf("janko %d", i+1)
		t.Run(name, func(t *testing.T) { check(t, p, name) })
	}
}
