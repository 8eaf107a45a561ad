package calcudoku

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/internal/shareddata"
)

// published is one puzzle of the reference data.
type published struct {
	id, level string
	p         *gen.Puzzle
}

// loadPublished reads a data file of ../shared/data/calcudoku (its README
// gives the format).
func loadPublished(t *testing.T, name string) []published {
	t.Helper()
	var out []published
	for _, b := range shareddata.Blocks(t, "calcudoku", name) {
		out = append(out, readBlock(t, b))
	}
	return out
}

// dataOps are the README's operation signs.
var dataOps = map[string]string{"+": opAdd, "-": opSub, "*": opMul, "/": opDiv, "": opNone}

// readBlock reads one puzzle block: scalars, and grids under a key.
func readBlock(t *testing.T, b shareddata.Block) published {
	t.Helper()
	scalars, grids := b.Scalars, b.Grids
	id := scalars["id"]
	n, _ := strconv.Atoi(scalars["size"])
	p := &gen.Puzzle{Kind: "calcudoku", Rows: n, Cols: n, Givens: gen.NewGrid(n, n), Solution: gen.NewGrid(n, n)}
	clues := map[byte]gen.Cage{}
	for _, tok := range strings.Fields(scalars["ops"]) {
		k, v, _ := strings.Cut(tok, "=")
		end := strings.IndexAny(v, "+-*/")
		if end < 0 {
			end = len(v)
		}
		target, err := strconv.Atoi(v[:end])
		op, ok := dataOps[v[end:]]
		if err != nil || !ok {
			t.Fatalf("%s: clue %q", id, tok)
		}
		clues[k[0]] = gen.Cage{Target: target, Op: op}
	}
	index := map[byte]int{}
	for r, row := range grids["cages"] {
		for c := range len(row) {
			k, ok := index[row[c]]
			if !ok {
				k = len(p.Cages)
				index[row[c]] = k
				p.Cages = append(p.Cages, clues[row[c]])
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
	fillGivens(p)
	return published{id: id, level: scalars["level"], p: p}
}

// TestPublished solves every published puzzle: one solution, the
// published one, which Verify accepts. The grades found are logged.
func TestPublished(t *testing.T) {
	ps := loadPublished(t, "janko.txt")
	if len(ps) < 300 {
		t.Fatalf("read %d puzzles, want the README's 312", len(ps))
	}
	grades := map[string]int{}
	for _, pub := range ps {
		p := pub.p
		if err := (Kind{}).Verify(p); err != nil {
			t.Errorf("%s: the published solution: %v", pub.id, err)
			continue
		}
		s, err := Kind{}.Solve(context.Background(), p)
		if err != nil {
			t.Errorf("%s: %v", pub.id, err)
			continue
		}
		if s.Count != 1 {
			t.Errorf("%s: got %d solutions, want 1", pub.id, s.Count)
			continue
		}
		if !gen.EqualGrids(s.Grid, p.Solution) {
			t.Errorf("%s: got solution %v, want %v", pub.id, s.Grid, p.Solution)
		}
		q := *p
		if err := (Kind{}).Rate(context.Background(), &q); err != nil {
			t.Errorf("%s: rate: %v", pub.id, err)
		}
		grades[strconv.Itoa(p.Rows)+" "+q.Grade.String()]++
	}
	t.Logf("%d puzzles; size and grade: %v", len(ps), grades)
}
