package textset

import (
	"slices"
	"strings"
	"unicode"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// Span is a piece of a paragraph set in one font, such as a word in
// italic.
type Span struct {
	Text string
	Font draw.Font
}

// spanWord is a word of a paragraph in spans, with the font of the space
// before it.
type spanWord struct {
	spans []Span
	space draw.Font
}

// addSpan appends s to spans, joining it to the last when they share a
// font, so that a line draws and measures as few pieces as it can.
func addSpan(spans []Span, s Span) []Span {
	if n := len(spans); n > 0 && spans[n-1].Font == s.Font {
		spans[n-1].Text += s.Text
		return spans
	}
	return append(spans, s)
}

// breaks reports whether a line may break at r: at every space but the
// no-break ones, as fields splits.
func breaks(r rune) bool {
	return unicode.IsSpace(r) && r != '\u00a0' && r != '\u202f' && r != '\u2007'
}

// spanWords splits spans at the spaces a line may break at, whichever
// span they are in, each word keeping the fonts of its pieces; a word
// of punctuation alone (French " :", " !") is joined, with its space, to
// the word before it, as glued does.
func spanWords(spans []Span) []spanWord {
	var words []spanWord
	in := false
	var space draw.Font
	for _, s := range spans {
		for _, r := range s.Text {
			switch {
			case breaks(r):
				in, space = false, s.Font
			case in:
				w := &words[len(words)-1]
				w.spans = addSpan(w.spans, Span{string(r), s.Font})
			default:
				words, in = append(words, spanWord{spans: []Span{{string(r), s.Font}}, space: space}), true
			}
		}
	}
	var out []spanWord
	for _, w := range words {
		if len(out) > 0 && strings.TrimFunc(spanText(w.spans), unicode.IsPunct) == "" {
			last := &out[len(out)-1]
			last.spans = addSpan(last.spans, Span{" ", w.space})
			for _, s := range w.spans {
				last.spans = addSpan(last.spans, s)
			}
			continue
		}
		out = append(out, w)
	}
	return out
}

// spanText is the text of spans, whatever their fonts.
func spanText(spans []Span) string {
	var b strings.Builder
	for _, s := range spans {
		b.WriteString(s.Text)
	}
	return b.String()
}

// joinWords is the spans of words set on one line, a space between each
// two in the font of the space the paragraph had there.
func joinWords(words []spanWord) []Span {
	var out []Span
	for i, w := range words {
		if i > 0 {
			out = addSpan(out, Span{" ", w.space})
		}
		for _, s := range w.spans {
			out = addSpan(out, s)
		}
	}
	return out
}

// SpansWidth is the width of spans set one after another, each in its
// own font.
func SpansWidth(c draw.Canvas, spans []Span) float64 {
	w := 0.0
	for _, s := range spans {
		w += c.TextWidth(s.Text, s.Font)
	}
	return w
}

// SpanLines fills spans, a paragraph whose words change font (emphasis),
// into lines no wider than width, as BodyLines fills a paragraph in one
// font: it breaks at spaces whichever span they are in, measures each
// piece in its own font, keeps punctuation standing alone with the word
// before it, moves a word down to a last line that would hold it alone
// when the line above keeps two or more, and breaks a word wider than
// width between characters into pieces on lines of their own.
func SpanLines(c draw.Canvas, spans []Span, width float64) [][]Span {
	fits := func(words []spanWord) bool { return SpansWidth(c, joinWords(words)) <= width }
	var lines [][]spanWord
	var line []spanWord
	for _, w := range spanWords(spans) {
		for _, piece := range cutWide(c, w, width) {
			if len(line) > 0 && !fits(slices.Concat(line, []spanWord{piece})) {
				lines, line = append(lines, line), nil
			}
			line = append(line, piece)
		}
	}
	if len(line) > 0 {
		lines = append(lines, line)
	}
	if n := len(lines); n >= 2 && len(lines[n-1]) == 1 && len(lines[n-2]) >= 3 {
		above := lines[n-2]
		last := slices.Concat(above[len(above)-1:], lines[n-1])
		if fits(last) {
			lines[n-2], lines[n-1] = above[:len(above)-1], last
		}
	}
	out := make([][]Span, len(lines))
	for i, l := range lines {
		out[i] = joinWords(l)
	}
	return out
}

// cutWide returns w, or when it is wider than width, w cut between
// characters into pieces each as wide as fits (at least one character).
func cutWide(c draw.Canvas, w spanWord, width float64) []spanWord {
	if SpansWidth(c, w.spans) <= width {
		return []spanWord{w}
	}
	var out []spanWord
	cur := spanWord{space: w.space}
	for _, s := range w.spans {
		for _, r := range s.Text {
			next := addSpan(slices.Clone(cur.spans), Span{string(r), s.Font})
			if len(cur.spans) > 0 && SpansWidth(c, next) > width {
				out = append(out, cur)
				cur = spanWord{space: w.space}
				next = []Span{{string(r), s.Font}}
			}
			cur.spans = next
		}
	}
	return append(out, cur)
}

// BalancedSpanLines breaks spans as SpanLines does, into as many lines
// as filling them needs, but as evenly long as those lines can be: it
// fills them to the narrowest width that needs no more lines, for
// display text such as a dedication.
func BalancedSpanLines(c draw.Canvas, spans []Span, width float64) [][]Span {
	n := len(SpanLines(c, spans, width))
	lo, hi := 0.0, width
	for hi-lo > 0.25 {
		mid := (lo + hi) / 2
		if len(SpanLines(c, spans, mid)) == n {
			hi = mid
		} else {
			lo = mid
		}
	}
	return SpanLines(c, spans, hi)
}

// SetSpanLines sets lines of spans, already broken, as SetLines sets
// lines in f (the paragraph's font, whose size every span shares): the
// block's Spans draw them.
func SetSpanLines(lines [][]Span, f draw.Font, width, lead float64, a draw.Align) Block {
	plain := make([]string, len(lines))
	for i, l := range lines {
		plain[i] = spanText(l)
	}
	b := SetLines(plain, f, width, lead, a)
	b.Spans = lines
	return b
}

// DrawSpans draws spans one after another on the baseline y, aligned at
// x as a: the line's start, end or middle; a line set from the left
// starts where its ink does not lean past x, as DrawInside draws.
func DrawSpans(c draw.Canvas, x, y float64, spans []Span, a draw.Align) {
	switch a {
	case draw.AlignCenter:
		x -= SpansWidth(c, spans) / 2
	case draw.AlignRight:
		x -= SpansWidth(c, spans)
	}
	for i, s := range spans {
		if i == 0 && a == draw.AlignLeft {
			DrawInside(c, x, y, s.Text, s.Font, draw.AlignLeft)
		} else {
			c.Text(x, y, s.Text, s.Font, draw.AlignLeft)
		}
		x += c.TextWidth(s.Text, s.Font)
	}
}
