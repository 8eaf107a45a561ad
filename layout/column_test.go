package layout

import (
	"bytes"
	"math"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/internal/vectorcheck"
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/layouttest"
)

// gridArea returns an item of aspect that draws nothing, and where its
// Draw was last asked to draw.
func gridArea(label, note string, aspect float64) (Item, *draw.Rect) {
	var at draw.Rect
	return Item{Label: label, Note: note, Aspect: aspect, Draw: func(c draw.Canvas, area draw.Rect) { at = area }}, &at
}

// TestColumnPage: the grid is the column's width and ends the page; the
// label and note, when there are any, stand above it inside the page; and
// Alone puts the grid of a PNG where ColumnPage does, moved in by its
// border.
func TestColumnPage(t *testing.T) {
	tests := []struct {
		name, label, note string
		aspect, width     float64
	}{
		{"no label", "", "", 0, 144},
		{"label and note", "Sudoku", "Hard", 0, 144},
		{"note only", "", "Solution", 0, 144},
		{"wide grid", "Numbrix", "Easy", 8.0 / 6, 2.5 * Inch},
		{"tall grid", "Hidato", "Medium", 0.5, 138},
		{"label too long for the column", "A very long title for so narrow a column of type", "Expert", 0, Inch},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			it, at := gridArea(tt.label, tt.note, tt.aspect)
			p, h := ColumnPage(it, tt.width, draw.Fonts{})
			var rec Recorder
			p.Draw(&rec)
			aspect := tt.aspect
			if aspect == 0 {
				aspect = 1
			}
			want := draw.Rect{X: 0, Y: h - tt.width/aspect, W: tt.width, H: tt.width / aspect}
			if !nearRect(*at, want) {
				t.Errorf("grid: got %+v, want %+v", *at, want)
			}
			if tt.label == "" && tt.note == "" && h != tt.width/aspect {
				t.Errorf("height without a label: got %g, want the grid's %g", h, tt.width/aspect)
			}
			page := draw.Rect{X: 0, Y: 0, W: tt.width, H: h}
			texts := rec.Texts()
			if (tt.label != "" || tt.note != "") && len(texts) == 0 {
				t.Errorf("got no label, want %q and %q", tt.label, tt.note)
			}
			for _, tx := range texts {
				if !layouttest.Inside(tx.Ink, page) || tx.Ink.Y+tx.Ink.H > want.Y {
					t.Errorf("text %q: ink %+v, want inside the page %+v above the grid", tx.Text, tx.Ink, page)
				}
			}
			if probs := rec.Collisions(); len(probs) > 0 {
				t.Errorf("collisions: %v", probs)
			}
			page2, spec := Alone(it, tt.width)
			page2.Draw(&Recorder{})
			pad := MinMargin
			if w := (draw.Rect{X: pad, Y: pad, W: tt.width, H: tt.width / aspect}); !nearRect(*at, w) || spec.Width != tt.width+2*pad {
				t.Errorf("Alone: grid %+v on a page %gpt wide, want %+v on %gpt", *at, spec.Width, w, tt.width+2*pad)
			}
		})
	}
}

func nearRect(a, b draw.Rect) bool {
	return near(a.X, b.X) && near(a.Y, b.Y) && near(a.W, b.W) && near(a.H, b.H)
}

// TestColumnWidth: the narrowest column keeps a grid's type at
// MinFontSize and a hundredth of an inch less does not; a narrower width
// is refused with the error naming the narrowest.
func TestColumnWidth(t *testing.T) {
	tests := []struct {
		name string
		g    Grid
		want float64 // in inches
	}{
		{"sudoku 9x9", Grid{Rows: 9, Cols: 9, TypeScale: 0.5}, 1.78},
		{"numbrix 12x12", Grid{Rows: 12, Cols: 12, TypeScale: 0.3}, 3.92},
		{"wide 6x8", Grid{Rows: 6, Cols: 8, TypeScale: 0.4}, 1.99},
		{"unknown type", Grid{Rows: 9, Cols: 9}, 0.5},
		{"tiny grid", Grid{Rows: 2, Cols: 2, TypeScale: 0.6}, 0.5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			need := MinColumnWidth(tt.g)
			if math.Abs(need-tt.want*Inch) > 1e-6 {
				t.Fatalf("MinColumnWidth: got %gin, want %gin", need/Inch, tt.want)
			}
			typ := func(w float64) float64 {
				return tt.g.TypeScale * draw.CellSide(draw.Rect{W: w, H: w / tt.g.aspect()}, tt.g.Rows, tt.g.Cols)
			}
			if err := CheckColumnWidth(tt.g, need); err != nil {
				t.Errorf("CheckColumnWidth(%gin): %v, want nil", need/Inch, err)
			}
			if tt.g.TypeScale > 0 && (typ(need) < MinFontSize || (need > minColumn && typ(need-0.01*Inch) >= MinFontSize)) {
				t.Errorf("type at %gin: %g, and a hundredth less %g: want the narrowest at %gpt", need/Inch, typ(need), typ(need-0.01*Inch), float64(MinFontSize))
			}
			err := CheckColumnWidth(tt.g, need-0.01*Inch)
			if err == nil || (need > minColumn && !strings.Contains(err.Error(), "use at least "+FormatLength(need))) {
				t.Errorf("CheckColumnWidth(%gin): got %v, want an error naming %s", need/Inch-0.01, err, FormatLength(need))
			}
		})
	}
}

// TestWritePuzzle: one page exactly the column's width and the
// page's height, qpdf-clean, its fonts embedded; the same bytes twice.
func TestWritePuzzlePDF(t *testing.T) {
	it := Item{Label: "Sudoku", Note: "Easy", Draw: layouttest.Placeholder(2, 9), Cells: 9}
	write := func() []byte {
		var buf bytes.Buffer
		if err := (PDF{}).WritePuzzle(&buf, it, 138, draw.Fonts{}, Meta{Title: "Sudoku 1"}); err != nil {
			t.Fatalf("WritePuzzle: %v", err)
		}
		return buf.Bytes()
	}
	pdf := write()
	if !bytes.Equal(pdf, write()) {
		t.Error("two writes: got other bytes, want the same")
	}
	_, h := ColumnPage(it, 138, draw.Fonts{})
	vectorcheck.CheckPDF(t, pdf, 138, h)
}

func TestWritePuzzleWidthErrors(t *testing.T) {
	it := Item{Draw: layouttest.Placeholder(1, 4)}
	for _, w := range []float64{0, 20, 20000} {
		if err := WritePuzzleSVG(&bytes.Buffer{}, it, w, draw.Fonts{}, Meta{}); err == nil || !strings.Contains(err.Error(), "column width") {
			t.Errorf("WritePuzzleSVG at %gpt: got %v, want a column width error", w, err)
		}
		if err := (PDF{}).WritePuzzle(&bytes.Buffer{}, it, w, draw.Fonts{}, Meta{}); err == nil {
			t.Errorf("WritePuzzle at %gpt: got nil, want an error", w)
		}
	}
}

// TestColumnFooter sets a footer under a column's grid: the grid keeps
// the column's width, the footer's ink is inside the page and below the
// grid, nothing collides, and a footer too long for the column is
// shortened to the grid's width.
func TestColumnFooter(t *testing.T) {
	for _, footer := range []string{"© 2026 Example Press", strings.Repeat("© 2026 A Long Name of a Press ", 6)} {
		it, at := gridArea("Sudoku", "Hard", 0)
		it.Footer = footer
		p, h := ColumnPage(it, 144, draw.Fonts{})
		var rec Recorder
		p.Draw(&rec)
		if at.W != 144 || !(at.Y+at.H < h) {
			t.Errorf("grid %+v on a page 144x%g: want the column's width and the footer under it", *at, h)
		}
		page := draw.Rect{W: 144, H: h}
		found := false
		for _, tx := range rec.Texts() {
			if !layouttest.Inside(tx.Ink, page) {
				t.Errorf("text %q: ink %+v outside the page %+v", tx.Text, tx.Ink, page)
			}
			if tx.Ink.Y > at.Y+at.H {
				found = true
				if tx.Ink.W > at.W {
					t.Errorf("footer %q: %gpt wide, wider than the grid", tx.Text, tx.Ink.W)
				}
			}
		}
		if !found {
			t.Errorf("footer %q: no text under the grid", footer)
		}
		if probs := rec.Collisions(); len(probs) > 0 {
			t.Errorf("collisions: %v", probs)
		}
	}
}
