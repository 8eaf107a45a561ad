package gen

import "context"

// SecondFinder is an optional ability of a Kind: showing why a puzzle is
// not unique by two of its solutions, so that an editor sees the cells
// where they differ and fixes the puzzle with one more given there.
type SecondFinder interface {
	// SolveTwo is Solve that, when it finds two solutions, also returns
	// the second in Solution.Second. It costs no more than Solve, which
	// meets the second solution anyway to count it.
	SolveTwo(ctx context.Context, p *Puzzle) (Solution, error)
}

// Differences lists the cells, as [row, column], where grids a and b of
// the same shape hold different values.
func Differences(a, b [][]int) [][2]int {
	var out [][2]int
	for r := range a {
		for c := range a[r] {
			if c < len(b[r]) && a[r][c] != b[r][c] {
				out = append(out, [2]int{r, c})
			}
		}
	}
	return out
}
