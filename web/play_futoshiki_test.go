package web

import (
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// TestPlayFutoshiki plays a generated 5x5 Futoshiki to solved, a third
// of its blanks each by mouse, by touch and by the keyboard alone: every
// sign is drawn once, on the edge between its two cells, its point
// towards the smaller.
func TestPlayFutoshiki(t *testing.T) {
	file, p := kindPage(t, "futoshiki", gen.Params{Rows: 5, Grade: gen.Medium}, 2, true)
	tb := openFresh(t, file, true)

	// Each sign: its cells, and where its tip lies against the middle of
	// their shared edge (in cells).
	type drawn struct {
		Less, More int
		Tip        [2]float64
	}
	signs := eval[[]drawn](tb, `[...document.querySelectorAll('.pb-signs polyline')].map((s) => {
		const pts = s.getAttribute('points').split(' ').map((p) => p.split(',').map(Number));
		return { Less: +s.dataset.less, More: +s.dataset.more, Tip: pts[1] };
	})`)
	if len(signs) != len(p.Marks) {
		t.Fatalf("got %d signs drawn, want %d", len(signs), len(p.Marks))
	}
	n := p.Cols
	for i, m := range p.Marks {
		s := signs[i]
		if s.Less != m.Less.Row*n+m.Less.Col || s.More != m.More.Row*n+m.More.Col {
			t.Errorf("sign %d joins cells %d and %d, want %v and %v", i+1, s.Less, s.More, m.Less, m.More)
		}
		mx := float64(m.Less.Col+m.More.Col+1) / 2
		my := float64(m.Less.Row+m.More.Row+1) / 2
		towards := (s.Tip[0]-mx)*float64(m.Less.Col-m.More.Col) + (s.Tip[1]-my)*float64(m.Less.Row-m.More.Row)
		if towards <= 0 {
			t.Errorf("sign %d (%v < %v): its tip %v does not point at the smaller cell", i+1, m.Less, m.More, s.Tip)
		}
	}

	blank := empties(testPuzzle{Givens: p.Givens})
	tb.solveByThirds(blank, p.Solution)
	tb.quiet(file)
}
