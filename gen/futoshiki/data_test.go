package futoshiki

import (
	"context"
	"fmt"
	"strconv"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
	"github.com/puzzlebook/puzzlebook/internal/rankcorr"
	"github.com/puzzlebook/puzzlebook/internal/shareddata"
)

// published is one puzzle of ../shared/data/futoshiki: the puzzle with
// its solution, and the source's level ("" when it has none).
type published struct {
	id, level string
	p         *gen.Puzzle
}

// loadPublished reads a data file of ../shared/data/futoshiki (its
// README gives the format), skipping the test when the data is absent.
func loadPublished(t *testing.T, name string) []published {
	t.Helper()
	var out []published
	for _, b := range shareddata.Blocks(t, "futoshiki", name) {
		out = append(out, readBlock(t, b))
	}
	return out
}

// readBlock reads one puzzle block: scalars, and grids under a key. The
// grid is 2N-1 rows of 2N-1 characters: cells at even rows and columns,
// '<' '>' between the cells of a row, '^' 'v' between rows, the point
// at the smaller cell.
func readBlock(t *testing.T, b shareddata.Block) published {
	t.Helper()
	scalars, grids := b.Scalars, b.Grids
	id := scalars["id"]
	n, _ := strconv.Atoi(scalars["size"])
	g := grids["grid"]
	if len(g) != 2*n-1 || len(grids["solution"]) != n {
		t.Fatalf("%s: %d grid rows and %d solution rows for size %d", id, len(g), len(grids["solution"]), n)
	}
	p := &gen.Puzzle{Kind: "futoshiki", Rows: n, Cols: n, Givens: gen.NewGrid(n, n), Solution: gen.NewGrid(n, n)}
	cell := func(r, c int) gen.Cell { return gen.Cell{Row: r, Col: c} }
	for i, row := range g {
		if len(row) != 2*n-1 {
			t.Fatalf("%s: grid row %d has %d characters, want %d", id, i+1, len(row), 2*n-1)
		}
		for j := range len(row) {
			r, c := i/2, j/2
			switch ch := row[j]; {
			case i%2 == 0 && j%2 == 0 && ch != '.':
				p.Givens[r][c] = int(ch - '0')
			case ch == '<':
				p.Marks = append(p.Marks, gen.Mark{Less: cell(r, c), More: cell(r, c+1)})
			case ch == '>':
				p.Marks = append(p.Marks, gen.Mark{Less: cell(r, c+1), More: cell(r, c)})
			case ch == '^':
				p.Marks = append(p.Marks, gen.Mark{Less: cell(r, c), More: cell(r+1, c)})
			case ch == 'v':
				p.Marks = append(p.Marks, gen.Mark{Less: cell(r+1, c), More: cell(r, c)})
			}
		}
	}
	for r, row := range grids["solution"] {
		for c := range len(row) {
			p.Solution[r][c] = int(row[c] - '0')
		}
	}
	return published{id: id, level: scalars["level"], p: p}
}

// TestPublished solves every published puzzle: one solution, the
// published one, and gen.Check agrees. Its grade is reported.
func TestPublished(t *testing.T) {
	for _, name := range []string{"janko.txt", "futoshiki_org.txt"} {
		t.Run(name, func(t *testing.T) {
			all := loadPublished(t, name)
			if len(all) == 0 {
				t.Fatal("no puzzles read")
			}
			grades := map[string]int{}
			for _, pb := range all {
				s, err := Kind{}.Solve(context.Background(), pb.p)
				if err != nil || s.Count != 1 || !gen.EqualGrids(s.Grid, pb.p.Solution) {
					t.Errorf("%s: got %d solutions (%v), want the published one alone", pb.id, s.Count, err)
					continue
				}
				if err := gen.Check(context.Background(), Kind{}, pb.p); err != nil {
					t.Errorf("%s: %v", pb.id, err)
				}
				pz, _ := read(pb.p)
				r := rate(pz, gen.Expert)
				grade := "guessing"
				if r.Solved {
					grade = r.Grade.String()
				}
				grades[fmt.Sprintf("%dx%d %s", pb.p.Rows, pb.p.Rows, grade)]++
			}
			t.Logf("%d puzzles, grades: %v", len(all), grades)
		})
	}
}

// levelRank orders futoshiki.org's levels.
var levelRank = map[string]float64{"futoshiki.org Easy": 0, "futoshiki.org Tricky": 1, "futoshiki.org Extreme": 2}

// TestPublishedLevels checks that, within each size, our grade never
// falls as futoshiki.org's level rises, and reports Spearman's rho of
// our grade and of our score per cell against the level.
func TestPublishedLevels(t *testing.T) {
	var grade, score, level []float64
	type rated struct {
		id    string
		level float64
		grade gen.Grade
	}
	bySize := map[int][]rated{}
	table := map[string][]string{}
	for _, pb := range loadPublished(t, "futoshiki_org.txt") {
		lv, ok := levelRank[pb.level]
		if !ok {
			t.Fatalf("%s: unknown level %q", pb.id, pb.level)
		}
		pz, err := read(pb.p)
		if err != nil {
			t.Fatal(err)
		}
		r := rate(pz, gen.Expert)
		if !r.Solved {
			r.Grade = gen.Expert + 1 // past the ladder: harder than any graded one
		}
		grade = append(grade, float64(r.Grade))
		score = append(score, float64(r.Score)/float64(pb.p.Rows*pb.p.Rows))
		level = append(level, lv)
		bySize[pb.p.Rows] = append(bySize[pb.p.Rows], rated{pb.id, lv, r.Grade})
		table[pb.level] = append(table[pb.level], fmt.Sprintf("%dx%d %v %d", pb.p.Rows, pb.p.Rows, r.Grade, r.Score))
	}
	for n, rs := range bySize {
		for _, a := range rs {
			for _, b := range rs {
				if a.level < b.level && a.grade > b.grade {
					t.Errorf("%dx%d: %s is %v, above %s (%v), of a higher level", n, n, a.id, a.grade, b.id, b.grade)
				}
			}
		}
	}
	t.Logf("grades by level: %v", table)
	t.Logf("Spearman's rho against level, %d puzzles: grade %.3f, score per cell %.3f", len(score), rankcorr.Spearman(grade, level), rankcorr.Spearman(score, level))
}

// TestPublishedSteps replays the explanation of some published puzzles
// of each size.
func TestPublishedSteps(t *testing.T) {
	seen := map[int]int{}
	for _, pb := range loadPublished(t, "janko.txt") {
		if seen[pb.p.Rows] >= 3 {
			continue
		}
		seen[pb.p.Rows]++
		gentest.CheckSteps(t, Kind{}, pb.p, pb.id)
	}
}
