package killer

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/internal/rankcorr"
)

// peerDir, when set (KILLER_PEER_DIR), holds Simon Tatham's Solo killer
// puzzles, one game description a line, in files LEVEL.txt (trivial,
// basic, intermediate, advanced, extreme), made outside the repository
// by `solo 3x3kdL COUNT SEED print`. TestPeerLevels grades them.
var peerDir = os.Getenv("KILLER_PEER_DIR")

// peerLevels are Solo's killer levels in rising order.
var peerLevels = []string{"trivial", "basic", "intermediate", "advanced", "extreme"}

// TestPeerLevels grades Solo's killers of each level with our grader,
// reports the table (our grades and the median score per level) and
// Spearman's rho against the level of our score, and of our rating
// ordered by its hardest technique's place on the ladder and then by
// score, and checks that both are positive. It skips without
// KILLER_PEER_DIR.
func TestPeerLevels(t *testing.T) {
	if peerDir == "" {
		t.Skip("KILLER_PEER_DIR not set: no peer puzzles to grade")
	}
	var score, rung, level []float64
	place := ladderPlaces()
	for li, name := range peerLevels {
		descs := peerPuzzles(t, name)
		if descs == nil {
			continue
		}
		grades := map[gen.Grade]int{}
		var scores []int
		for _, desc := range descs {
			p, err := fromSolo(desc, 9)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if s, err := (Kind{}).Solve(context.Background(), p); err != nil || s.Count != 1 {
				t.Fatalf("%s: %d solutions (%v), want 1", name, s.Count, err)
			}
			r := rate(newBoard(p))
			grades[r.grade]++
			scores = append(scores, r.score)
			score = append(score, float64(r.score))
			rung = append(rung, place(r))
			level = append(level, float64(li))
		}
		slices.Sort(scores)
		t.Logf("| %s | %d | %s | %d |", name, len(descs), gradesText(grades), scores[len(scores)/2])
	}
	rho, byRung := rankcorr.Spearman(score, level), rankcorr.Spearman(rung, level)
	t.Logf("Spearman's rho against Solo's level, %d puzzles: of our score %.3f, of the hardest technique's place then the score %.3f", len(score), rho, byRung)
	if rho <= 0 || byRung <= 0 {
		t.Errorf("rho %.3f and %.3f: our rating does not rise with Solo's levels", rho, byRung)
	}
}

// ladderPlaces returns a key that orders ratings by their hardest
// technique's place on the ladder, then by score.
func ladderPlaces() func(rating) float64 {
	place := map[string]int{}
	for i, r := range (Kind{}).Ladder() {
		place[r.Technique] = i
	}
	return func(r rating) float64 { return float64(place[r.technique]*100000 + r.score) }
}

// peerPuzzles returns the game descriptions of Solo's level name in
// peerDir, nil when it has no file for the level.
func peerPuzzles(t *testing.T, name string) []string {
	t.Helper()
	f, err := os.Open(filepath.Join(peerDir, name+".txt"))
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if desc := strings.TrimSpace(sc.Text()); desc != "" {
			out = append(out, desc)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// gradesText writes counts by grade, easiest first: "easy 24, medium 6".
func gradesText(counts map[gen.Grade]int) string {
	var out []string
	for _, g := range gen.Grades {
		if counts[g] > 0 {
			out = append(out, fmt.Sprintf("%v %d", g, counts[g]))
		}
	}
	return strings.Join(out, ", ")
}

// fromSolo reads a Solo killer game description of an n x n grid with
// classic boxes: the givens, the cage edges and the cages' sums, each a
// run-length code (see solo.c: encode_grid, encode_block_structure_desc).
func fromSolo(desc string, n int) (*gen.Puzzle, error) {
	parts := strings.Split(desc, ",")
	if len(parts) != 3 {
		return nil, fmt.Errorf("want givens, cages and sums, 3 parts, not %d", len(parts))
	}
	givens, err := soloGrid(parts[0], n*n)
	if err != nil {
		return nil, err
	}
	sums, err := soloGrid(parts[2], n*n)
	if err != nil {
		return nil, err
	}
	owner, err := soloBlocks(parts[1], n)
	if err != nil {
		return nil, err
	}
	p := &gen.Puzzle{Kind: "killer", Rows: n, Cols: n, Givens: gen.GridOf(n, givens)}
	index := map[int]int{}
	for i := range n * n {
		k, ok := index[owner[i]]
		if !ok {
			k = len(p.Cages)
			index[owner[i]] = k
			p.Cages = append(p.Cages, gen.Cage{Op: "+"})
		}
		p.Cages[k].Cells = append(p.Cages[k].Cells, gen.Cell{Row: i / n, Col: i % n})
		p.Cages[k].Target += sums[i]
	}
	return p, checkShape(p)
}

// soloGrid decodes a run-length grid: a-z runs of empty cells (z 26),
// numbers, and _ between two numbers.
func soloGrid(s string, area int) ([]int, error) {
	out := make([]int, 0, area)
	for i := 0; i < len(s); {
		switch c := s[i]; {
		case c >= 'a' && c <= 'z':
			for range int(c-'a') + 1 {
				out = append(out, 0)
			}
			i++
		case c == '_':
			i++
		case c >= '0' && c <= '9':
			v := 0
			for i < len(s) && s[i] >= '0' && s[i] <= '9' {
				v = 10*v + int(s[i]-'0')
				i++
			}
			out = append(out, v)
		default:
			return nil, fmt.Errorf("%q in a grid", c)
		}
	}
	if len(out) != area {
		return nil, fmt.Errorf("a grid of %d cells, want %d", len(out), area)
	}
	return out, nil
}

// soloBlocks decodes a block structure: the runs of non-edges between
// edges, over the internal vertical lines in reading order, then the
// horizontal ones transposed; it returns each cell's block as a root
// cell.
func soloBlocks(s string, n int) ([]int, error) {
	parent := make([]int, n*n)
	for i := range parent {
		parent[i] = i
	}
	find := func(i int) int {
		for parent[i] != i {
			i = parent[i]
		}
		return i
	}
	pos, lines := 0, 2*n*(n-1)
	for _, ch := range []byte(s) {
		if ch != '_' && (ch < 'a' || ch > 'z') {
			return nil, fmt.Errorf("%q in a block structure", ch)
		}
		run := 0
		if ch != '_' {
			run = int(ch-'a') + 1
		}
		for range run {
			if pos >= lines {
				return nil, fmt.Errorf("too many lines in a block structure")
			}
			var a, b int
			if pos < n*(n-1) {
				y, x := pos/(n-1), pos%(n-1)
				a, b = y*n+x, y*n+x+1
			} else {
				x, y := pos/(n-1)-n, pos%(n-1)
				a, b = y*n+x, (y+1)*n+x
			}
			parent[find(a)] = find(b)
			pos++
		}
		if ch != 'z' {
			pos++
		}
	}
	out := make([]int, n*n)
	for i := range out {
		out[i] = find(i)
	}
	return out, nil
}
