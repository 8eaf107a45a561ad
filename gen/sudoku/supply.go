package sudoku

import (
	"context"
	_ "embed"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"

	"github.com/puzzlebook/puzzlebook/gen"
)

var _ gen.Lister = Kind{}

// supply4Text lists every 4x4 puzzle the generator may make: each
// unique puzzle whose givens are laid out in one of the clue symmetries
// and from which no orbit of givens (a cell, or a pair of cells opposite
// through the centre or across the vertical axis) can be removed with
// the puzzle staying unique, counted once up to rotation, reflection and
// relabelling (Canonical). Random carving reaches some of these much
// more often than others and never finds all, so 4x4 puzzles are picked
// from the list instead. TestSupply4Table enumerates them again on all
// 288 grids and rewrites the file with -update.
//
//go:embed supply4.txt
var supply4Text string

// listedPuzzle is one puzzle of the list: its givens, laid out in its
// symmetry, and its solution, n*n cells row by row.
type listedPuzzle struct {
	givens, solution []int
}

// supplyKey names one list: a clue symmetry and a grade.
type supplyKey struct {
	sym   gen.Symmetry
	grade gen.Grade
}

// supply4 reads supply4Text once, solving each puzzle for its solution.
var supply4 = sync.OnceValue(func() map[supplyKey][]listedPuzzle {
	s := shapes()[4]
	out := map[supplyKey][]listedPuzzle{}
	for i, line := range strings.Split(supply4Text, "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		if len(f) != 3 || len(f[2]) != 16 {
			panic(fmt.Sprintf("sudoku: supply4.txt:%d: want symmetry, grade and 16 cells", i+1))
		}
		sym, err1 := gen.ParseSymmetry(f[0])
		grade, err2 := gen.ParseGrade(f[1])
		if err1 != nil || err2 != nil {
			panic(fmt.Sprintf("sudoku: supply4.txt:%d: %v %v", i+1, err1, err2))
		}
		givens := make([]int, 16)
		for c, ch := range f[2] {
			if ch != '.' {
				givens[c] = int(ch - '0')
			}
		}
		n, solution, _ := countCells(context.Background(), s, givens, 2)
		if n != 1 {
			panic(fmt.Sprintf("sudoku: supply4.txt:%d: %d solutions, want 1", i+1, n))
		}
		k := supplyKey{sym, grade}
		out[k] = append(out[k], listedPuzzle{givens: givens, solution: solution})
	}
	return out
})

// listing is the listed puzzles of one request: how many there are, and
// puzzle i (0-based) of them.
type listing struct {
	n  int
	at func(i int) listedPuzzle
}

// list returns the listed puzzles of an n x n grid with clue symmetry
// sym (not SymmetryDefault) and grade g (every grade for gen.AnyGrade),
// and false when the size is not listed. Without a range of givens in p
// they are the minimal puzzles of supply4.txt; with one, every unique
// puzzle with a count of givens in the range (rangedIn), all easy.
func list(n int, sym gen.Symmetry, g gen.Grade, p gen.Params) (listing, bool) {
	if n != 4 {
		return listing{}, false
	}
	if p.HasGivens() {
		ps := rangedIn(sym, p.MinGivens, p.MaxGivens)
		if g != gen.AnyGrade && g != gen.Easy {
			ps = nil
		}
		return listing{len(ps), func(i int) listedPuzzle { return ps[i].listed() }}, true
	}
	m := supply4()
	var all []listedPuzzle
	for _, gr := range gen.Grades {
		if g == gen.AnyGrade || gr == g {
			all = append(all, m[supplyKey{sym, gr}]...)
		}
	}
	return listing{len(all), func(i int) listedPuzzle { return all[i] }}, true
}

// Listed returns how many distinct puzzles the kind lists for p: every
// minimal 4x4 puzzle of p's symmetry and grade (supply4Text), or with a
// range of givens every unique 4x4 puzzle of p's symmetry whose count of
// givens is in the range (all 4x4 puzzles are easy); and 0 for larger
// sizes, whose puzzles are carved at random from far more than a book
// holds.
func (Kind) Listed(p gen.Params) int {
	if p.Rows != 4 || p.Grade < gen.AnyGrade || p.Grade > gen.Expert {
		return 0
	}
	l, _ := list(4, symmetryFor(4, p.Symmetry), p.Grade, p)
	return l.n
}

// pickListed makes puzzle number pick (1-based; 0 picks one with rng) of
// ps, in a disguise drawn from rng that keeps the symmetry sym: a
// rotation or reflection of the grid and a relabelling of the digits. It
// checks what the list promises: one solution, and the grade asked for.
func pickListed(s *shape, ps listing, sym gen.Symmetry, target gen.Grade, pick int, rng *rand.Rand) (*gen.Puzzle, error) {
	if ps.n == 0 {
		return nil, fmt.Errorf("sudoku: no %dx%d %v puzzle is listed: %w", s.n, s.n, target, gen.ErrGradeRare)
	}
	i := pick - 1
	if pick == 0 {
		i = rng.IntN(ps.n)
	}
	lp := ps.at(i)
	n := s.n
	ts := keeping(sym)
	t := ts[rng.IntN(len(ts))]
	relabel := rng.Perm(n)
	cells, solution := make([]int, n*n), make([]int, n*n)
	for r := range n {
		for c := range n {
			sr, sc := source(t, n, r, c)
			v := lp.solution[sr*n+sc]
			solution[r*n+c] = relabel[v-1] + 1
			if lp.givens[sr*n+sc] != 0 {
				cells[r*n+c] = solution[r*n+c]
			}
		}
	}
	rt := rate(s, cells)
	if !unique(s, cells) || !rt.Solved || target != gen.AnyGrade && rt.Grade != target {
		return nil, fmt.Errorf("sudoku: listed %dx%d puzzle %d (%v) is not a unique %v puzzle", n, n, i+1, sym, target)
	}

	return &gen.Puzzle{
		Kind: Kind{}.Name(), Rows: n, Cols: n, BoxRows: s.boxRows, BoxCols: s.boxCols,
		Givens: grid(n, cells), Solution: grid(n, solution),
		Grade: rt.Grade, Score: rt.Score, Technique: rt.Technique,
		Stats: map[string]int{"clues": clues(cells), "attempts": 1, "moves": 0},
	}, nil
}

// keeping returns the rotations and reflections of a grid with square
// boxes (4x4) that keep a pattern of givens with symmetry sym in that
// symmetry, as numbered for source: all eight
// keep a half-turn symmetry (or none); a mirror across the vertical axis
// is kept by the flips but turned across the horizontal one by the
// transposes.
func keeping(sym gen.Symmetry) []int {
	if sym == gen.SymmetryMirror {
		return []int{0, flipRows, flipCols, flipRows | flipCols}
	}
	return []int{0, 1, 2, 3, 4, 5, 6, 7}
}
