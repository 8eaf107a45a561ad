package numberlink

import (
	"context"
	"errors"
)

// raceStart is the profile budget each sweep of a frontier race gets in
// its first round; every round doubles it.
const raceStart = 1 << 14

// race runs the frontier counter sweeping the board from each of its
// sides along the short side at once (top down and bottom up, and on a
// square board left to right and right to left too). How many profiles a
// sweep meets depends much on the side it starts from (ten times or more
// on the Flow levels; the direction within a row matters little), and
// which side is best is hard to foresee; so each round lets every sweep go
// on until it holds the round's number of profiles, and the first to
// finish gives the answer.
type race struct {
	sweeps []*frontier
}

// newRace prepares the sweeps of b from s0, each allowed at most limit
// profiles in all.
func newRace(b *board, s0 *state, limit int) *race {
	r := &race{}
	for _, view := range []int{0, viewFlipRows, viewTurned, viewTurned | viewFlipCols} {
		turned := view&viewTurned != 0
		if b.rows != b.cols && turned != (b.rows < b.cols) {
			continue // the sweep would run along the long side
		}
		f := newFrontier(b, s0, view, limit)
		if f.prepare() == nil {
			r.sweeps = append(r.sweeps, f)
		}
	}
	return r
}

// advance lets every sweep go on until it holds pause profiles. It reports
// done with the count and first solution when a sweep finishes, and fails
// with errTooWide once every sweep has passed its limit.
func (r *race) advance(ctx context.Context, pause int) (done bool, n int, first *state, err error) {
	live := r.sweeps[:0]
	for _, f := range r.sweeps {
		finished, err := f.advance(ctx, pause)
		switch {
		case errors.Is(err, errTooWide):
			continue
		case err != nil:
			return false, 0, nil, err
		case finished:
			n, first, err := f.result()
			return true, n, first, err
		}
		live = append(live, f)
	}
	r.sweeps = live
	if len(live) == 0 {
		return false, 0, nil, errTooWide
	}
	return false, 0, nil, nil
}
