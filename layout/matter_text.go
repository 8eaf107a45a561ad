package layout

import (
	"regexp"
	"strings"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/textset"
)

// drawCentredMatter draws m's heading and text centred on the page, the
// block's middle at two fifths of its height, in t's type.
func (t Type) drawCentredMatter(c draw.Canvas, safe draw.Rect, m Matter) {
	f := t.font(draw.Font{Face: draw.Regular, Size: matterCentred, Gray: 0.1})
	paras := m.Paras
	if m.Title != "" {
		paras = append([]string{"**" + m.Title + "**"}, paras...)
	}
	width := safe.W * titleColumn
	text := fitMatter(c, paras, f, width, safe.H, t.least())
	top := max(safe.Y, safe.Y+0.4*safe.H-text.h/2)
	text.draw(c, safe.X+safe.W/2, top)
}

// matterText is a page's paragraphs set, each in its own face.
type matterText struct {
	blocks []textset.Block
	tops   []float64 // each block's top, down from the text's top
	h      float64
}

// fitMatter sets paras in f, centred, width wide: in f's size when they
// fit height, else in the largest smaller size that does, down to least,
// where they are set whatever their height.
func fitMatter(c draw.Canvas, paras []string, f draw.Font, width, height, least float64) matterText {
	for {
		t := setMatter(c, paras, f, width)
		if t.h <= height+1e-9 || f.Size-textset.SizeStep < least-1e-9 {
			return t
		}
		f.Size -= textset.SizeStep
	}
}

// setMatter sets paras in f, centred in balanced lines, half a line
// apart.
func setMatter(c draw.Canvas, paras []string, f draw.Font, width float64) matterText {
	var t matterText
	y := 0.0
	for i, p := range paras {
		if i > 0 {
			y += matterLead * f.Size / 2
		}
		text, face := Emphasis(p)
		pf := f
		pf.Face = face
		var lines []string
		for _, l := range textset.BalancedLines(c, text, pf, width) {
			lines = append(lines, breakWide(c, l, pf, width)...)
		}
		b := textset.SetLines(lines, pf, width, matterLead, draw.AlignCenter)
		t.blocks = append(t.blocks, b)
		t.tops = append(t.tops, y)
		y += b.H
	}
	t.h = y
	return t
}

// draw draws t with its anchor at x and its top at top.
func (t matterText) draw(c draw.Canvas, x, top float64) {
	for i, b := range t.blocks {
		b.Draw(c, x, top+t.tops[i])
	}
}

var (
	boldRE   = regexp.MustCompile(`\*\*([^*\s](?:[^*]*[^*\s])?)\*\*`)
	italicRE = regexp.MustCompile(`\*([^*\s](?:[^*]*[^*\s])?)\*`)
)

// Emphasis returns paragraph p as it prints and its face: Bold when p is
// wrapped whole in **...**, Italic in *...*, else Regular. Emphasis marks
// around words inside p are dropped, the words kept.
func Emphasis(p string) (string, draw.Face) {
	face := draw.Regular
	switch {
	case len(p) > 4 && strings.HasPrefix(p, "**") && strings.HasSuffix(p, "**") && !strings.Contains(p[2:len(p)-2], "**"):
		p, face = p[2:len(p)-2], draw.Bold
	case len(p) > 2 && strings.HasPrefix(p, "*") && strings.HasSuffix(p, "*") && !strings.Contains(p[1:len(p)-1], "*"):
		p, face = p[1:len(p)-1], draw.Italic
	}
	p = boldRE.ReplaceAllString(p, "$1")
	return italicRE.ReplaceAllString(p, "$1"), face
}
