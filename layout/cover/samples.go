package cover

import (
	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/textset"
)

// Sample is a small grid of one of the book's kinds on the back cover,
// with the kind's name under it.
type Sample struct {
	Name string      // the kind's name, e.g. "Sudoku"
	Art  layout.Item // the puzzle, drawn unsolved
	// Grid is the puzzle's rows, columns and type scale: the sample is
	// shown only where its numbers keep layout.MinFontSize.
	Grid layout.Grid
}

// The back's samples: at most maxSamples in a row, each card at most
// sampleShare of the back's width and at least sampleLeast points high,
// sampleGap apart, their names in backDetail under them.
const (
	maxSamples  = 3
	sampleShare = 0.3
	sampleLeast = 0.9 * layout.Inch
	sampleGap   = 14
	sampleName  = 14 // from the card's foot to the name's baseline
)

// placedSample is a sample with its card on the back.
type placedSample struct {
	Sample
	card draw.Rect
}

// sampleRow places samples in a row between the back's list and what is
// under it: across the back above the barcode area, or left of the
// barcode area down to the author, whichever gives larger cards; each
// card up to sampleShare of b's width. Only samples legible at their
// size are placed, as many as maxSamples, and none where a card would be
// less than sampleLeast high.
func (l backLayout) sampleRow(samples []Sample, b draw.Rect, bar draw.Rect) []placedSample {
	top := l.listBottom + 18
	foot := b.Y + b.H
	if !l.author.Empty() {
		foot = l.authorAt - 10
	}
	if l.logoTop > 0 {
		foot = min(foot, l.logoTop-10)
	}
	for n := min(maxSamples, len(samples)); n > 0; n-- {
		// Across the back over the barcode, or in the corner left of it.
		w, h := b.W, l.floor-top
		if cw, ch := bar.X-12-b.X, foot-top; min((cw-sampleGap*float64(n-1))/float64(n), ch) > min((w-sampleGap*float64(n-1))/float64(n), h) {
			w, h = cw, ch
		}
		side := min(sampleShare*b.W, (w-sampleGap*float64(n-1))/float64(n), h-sampleName-4)
		if side < sampleLeast {
			continue
		}
		if row := legibleRow(samples, n, side); len(row) == n {
			return centred(row, b.X, w, top, side)
		}
	}
	return nil
}

// legibleRow is the first n samples whose numbers keep
// layout.MinFontSize on cards of side points, each card the shape of its
// grid; fewer when fewer are.
func legibleRow(samples []Sample, n int, side float64) []placedSample {
	var row []placedSample
	for _, s := range samples {
		if len(row) == n {
			break
		}
		w, h := side, side
		if g := s.Grid; g.Rows != g.Cols && g.Rows > 0 {
			if a := float64(g.Cols) / float64(g.Rows); a > 1 {
				h = side / a
			} else {
				w = side * a
			}
		}
		card := draw.Rect{W: w, H: h}
		if s.Grid.TypeScale*draw.CellSide(sampleArea(card), s.Grid.Rows, s.Grid.Cols) >= layout.MinFontSize {
			row = append(row, placedSample{s, card})
		}
	}
	return row
}

// centred places row's cards sampleGap apart, centred across w from x,
// their feet on the line side points under top.
func centred(row []placedSample, x, w, top, side float64) []placedSample {
	total := sampleGap * float64(len(row)-1)
	for _, p := range row {
		total += p.card.W
	}
	x += (w - total) / 2
	for i := range row {
		row[i].card.X, row[i].card.Y = x, top+side-row[i].card.H
		x += row[i].card.W + sampleGap
	}
	return row
}

// sampleArea is where a sample's grid is drawn inside its card.
func sampleArea(card draw.Rect) draw.Rect { return card.Inset(4) }

// drawSamples draws each sample on a white card edged in the head's ink,
// its name centred under it.
func (c Cover) drawSamples(cv draw.Canvas, pal palette, row []placedSample) {
	for _, p := range row {
		white := draw.White
		cv.Rect(p.card, &white, draw.Stroke{})
		pal.head.on(cv).Rect(p.card, nil, pal.head.stroke(1))
		draw.DrawIn(cv, draw.Region{What: "back sample", Box: p.card, Grid: true}, func(cv draw.Canvas) {
			c.inDigits(cv, func(cv draw.Canvas) { p.Art.Draw(cv, sampleArea(p.card)) })
		})
		name, f := textset.Shrink(cv, p.Name, backDetail, p.card.W+sampleGap)
		textset.DrawInside(cv, p.card.X+p.card.W/2, p.card.Y+p.card.H+sampleName, name, f, draw.AlignCenter)
	}
}
