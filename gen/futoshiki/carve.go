package futoshiki

import (
	"context"
	"errors"
	"math/bits"
	"math/rand/v2"
	"slices"
	"sync"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// A carving builds the clues up, then takes away those not needed:
//
//   - With every sign, givens are added on the cells the closure has not
//     placed, in a random order, the run going on from where it stopped
//     (every clue only takes digits away, so going on gives what a whole
//     run would), until the grid is filled.
//   - Each given added is taken away again, the last first, when the
//     run without it places its cell; the run starts from the closure's
//     marks just before the given was added, so it costs only the work
//     after that.
//   - A run reads the signs as late as it can (closure.lazy): a sign it
//     never read is not needed and goes with no run of its own. The
//     signs it read are taken away, the last read first, each when the
//     run without it still fills the grid, that run starting from the
//     marks just before the sign was first read.
//
// Past medium the closure hands over to the grader (closure.solves):
// where the lazy run stops, the grader goes on with the signs read so
// far, and where it stops the lazy run reads on.

// steerBelow is the largest size at which an expert carving reads the
// signs that take the fewest digits away first (closure.fewest): at 5x5
// that makes a carving end at expert more often, where larger grids read
// more signs that way and take longer.
const steerBelow = 5

// counts reports whether a carving at size n and grade target asks
// whether a removal leaves two solutions before the grader runs on it
// (solvesWithout, another). It pays where the grader's techniques cost
// more than the search: counted by instructions (whole gen runs), at
// 6x6 hard 0.73x, 7x7 hard 0.86x, 8x8 expert 0.84x, but at 8x8 hard
// 1.18x, 9x9 hard 2.6x and 9x9 expert 2.2x.
func counts(n int, target gen.Grade) bool {
	return target == gen.Hard && n <= 7 || target == gen.Expert && n <= 8
}

// errClash is a clash among the clues of a true grid: a bug.
var errClash = errors.New("the clues of a true grid clash")

// carver is one Generate call's ladders and scratch space, kept in a
// pool between calls.
type carver struct {
	geo *regions.Geometry
	k   *rules
	// grader is the grader's ladder on k (ladderOf), lad the one the
	// carving asks (carveLadder).
	grader, lad *regions.Ladder
	z           closure
	snaps       []pencil // the marks before each given or sign
	c           carving
	// The orders of one carving, and the lazy run's signs, marks and
	// reads.
	cellOrder, signOrder, read []int
	readAt                     []int // the index in lazy of each sign of read
	lazy, readSigns            []sign
	used                       []bool
	search                     []closure // the solutions' search, by depth
	// The square being carved, and the carving's clues (what carve
	// returns, kept until the next carve): puzzleOf copies them.
	square, cells []int
	signs         []sign
}

// carvers keeps carvers between Generate calls.
var carvers = sync.Pool{New: func() any { return new(carver) }}

// carving is one carving's clues: the givens in cells, and the signs
// of the full grid with those still in the puzzle on.
type carving struct {
	n      int
	cells  []int
	signs  []sign
	on     []bool
	idx    []int // the index in signs of each sign of active
	active []sign
}

// perm returns p (reused) holding a random order of 0..n-1, as
// rng.Perm(n) would: its shuffle, drawing what rng.Shuffle draws, with
// no call a swap.
func perm(p []int, n int, rng *rand.Rand) []int {
	p = p[:0]
	for i := range n {
		p = append(p, i)
	}
	for i := n - 1; i > 0; i-- {
		j := int(rng.Uint64N(uint64(i + 1)))
		p[i], p[j] = p[j], p[i]
	}
	return p
}

// snap appends a copy of z's marks to cv.snaps, copied in place (an
// append of z.pencil would copy it through the stack, and a deeper stack
// costs every goroutine that makes a puzzle a stack growth).
func (cv *carver) snap(z *closure) {
	k := len(cv.snaps)
	cv.snaps = slices.Grow(cv.snaps, 1)[:k+1]
	cv.snaps[k] = z.pencil
}

// signsOn returns the signs on, in the order of c.signs (reused).
func (c *carving) signsOn() []sign {
	active, idx := c.active[:0], c.idx[:0]
	for j, s := range c.signs {
		if c.on[j] {
			active, idx = append(active, s), append(idx, j)
		}
	}
	c.active, c.idx = active, idx
	return active
}

// carve makes a puzzle from the full grid sol whose every clue the
// ladder cut at target needs, its givens and signs in cv's space until
// the next carve. With p's givens range it keeps at least
// its least givens, and gives up (nil cells) when it cannot keep at
// most its most.
func (cv *carver) carve(ctx context.Context, sol []int, p *gen.Params, target gen.Grade, rng *rand.Rand) ([]int, []sign, error) {
	n, c := cv.geo.N, &cv.c
	c.n, c.signs = n, allSigns(c.signs[:0], n, sol)
	c.cells = append(c.cells[:0], make([]int, n*n)...)
	on := c.on[:0]
	for range c.signs {
		on = append(on, true)
	}
	c.on = on
	cv.cellOrder = perm(cv.cellOrder, n*n, rng)
	cv.signOrder = perm(cv.signOrder, len(c.signs), rng)
	cellOrder, signOrder := cv.cellOrder, cv.signOrder
	// The slice grows in a local, stored in cv once: a slice stored in
	// the heap, while the collector marks, records its pointer.
	lazy := cv.lazy[:0]
	for _, j := range signOrder {
		lazy = append(lazy, c.signs[j])
	}
	cv.lazy = lazy
	least := 0
	if p.HasGivens() {
		least = p.MinGivens
	}
	left, err := cv.givens(ctx, c, sol, cellOrder, least, target)
	if err != nil {
		return nil, nil, err
	}
	if p.HasGivens() && left > p.MaxGivens {
		return nil, nil, nil // too many givens left: the caller tries again
	}
	if err := ctx.Err(); err != nil {
		return nil, nil, err
	}
	switch ok, err := cv.lazySigns(ctx, c, signOrder, target); {
	case err != nil:
		return nil, nil, err
	case !ok:
		return nil, nil, errClash // every sign fills the grid, so the run does
	}
	cv.cells = append(cv.cells[:0], c.cells...)
	cv.signs = sortSigns(append(cv.signs[:0], c.signsOn()...))
	return cv.cells, cv.signs, nil
}

// givens builds the givens up with every sign, in cellOrder, and takes
// those not needed away again, keeping at least least of them; it
// returns how many are left.
func (cv *carver) givens(ctx context.Context, c *carving, sol, cellOrder []int, least int, target gen.Grade) (int, error) {
	n, z, limit := c.n, &cv.z, min(target, gen.Medium)
	for _, x := range cellOrder[:least] {
		c.cells[x] = sol[x]
	}
	// Every sign is on: the grader (past medium) reads them all. The
	// closure reads them in the lazy run's order (cv.lazy), so that the
	// lazy run keeps their index; the order changes nothing here.
	cv.k.signs = c.signs
	if !z.load(n, c.cells, cv.lazy) || !z.boundAll(limit) || !z.close(limit) {
		return 0, errClash
	}
	cv.snaps = cv.snaps[:0]
	var added []int
	for i, x := range cellOrder[least:] {
		if z.done() {
			break
		}
		if i%checkCtxEvery == 0 {
			if err := ctx.Err(); err != nil {
				return 0, err
			}
		}
		if z.vals[x] != 0 {
			continue
		}
		cv.snap(z)
		c.cells[x] = sol[x]
		added = append(added, x)
		if !z.place(x, sol[x]) || !z.close(limit) {
			return 0, errClash
		}
	}
	left := least + len(added)
	for i := len(added) - 1; i >= 0 && left > least; i-- {
		if i == len(added)-1 && target <= gen.Medium {
			// The last given added is needed: its snapshot is where the
			// closure, every given before it in, stopped.
			continue
		}
		x := added[i]
		c.cells[x] = 0
		if nakedSingle(n, c.cells, x) || cv.placesAgain(c, added[i+1:], i, x, target) {
			left--
		} else {
			c.cells[x] = sol[x]
		}
	}
	return left, nil
}

// placesAgain reports whether the ladder cut at target places cell x
// from the marks of snapshot i with the givens of later still in cells.
func (cv *carver) placesAgain(c *carving, later []int, i, x int, target gen.Grade) bool {
	z := &cv.z
	z.pencil = cv.snaps[i]
	for _, y := range later {
		if v := c.cells[y]; v != 0 && !z.place(y, v) {
			return false
		}
	}
	z.until = x
	cv.k.used = nil
	return z.solves(cv.geo, cv.lad, target)
}

// lazySigns runs the closure at medium at most with the signs in
// signOrder read as late as can be, handing over to the grader, on the
// signs read, where the closure stops past medium; it keeps only the
// signs read, each taken away (the last read first) when the ladder cut
// at target fills the grid without it. It reports false, changing
// nothing, when the run does not fill the grid, and ctx's error when it
// is cancelled.
func (cv *carver) lazySigns(ctx context.Context, c *carving, signOrder []int, target gen.Grade) (bool, error) {
	z := &cv.z
	used := cv.used[:0]
	for range signOrder {
		used = append(used, false)
	}
	cv.used = used
	cv.snaps = cv.snaps[:0]
	if !z.reload(c.cells) {
		return false, nil
	}
	z.used, z.fewest = cv.used, target == gen.Expert && c.n <= steerBelow
	read, readAt := cv.read[:0], cv.readAt[:0] // the signs read, by their index in c.signs and in lazy
	first := func(i int) {
		cv.snap(z)
		read, readAt = append(read, signOrder[i]), append(readAt, i)
	}
	for graded := -1; !z.lazy(min(target, gen.Medium), first); graded = len(read) {
		if target <= gen.Medium || graded == len(read) {
			cv.read, cv.readAt = read, readAt
			return false, nil // no sign left to read
		}
		signs := cv.readSigns[:0]
		for i, u := range cv.used {
			if u {
				signs = append(signs, cv.lazy[i])
			}
		}
		cv.readSigns = signs
		cv.k.signs, cv.k.used = signs, nil
		if z.grade(cv.geo, cv.lad, target) {
			break
		}
	}
	cv.read, cv.readAt = read, readAt
	clear(c.on)
	var off signSet // the signs not in the puzzle, by their index in cv.lazy
	for i := range cv.lazy {
		off.add(i)
	}
	for i, j := range read {
		c.on[j] = true
		off.remove(readAt[i])
	}
	var later signSet // the signs read after sign i
	for i := len(read) - 1; i >= 0; i-- {
		if i+1 < len(read) {
			later.add(readAt[i+1])
		}
		if (len(read)-1-i)%checkCtxEvery == 0 {
			if err := ctx.Err(); err != nil {
				return false, err
			}
		}
		if i == len(read)-1 && target <= gen.Medium {
			// The last sign read is needed: its snapshot is where the
			// singles and the signs read before it, all still on, stopped.
			continue
		}
		c.on[read[i]] = false
		off.add(readAt[i])
		z.pencil = cv.snaps[i] // the run's marks just before it read sign i
		z.off, z.used = off, nil
		z.gone = cv.lazy[readAt[i]]
		// The signs read before sign i take nothing away at its snapshot
		// (the lazy run reads a new sign only then): those read after it
		// are woken, the ones taken away masked by off.
		z.woken = later
		if !cv.solvesWithout(c, z, readAt[i], target) {
			c.on[read[i]] = true
			off.remove(readAt[i])
		}
	}
	return true, nil
}

// solvesWithout reports whether the ladder cut at target fills the grid
// from z's marks with the clues of c, sign g (by its index in z.signs)
// just taken away. Where counts says so and the closure stops short of
// the grid, it first asks whether the puzzle has another solution
// (another): a puzzle with two is solved by no ladder.
func (cv *carver) solvesWithout(c *carving, z *closure, g int, target gen.Grade) bool {
	switch {
	case !z.close(target):
		return false
	case z.done() || target <= gen.Medium:
		return z.done()
	case counts(c.n, target) && cv.another(z, g):
		return false
	}
	cv.k.signs, cv.k.used = c.signsOn(), nil // the signs the grader reads
	return z.solves(cv.geo, cv.lad, target)
}

// another reports whether z's puzzle, sign g (by its index in z.signs)
// taken away, has more than one solution. With g it had one (the ladder
// filled its grid), so any other breaks g: the search looks for a
// solution with g turned round, which its closure cuts down far sooner
// than a count of every solution. z is as it was on return.
func (cv *carver) another(z *closure, g int) bool {
	s := z.signs[g]
	z.signs[g] = sign{lo: s.hi, hi: s.lo}
	z.off.remove(g)
	z.woken.add(g)
	found := cv.solutions(z, 0) > 0
	z.signs[g] = s
	z.off.add(g)
	z.woken.remove(g)
	return found
}

// solutions counts the solutions of z's marks and signs, up to one: it
// tries each digit of the cell with the fewest, on a copy of z (in
// cv.search, at depth) run to the closure at medium.
func (cv *carver) solutions(z *closure, depth int) int {
	if z.done() {
		if z.keepsSigns() {
			return 1
		}
		return 0
	}
	x, fewest := -1, 0
	for c := range z.n * z.n {
		if k := bits.OnesCount16(z.cand[c]); z.vals[c] == 0 && (x < 0 || k < fewest) {
			x, fewest = c, k
		}
	}
	if depth == len(cv.search) {
		cv.search = append(cv.search, closure{})
	}
	for m := z.cand[x]; m != 0; m &= m - 1 {
		y := &cv.search[depth]
		*y = *z
		y.gone = noSign // the sign holding says nothing of how many solutions
		if y.place(x, lowest(m)) && y.close(gen.Medium) && cv.solutions(y, depth+1) > 0 {
			return 1
		}
	}
	return 0
}
