package jigsaw

import (
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/internal/golden"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// smallPuzzle is the 4x4 of text_test.go with its solution.
func smallPuzzle(t *testing.T) *gen.Puzzle {
	t.Helper()
	ps, err := Kind{}.Parse(strings.NewReader(smallLine))
	if err != nil {
		t.Fatal(err)
	}
	ps[0].Solution = [][]int{{2, 1, 4, 3}, {3, 4, 2, 1}, {1, 2, 3, 4}, {4, 3, 1, 2}}
	return ps[0]
}

// TestDrawGolden compares the drawing of a jigsaw layout, puzzle and
// answer, with testdata/*.golden: thin lines right across, the region
// edges thick in straight runs, the border, the digits. A Recorder cannot
// draw colour, so asking for the tint must change nothing.
func TestDrawGolden(t *testing.T) {
	p := smallPuzzle(t)
	if err := (Kind{}).Verify(p); err != nil {
		t.Fatal(err)
	}
	area := draw.Rect{X: 10, Y: 20, W: 120, H: 100}
	for _, answer := range []bool{false, true} {
		name := "draw.golden"
		if answer {
			name = "draw-answer.golden"
		}
		var grey, colour draw.Recorder
		Kind{}.Draw(&grey, p, area, gen.DrawOptions{Answer: answer})
		Kind{}.Draw(&colour, p, area, gen.DrawOptions{Answer: answer, Colour: true})
		golden.Check(t, name, grey.String())
		if colour.String() != grey.String() {
			t.Errorf("%s: asking for colour changed the grey drawing", name)
		}
	}
}

// colourLog is a canvas that draws colour and counts the tints used.
type colourLog struct {
	draw.Recorder
	fills map[draw.RGB]int
}

func (c *colourLog) InColour(rgb draw.RGB) draw.Canvas {
	c.fills[rgb]++
	return &c.Recorder
}

// TestDrawTint wants, in colour, each region's cells in one tint and two
// regions that touch in different tints.
func TestDrawTint(t *testing.T) {
	p := smallPuzzle(t)
	c := &colourLog{fills: map[draw.RGB]int{}}
	Kind{}.Draw(c, p, draw.Rect{W: 100, H: 100}, gen.DrawOptions{Colour: true})
	total := 0
	for _, k := range c.fills {
		total += k
	}
	if total != 16 || len(c.fills) < 2 {
		t.Errorf("got tints %v, want 16 cells in two tints or more", c.fills)
	}
	colour := colouring([]int{0, 0, 0, 1, 0, 1, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3}, 4)
	for _, pair := range [][2]int{{0, 1}, {0, 2}, {1, 3}, {2, 3}} {
		if colour[pair[0]] == colour[pair[1]] {
			t.Errorf("regions %d and %d touch and share tint %d", pair[0]+1, pair[1]+1, colour[pair[0]])
		}
	}
}
