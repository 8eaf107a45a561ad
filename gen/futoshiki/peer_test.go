package futoshiki

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

// peerDir, when set (FUTOSHIKI_PEER_DIR), holds Simon Tatham's Unequal
// puzzles, one game description a line, in files uNL.txt for size N and
// level L (t trivial, e easy, k tricky, x extreme), made outside the
// repository by `unequal NdL COUNT SEED print`. TestPeerLevels grades
// them.
var peerDir = os.Getenv("FUTOSHIKI_PEER_DIR")

// peerLevels are Unequal's levels in rising order, by their letter.
var peerLevels = []string{"t", "e", "k", "x"}

// TestPeerLevels grades Unequal's puzzles of each size and level with
// our grader and reports the table and Spearman's rho of our grade and
// score against the level, pooled over the sizes. It skips without
// FUTOSHIKI_PEER_DIR.
func TestPeerLevels(t *testing.T) {
	if peerDir == "" {
		t.Skip("FUTOSHIKI_PEER_DIR not set: no peer puzzles to grade")
	}
	var grade, score, level []float64
	for _, n := range []int{4, 5, 6, 7, 8, 9} {
		for li, l := range peerLevels {
			f, err := os.Open(filepath.Join(peerDir, fmt.Sprintf("u%d%s.txt", n, l)))
			if os.IsNotExist(err) {
				continue
			}
			if err != nil {
				t.Fatal(err)
			}
			grades := map[string]int{}
			sum, count := 0, 0
			sc := bufio.NewScanner(f)
			for sc.Scan() {
				desc := strings.TrimSpace(sc.Text())
				if desc == "" {
					continue
				}
				p, err := fromUnequal(desc, n)
				if err != nil {
					t.Fatalf("%dx%d %s: %v", n, n, l, err)
				}
				if s, err := (Kind{}).Solve(context.Background(), p); err != nil || s.Count != 1 {
					t.Fatalf("%dx%d %s: %d solutions (%v), want 1", n, n, l, s.Count, err)
				}
				pz, _ := read(p)
				r := rate(pz, gen.Expert)
				g := r.Grade
				if !r.Solved {
					g = gen.Expert + 1
				}
				grades[r.Technique]++
				grade = append(grade, float64(g))
				score = append(score, float64(r.Score)/float64(n*n))
				level = append(level, float64(li))
				sum += r.Score
				count++
			}
			f.Close()
			if count > 0 {
				t.Logf("%dx%d %s: %d puzzles, mean score %.1f, hardest techniques %v", n, n, l, count, float64(sum)/float64(count), grades)
			}
		}
	}
	t.Logf("Spearman's rho against Unequal's level, %d puzzles: grade %.3f, score per cell %.3f", len(level), rankcorr.Spearman(grade, level), rankcorr.Spearman(score, level))
}

// fromUnequal reads an Unequal game description of an n x n grid: cells
// in reading order, each a digit (0 blank) with the letters U, R, D, L
// of the neighbours it is greater than, comma apart; a run of blank
// cells without signs may be written as letters a-z (a = 1 blank).
func fromUnequal(desc string, n int) (*gen.Puzzle, error) {
	p := &gen.Puzzle{Kind: "futoshiki", Rows: n, Cols: n, Givens: gen.NewGrid(n, n)}
	i := 0
	for _, tok := range strings.Split(strings.TrimSuffix(desc, ","), ",") {
		for len(tok) > 0 && tok[0] >= 'a' && tok[0] <= 'z' {
			i += int(tok[0]-'a') + 1
			tok = tok[1:]
		}
		j := 0
		for j < len(tok) && tok[j] >= '0' && tok[j] <= '9' {
			j++
		}
		v, err := strconv.Atoi(tok[:j])
		if err != nil || i >= n*n {
			return nil, fmt.Errorf("bad cell %q at %d", tok, i)
		}
		r, c := i/n, i%n
		p.Givens[r][c] = v
		for _, f := range tok[j:] {
			o := gen.Cell{Row: r, Col: c}
			switch f {
			case 'U':
				o.Row--
			case 'R':
				o.Col++
			case 'D':
				o.Row++
			case 'L':
				o.Col--
			default:
				return nil, fmt.Errorf("bad flag %q", f)
			}
			p.Marks = append(p.Marks, gen.Mark{Less: o, More: gen.Cell{Row: r, Col: c}})
		}
		i++
	}
	if i != n*n {
		return nil, fmt.Errorf("%d cells, want %d", i, n*n)
	}
	return p, nil
}
