package skyscrapers

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

// peerDir holds puzzles of Simon Tatham's Towers, made outside the
// repository (never vendored) by `towers 6dL 30 1 print > 6L.txt` for
// its levels L = e (Easy), h (Hard), x (Extreme) and u (Unreasonable).
var peerDir = os.Getenv("SKYSCRAPERS_PEER_DIR")

// towersLevels are Towers' levels in order, by their letter.
var towersLevels = []string{"e", "h", "x", "u"}

// TestPeerLevels grades Towers' puzzles of each level, logs a table of
// our grades per level and Spearman's rho of our score and grade (a
// puzzle past the ladder ranked above all) against the level, and checks
// that every puzzle is unique, that the rho of score is at least 0.5 and
// that of grade at least 0.8.
func TestPeerLevels(t *testing.T) {
	if peerDir == "" {
		t.Skip("SKYSCRAPERS_PEER_DIR not set: no Towers puzzles to grade")
	}
	ctx := context.Background()
	var levels, scores, grades []float64
	var table strings.Builder
	for li, l := range towersLevels {
		f, err := os.Open(filepath.Join(peerDir, "6"+l+".txt"))
		if err != nil {
			t.Fatal(err)
		}
		counts := map[string]int{}
		sum, count := 0, 0
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			desc := strings.TrimSpace(sc.Text())
			if desc == "" {
				continue
			}
			p, err := parseTowers(6, desc)
			if err != nil {
				t.Fatalf("%s: %q: %v", l, desc, err)
			}
			sol, err := Kind{}.Solve(ctx, p)
			if err != nil || sol.Count != 1 {
				t.Errorf("%s: %q: %d solutions, %v", l, desc, sol.Count, err)
				continue
			}
			if err := (Kind{}).Rate(ctx, p); err != nil {
				t.Fatal(err)
			}
			score := p.Score
			if p.Grade == gen.AnyGrade {
				score = 1 << 20
			}
			counts[p.Grade.String()]++
			sum += p.Score
			count++
			grade := float64(p.Grade)
			if p.Grade == gen.AnyGrade {
				grade = float64(gen.Expert + 1)
			}
			grades = append(grades, grade)
			levels = append(levels, float64(li))
			scores = append(scores, float64(score))
		}
		f.Close()
		fmt.Fprintf(&table, "%s: %v, mean score %.1f\n", l, counts, float64(sum)/float64(max(1, count)))
	}
	rho, rhoGrade := rankcorr.Spearman(levels, scores), rankcorr.Spearman(levels, grades)
	t.Logf("Towers 6x6 by level:\n%sSpearman's rho against level: score %.3f, grade %.3f, over %d puzzles", table.String(), rho, rhoGrade, len(scores))
	if rho < 0.5 {
		t.Errorf("Spearman's rho of score against Towers' level: got %.3f, want at least 0.5", rho)
	}
	if rhoGrade < 0.8 {
		t.Errorf("Spearman's rho of grade against Towers' level: got %.3f, want at least 0.8", rhoGrade)
	}
}

// parseTowers reads a Towers game description of an n x n grid: 4n clues
// apart by '/', top, bottom, left then right (empty for none), then
// optionally ',' and the givens, a letter a run of 1 to 26 empty cells
// and digits a given, '_' between two givens.
func parseTowers(n int, desc string) (*gen.Puzzle, error) {
	cluePart, gridPart, _ := strings.Cut(desc, ",")
	fields := strings.Split(cluePart, "/")
	if len(fields) != 4*n {
		return nil, fmt.Errorf("%d clues, want %d", len(fields), 4*n)
	}
	vals := make([]int, 4*n)
	for i, s := range fields {
		if s == "" {
			continue
		}
		v, err := strconv.Atoi(s)
		if err != nil {
			return nil, err
		}
		vals[i] = v
	}
	e := &gen.Edges{Top: vals[:n], Bottom: vals[n : 2*n], Left: vals[2*n : 3*n], Right: vals[3*n:]}
	cells := make([]int, n*n)
	i := 0
	for _, ch := range gridPart {
		switch {
		case ch >= 'a' && ch <= 'z':
			i += int(ch-'a') + 1
		case ch >= '1' && ch <= '9':
			if i >= n*n {
				return nil, fmt.Errorf("givens past the grid")
			}
			cells[i] = int(ch - '0')
			i++
		case ch == '_':
		default:
			return nil, fmt.Errorf("%q in the givens", ch)
		}
	}
	return &gen.Puzzle{Kind: "skyscrapers", Rows: n, Cols: n, Givens: gen.GridOf(n, cells), Overlays: gen.Overlays{Edges: e}}, nil
}
