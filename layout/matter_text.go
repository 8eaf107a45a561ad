package layout

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/internal/textset"
)

// drawCentredMatter draws m's picture, heading and text centred on the
// page, the block's middle at two fifths of its height, in t's type.
func (t Type) drawCentredMatter(c draw.Canvas, safe draw.Rect, m Matter) {
	f := t.font(draw.Font{Face: draw.Regular, Size: matterCentred, Gray: 0.1})
	paras := m.Paras
	if m.Title != "" {
		paras = append([]string{"**" + m.Title + "**"}, paras...)
	}
	width := safe.W * titleColumn
	text := fitMatter(c, paras, f, width, safe.H-m.pictureBand(), t.least())
	top := max(safe.Y, safe.Y+0.4*safe.H-(m.pictureBand()+text.h)/2)
	m.drawPicture(c, safe, top)
	text.draw(c, safe.X+safe.W/2, top+m.pictureBand())
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
		var b textset.Block
		if spans := emphasis(p, f); len(spans) == 1 {
			pf := spans[0].Font
			var lines []string
			for _, l := range textset.BalancedLines(c, spans[0].Text, pf, width) {
				lines = append(lines, breakWide(c, l, pf, width)...)
			}
			b = textset.SetLines(lines, pf, width, matterLead, draw.AlignCenter)
		} else {
			b = textset.SetSpanLines(textset.BalancedSpanLines(c, spans, width), f, width, matterLead, draw.AlignCenter)
		}
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

// emphasis returns paragraph p as it prints, in spans of f: a word or
// words between ** and ** in bold, between * and * in italic, the marks
// dropped. A mark opens only before a character that is not a space and
// not after a letter or digit, and closes only after a character that
// is not a space and not before a letter or digit; a mark that does not
// (a lone star, as in "5 * 3", or one inside a word, as in 5*3*2) or
// that is never closed prints as written. Emphasis does not nest.
func emphasis(p string, f draw.Font) []textset.Span {
	var out []textset.Span
	plain := 0 // where the plain text not yet in out starts
	for i := 0; i < len(p); i++ {
		if p[i] != '*' {
			continue
		}
		text, face, n := marked(p, i)
		if n == 0 {
			continue
		}
		if plain < i {
			out = append(out, textset.Span{Text: p[plain:i], Font: f})
		}
		ef := f
		ef.Face = face
		out = append(out, textset.Span{Text: text, Font: ef})
		i += n - 1
		plain = i + 1
	}
	if plain < len(p) {
		out = append(out, textset.Span{Text: p[plain:], Font: f})
	}
	return out
}

// marked reads the emphasis that opens at p[i], a star: its text, its
// face and how many bytes of p it takes with its marks, or n == 0 when
// no emphasis opens there.
func marked(p string, i int) (text string, face draw.Face, n int) {
	mark, face := "*", draw.Italic
	if strings.HasPrefix(p[i:], "**") {
		mark, face = "**", draw.Bold
	}
	from := i + len(mark)
	if next := firstRune(p[from:]); i > 0 && wordRune(lastRune(p[:i])) || from >= len(p) || unicode.IsSpace(next) || next == '*' {
		return "", 0, 0
	}
	for j := from + 1; j+len(mark) <= len(p); j++ {
		if !strings.HasPrefix(p[j:], mark) || unicode.IsSpace(lastRune(p[:j])) || j+len(mark) < len(p) && wordRune(firstRune(p[j+len(mark):])) {
			continue
		}
		return p[from:j], face, j + len(mark) - i
	}
	return "", 0, 0
}

func firstRune(s string) rune { r, _ := utf8.DecodeRuneInString(s); return r }

func lastRune(s string) rune { r, _ := utf8.DecodeLastRuneInString(s); return r }

// wordRune reports whether r is part of a word a mark may not touch.
func wordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
