package web

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestPlayNumbrix plays a Numbrix and a Hidato (with a hole) through the
// page by click-to-place: a click on a given number chooses it, and each
// click on an empty cell places the next number, up from the smallest
// given and then down to 1, the runs already placed skipped. On the way
// it checks undo and redo, typing a number, Check, Hint and a reload.
func TestPlayNumbrix(t *testing.T) {
	for _, name := range []string{"numbrix", "hidato"} {
		t.Run(name, func(t *testing.T) {
			tb := newTab(t)
			file := writeFixture(t, name)
			tb.open(file)
			tb.fresh()
			tb.open(file)
			p := tb.puzzle()
			at := map[int][2]int{} // number -> cell
			given := map[int]bool{}
			last, first := 0, 1<<30
			for r, row := range p.Solution {
				for c, v := range row {
					if v > 0 {
						at[v] = [2]int{r, c}
						last = max(last, v)
						if p.Givens[r][c] > 0 {
							given[v] = true
							first = min(first, v)
						}
					}
				}
			}
			if name == "hidato" && tb.count(".pb-cell.hole") == 0 {
				t.Fatalf("%s: got no shaded hole, want the fixture's hole drawn as one", name)
			}
			placed := func(v int) bool { return tb.text(at[v][0], at[v][1]) == itoa(v) }

			// Choose the smallest given; the next click places the number after it.
			tb.click(at[first][0], at[first][1])
			next := first + 1
			for given[next] {
				next++
			}
			tb.click(at[next][0], at[next][1])
			if got := tb.text(at[next][0], at[next][1]); got != itoa(next) {
				t.Fatalf("%s: click-to-place after %d: got %q in the cell of %d", name, first, got, next)
			}
			tb.press("Undo")
			if got := tb.text(at[next][0], at[next][1]); got != "" {
				t.Errorf("%s: Undo: got %q, want the cell of %d empty again", name, got, next)
			}
			tb.press("Redo")
			if !placed(next) {
				t.Errorf("%s: Redo: got %q, want %d back", name, tb.text(at[next][0], at[next][1]), next)
			}

			// Type a wrong number into an empty cell, check it, erase it.
			tb.keys(kb.Escape)
			var cell [2]int
			wrong := 0
			for v := last; v > 0; v-- {
				if !given[v] && v != next {
					cell = at[v]
					break
				}
			}
			for v := 2; v <= last; v++ {
				if !given[v] && v != next && v != p.Solution[cell[0]][cell[1]] {
					wrong = v
					break
				}
			}
			tb.click(cell[0], cell[1])
			tb.keys(itoa(wrong) + "\r")
			if got := tb.text(cell[0], cell[1]); got != itoa(wrong) {
				t.Fatalf("%s: typed %d: got %q", name, wrong, got)
			}
			tb.press("Check")
			if !tb.hasClass(cell[0], cell[1], "wrong") {
				t.Errorf("%s: Check: got %d at r%dc%d not marked wrong", name, wrong, cell[0]+1, cell[1]+1)
			}
			tb.keys(kb.Delete)
			if got := tb.text(cell[0], cell[1]); got != "" {
				t.Errorf("%s: Delete: got %q, want the cell empty", name, got)
			}

			// A hint shows the next step of the explanation, its cells
			// highlighted and its sentence given; pressed again, it fills
			// the step in.
			before := tb.count(".pb-cell.entry")
			tb.press("Hint")
			if got := tb.count(".pb-cell.entry"); got != before || tb.count(".pb-cell.hint") < 1 || !strings.Contains(tb.message(), " goes there") {
				t.Errorf("%s: Hint: got %d entries, %d highlighted cells and %q, want %d, at least 1 and a step's sentence", name, got, tb.count(".pb-cell.hint"), tb.message(), before)
			}
			tb.press("Hint")
			if got := tb.count(".pb-cell.entry"); got != before+1 {
				t.Errorf("%s: Hint again: got %d entries, want %d (%q)", name, got, before+1, tb.message())
			}

			// Up from the smallest given, with a reload half way.
			tb.click(at[first][0], at[first][1])
			for v := first + 1; v <= last; v++ {
				if v == (first+last)/2 {
					n := tb.count(".pb-cell.entry")
					tb.open(file)
					if got := tb.count(".pb-cell.entry"); got != n {
						t.Fatalf("%s: reload: got %d entries, want the %d before it", name, got, n)
					}
					// Choose the last number placed, to go on from it.
					for w := v - 1; w >= first; w-- {
						if placed(w) {
							tb.click(at[w][0], at[w][1])
							break
						}
					}
				}
				if given[v] || placed(v) {
					continue
				}
				tb.click(at[v][0], at[v][1])
				if !placed(v) {
					t.Fatalf("%s: click-to-place: got %q in the cell of %d (%q)", name, tb.text(at[v][0], at[v][1]), v, tb.status())
				}
			}
			// Then down to 1 from the smallest number on the board.
			low := first
			for v := first - 1; v >= 1; v-- {
				if placed(v) {
					low = v
				}
			}
			if low > 1 {
				tb.click(at[low][0], at[low][1])
				if strings.Contains(tb.status(), "↑") {
					tb.press("Up ↑")
				}
				for v := low - 1; v >= 1; v-- {
					tb.click(at[v][0], at[v][1])
					if !placed(v) {
						t.Fatalf("%s: click-to-place down: got %q in the cell of %d (%q)", name, tb.text(at[v][0], at[v][1]), v, tb.status())
					}
				}
			}
			if got := tb.state(); got != "solved" {
				t.Errorf("%s: got data-state %q with every number placed, want solved (%q)", name, got, tb.message())
			}
			if n := tb.count(".pb-ink .chain"); n == 0 {
				t.Errorf("%s: got no line joining consecutive numbers", name)
			}
			tb.quiet(file)
		})
	}
}

// status is the line over the board ("Next: 15 ↑").
func (tb *tab) status() string {
	tb.t.Helper()
	return eval[string](tb, `document.querySelector('.pb-status').textContent`)
}

// linkPaths orders each path of a Numberlink solution from its first
// endpoint (in reading order) to the other, by number - 1.
func linkPaths(p testPuzzle) [][][2]int {
	var out [][][2]int
	for k := 1; ; k++ {
		var ends [][2]int
		cells := map[[2]int]bool{}
		for r, row := range p.Solution {
			for c, v := range row {
				if v == k {
					cells[[2]int{r, c}] = true
					if p.Givens[r][c] == k {
						ends = append(ends, [2]int{r, c})
					}
				}
			}
		}
		if len(ends) != 2 {
			return out
		}
		path := [][2]int{ends[0]}
		seen := map[[2]int]bool{ends[0]: true}
		var walk func(at [2]int) bool
		walk = func(at [2]int) bool {
			if at == ends[1] {
				return len(path) == len(cells)
			}
			for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				nb := [2]int{at[0] + d[0], at[1] + d[1]}
				if !cells[nb] || seen[nb] {
					continue
				}
				seen[nb], path = true, append(path, nb)
				if walk(nb) {
					return true
				}
				seen[nb], path = false, path[:len(path)-1]
			}
			return false
		}
		walk(ends[0])
		out = append(out, path)
	}
}

// TestPlayNumberlink draws every path of a Numberlink by dragging from an
// endpoint, with the mouse and, for one path, a finger, and checks on the
// way that undo takes a path back, that dragging back shortens a path,
// that a click clears it, that Check marks a wrong cell, that Hint draws a
// cell and that a reload keeps the paths.
func TestPlayNumberlink(t *testing.T) {
	tb := newTab(t)
	file := writeFixture(t, "numberlink")
	tb.open(file)
	tb.fresh()
	tb.do(chromedp.EmulateViewport(1280, 900, chromedp.EmulateTouch))
	tb.open(file)
	p := tb.puzzle()
	paths := linkPaths(p)
	if len(paths) < 3 {
		t.Fatalf("numberlink: got %d paths from the solution, want 3 or more", len(paths))
	}
	onPath := func(rc [2]int) bool { return tb.hasClass(rc[0], rc[1], "path") }
	one := paths[0]

	tb.drag(one, false)
	if n := tb.count(".pb-cell.path"); n != len(one)-2 {
		t.Fatalf("numberlink: drag path 1: got %d path cells, want %d", n, len(one)-2)
	}
	tb.press("Undo")
	if n := tb.count(".pb-cell.path"); n != 0 {
		t.Errorf("numberlink: Undo: got %d path cells, want 0", n)
	}
	tb.press("Redo")

	// Drag back from the far end: the path gets shorter.
	end := len(one) - 1
	tb.drag([][2]int{one[end], one[end-1], one[end-2]}, false)
	if onPath(one[end-1]) || !onPath(one[end-2]) {
		t.Errorf("numberlink: drag back: got r%dc%d on the path %v and r%dc%d %v, want off and on",
			one[end-1][0]+1, one[end-1][1]+1, onPath(one[end-1]), one[end-2][0]+1, one[end-2][1]+1, onPath(one[end-2]))
	}
	// A click on the path clears it.
	mid := one[len(one)/2]
	tb.click(mid[0], mid[1])
	if n := tb.count(".pb-cell.path"); n != 0 {
		t.Errorf("numberlink: click on a path: got %d path cells, want it cleared", n)
	}

	// A step into a cell of another path, checked, then undone.
	var wrongCell [2]int
	found := false
	for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
		nb := [2]int{one[0][0] + d[0], one[0][1] + d[1]}
		if nb[0] >= 0 && nb[1] >= 0 && nb[0] < p.Rows && nb[1] < p.Cols && p.Givens[nb[0]][nb[1]] == 0 && p.Solution[nb[0]][nb[1]] != 1 {
			wrongCell, found = nb, true
			break
		}
	}
	if found {
		tb.drag([][2]int{one[0], wrongCell}, false)
		tb.press("Check")
		if !tb.hasClass(wrongCell[0], wrongCell[1], "wrong") {
			t.Errorf("numberlink: Check: got r%dc%d not marked wrong", wrongCell[0]+1, wrongCell[1]+1)
		}
		tb.press("Undo")
	}

	// Hint shows the next step of the explanation, its cells highlighted
	// and its sentence given; pressed again, it draws the step in.
	before := tb.count(".pb-cell.path")
	tb.press("Hint")
	if tb.count(".pb-cell.hint") < 1 || !strings.Contains(tb.message(), "(forced move)") {
		t.Errorf("numberlink: Hint: got %d highlighted cells and %q, want a step shown", tb.count(".pb-cell.hint"), tb.message())
	}
	tb.press("Hint")
	if n := tb.count(".pb-cell.path"); n <= before {
		t.Errorf("numberlink: Hint again: got %d path cells, want more than %d (%q)", n, before, tb.message())
	}

	// Every path, the second with a finger; a reload half way.
	for k, path := range paths {
		if k == len(paths)/2 {
			n := tb.count(".pb-cell.path")
			tb.open(file)
			if got := tb.count(".pb-cell.path"); got != n {
				t.Fatalf("numberlink: reload: got %d path cells, want the %d before it", got, n)
			}
		}
		tb.drag(path, k == 1)
		for _, rc := range path[1 : len(path)-1] {
			if !onPath(rc) {
				t.Fatalf("numberlink: drag path %d (touch %v): got r%dc%d off the path", k+1, k == 1, rc[0]+1, rc[1]+1)
			}
		}
	}
	if got := tb.state(); got != "solved" {
		t.Errorf("numberlink: got data-state %q with every path drawn, want solved (%q)", got, tb.message())
	}
	tb.quiet(file)
}
