// Package rankcorr gives Spearman's rank correlation, with which tests
// compare a grader's scores with the levels published puzzles carry.
package rankcorr

import (
	"cmp"
	"math"
	"slices"
)

// Spearman returns the rank correlation of x and y (tied values share
// their mean rank).
func Spearman(x, y []float64) float64 {
	rx, ry := ranks(x), ranks(y)
	mean := float64(len(x)+1) / 2
	var sxy, sxx, syy float64
	for i := range rx {
		dx, dy := rx[i]-mean, ry[i]-mean
		sxy += dx * dy
		sxx += dx * dx
		syy += dy * dy
	}
	return sxy / math.Sqrt(sxx*syy)
}

// ranks returns the rank (from 1) of every value of v, ties sharing their
// mean rank.
func ranks(v []float64) []float64 {
	order := make([]int, len(v))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int { return cmp.Compare(v[a], v[b]) })
	out := make([]float64, len(v))
	for i := 0; i < len(order); {
		j := i
		for j < len(order) && v[order[j]] == v[order[i]] {
			j++
		}
		for _, o := range order[i:j] {
			out[o] = float64(i+j+1) / 2
		}
		i = j
	}
	return out
}
