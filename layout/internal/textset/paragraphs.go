package textset

import (
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/ink"
)

// Paragraphs is paragraphs set in lines of one font, ready to draw: each
// line's baseline down from the top of the set, and its height.
type Paragraphs struct {
	Font  draw.Font
	Lines []string
	Base  []float64
	H     float64
	Over  float64 // how far the widest line's ink runs past the width
	// InkBottom is where the ink of the last line ends, down from the top.
	InkBottom float64
	// InkTop is where the ink of the first lines starts, down from the
	// top: below 0 when an accented capital reaches above it.
	InkTop float64
}

// SetParagraphs fills paras into lines of f no wider than width, leading
// apart, half a leading between paragraphs: the one measure of body
// text, by which boxes are sized and text is drawn.
func SetParagraphs(c draw.Canvas, paras []string, f draw.Font, width, leading float64) Paragraphs {
	f = draw.Resolve(c, f) // its ink is measured in the face c draws
	p := Paragraphs{Font: f}
	y := 0.0
	for i, para := range paras {
		if i > 0 {
			y += leading / 2
		}
		for _, l := range BodyLines(c, para, f, width) {
			p.Lines = append(p.Lines, l)
			p.Base = append(p.Base, y+draw.CapHeight(f)+(leading-f.Size)/2)
			if box, ok := ink.Text(0, 0, l, f, draw.AlignLeft); ok {
				p.Over = max(p.Over, lineOver(box, draw.AlignLeft, width))
				p.InkBottom = max(p.InkBottom, p.Base[len(p.Base)-1]+box.Y+box.H)
				p.InkTop = min(p.InkTop, p.Base[len(p.Base)-1]+box.Y)
			}
			y += leading
		}
	}
	p.H = y
	return p
}

// FitParagraphs sets paras as SetParagraphs does, in f when they fit
// width and height, else in the largest size down to MinSize that
// fits, the leading shrinking with the type; at MinSize they are set
// whatever their height, to run out of their box rather than be cut.
func FitParagraphs(c draw.Canvas, paras []string, f draw.Font, leading, width, height float64) Paragraphs {
	return FitParagraphsTo(c, paras, f, leading, width, height, MinSize)
}

// FitParagraphsTo is FitParagraphs with least, not MinSize, the smallest
// size.
func FitParagraphsTo(c draw.Canvas, paras []string, f draw.Font, leading, width, height, least float64) Paragraphs {
	full := f.Size
	for {
		set := SetParagraphs(c, paras, f, width, leading*f.Size/full)
		if (set.H <= height+1e-9 && set.Over <= 0) || f.Size-SizeStep < least-1e-9 {
			return set
		}
		f.Size -= SizeStep
	}
}

// Draw draws every line of p from the top left corner x, top.
func (p Paragraphs) Draw(c draw.Canvas, x, top float64) {
	for i, l := range p.Lines {
		DrawInside(c, x, top+p.Base[i], l, p.Font, draw.AlignLeft)
	}
}
