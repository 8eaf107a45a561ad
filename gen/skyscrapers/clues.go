package skyscrapers

import (
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
)

// clues are a puzzle's edge clues line by line, in the order of the
// engine's units: rows 0..n-1, then columns (line n+c). front is the
// clue read from a line's start (left of a row, above a column) and back
// the one from its end (right, below); 0 is no clue.
type clues struct {
	n           int
	front, back [2 * maxSize]int
	memo        lineMemo // the answers of line searches on these clues' lines (made when first asked)
	last        [2 * maxSize]lastLine
	// edgeAt holds, per edge rule, the clue where it last found a step
	// in the grading run under way (rules.go).
	edgeAt [edgeRules]int
}

// cluesOf reads e's clues for an n x n grid; e must have been checked
// (checkEdges).
func cluesOf(e *gen.Edges, n int) *clues {
	k := new(clues)
	k.read(e, n)
	return k
}

// reset empties k for an n x n grid: no clue, nothing remembered.
func (k *clues) reset(n int) { *k = clues{n: n} }

// read sets k to e's clues for an n x n grid, as cluesOf does.
func (k *clues) read(e *gen.Edges, n int) {
	k.reset(n)
	if e == nil {
		return
	}
	for i := range n {
		k.front[i], k.back[i] = e.Left[i], e.Right[i]
		k.front[n+i], k.back[n+i] = e.Top[i], e.Bottom[i]
	}
}

// edges returns k as a puzzle's overlay.
func (k *clues) edges() *gen.Edges {
	n := k.n
	c := make([]int, 4*n) // one array for the four sides
	e := &gen.Edges{Top: c[:n:n], Bottom: c[n : 2*n : 2*n], Left: c[2*n : 3*n : 3*n], Right: c[3*n:]}
	for i := range n {
		e.Left[i], e.Right[i] = k.front[i], k.back[i]
		e.Top[i], e.Bottom[i] = k.front[n+i], k.back[n+i]
	}
	return e
}

// solutionClues returns every clue of the full grid sol (n*n heights).
func solutionClues(sol []int, n int) *clues {
	k := &clues{n: n}
	k.setSeen(sol)
	return k
}

// setSeen sets every clue of k to what the full grid sol shows.
func (k *clues) setSeen(sol []int) {
	n := k.n
	var line [maxSize]int
	for l := range 2 * n {
		for i := range n {
			line[i] = sol[cellOf(n, l, i)]
		}
		k.front[l], k.back[l] = seen(line[:n]), seenBack(line[:n])
	}
}

// cellOf returns the i-th cell of line l from its start, on an n x n grid.
func cellOf(n, l, i int) int {
	if l < n {
		return l*n + i
	}
	return i*n + l - n
}

// seen returns how many of heights are seen from the start of the line.
func seen(heights []int) int {
	count, top := 0, 0
	for _, h := range heights {
		if h > top {
			count, top = count+1, h
		}
	}
	return count
}

// seenBack returns how many of heights are seen from the end of the line.
func seenBack(heights []int) int {
	count, top := 0, 0
	for i := len(heights) - 1; i >= 0; i-- {
		if h := heights[i]; h > top {
			count, top = count+1, h
		}
	}
	return count
}

// side names the edge a clue of line l sits on, seen from its start
// (front) or its end.
func side(n, l int, front bool) gen.Words {
	switch {
	case l < n && front:
		return gen.Say("left of row %d", l+1)
	case l < n:
		return gen.Say("right of row %d", l+1)
	case front:
		return gen.Say("above column %d", l-n+1)
	}
	return gen.Say("below column %d", l-n+1)
}

// checkEdges checks that e holds n clues a side, each 0 (none) to n.
func checkEdges(e *gen.Edges, n int) error {
	if e == nil {
		return nil
	}
	for _, s := range []struct {
		name string
		v    []int
	}{{"top", e.Top}, {"bottom", e.Bottom}, {"left", e.Left}, {"right", e.Right}} {
		if len(s.v) != n {
			return fmt.Errorf("skyscrapers: %w: %d %s clues, want %d", gen.ErrMalformed, len(s.v), s.name, n)
		}
		for i, v := range s.v {
			if v < 0 || v > n {
				return fmt.Errorf("skyscrapers: %w: %s clue %d is %d, want 0 (none) to %d", gen.ErrMalformed, s.name, i+1, v, n)
			}
		}
	}
	return nil
}
