package layout

import (
	"math"
	"strings"

	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// Text is set, not cut. Display text (a title, a subtitle, an author) is
// set by trying type sizes from a ladder, largest first, and taking the
// first at which the whole block fits its box; its lines are broken
// evenly. Body text (the copyright notice, the blurb) is filled line by
// line, without a word alone on a paragraph's last line where one can
// move down. Text that does not fit even at MinFontSize is drawn at it
// all the same, running out of its box, and reported as a textOverrun:
// it is never shortened or left out.

// textOverrun is text that does not fit its box at the smallest size
// allowed: what it is, and how many points its ink runs past the box.
type textOverrun struct {
	what string
	by   float64
}

// sizeStep is how much the largest part of a block shrinks from one size
// tried to the next, in points.
const sizeStep = 0.5

// sizeLadder lists the type sizes to try for the parts of a block,
// largest first, and how many of them keep every part at or above its
// least size. First all parts shrink in proportion from full, each
// stopping at its least; then all shrink in proportion from their least
// sizes down to MinFontSize. A least size above full is taken as full.
func sizeLadder(full, least []float64) (steps [][]float64, preferred int) {
	least = clampLeast(full, least)
	add := func(from, floor []float64) {
		top := 0.0
		for _, f := range from {
			top = max(top, f)
		}
		for k := 0; ; k++ {
			scale := 1 - float64(k)*sizeStep/top
			s := make([]float64, len(from))
			done := true
			for i := range from {
				s[i] = max(floor[i], from[i]*scale)
				done = done && s[i] <= floor[i]
			}
			steps = append(steps, s)
			if done || scale <= 0 {
				return
			}
		}
	}
	add(full, least)
	preferred = len(steps)
	floor := make([]float64, len(least))
	for i := range floor {
		floor[i] = min(MinFontSize, least[i])
	}
	add(least, floor)
	return steps, preferred
}

// clampLeast returns least with each size at most full's and at least
// MinFontSize (or full, when full is smaller still).
func clampLeast(full, least []float64) []float64 {
	out := make([]float64, len(full))
	for i := range full {
		out[i] = min(full[i], max(least[i], MinFontSize))
	}
	return out
}

// firstFit returns the first of steps at which set fits. set returns
// what it set, whether it fits, and for each part whether it runs to more
// lines than that part wants. Among the preferred steps firstFit also
// wants each part within its lines, but for a part too long for them even
// at its least size (the last preferred step), which it wants at that
// size, long, rather than larger and longer still; failing that, it takes
// the first step that fits of all; failing that, the last step, which
// does not fit.
func firstFit[T any](steps [][]float64, preferred int, set func(sizes []float64) (v T, fits bool, long []bool)) T {
	least := steps[preferred-1]
	_, _, never := set(least)
	keeps := func(sizes []float64, long []bool) bool {
		for i, l := range long {
			if l && !(never[i] && sizes[i] <= least[i]+1e-9) {
				return false
			}
		}
		return true
	}
	for _, s := range steps[:preferred] {
		if v, ok, long := set(s); ok && keeps(s, long) {
			return v
		}
	}
	var v T
	for _, s := range steps {
		var ok bool
		if v, ok, _ = set(s); ok {
			return v
		}
	}
	return v
}

// widowPenalty outweighs any spread of line lengths, so that a break with
// a one-word last line is taken only when every break has one.
const widowPenalty = 1e6

// maxBalancedLines is the most lines balancedLines spreads words over;
// text longer than that is a paragraph, filled line by line.
const maxBalancedLines = 12

// balancedLines breaks s into lines no wider than width in f, for display
// text: as many lines as filling each line in turn needs, with the words
// spread as evenly over them as the breaks allow, and no word alone on
// the last line when another break into as many lines avoids it. A word
// wider than width gets a line of its own. Past maxBalancedLines lines it
// fills lines as bodyLines does.
func balancedLines(c draw.Canvas, s string, f draw.Font, width float64) []string {
	words := strings.Fields(s)
	n := len(wrap(c, s, f, width))
	switch {
	case n <= 1 || n == len(words):
		return wrap(c, s, f, width)
	case n > maxBalancedLines:
		return bodyLines(c, s, f, width)
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
				if k == n && j == len(words) && j-i == 1 {
					v += widowPenalty * width * width
				}
				if v < cost[k][j] {
					cost[k][j], from[k][j] = v, i
				}
			}
		}
	}
	if math.IsInf(cost[n][len(words)], 1) {
		return wrap(c, s, f, width)
	}
	lines := make([]string, n)
	for k, j := n, len(words); k > 0; k-- {
		i := from[k][j]
		lines[k-1] = strings.Join(words[i:j], " ")
		j = i
	}
	return lines
}

// bodyLines fills s into lines no wider than width in f, like wrap, but
// moves a word down to a last line that would hold one word alone, when
// the line above keeps two or more and the last line still fits.
func bodyLines(c draw.Canvas, s string, f draw.Font, width float64) []string {
	lines := wrap(c, s, f, width)
	n := len(lines)
	if n < 2 || strings.Contains(lines[n-1], " ") {
		return lines
	}
	above := strings.Fields(lines[n-2])
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
