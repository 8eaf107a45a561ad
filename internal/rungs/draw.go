package rungs

import (
	"bytes"
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// Drawing sizes, in points, and the resolution of the images.
const (
	cellSize = 22
	margin   = 18 // the least page margin layout allows
	dpi      = 120
)

// Inks of the highlights and of the values written over the grid.
const (
	placedInk    = draw.Gray(0.70) // a cell the step places
	ruledOutInk  = draw.Gray(0.90) // a cell the step rules values out of
	deducedInk   = draw.Gray(0.35) // a value earlier steps placed
	strikeInk    = draw.Gray(0.20)
	smallScale   = 0.32 // ruled-out values, as a fraction of the cell
	valueScale   = 0.50 // placed values
	numberlinkPt = 0.42 // Numberlink path numbers, which the cells hold less of
)

// Example names a puzzle whose steps use a rung's technique.
type Example struct {
	Kind, Technique string
	Givens          [][]int
	Overlays        gen.Overlays // the puzzle's regions, cages and so on, if it has any
}

// FileName is the image's name in docs/grading: kind-technique.png.
func (e Example) FileName() string {
	return e.Kind + "-" + strings.ReplaceAll(strings.ToLower(e.Technique), " ", "-") + ".png"
}

// Render explains e's puzzle with k, finds the first step of e's
// technique and draws the state before it as a PNG: the givens as the
// kind draws them, the values earlier steps placed in grey, and the
// step's cells shaded (darker where it places a value, written in bold;
// lighter where it rules values out, written small and struck through).
// It returns the step too.
func Render(ctx context.Context, k gen.Kind, e Example) ([]byte, gen.Step, error) {
	st, ok := k.(gen.Stepper)
	if !ok {
		return nil, gen.Step{}, fmt.Errorf("rungs: %s gives no steps", k.Name())
	}
	rows, cols := len(e.Givens), len(e.Givens[0])
	p := &gen.Puzzle{Kind: k.Name(), Rows: rows, Cols: cols, Givens: gen.CloneGrid(e.Givens), Overlays: gen.CloneOverlays(e.Overlays)}
	x, err := st.Steps(ctx, p)
	if err != nil {
		return nil, gen.Step{}, fmt.Errorf("rungs: %s: %w", e.FileName(), err)
	}
	state := gen.CloneGrid(e.Givens)
	for _, s := range x.Steps {
		if s.Technique == e.Technique {
			var buf bytes.Buffer
			err := layout.WritePNG(&buf, layout.Page{Draw: func(c draw.Canvas) { drawState(c, k, p, state, s) }}, spec(rows, cols), dpi)
			return buf.Bytes(), s, err
		}
		for _, v := range s.Place {
			state[v[0]][v[1]] = v[2]
		}
	}
	return nil, gen.Step{}, fmt.Errorf("rungs: %s: the steps never use %q", e.FileName(), e.Technique)
}

// spec is a page just large enough for the grid.
func spec(rows, cols int) layout.PageSpec {
	return layout.PageSpec{Width: float64(cols*cellSize + 2*margin), Height: float64(rows*cellSize + 2*margin), Margin: margin}
}

// framed is a kind that draws clues round its grid, outside its cells:
// FrameFor returns the area to give Draw so that the grid itself fills
// grid, as the highlights here assume; the clues go in the page margin.
type framed interface {
	FrameFor(p *gen.Puzzle, grid draw.Rect) draw.Rect
}

// drawState draws p with the values of state that are not givens and
// step's cells highlighted.
func drawState(c draw.Canvas, k gen.Kind, p *gen.Puzzle, state [][]int, step gen.Step) {
	rect := func(r, col int) draw.Rect {
		return draw.Rect{X: margin + float64(col*cellSize), Y: margin + float64(r*cellSize), W: cellSize, H: cellSize}
	}
	ruledOut := map[[2]int][]int{}
	var cells [][2]int // in the step's order, so that the drawing is too
	for _, v := range step.Eliminate {
		rc := [2]int{v[0], v[1]}
		if ruledOut[rc] == nil {
			cells = append(cells, rc)
		}
		ruledOut[rc] = append(ruledOut[rc], v[2])
	}
	for _, rc := range cells {
		ink := ruledOutInk
		c.Rect(rect(rc[0], rc[1]), &ink, draw.Stroke{})
	}
	for _, v := range step.Place {
		ink := placedInk
		c.Rect(rect(v[0], v[1]), &ink, draw.Stroke{})
	}
	area := draw.Rect{X: margin, Y: margin, W: float64(p.Cols * cellSize), H: float64(p.Rows * cellSize)}
	if f, ok := k.(framed); ok {
		area = f.FrameFor(p, area)
	}
	k.Draw(c, p, area, gen.DrawOptions{})
	scale := valueScale
	if p.Kind == "numberlink" {
		scale = numberlinkPt
	}
	write := func(r, col, v int, f draw.Face, ink draw.Gray) {
		b := rect(r, col)
		size := cellSize * scale
		c.Text(b.X+b.W/2, b.Y+b.H/2+size*0.35, strconv.Itoa(v), draw.Font{Face: f, Size: size, Gray: ink}, draw.AlignCenter)
	}
	for r, row := range state {
		for col, v := range row {
			if v > 0 && p.Givens[r][col] <= 0 {
				write(r, col, v, draw.Regular, deducedInk)
			}
		}
	}
	for _, v := range step.Place {
		write(v[0], v[1], v[2], draw.Bold, draw.Black)
	}
	for _, rc := range cells {
		drawStruck(c, rect(rc[0], rc[1]), ruledOut[rc])
	}
}

// drawStruck writes the values ruled out of a cell small along its top,
// each line struck through. Values that do not fit on one line across the
// cell wrap onto more, in smaller type where that is needed to keep them
// inside the cell; what still does not fit ends with "+N", N the values
// left out.
func drawStruck(c draw.Canvas, b draw.Rect, vals []int) {
	f := draw.Font{Face: draw.Regular, Size: cellSize * smallScale, Gray: strikeInk}
	var lines []string
	for range 4 {
		lines = struckLines(c, vals, f, b.W-2, int((b.H-2)/(f.Size+1)))
		if lines != nil {
			break
		}
		f.Size *= 0.85
	}
	if lines == nil {
		lines = struckLines(c, vals, f, b.W-2, -1)
	}
	for i, s := range lines {
		w := c.TextWidth(s, f)
		x, y := b.X+b.W/2-w/2, b.Y+float64(i+1)*(f.Size+1)
		c.Text(b.X+b.W/2, y, s, f, draw.AlignCenter)
		c.Line(draw.Point{X: x - 0.5, Y: y - f.Size*0.3}, draw.Point{X: x + w + 0.5, Y: y - f.Size*0.3}, draw.Stroke{Width: 0.6, Gray: strikeInk})
	}
}

// struckLines breaks vals into lines of at most width in f, and returns
// nil when they take more than most lines. With most < 0 it keeps what
// fits on as many lines as the cell holds at this size (two at least),
// the last ending "+N" for the values left out.
func struckLines(c draw.Canvas, vals []int, f draw.Font, width float64, most int) []string {
	var lines []string
	line := ""
	for _, v := range vals {
		next := strconv.Itoa(v)
		if line != "" {
			next = line + " " + next
		}
		if line != "" && c.TextWidth(next, f) > width {
			lines = append(lines, line)
			line = strconv.Itoa(v)
			continue
		}
		line = next
	}
	lines = append(lines, line)
	if most >= 0 {
		if len(lines) > most {
			return nil
		}
		return lines
	}
	keep := max(2, int(cellSize/(f.Size+1))-1)
	if len(lines) <= keep {
		return lines
	}
	shown := 0
	for _, l := range lines[:keep] {
		shown += len(strings.Fields(l))
	}
	lines = lines[:keep]
	last := strings.Fields(lines[keep-1])
	lines[keep-1] = strings.Join(last[:max(1, len(last)-1)], " ")
	shown -= len(last) - max(1, len(last)-1)
	lines[keep-1] += fmt.Sprintf(" +%d", len(vals)-shown)
	return lines
}
