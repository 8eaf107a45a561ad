package numberlink

import (
	"fmt"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
)

// The sentences of the steps, in the words of the page: cells are rXcY
// from 1, paths "the 4-path" by their number.

// cellName names cell x as "r6c2".
func cellName(x int16, cols int) string {
	return fmt.Sprintf("r%dc%d", int(x)/cols+1, int(x)%cols+1)
}

// direction names the way from x to its neighbour y.
func direction(x, y int16, cols int) string {
	switch int(y) - int(x) {
	case -cols:
		return "upwards"
	case cols:
		return "downwards"
	case -1:
		return "to the left"
	default:
		return "to the right"
	}
}

// forcedText says why the local rules at x joined it to ons and cut it
// from offs.
func forcedText(b *board, s *state, x int16, ons, offs []int16) string {
	at := cellName(x, b.cols)
	m := s.mask[x]
	single := m&(m-1) == 0
	before := int(s.deg[x]) - len(ons)
	switch {
	case len(ons) == 1 && single && before+1 == int(b.need[x]):
		return fmt.Sprintf("The %d-path can only leave its end at %s %s.", pathOf(m), at, direction(x, ons[0], b.cols))
	case len(ons) == 1:
		return fmt.Sprintf("The line at %s can only go on %s.", at, direction(x, ons[0], b.cols))
	case len(ons) == 2 && single:
		return fmt.Sprintf("%s has only two open sides, so the %d-path runs through it from %s to %s.", at, pathOf(m), cellName(ons[0], b.cols), cellName(ons[1], b.cols))
	case len(ons) == 2:
		return fmt.Sprintf("%s has only two open sides, so a line runs through it from %s to %s.", at, cellName(ons[0], b.cols), cellName(ons[1], b.cols))
	case int(s.deg[x]) == int(b.need[x]):
		return fmt.Sprintf("%s has its line%s already, so no other line touches it.", at, plural(int(b.need[x])))
	}
	y := offs[0]
	if s.other[x] == y {
		return fmt.Sprintf("A line from %s to %s would close a loop.", at, cellName(y, b.cols))
	}
	return fmt.Sprintf("%s and %s are on different paths, so no line joins them.", at, cellName(y, b.cols))
}

// joinedText says that a line now belongs to a path.
func joinedText(b *board, place [][3]int) string {
	v := place[0]
	return fmt.Sprintf("The line through r%dc%d is joined to the %d-path.", v[0]+1, v[1]+1, v[2])
}

// regionText says what a region pass found, by the first cell it placed
// or else the first path it took from a cell.
func regionText(b *board, p *prop, st *gen.Step) string {
	more := moreCells
	if len(st.Place) > 0 {
		v := st.Place[0]
		x := v[0]*b.cols + v[1]
		if p.must[x]&(1<<(v[2]-1)) != 0 {
			return fmt.Sprintf("Every route of the %d-path passes r%dc%d%s.", v[2], v[0]+1, v[1]+1, more(len(st.Place)))
		}
		return fmt.Sprintf("Only the %d-path can reach r%dc%d%s.", v[2], v[0]+1, v[1]+1, more(len(st.Place)))
	}
	v := st.Eliminate[0]
	n := 0
	for _, w := range st.Eliminate {
		if w[2] == v[2] {
			n++
		}
	}
	return fmt.Sprintf("The %d-path cannot reach r%dc%d%s.", v[2], v[0]+1, v[1]+1, more(n))
}

// trialText says what a trial of the edge between a and b found.
func trialText(a, b int16, ruledOut bool, cols int) string {
	if ruledOut {
		return fmt.Sprintf("A line from %s to %s leads to a contradiction, so there is none.", cellName(a, cols), cellName(b, cols))
	}
	return fmt.Sprintf("Leaving %s and %s unjoined leads to a contradiction, so a line joins them.", cellName(a, cols), cellName(b, cols))
}

// eitherText says what the either-way trial of the edge between a and b
// found, by the first cell it placed or else the first path it took from
// a cell.
func eitherText(b *board, a, c int16, st *gen.Step) string {
	what := "both lead to the same lines"
	switch {
	case len(st.Place) > 0:
		v := st.Place[0]
		what = fmt.Sprintf("both put r%dc%d%s on the %d-path", v[0]+1, v[1]+1, andMore(len(st.Place)), v[2])
	case len(st.Eliminate) > 0:
		v := st.Eliminate[0]
		what = fmt.Sprintf("both keep the %d-path from r%dc%d%s", v[2], v[0]+1, v[1]+1, andMore(len(st.Eliminate)))
	}
	return fmt.Sprintf("Joining %s and %s or leaving them unjoined, %s.", cellName(a, b.cols), cellName(c, b.cols), what)
}

// moreCells counts the cells a step names after its first.
func moreCells(n int) string {
	if n <= 1 {
		return ""
	}
	return fmt.Sprintf(" (and %d more cell%s)", n-1, plural(n-1))
}

// andMore counts the cells a step names after its first, inside a
// sentence: " and 3 more cells".
func andMore(n int) string {
	if n <= 1 {
		return ""
	}
	return fmt.Sprintf(" and %d more cell%s", n-1, plural(n-1))
}

// thenText puts what a harder deduction found before the step it led to.
func thenText(first, then string) string {
	if first == "" {
		return then
	}
	if then == "" {
		return first
	}
	first = strings.TrimSuffix(first, ".")
	return first + "; then " + strings.ToLower(then[:1]) + then[1:]
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
