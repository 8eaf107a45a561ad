package calcudoku

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/internal/rankcorr"
)

// peerDir, when set (KEEN_PEER_DIR), holds Simon Tatham's Keen puzzles,
// one game description a line, in files SIZE/LEVEL.txt (LEVEL e, n, h,
// x or u: easy, normal, hard, extreme, unreasonable), made outside the
// repository by `keen SIZEdLEVEL COUNT SEED print`. TestPeerLevels grades
// them.
var peerDir = os.Getenv("KEEN_PEER_DIR")

// peerLevels are Keen's levels in rising order.
var peerLevels = []string{"e", "n", "h", "x", "u"}

// TestPeerLevels grades Keen's puzzles of each size and level with our
// grader and reports the table and Spearman's rho of our difficulty (the
// grade, then the score; a puzzle past the ladder above every grade)
// against the level. It skips without KEEN_PEER_DIR.
func TestPeerLevels(t *testing.T) {
	if peerDir == "" {
		t.Skip("KEEN_PEER_DIR not set: no peer puzzles to grade")
	}
	for _, n := range []int{4, 5, 6, 7, 8, 9} {
		var ours, level []float64
		for li, name := range peerLevels {
			f, err := os.Open(filepath.Join(peerDir, strconv.Itoa(n), name+".txt"))
			if os.IsNotExist(err) {
				continue
			}
			if err != nil {
				t.Fatal(err)
			}
			grades := map[string]int{}
			sc := bufio.NewScanner(f)
			for sc.Scan() {
				desc := strings.TrimSpace(sc.Text())
				if desc == "" {
					continue
				}
				p, err := fromKeen(desc, n)
				if err != nil {
					t.Fatalf("%dx%d %s: %v", n, n, name, err)
				}
				if s, err := (Kind{}).Solve(context.Background(), p); err != nil || s.Count != 1 {
					t.Fatalf("%dx%d %s: %d solutions (%v), want 1", n, n, name, s.Count, err)
				}
				r := rate(newBoard(p), gen.Expert)
				rank := float64(r.Grade)
				label := r.Grade.String()
				if !r.Solved {
					rank, label = float64(gen.Expert)+1, "guessing"
				}
				grades[label]++
				ours = append(ours, rank*1e6+float64(r.Score))
				level = append(level, float64(li))
			}
			f.Close()
			t.Logf("%dx%d %s: %v", n, n, name, grades)
		}
		if len(ours) > 0 {
			t.Logf("%dx%d: Spearman's rho of our grade and score against Keen's level, %d puzzles: %.3f", n, n, len(ours), rankcorr.Spearman(ours, level))
		}
	}
}

// keenOps are Keen's clue letters.
var keenOps = map[byte]string{'a': opAdd, 's': opSub, 'm': opMul, 'd': opDiv}

// fromKeen reads a Keen game description of an n x n grid: the cage
// edges, run-length coded (see keen.c: parse_block_structure), a comma,
// then each cage's clue, a letter and a number, in the reading order of
// its first cell.
func fromKeen(desc string, n int) (*gen.Puzzle, error) {
	blocks, clues, ok := strings.Cut(desc, ",")
	if !ok {
		return nil, fmt.Errorf("no comma in %q", desc)
	}
	// owner joins cells across every non-edge, union-find style.
	owner := make([]int, n*n)
	for i := range owner {
		owner[i] = i
	}
	find := func(i int) int {
		for owner[i] != i {
			i = owner[i]
		}
		return i
	}
	pos := 0
	join := func() error {
		var a, b int
		switch {
		case pos < n*(n-1):
			y, x := pos/(n-1), pos%(n-1)
			a, b = y*n+x, y*n+x+1
		case pos < 2*n*(n-1):
			x, y := pos/(n-1)-n, pos%(n-1)
			a, b = y*n+x, (y+1)*n+x
		default:
			return fmt.Errorf("too many edges in %q", blocks)
		}
		ra, rb := find(a), find(b)
		owner[max(ra, rb)] = min(ra, rb)
		pos++
		return nil
	}
	for i := 0; i < len(blocks); {
		c := blocks[i]
		i++
		runs := 0
		switch {
		case c == '_':
		case c >= 'a' && c <= 'z':
			runs = int(c-'a') + 1
		default:
			return nil, fmt.Errorf("character %q in %q", c, blocks)
		}
		rep := 1
		if j := i; j < len(blocks) && blocks[j] >= '0' && blocks[j] <= '9' {
			for j < len(blocks) && blocks[j] >= '0' && blocks[j] <= '9' {
				j++
			}
			rep, _ = strconv.Atoi(blocks[i:j])
			i = j
		}
		for range rep {
			for range runs {
				if err := join(); err != nil {
					return nil, err
				}
			}
			if c != 'z' {
				pos++
			}
		}
	}
	p := &gen.Puzzle{Kind: "calcudoku", Rows: n, Cols: n, Givens: gen.NewGrid(n, n)}
	index := map[int]int{}
	for i := range n * n {
		root := find(i)
		k, ok := index[root]
		if !ok {
			if clues == "" {
				return nil, fmt.Errorf("too few clues in %q", desc)
			}
			op, known := keenOps[clues[0]]
			j := 1
			for j < len(clues) && clues[j] >= '0' && clues[j] <= '9' {
				j++
			}
			v, err := strconv.Atoi(clues[1:j])
			if !known || err != nil {
				return nil, fmt.Errorf("clue %q", clues[:j])
			}
			clues = clues[j:]
			k = len(p.Cages)
			index[root] = k
			p.Cages = append(p.Cages, gen.Cage{Target: v, Op: op})
		}
		p.Cages[k].Cells = append(p.Cages[k].Cells, gen.Cell{Row: i / n, Col: i % n})
	}
	for k := range p.Cages {
		if len(p.Cages[k].Cells) == 1 {
			p.Cages[k].Op = opNone
		}
	}
	if err := checkShape(p); err != nil {
		return nil, err
	}
	fillGivens(p)
	return p, nil
}
