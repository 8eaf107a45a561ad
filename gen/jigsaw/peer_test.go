package jigsaw

import (
	"bufio"
	"context"
	"fmt"
	"math"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// TestPeerLevels grades Simon Tatham's Solo's jigsaw puzzles, given in
// the file that $PEER_JIGSAW names (one a line: Solo's level letter, t,
// b, i, a or e, and its game description), and reports our grade and
// score beside Solo's level, with Spearman's rho of score against level.
// Solo is not part of this project; the test skips without the file.
func TestPeerLevels(t *testing.T) {
	path := os.Getenv("PEER_JIGSAW")
	if path == "" {
		t.Skip("PEER_JIGSAW names no file of Solo puzzles")
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	levels := "tbiae" // Trivial, Basic, Intermediate, Advanced, Extreme
	var lv, scores []float64
	grades := make(map[byte]map[gen.Grade]int)
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		letter, desc, ok := strings.Cut(sc.Text(), " ")
		if !ok || !strings.Contains(levels, letter) {
			continue
		}
		p, err := soloPuzzle(9, desc)
		if err != nil {
			t.Fatalf("%s: %v", desc, err)
		}
		geo, cells, err := givens(p)
		if err != nil {
			t.Fatalf("%s: %v", desc, err)
		}
		if n, _, err := regions.Count(context.Background(), geo, cells, 2, nil); err != nil || n != 1 {
			t.Errorf("%s: got %d solutions (%v), want 1", desc, n, err)
		}
		if err := (Kind{}).Rate(context.Background(), p); err != nil {
			t.Fatal(err)
		}
		score := float64(p.Score)
		if p.Grade == gen.AnyGrade {
			score += 1000 // past the ladder: harder than anything it finishes
		}
		lv = append(lv, float64(strings.Index(levels, letter)))
		scores = append(scores, score)
		if grades[letter[0]] == nil {
			grades[letter[0]] = map[gen.Grade]int{}
		}
		grades[letter[0]][p.Grade]++
	}
	for i := range levels {
		t.Logf("Solo %c: %v", levels[i], grades[levels[i]])
	}
	t.Logf("Spearman's rho of score against Solo's level: %.3f over %d puzzles", spearman(lv, scores), len(lv))
}

// soloPuzzle decodes a Solo jigsaw game description of an n x n grid:
// the cells (a digit, a to z for that many blanks, _ between two
// digits), a comma, then the region edges (solo.c's block structure: the
// runs of non-edges between edges over the internal vertical lines in
// reading order then the horizontal ones in transposed order, _ for none,
// a to y for 1 to 25, z for 25 with no edge after).
func soloPuzzle(n int, desc string) (*gen.Puzzle, error) {
	cellPart, blockPart, ok := strings.Cut(desc, ",")
	if !ok {
		return nil, fmt.Errorf("no block structure")
	}
	var cells []int
	for i := 0; i < len(cellPart); i++ {
		switch ch := cellPart[i]; {
		case ch >= 'a' && ch <= 'z':
			for range int(ch-'a') + 1 {
				cells = append(cells, 0)
			}
		case ch >= '1' && ch <= '9':
			cells = append(cells, int(ch-'0'))
		case ch == '_':
		default:
			return nil, fmt.Errorf("cell character %q", ch)
		}
	}
	if len(cells) != n*n {
		return nil, fmt.Errorf("%d cells, want %d", len(cells), n*n)
	}
	// Union the cells on either side of every non-edge.
	parent := make([]int, n*n)
	for i := range parent {
		parent[i] = i
	}
	find := func(x int) int {
		for parent[x] != x {
			x = parent[x]
		}
		return x
	}
	pos := 0
	for i := 0; i < len(blockPart); i++ {
		ch := blockPart[i]
		run := 0
		if ch != '_' {
			run = int(ch-'a') + 1
		}
		for range run {
			var p0, p1 int
			if pos < n*(n-1) {
				y, x := pos/(n-1), pos%(n-1)
				p0, p1 = y*n+x, y*n+x+1
			} else {
				x, y := pos/(n-1)-n, pos%(n-1)
				p0, p1 = y*n+x, (y+1)*n+x
			}
			parent[find(p0)] = find(p1)
			pos++
		}
		if ch != 'z' {
			pos++
		}
	}
	ids := map[int]int{}
	region := make([]int, n*n)
	for c := range region {
		r := find(c)
		if _, ok := ids[r]; !ok {
			ids[r] = len(ids)
		}
		region[c] = ids[r]
	}
	if len(ids) != n {
		return nil, fmt.Errorf("%d regions, want %d", len(ids), n)
	}
	return &gen.Puzzle{Kind: "jigsaw", Rows: n, Cols: n, Givens: gen.GridOf(n, cells), Overlays: gen.Overlays{Regions: gen.GridOf(n, region)}}, nil
}

// spearman returns Spearman's rho of xs and ys: Pearson's correlation of
// their ranks, ties given their mean rank.
func spearman(xs, ys []float64) float64 {
	rx, ry := ranks(xs), ranks(ys)
	n := float64(len(xs))
	var mx, my float64
	for i := range rx {
		mx += rx[i] / n
		my += ry[i] / n
	}
	var sxy, sxx, syy float64
	for i := range rx {
		sxy += (rx[i] - mx) * (ry[i] - my)
		sxx += (rx[i] - mx) * (rx[i] - mx)
		syy += (ry[i] - my) * (ry[i] - my)
	}
	return sxy / math.Sqrt(sxx*syy)
}

// ranks returns the rank of each value, from 1, ties sharing their mean.
func ranks(v []float64) []float64 {
	idx := make([]int, len(v))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		switch {
		case v[a] < v[b]:
			return -1
		case v[a] > v[b]:
			return 1
		}
		return 0
	})
	out := make([]float64, len(v))
	for i := 0; i < len(idx); {
		j := i
		for j < len(idx) && v[idx[j]] == v[idx[i]] {
			j++
		}
		for k := i; k < j; k++ {
			out[idx[k]] = float64(i+j+1) / 2
		}
		i = j
	}
	return out
}
