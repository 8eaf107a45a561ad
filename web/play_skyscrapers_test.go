package web

import (
	"fmt"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// TestPlaySkyscrapers plays a generated 5x5 Skyscrapers to solved, a third
// of its blanks each by mouse, by touch and by the keyboard alone; each
// clue is shown in the cell beside it, with an arrow the way it looks.
func TestPlaySkyscrapers(t *testing.T) {
	file, p := kindPage(t, "skyscrapers", gen.Params{Rows: 5, Grade: gen.Medium}, 4, true)
	tb := openFresh(t, file, true)

	// Each clue sits outside the grid, beside its row or column, centred
	// on it: a top clue above the board, level with its column's cells.
	type box struct{ X, Y, W, H float64 }
	board := eval[box](tb, `(() => { const r = document.querySelector('.pb-board').getBoundingClientRect(); return {X: r.x, Y: r.y, W: r.width, H: r.height}; })()`)
	checked := 0
	for _, side := range []struct {
		name  string
		clues []int
	}{{"top", p.Edges.Top}, {"bottom", p.Edges.Bottom}, {"left", p.Edges.Left}, {"right", p.Edges.Right}} {
		for i, v := range side.clues {
			if v == 0 {
				continue
			}
			js := fmt.Sprintf(`(() => { const e = [...document.querySelectorAll('.pb-edge.%s')].find((e) => e.style.getPropertyValue('--i') === '%d'); if (!e) return null; const r = e.getBoundingClientRect(); return {text: e.textContent, X: r.x, Y: r.y, W: r.width, H: r.height}; })()`, side.name, i)
			got := eval[*struct {
				Text string
				box
			}](tb, js)
			if got == nil || got.Text != fmt.Sprint(v) {
				t.Errorf("%s clue %d: got %+v, want the text %d", side.name, i+1, got, v)
				continue
			}
			cell := board.W / float64(p.Cols)
			cx, cy := got.X+got.W/2, got.Y+got.H/2
			var inside bool
			var along, want float64
			switch side.name {
			case "top":
				inside, along, want = got.Y+got.H > board.Y+1, cx, board.X+cell*(float64(i)+0.5)
			case "bottom":
				inside, along, want = got.Y < board.Y+board.H-1, cx, board.X+cell*(float64(i)+0.5)
			case "left":
				inside, along, want = got.X+got.W > board.X+1, cy, board.Y+cell*(float64(i)+0.5)
			case "right":
				inside, along, want = got.X < board.X+board.W-1, cy, board.Y+cell*(float64(i)+0.5)
			}
			if inside || along < want-1 || along > want+1 {
				t.Errorf("%s clue %d: at %+v, want it outside the board %+v, centred on %.1f", side.name, i+1, got.box, board, want)
			}
			checked++
		}
	}
	if checked == 0 {
		t.Fatal("the puzzle has no clue to look for")
	}

	blank := empties(testPuzzle{Givens: p.Givens})
	tb.solveByThirds(blank, p.Solution)
	tb.quiet(file)
}
