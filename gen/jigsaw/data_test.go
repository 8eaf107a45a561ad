package jigsaw

import (
	"bufio"
	"context"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/internal/shareddata"
)

// published is one puzzle of ../shared/data/jigsaw: its id, regions,
// givens and published solution, as rows of characters.
type published struct {
	id                        string
	regions, givens, solution []string
}

// loadPublished reads janko.txt (README.md there gives its format),
// skipping the test when the data is absent.
func loadPublished(t *testing.T) []published {
	t.Helper()
	f := shareddata.Open(t, "jigsaw", "janko.txt")
	defer f.Close()
	var (
		out  []published
		cur  published
		grid *[]string
	)
	flush := func() {
		if cur.id != "" {
			out = append(out, cur)
		}
		cur, grid = published{}, nil
	}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "":
			flush()
		case strings.HasPrefix(line, "#") && cur.id == "":
		case strings.HasSuffix(line, ":"):
			switch strings.TrimSuffix(line, ":") {
			case "regions":
				grid = &cur.regions
			case "givens":
				grid = &cur.givens
			case "solution":
				grid = &cur.solution
			default:
				grid = nil
			}
		case strings.Contains(line, ": "):
			key, value, _ := strings.Cut(line, ": ")
			if key == "id" {
				cur.id = value
			}
			grid = nil
		case grid != nil:
			*grid = append(*grid, line)
		}
	}
	flush()
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// puzzle returns the published puzzle as the kind's, its regions
// numbered by their letters' first appearance.
func (pb published) puzzle(t *testing.T) (*gen.Puzzle, [][]int) {
	t.Helper()
	n := len(pb.givens)
	p := &gen.Puzzle{Kind: "jigsaw", Rows: n, Cols: n, Givens: gen.NewGrid(n, n), Overlays: gen.Overlays{Regions: gen.NewGrid(n, n)}}
	sol := gen.NewGrid(n, n)
	ids := map[byte]int{}
	if len(pb.regions) != n || len(pb.solution) != n {
		t.Fatalf("%s: %d region rows and %d solution rows, want %d", pb.id, len(pb.regions), len(pb.solution), n)
	}
	for r := range n {
		for c := range n {
			ch := pb.regions[r][c]
			if _, ok := ids[ch]; !ok {
				ids[ch] = len(ids)
			}
			p.Regions[r][c] = ids[ch]
			if g := pb.givens[r][c]; g != '.' {
				p.Givens[r][c] = int(g - '0')
			}
			sol[r][c] = int(pb.solution[r][c] - '0')
		}
	}
	return p, sol
}

// TestPublished solves the 650 published puzzles of janko.txt: each has
// one solution, the published one, and the kind's text form carries it
// (format, parse, solve again).
func TestPublished(t *testing.T) {
	all := loadPublished(t)
	if len(all) != 650 {
		t.Errorf("got %d puzzles, want the 650 the README lists", len(all))
	}
	ctx := context.Background()
	for _, pb := range all {
		p, want := pb.puzzle(t)
		s, err := Kind{}.Solve(ctx, p)
		switch {
		case err != nil:
			t.Errorf("%s: %v", pb.id, err)
		case s.Count != 1:
			t.Errorf("%s: got %d solutions, want 1", pb.id, s.Count)
		case !gen.EqualGrids(s.Grid, want):
			t.Errorf("%s: got solution %v, want the published %v", pb.id, s.Grid, want)
		}
		p.Solution = want
		if err := (Kind{}).Verify(p); err != nil {
			t.Errorf("%s: Verify of the published solution: %v", pb.id, err)
		}
	}
}

// TestPublishedGrades rates the published puzzles and logs how many the
// ladder finishes at each grade (Janko's puzzles carry no level).
func TestPublishedGrades(t *testing.T) {
	ctx := context.Background()
	count := map[gen.Grade]int{}
	for _, pb := range loadPublished(t) {
		p, _ := pb.puzzle(t)
		if err := (Kind{}).Rate(ctx, p); err != nil {
			t.Fatalf("%s: %v", pb.id, err)
		}
		count[p.Grade]++
	}
	t.Logf("grades of the published puzzles (any: past the ladder): %v", count)
}
