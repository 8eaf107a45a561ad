package layout

import (
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// TestLongLabelFitsItsGrid draws items whose labels (as labels: may set
// them) are wider than their grid: each label is drawn inside its box,
// the grid's width, at no less than the minimum type size.
func TestLongLabelFitsItsGrid(t *testing.T) {
	slot := draw.Rect{X: 50, Y: 50, W: 120, H: 150}
	for _, label := range []string{"Puzzle 12", "Grille numéro 12 de la partie facile", strings.Repeat("Rätsel ", 20) + "12"} {
		r := &Recorder{}
		drawItem(r, slot, Item{Label: label, Note: "Facile", Draw: func(draw.Canvas, draw.Rect) {}}, "", answerStyle)
		found := false
		for _, tb := range r.Texts() {
			if tb.Region.What != "label" {
				continue
			}
			found = true
			box := tb.Region.Box
			if tb.Ink.X < box.X-0.01 || tb.Ink.X+tb.Ink.W > box.X+box.W+0.01 {
				t.Errorf("%q: label ink %v runs out of its box %v", label, tb.Ink, box)
			}
			if label == "Puzzle 12" && tb.Text != label {
				t.Errorf("a short label drawn as %q", tb.Text)
			}
		}
		if !found {
			t.Errorf("%q: no label drawn", label)
		}
		if strings.Contains(r.String(), " 6.5pt") || strings.Contains(r.String(), " 6pt") {
			t.Errorf("%q: a label under the minimum type:\n%s", label, r.String())
		}
	}
}
