package killer

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
	"github.com/puzzlebook/puzzlebook/internal/rankcorr"
	"github.com/puzzlebook/puzzlebook/internal/shareddata"
)

// published is one puzzle of ../shared/data/killer: the puzzle, its
// solution and the source's level ("" when it has none).
type published struct {
	id, level string
	p         *gen.Puzzle
}

// loadPublished reads a data file of ../shared/data/killer (its README
// gives the format), skipping the test when the data is absent.
func loadPublished(t *testing.T, name string) []published {
	t.Helper()
	var out []published
	for _, b := range shareddata.Blocks(t, "killer", name) {
		out = append(out, readBlock(t, b))
	}
	return out
}

// readBlock reads one puzzle block: scalars, and grids under a key.
func readBlock(t *testing.T, b shareddata.Block) published {
	t.Helper()
	scalars, grids := b.Scalars, b.Grids
	id := scalars["id"]
	n, _ := strconv.Atoi(scalars["size"])
	if box := scalars["box"]; box != "" {
		w, h, _ := strings.Cut(box, "x")
		g, err := geomFor(n)
		if err != nil || strconv.Itoa(g.boxCols) != w || strconv.Itoa(g.boxRows) != h {
			t.Fatalf("%s: boxes %s in a %dx%d grid, which the kind does not take", id, box, n, n)
		}
	}
	p := &gen.Puzzle{Kind: "killer", Rows: n, Cols: n, Givens: gen.NewGrid(n, n), Solution: gen.NewGrid(n, n)}
	sums := map[byte]int{}
	for _, tok := range strings.Fields(scalars["sums"]) {
		k, v, _ := strings.Cut(tok, "=")
		sums[k[0]], _ = strconv.Atoi(v)
	}
	index := map[byte]int{}
	for r, row := range grids["cages"] {
		for c := range len(row) {
			k, ok := index[row[c]]
			if !ok {
				k = len(p.Cages)
				index[row[c]] = k
				p.Cages = append(p.Cages, gen.Cage{Target: sums[row[c]], Op: "+"})
			}
			p.Cages[k].Cells = append(p.Cages[k].Cells, gen.Cell{Row: r, Col: c})
		}
	}
	for r, row := range grids["solution"] {
		for c := range len(row) {
			p.Solution[r][c] = int(row[c] - '0')
		}
	}
	for r, row := range grids["givens"] {
		for c := range len(row) {
			if row[c] != '.' {
				p.Givens[r][c] = int(row[c] - '0')
			}
		}
	}
	return published{id: id, level: scalars["level"], p: p}
}

// TestPublished solves every published puzzle: one solution, the
// published one. Its grade is reported.
func TestPublished(t *testing.T) {
	for _, name := range []string{"janko.txt", "krazydad_intermediate.txt"} {
		t.Run(name, func(t *testing.T) {
			grades := map[string]int{}
			for _, pb := range loadPublished(t, name) {
				s, err := Kind{}.Solve(context.Background(), pb.p)
				if err != nil || s.Count != 1 || !gen.EqualGrids(s.Grid, pb.p.Solution) {
					t.Errorf("%s: got %d solutions (%v), same as published: %v; want the published one alone", pb.id, s.Count, err, s.Count > 0 && gen.EqualGrids(s.Grid, pb.p.Solution))
					continue
				}
				if err := gen.Check(context.Background(), Kind{}, pb.p); err != nil {
					t.Errorf("%s: %v", pb.id, err)
				}
				r := rate(newBoard(pb.p))
				grades[fmt.Sprintf("%dx%d %v", pb.p.Rows, pb.p.Rows, r.grade)]++
			}
			t.Logf("grades: %v", grades)
		})
	}
}

// bookOf reads the book number of a krazydad level: "book 17 of 100".
var bookOf = regexp.MustCompile(`book (\d+) of`)

// TestKrazydadOrder reports Spearman's rho of our score (and of our
// rating ordered by its hardest technique, then score) against
// krazydad's book (1..100, by rising difficulty), and checks that the
// score's is positive: the grade never falls as the published level
// rises, on the whole.
func TestKrazydadOrder(t *testing.T) {
	var score, rung, book []float64
	place := ladderPlaces()
	for _, pb := range loadPublished(t, "krazydad_intermediate.txt") {
		m := bookOf.FindStringSubmatch(pb.level)
		if m == nil {
			t.Fatalf("%s: no book in level %q", pb.id, pb.level)
		}
		b, _ := strconv.Atoi(m[1])
		r := rate(newBoard(pb.p))
		score = append(score, float64(r.score))
		rung = append(rung, place(r))
		book = append(book, float64(b))
	}
	rho := rankcorr.Spearman(score, book)
	t.Logf("Spearman's rho against book, %d puzzles: of score %.3f, of the hardest technique's place then the score %.3f", len(score), rho, rankcorr.Spearman(rung, book))
	if rho <= 0 {
		t.Errorf("rho %.3f: our score does not rise with krazydad's books", rho)
	}
}

// TestPublishedSteps replays the explanation of some published puzzles
// of each size.
func TestPublishedSteps(t *testing.T) {
	all := loadPublished(t, "janko.txt")
	seen := map[int]int{}
	for _, pb := range all {
		if seen[pb.p.Rows] >= 3 {
			continue
		}
		seen[pb.p.Rows]++
		gentest.CheckSteps(t, Kind{}, pb.p, pb.id)
	}
}
