package numberlink

import (
	"context"
	"errors"
	"fmt"
)

// The frontier counter decides uniqueness exactly without search. It
// scans the cells in reading order of one view of the grid (turned and
// flipped so that rows are the short side; see the views below) and keeps
// every distinct profile of what crosses the frontier between scanned and
// unscanned cells: for each column the strand leaving the last scanned
// cell downwards, and the strand leaving the current cell to the right. A
// strand belongs to a path (it hangs from that path's endpoint) or to an
// unnamed chain whose other end is also on the frontier. Profiles reached
// in several ways merge, their counts added and capped at two, so the cost
// follows the number of profiles, not the number of partial solutions.

// maxFrontier is the widest short side the frontier counter handles.
const maxFrontier = 39

// maxProfiles caps the profiles of one step; beyond it the counter gives
// up with errTooWide and the caller searches instead.
const maxProfiles = 1 << 19

var errTooWide = errors.New("numberlink: frontier too wide")

// profile is a frontier: slots 0..w-1 hold the downward strands, slot w
// the rightward one. 0 is no strand, 1..64 a strand of that path, higher
// values unnamed chains (the two ends share the value).
type profile [maxFrontier + 1]uint8

const firstChain = maxPaths + 1

// A step records how a profile was first reached, to rebuild a solution:
// the index of its predecessor in the previous layer, shifted left by two,
// with stepRight and stepDown telling which of the cell's edges are in.
const (
	stepDown  = 1
	stepRight = 2
)

// maxLayered caps the profiles of all layers together (their steps are
// kept to rebuild the first solution, four bytes each).
const maxLayered = 1 << 24

// frontier holds the counter's layers.
type frontier struct {
	b          *board
	w, h       int     // scan width and height
	view       int     // how the scan lies on the board (see newFrontier)
	cellOf     []int16 // the board cell of each scan cell
	s0         *state  // what propagation already knows
	need       []int8
	label      []int8
	mask       []uint64
	rightE     []uint8 // state of the edge to the right of each scan cell
	downE      []uint8 // state of the edge below each scan cell
	cur, next  []profile
	curN, nxtN []uint8 // counts, capped at 2
	table      profileTable
	steps      [][]uint32
	layered    int // profiles in all layers so far
	budget     int // most profiles in all layers together
	nextCell   int // the next scan cell
}

// countFrontier counts the solutions of b up to two and returns the edges
// of the first as a state, scanning along the short side. It fails with
// errTooWide when the grid or the number of profiles is too large.
func countFrontier(ctx context.Context, b *board, s0 *state) (int, *state, error) {
	view := 0
	if b.rows < b.cols {
		view = viewTurned
	}
	return newFrontier(b, s0, view, maxLayered).count(ctx)
}

// Views: bits of how the scan lies on the board. The scan runs in reading
// order over the board turned (rows become columns), flipped top to bottom
// and flipped left to right, as the bits say.
const (
	viewTurned = 1 << iota
	viewFlipRows
	viewFlipCols
)

// newFrontier prepares a scan of b in view, giving up after budget
// profiles in all.
func newFrontier(b *board, s0 *state, view, budget int) *frontier {
	f := &frontier{b: b, s0: s0, w: b.cols, h: b.rows, view: view, budget: min(budget, maxLayered)}
	if view&viewTurned != 0 {
		f.w, f.h = b.rows, b.cols
	}
	return f
}

// count runs the scan to the end.
func (f *frontier) count(ctx context.Context) (int, *state, error) {
	if err := f.prepare(); err != nil {
		return 0, nil, err
	}
	done, err := f.advance(ctx, f.budget)
	if err == nil && !done {
		err = errTooWide
	}
	if err != nil {
		return 0, nil, err
	}
	return f.result()
}

// prepare lays the scan over the board.
func (f *frontier) prepare() error {
	b, s0 := f.b, f.s0
	if f.w > maxFrontier {
		return errTooWide
	}
	n := b.cells()
	f.cellOf = make([]int16, n)
	for x := range n {
		f.cellOf[x] = int16(f.orig(x))
	}
	f.need = make([]int8, n)
	f.label = make([]int8, n)
	f.mask = make([]uint64, n)
	f.rightE = make([]uint8, n)
	f.downE = make([]uint8, n)
	for x := range n {
		y := f.cellOf[x]
		f.need[x], f.label[x], f.mask[x] = b.need[y], b.label[y], s0.mask[y]
	}
	for x := range n {
		y := int(f.cellOf[x])
		f.rightE[x], f.downE[x] = off, off
		r, c := x/f.w, x%f.w
		if f.open(r, c) && f.open(r, c+1) {
			f.rightE[x] = s0.edge[f.edgeBetween(y, int(f.cellOf[x+1]))]
		}
		if f.open(r, c) && f.open(r+1, c) {
			f.downE[x] = s0.edge[f.edgeBetween(y, int(f.cellOf[x+f.w]))]
		}
	}
	f.cur = append(f.cur[:0], profile{})
	f.curN = append(f.curN[:0], 1)
	return nil
}

// advance scans cells until the scan ends (done) or the layers hold at
// least pause profiles, whichever is first.
func (f *frontier) advance(ctx context.Context, pause int) (done bool, err error) {
	n := f.b.cells()
	for ; f.nextCell < n; f.nextCell++ {
		if f.layered >= pause {
			return false, nil
		}
		if f.nextCell%64 == 0 {
			if err := ctx.Err(); err != nil {
				return false, fmt.Errorf("numberlink: %w", err)
			}
		}
		if err := f.scan(f.nextCell); err != nil {
			return false, err
		}
		if len(f.cur) == 0 {
			f.nextCell = n
			return true, nil
		}
	}
	return true, nil
}

// result returns the count and first solution of a finished scan.
func (f *frontier) result() (int, *state, error) {
	if len(f.cur) == 0 {
		return 0, nil, nil
	}
	// Only the empty profile survives the last cell.
	return int(f.curN[0]), f.rebuild(), nil
}

// orig maps a scan cell to the board's cell.
func (f *frontier) orig(x int) int {
	r, c := x/f.w, x%f.w // row and column of the scan
	if f.view&viewTurned != 0 {
		r, c = c, r
	}
	if f.view&viewFlipRows != 0 {
		r = f.b.rows - 1 - r
	}
	if f.view&viewFlipCols != 0 {
		c = f.b.cols - 1 - c
	}
	return r*f.b.cols + c
}

// edgeBetween returns the edge between adjacent open board cells x and y.
func (f *frontier) edgeBetween(x, y int) int {
	b := f.b
	for i := range int(b.adjN[x]) {
		if int(b.adjC[x][i]) == y {
			return int(b.adjE[x][i])
		}
	}
	panic("numberlink: no edge between frontier cells")
}

// open reports whether scan cell (r, c) exists and is not solid.
func (f *frontier) open(r, c int) bool {
	return r < f.h && c < f.w && f.need[r*f.w+c] != 0
}

// scan advances every profile over cell x.
func (f *frontier) scan(x int) error {
	c := x % f.w
	w := f.w
	f.next, f.nxtN = f.next[:0], f.nxtN[:0]
	f.table.reset(len(f.cur), w)
	steps := make([]uint32, 0, len(f.cur))
	canRight, canDown := f.rightE[x] != off, f.downE[x] != off
	mustRight, mustDown := f.rightE[x] == on, f.downE[x] == on
	m := f.mask[x]
	chainy := false // the cell's strands in include a chain
	emit := func(p *profile, pred int, right, down bool) error {
		if mustRight && !right || mustDown && !down {
			return nil
		}
		if c == w-1 {
			p[w] = 0 // nothing leaves the row to the right
		}
		if chainy || p[c] >= firstChain || p[w] >= firstChain {
			canon(p, w) // chains moved, merged or began: renumber them
		}
		i, slot, hash := f.table.find(p, f.next)
		if i >= 0 {
			f.nxtN[i] = min(2, f.nxtN[i]+f.curN[pred])
			return nil
		}
		if len(f.next) >= maxProfiles || f.layered >= f.budget {
			return errTooWide
		}
		f.layered++
		f.next = append(f.next, *p)
		f.nxtN = append(f.nxtN, f.curN[pred])
		st := uint32(pred) << 2
		if right {
			st |= stepRight
		}
		if down {
			st |= stepDown
		}
		steps = append(steps, st)
		f.table.add(slot, hash, int32(len(f.next)-1))
		return nil
	}
	for i := range f.cur {
		p := f.cur[i]
		up, left := p[c], p[w]
		if c == 0 {
			left = 0
		}
		chainy = up >= firstChain || left >= firstChain
		p[c], p[w] = 0, 0
		if up != 0 && up < firstChain && m&(1<<(up-1)) == 0 || left != 0 && left < firstChain && m&(1<<(left-1)) == 0 {
			continue
		}
		switch f.need[x] {
		case 0:
			if up != 0 || left != 0 {
				continue
			}
			if err := emit(&p, i, false, false); err != nil {
				return err
			}
		case 1:
			k := uint8(f.label[x]) + 1
			switch {
			case up != 0 && left != 0:
				continue
			case up != 0 || left != 0:
				if !attach(&p, w, up|left, k) {
					continue
				}
				if err := emit(&p, i, false, false); err != nil {
					return err
				}
			default:
				if canRight {
					q := p
					q[w] = k
					if err := emit(&q, i, true, false); err != nil {
						return err
					}
				}
				if canDown {
					p[c] = k
					if err := emit(&p, i, false, true); err != nil {
						return err
					}
				}
			}
		default:
			switch {
			case up != 0 && left != 0:
				if !join(&p, w, up, left) {
					continue
				}
				if err := emit(&p, i, false, false); err != nil {
					return err
				}
			case up != 0 || left != 0:
				s := up | left
				if canRight {
					q := p
					q[w] = s
					if err := emit(&q, i, true, false); err != nil {
						return err
					}
				}
				if canDown {
					p[c] = s
					if err := emit(&p, i, false, true); err != nil {
						return err
					}
				}
			default:
				if canRight && canDown {
					p[c], p[w] = 255, 255 // a new chain; canon renames it
					if err := emit(&p, i, true, true); err != nil {
						return err
					}
				}
			}
		}
	}
	f.cur, f.next = f.next, f.cur
	f.curN, f.nxtN = f.nxtN, f.curN
	f.steps = append(f.steps, steps)
	return nil
}
