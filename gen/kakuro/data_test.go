package kakuro

import (
	"context"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
	"github.com/puzzlebook/puzzlebook/internal/shareddata"
)

// published is one puzzle of ../shared/data/kakuro, read through the
// kind's own text form (the data's grid is that form), with its solution.
type published struct {
	id string
	p  *gen.Puzzle
}

// loadPublished reads a data file of ../shared/data/kakuro (its README
// gives the format), skipping the test when the data is absent.
func loadPublished(t testing.TB, name string) []published {
	t.Helper()
	var out []published
	for _, b := range shareddata.Blocks(t, "kakuro", name) {
		out = append(out, readBlock(t, b))
	}
	return out
}

// readBlock reads one puzzle block: its id, grid and solution.
func readBlock(t testing.TB, b shareddata.Block) published {
	t.Helper()
	id, grids := b.Scalars["id"], b.Grids
	ps, err := Kind{}.Parse(strings.NewReader(strings.Join(grids["grid"], "\n")))
	if err != nil || len(ps) != 1 {
		t.Fatalf("%s: Parse of its grid: got %d puzzles, %v; want 1", id, len(ps), err)
	}
	p := ps[0]
	p.Solution = gen.NewGrid(p.Rows, p.Cols)
	if len(grids["solution"]) != p.Rows {
		t.Fatalf("%s: got %d solution rows, want %d", id, len(grids["solution"]), p.Rows)
	}
	for r, l := range grids["solution"] {
		for c, tok := range strings.Fields(l) {
			if tok == "#" {
				p.Solution[r][c] = -1
			} else {
				p.Solution[r][c] = int(tok[0] - '0')
			}
		}
	}
	return published{id: id, p: p}
}

// TestPublished solves every published puzzle: the published solution,
// unique, and the one puzzle the README marks as not unique reported so.
func TestPublished(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		file  string
		count int
	}{{"janko.txt", 1}, {"janko_not_unique.txt", 2}} {
		for _, pb := range loadPublished(t, c.file) {
			if err := (Kind{}).Verify(pb.p); err != nil {
				t.Errorf("%s: Verify of the published solution: %v", pb.id, err)
			}
			s, err := Kind{}.Solve(ctx, pb.p)
			if err != nil {
				t.Fatalf("%s: Solve: %v", pb.id, err)
			}
			if s.Count != c.count {
				t.Errorf("%s: got %d solutions, want %d", pb.id, s.Count, c.count)
				continue
			}
			if c.count == 1 && !gen.EqualGrids(s.Grid, pb.p.Solution) {
				t.Errorf("%s: got a solution other than the published one", pb.id)
			}
			if c.count == 2 && gen.EqualGrids(s.Grid, s.Second) {
				t.Errorf("%s: got two equal solutions", pb.id)
			}
		}
	}
}

// TestPublishedSteps replays the grader's explanation of every tenth
// published puzzle up to 400 cells (gentest.CheckSteps: sound steps, the rating they
// give) and of the one that is not unique, and logs how the grades fall.
func TestPublishedSteps(t *testing.T) {
	if testing.Short() {
		t.Skip("explains 95 published puzzles")
	}
	grades := map[string]int{}
	for i, pb := range loadPublished(t, "janko.txt") {
		if i%10 != 0 || pb.p.Rows*pb.p.Cols > 400 {
			continue
		}
		e := gentest.CheckSteps(t, Kind{}, pb.p, pb.id)
		grades[e.Grade.String()+" "+e.Technique]++
	}
	for _, pb := range loadPublished(t, "janko_not_unique.txt") {
		bare := *pb.p
		bare.Solution = nil
		gentest.CheckSteps(t, Kind{}, &bare, pb.id)
	}
	t.Logf("grades of the published puzzles explained: %v", grades)
}
