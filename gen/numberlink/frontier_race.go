package numberlink

import "context"

// raceStart is the profile budget each view of a frontier race gets in
// its first round; every round doubles it.
const raceStart = 1 << 14

// raceFrontier counts the solutions of b up to two with the frontier
// counter, sweeping the board from each of its sides along the short side
// at once (top down and bottom up, and on a square board left to right and
// right to left too). How many profiles a sweep meets depends much on the
// side it starts from (ten times or more on the Flow levels; the direction
// within a row matters little), and which side is best is hard to
// foresee; so each round lets every scan go on
// until it holds twice as many profiles as before, and the first to
// finish gives the answer. It fails with errTooWide when every scan
// passes limit profiles.
func raceFrontier(ctx context.Context, b *board, s0 *state, limit int) (int, *state, error) {
	var views []*frontier
	for _, view := range []int{0, viewFlipRows, viewTurned, viewTurned | viewFlipCols} {
		turned := view&viewTurned != 0
		if b.rows != b.cols && turned != (b.rows < b.cols) {
			continue // the scan would run along the long side
		}
		f := newFrontier(b, s0, view, limit)
		if err := f.prepare(); err != nil {
			return 0, nil, err
		}
		views = append(views, f)
	}
	for pause := raceStart; len(views) > 0; pause *= 2 {
		live := views[:0]
		for _, f := range views {
			done, err := f.advance(ctx, pause)
			switch {
			case err == errTooWide:
				continue
			case err != nil:
				return 0, nil, err
			case done:
				return f.result()
			}
			live = append(live, f)
		}
		views = live
	}
	return 0, nil, errTooWide
}
