package numberlink

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/puzzlebook/puzzlebook/gen"
)

// The sentences of the steps, in the words of the page: cells are rXcY
// from 1, paths "the 4-path" by their number. They are gen.Words, said
// in other languages from the tables of lang_*.go.

// cellName names cell x as "r6c2".
func cellName(x int16, cols int) string {
	return fmt.Sprintf("r%dc%d", int(x)/cols+1, int(x)%cols+1)
}

// cellAt names the cell of a step's triple v ([row, column, path]).
func cellAt(v [3]int) string {
	return fmt.Sprintf("r%dc%d", v[0]+1, v[1]+1)
}

// direction names the way from x to its neighbour y.
func direction(x, y int16, cols int) gen.Words {
	switch int(y) - int(x) {
	case -cols:
		return gen.Say("upwards")
	case cols:
		return gen.Say("downwards")
	case -1:
		return gen.Say("to the left")
	default:
		return gen.Say("to the right")
	}
}

// forcedText says why the local rules at x joined it to ons and cut it
// from offs.
func forcedText(b *board, s *state, x int16, ons, offs []int16) gen.Words {
	at := cellName(x, b.cols)
	m := s.mask[x]
	single := m&(m-1) == 0
	before := int(s.deg[x]) - len(ons)
	switch {
	case len(ons) == 1 && single && before+1 == int(b.need[x]):
		return gen.Say("The %d-path can only leave its end at %s %s.", pathOf(m), at, direction(x, ons[0], b.cols))
	case len(ons) == 1:
		return gen.Say("The line at %s can only go on %s.", at, direction(x, ons[0], b.cols))
	case len(ons) == 2 && single:
		return gen.Say("%s has only two open sides, so the %d-path runs through it from %s to %s.", at, pathOf(m), cellName(ons[0], b.cols), cellName(ons[1], b.cols))
	case len(ons) == 2:
		return gen.Say("%s has only two open sides, so a line runs through it from %s to %s.", at, cellName(ons[0], b.cols), cellName(ons[1], b.cols))
	case int(s.deg[x]) == int(b.need[x]) && b.need[x] == 1:
		return gen.Say("%s has its line already, so no other line touches it.", at)
	case int(s.deg[x]) == int(b.need[x]):
		return gen.Say("%s has its lines already, so no other line touches it.", at)
	}
	y := offs[0]
	if s.other[x] == y {
		return gen.Say("A line from %s to %s would close a loop.", at, cellName(y, b.cols))
	}
	return gen.Say("%s and %s are on different paths, so no line joins them.", at, cellName(y, b.cols))
}

// joinedText says that a line now belongs to a path.
func joinedText(place [][3]int) gen.Words {
	v := place[0]
	return gen.Say("The line through %s is joined to the %d-path.", cellAt(v), v[2])
}

// regionText says what a region pass found, by the first cell it placed
// or else the first path it took from a cell.
func regionText(p *prop, st *gen.Step, cols int) gen.Words {
	if len(st.Place) > 0 {
		v := st.Place[0]
		x := v[0]*cols + v[1]
		if p.must[x]&(1<<(v[2]-1)) != 0 {
			return gen.Say("Every route of the %d-path passes %s%s.", v[2], cellAt(v), moreCells(len(st.Place)))
		}
		return gen.Say("Only the %d-path can reach %s%s.", v[2], cellAt(v), moreCells(len(st.Place)))
	}
	v := st.Eliminate[0]
	n := 0
	for _, w := range st.Eliminate {
		if w[2] == v[2] {
			n++
		}
	}
	return gen.Say("The %d-path cannot reach %s%s.", v[2], cellAt(v), moreCells(n))
}

// trialText says what a trial of the edge between a and b found.
func trialText(a, b int16, ruledOut bool, cols int) gen.Words {
	if ruledOut {
		return gen.Say("A line from %s to %s leads to a contradiction, so there is none.", cellName(a, cols), cellName(b, cols))
	}
	return gen.Say("Leaving %s and %s unjoined leads to a contradiction, so a line joins them.", cellName(a, cols), cellName(b, cols))
}

// eitherText says what the either-way trial of the edge between a and b
// found, by the first cell it placed or else the first path it took from
// a cell.
func eitherText(b *board, a, c int16, st *gen.Step) gen.Words {
	what := gen.Say("both lead to the same lines")
	switch {
	case len(st.Place) > 0:
		v := st.Place[0]
		what = gen.Say("both put %s%s on the %d-path", cellAt(v), andMore(len(st.Place)), v[2])
	case len(st.Eliminate) > 0:
		v := st.Eliminate[0]
		what = gen.Say("both keep the %d-path from %s%s", v[2], cellAt(v), andMore(len(st.Eliminate)))
	}
	return gen.Say("Joining %s and %s or leaving them unjoined, %s.", cellName(a, b.cols), cellName(c, b.cols), what)
}

// moreCells counts the cells a step names after its first: " (and 3 more
// cells)", or "" for none.
func moreCells(n int) any {
	switch {
	case n <= 1:
		return ""
	case n == 2:
		return gen.Say(" (and 1 more cell)")
	}
	return gen.Say(" (and %d more cells)", n-1)
}

// andMore counts the cells a step names after its first, inside a
// sentence: " and 3 more cells", or "" for none.
func andMore(n int) any {
	switch {
	case n <= 1:
		return ""
	case n == 2:
		return gen.Say(" and 1 more cell")
	}
	return gen.Say(" and %d more cells", n-1)
}

// thenText puts what a harder deduction found before the step it led to:
// first without its full stop, "; then ", and then from a small letter.
func thenText(first, then gen.Words) gen.Words {
	if first.Format == "" {
		return then
	}
	if then.Format == "" {
		return first
	}
	return gen.Say("%s; then %s", withoutStop(first), lowerFirst(then))
}

// withoutStop returns w without the full stop that ends it (its format's,
// or that of the Words its format ends with).
func withoutStop(w gen.Words) gen.Words {
	if f, ok := strings.CutSuffix(w.Format, "."); ok {
		return gen.Say(f, w.Args...)
	}
	if n := len(w.Args); n > 0 && strings.HasSuffix(w.Format, "%s") {
		if last, ok := w.Args[n-1].(gen.Words); ok {
			return gen.Say(w.Format, append(w.Args[:n-1:n-1], withoutStop(last))...)
		}
	}
	return w
}

// lowerFirst returns w with its first letter small: its format's, or
// that of the Words its format starts with. A format that starts with a
// cell ("r3c2") is left as it is.
func lowerFirst(w gen.Words) gen.Words {
	if strings.HasPrefix(w.Format, "%s") && len(w.Args) > 0 {
		if first, ok := w.Args[0].(gen.Words); ok {
			return gen.Say(w.Format, append([]any{lowerFirst(first)}, w.Args[1:]...)...)
		}
		return w
	}
	return gen.Say(lowerInitial(w.Format), w.Args...)
}

// lowerInitial returns s with its first letter small.
func lowerInitial(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToLower(r)) + s[n:]
}
