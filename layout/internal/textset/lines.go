package textset

import (
	"math"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// widowPenalty outweighs any spread of line lengths, so that a break with
// a one-word last line is taken only when every break has one.
const widowPenalty = 1e6

// loneWordPenalty weighs a word alone on a line of display text above
// its last: as much as a widow, twice that for a short word ("The",
// "A", "Le"), which reads as a stray.
func loneWordPenalty(w string) float64 {
	if utf8.RuneCountInString(w) <= 3 {
		return 2 * widowPenalty
	}
	return widowPenalty
}

// maxBalancedLines is the most lines BalancedLines spreads words over;
// text longer than that is a paragraph, filled line by line.
const maxBalancedLines = 12

// BalancedLines breaks s into lines no wider than width in f, for display
// text: as many lines as filling each line in turn needs, with the words
// spread as evenly over them as the breaks allow, and no word alone on a
// line (the last, or a short word such as "The" above the rest) when
// another break into as many lines avoids it. A word
// wider than width gets a line of its own. Past maxBalancedLines lines it
// fills lines as BodyLines does.
func BalancedLines(c draw.Canvas, s string, f draw.Font, width float64) []string {
	words := glued(fields(s))
	n := len(Wrap(c, s, f, width))
	switch {
	case n <= 1 || n == len(words):
		return Wrap(c, s, f, width)
	case n > maxBalancedLines:
		return BodyLines(c, s, f, width)
	}
	// at[i] is the width of words[:i] set without spaces.
	at := make([]float64, len(words)+1)
	for i, w := range words {
		at[i+1] = at[i] + c.TextWidth(w, f)
	}
	space := c.TextWidth(" ", f)
	lineWidth := func(i, j int) float64 { return at[j] - at[i] + space*float64(j-i-1) }
	// cost[k][j] is the least cost of words[:j] in k lines, from[k][j]
	// where its last line starts.
	inf := math.Inf(1)
	cost := make([][]float64, n+1)
	from := make([][]int, n+1)
	for k := range cost {
		cost[k] = make([]float64, len(words)+1)
		from[k] = make([]int, len(words)+1)
		for j := range cost[k] {
			cost[k][j] = inf
		}
	}
	cost[0][0] = 0
	for k := 1; k <= n; k++ {
		for j := k; j <= len(words); j++ {
			for i := j - 1; i >= k-1; i-- {
				w := lineWidth(i, j)
				if w > width+1e-9 && j-i > 1 {
					break // longer lines only get wider
				}
				if math.IsInf(cost[k-1][i], 1) {
					continue
				}
				slack := max(0, width-w)
				v := cost[k-1][i] + slack*slack
				if j-i == 1 && k == n && j == len(words) {
					v += widowPenalty * width * width // a widow
				} else if j-i == 1 && len(words) > n {
					v += loneWordPenalty(words[i]) * width * width // "The" alone above the rest
				}
				if v < cost[k][j] {
					cost[k][j], from[k][j] = v, i
				}
			}
		}
	}
	if math.IsInf(cost[n][len(words)], 1) {
		return Wrap(c, s, f, width)
	}
	lines := make([]string, n)
	for k, j := n, len(words); k > 0; k-- {
		i := from[k][j]
		lines[k-1] = strings.Join(words[i:j], " ")
		j = i
	}
	return lines
}

// BodyLines fills s into lines no wider than width in f, like Wrap, but
// moves a word down to a last line that would hold one word alone, when
// the line above keeps two or more and the last line still fits.
func BodyLines(c draw.Canvas, s string, f draw.Font, width float64) []string {
	lines := Wrap(c, s, f, width)
	n := len(lines)
	if n < 2 || strings.Contains(lines[n-1], " ") {
		return lines
	}
	above := glued(fields(lines[n-2]))
	if len(above) < 3 {
		return lines
	}
	last := above[len(above)-1] + " " + lines[n-1]
	if c.TextWidth(last, f) > width {
		return lines
	}
	lines[n-2], lines[n-1] = strings.Join(above[:len(above)-1], " "), last
	return lines
}

// Wrap breaks s into lines no wider than width, at spaces. A word wider
// than width gets a line of its own.
func Wrap(c draw.Canvas, s string, f draw.Font, width float64) []string {
	var lines []string
	line := ""
	for _, w := range words(c, s, f, width) {
		if line != "" && c.TextWidth(line+" "+w, f) > width {
			lines = append(lines, line)
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += w
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// words splits s at spaces (punctuation standing alone, as French sets
// " :" and " !", staying with the word before it, so that no line starts
// with it), and a word wider than width (a web address)
// after the characters where addresses break (see urlBreaks), into pieces
// each as wide as fits; a piece no break can make narrow enough stays
// whole. The pieces of a word follow one another on lines of their own.
func words(c draw.Canvas, s string, f draw.Font, width float64) []string {
	var out []string
	for _, w := range fields(s) {
		for {
			// The places w may be cut, then its end; the widths of the
			// pieces before them only grow, so lastFit finds the last
			// that fits without measuring every one.
			var ends []int
			for i := 0; i+1 < len(w); i++ {
				if strings.IndexByte(urlBreaks, w[i]) >= 0 {
					ends = append(ends, i+1)
				}
			}
			ends = append(ends, len(w))
			k := lastFit(len(ends), func(k int) bool { return c.TextWidth(w[:ends[k-1]], f) <= width })
			if k == 0 || k == len(ends) {
				break // no cut fits, or w fits whole
			}
			out = append(out, w[:ends[k-1]])
			w = w[ends[k-1]:]
		}
		out = append(out, w)
	}
	return glued(out)
}

// fields splits s at the spaces a line may break at: every space but
// the no-break ones (U+00A0, the thin U+202F French sets before : and
// inside « », U+2007), which stay inside their word.
func fields(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool {
		return unicode.IsSpace(r) && r != '\u00a0' && r != '\u202f' && r != '\u2007'
	})
}

// glued joins to the word before it, with its space, each field made
// of punctuation alone (":", "!", "»", "–"), which no line may start with.
func glued(fields []string) []string {
	var out []string
	for _, f := range fields {
		if len(out) > 0 && strings.TrimFunc(f, unicode.IsPunct) == "" {
			out[len(out)-1] += " " + f
			continue
		}
		out = append(out, f)
	}
	return out
}

// urlBreaks are the characters after which a long word may break.
const urlBreaks = "/.-_?&=@:"

// Shrink returns s and f made to fit width: f as it is when s fits,
// else smaller by half points down to MinSize, and only there s
// shortened with an ellipsis (Shorten). One-line text (a running header,
// a heading, an entry of the contents) is so never cut while a size that
// prints would hold it.
func Shrink(c draw.Canvas, s string, f draw.Font, width float64) (string, draw.Font) {
	return ShrinkTo(c, s, f, width, MinSize)
}

// ShrinkTo is Shrink with least, not MinSize, the smallest size: a large
// print book's text shrinks no further than its own minimum.
func ShrinkTo(c draw.Canvas, s string, f draw.Font, width, least float64) (string, draw.Font) {
	f = draw.Resolve(c, f) // the font returned is measured in the face c draws
	for c.TextWidth(s, f) > width && f.Size-SizeStep >= least-1e-9 {
		f.Size -= SizeStep
	}
	return Shorten(c, s, f, width), f
}

// Shorten shortens s with an ellipsis until it fits width: to the
// longest run of its first characters that fits with the ellipsis.
func Shorten(c draw.Canvas, s string, f draw.Font, width float64) string {
	if c.TextWidth(s, f) <= width {
		return s
	}
	r := []rune(s)
	k := lastFit(len(r), func(k int) bool { return c.TextWidth(string(r[:k])+"…", f) <= width })
	return strings.TrimSpace(string(r[:k])) + "…"
}

// lastFit returns the largest k from 0 to n for which fits(k) holds, or 0
// when none does, for a fits that holds up to some k and not beyond (as
// the width of a string's first k characters only grows with k). It
// tries 1, 2, 4, ... and then halves the gap, so it measures about
// 2 log2(k) times, each no longer than about twice the answer: the time
// depends on how much fits, not on how long the whole is.
func lastFit(n int, fits func(k int) bool) int {
	lo, hi := 0, 1 // fits(lo) is taken to hold; hi is the next to try
	for hi <= n && fits(hi) {
		lo, hi = hi, 2*hi
	}
	hi = min(hi, n+1) // the least known not to fit, or n+1
	for hi-lo > 1 {
		mid := lo + (hi-lo)/2
		if fits(mid) {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo
}
