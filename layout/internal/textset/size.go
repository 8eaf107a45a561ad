package textset

// Overrun is text that does not fit its box at the smallest size
// allowed: what it is, and how many points its ink runs past the box.
type Overrun struct {
	What string
	By   float64
}

// SizeStep is how much the largest part of a block shrinks from one size
// tried to the next, in points.
const SizeStep = 0.5

// Ladder lists the type sizes to try for the parts of a block,
// largest first, and how many of them keep every part at or above its
// least size. First all parts shrink in proportion from full, each
// stopping at its least; then all shrink in proportion from their least
// sizes down to MinSize. A least size above full is taken as full.
func Ladder(full, least []float64) (steps [][]float64, preferred int) {
	least = clampLeast(full, least)
	add := func(from, floor []float64) {
		top := 0.0
		for _, f := range from {
			top = max(top, f)
		}
		for k := 0; ; k++ {
			scale := 1 - float64(k)*SizeStep/top
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
		floor[i] = min(MinSize, least[i])
	}
	add(least, floor)
	return steps, preferred
}

// clampLeast returns least with each size at most full's and at least
// MinSize (or full, when full is smaller still).
func clampLeast(full, least []float64) []float64 {
	out := make([]float64, len(full))
	for i := range full {
		out[i] = min(full[i], max(least[i], MinSize))
	}
	return out
}

// FirstFit returns the first of steps at which set fits. set returns
// what it set, whether it fits, and for each part whether it runs to more
// lines than that part wants. Among the preferred steps FirstFit also
// wants each part within its lines, but for a part too long for them even
// at its least size (the last preferred step), which it wants at that
// size, long, rather than larger and longer still; failing that, it takes
// the first step that fits of all; failing that, the last step, which
// does not fit.
func FirstFit[T any](steps [][]float64, preferred int, set func(sizes []float64) (v T, fits bool, long []bool)) T {
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
