package skyscrapers

import (
	"sync"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// clearCells and strip ask one question per clearing or removal, in
// turn: does the closure still solve (place the cleared cells) with
// every item present now but this one? The items after it are all still
// there, those before it are there when they were refused. A closure's
// answer does not depend on where it starts (closure.from), so the
// questions share their work: the questions of items lo..hi all hold
// what is present now except those items, so one closure on that (the
// base) serves them all. The first half's questions start from the base
// with the second half's items added; once they are answered, the
// second half's start from the base with the first half's items that
// were refused. A single item's base is its question's closure, which
// stopped where a run from nothing would have. So m questions take
// 2(m-1) short runs, each adding a few items to a closure that has most
// of the work done, in place of m runs from the givens; and none below a
// base that solves the grid, whose questions are all kept.

// questions is a run of questions asked in turn, item by item.
type questions interface {
	// present readies the clues a closure reads for a closure on what
	// is present now but items lo..hi.
	present(lo, hi int)
	// add adds item i, when it is present now, to c, and reports false
	// when a cell is left with no height.
	add(c *closure, i int) bool
	// answer answers item i's question from its closure c (nil: it runs
	// one of its own), and keeps or refuses it.
	answer(i int, c *closure)
}

// asker holds the clues and ladder of one generator call, the closures
// of its questions, and the state of strip's and clearCells' questions,
// made once for all the squares it draws. The clues' answers (their
// line memo and last answers) hold whatever the clues, so an asker
// serves call after call.
type asker struct {
	// alone, set past maxTable, asks each question on a closure of its
	// own, run from the givens (base is nil): there the closure's line
	// search walks the orders, and the halving's many closures, each
	// searching lines afresh, cost more than they save (8x8 expert: 1.31
	// of the CPU, 5 pairs).
	alone  bool
	fresh  closure // a question's own closure
	k      clues
	lad    *regions.Ladder // the ladder on k
	root   closure         // the closure on what is present now but every item
	levels [maxDepth]closure
	strip  stripping
	clear  clearing
	rs     [4 * maxSize]removal
	cs     [maxSize * maxSize][2]int
	none   [maxSize * maxSize]int // an empty grid
	seek   seeker
	fill   fillStack              // the boards of fillSquare's search
	order  [maxSize * maxSize]int // a random order of cells or clues (shuffled)
	cells  [maxSize * maxSize]int // the givens clearCells leaves
}

// askers holds askers for reuse: one is large, and a generator call
// needs one.
var askers = sync.Pool{New: func() any {
	q := new(asker)
	q.lad = ladderOf(&q.k)
	return q
}}

// maxDepth bounds the levels of the halving: 2^7 items, more than the
// cells of the largest grid.
const maxDepth = 8

// ask answers the questions of items lo..hi of qs in turn, base being
// the closure (stopped where its rules stop) on what is present now but
// those items.
func (a *asker) ask(qs questions, lo, hi, depth int, base *closure) {
	if a.alone {
		for i := lo; i <= hi; i++ {
			qs.answer(i, nil)
		}
		return
	}
	if lo == hi || base.solved() {
		// A base that solves the grid solves each question below it too
		// (each holds more), whichever were kept before it.
		for i := lo; i <= hi; i++ {
			qs.answer(i, base)
		}
		return
	}
	c := &a.levels[depth]
	c.k, c.maxOpen = base.k, base.maxOpen
	mid := (lo + hi) / 2
	start(qs, c, base, lo, mid, mid+1, hi)
	a.ask(qs, lo, mid, depth+1, c)
	start(qs, c, base, mid+1, hi, lo, mid)
	a.ask(qs, mid+1, hi, depth+1, c)
}

// start makes c the closure on what is present now but items lo..hi:
// base, which lacked from..to as well, with those of them present now
// added.
func start(qs questions, c, base *closure, lo, hi, from, to int) {
	qs.present(lo, hi)
	c.from(base)
	ok := true
	for i := from; i <= to; i++ {
		ok = qs.add(c, i) && ok
	}
	if ok {
		c.run()
	}
}

// stripping is strip's questions: may the clues of a removal go?
type stripping struct {
	geo     *regions.Geometry
	lad     *regions.Ladder
	k       *clues // the clues shown now
	givens  []int
	fresh   *closure // a question's own closure, when asked alone
	ts      []trade
	target  gen.Grade
	whole   bool // the closure is the ladder cut at target
	maxOpen int
	seek    *seeker   // a search for a second solution, on the square's
	shown   uint64    // the slots of the clues shown now
	rated   bool      // a removal was kept
	rs      []removal // the removals, in the order asked
	view    clues     // the clues a closure reads
}

// present makes s.view the clues shown now without those of removals
// lo..hi.
func (s *stripping) present(lo, hi int) {
	s.view.front, s.view.back = s.k.front, s.k.back
	for _, r := range s.rs[lo : hi+1] {
		r.set(&s.view, 0, 0)
	}
}

// add applies the edge rules of removal i's clues, when shown, and
// marks their lines for the line search.
func (s *stripping) add(c *closure, i int) bool {
	r := s.rs[i]
	if *s.k.at(r.l, r.front) == 0 { // kept: gone for good
		return true
	}
	ok := c.clue(r.l, r.front)
	if r.paired {
		ok = c.clue(r.pl, r.pfront) && ok
	}
	return ok
}

// answer keeps removal i when it leaves none of the cycle swaps showing
// the same clues and the closure c on the clues left solves the grid
// (at hard and expert, when it does not, the grader started from it).
func (s *stripping) answer(i int, c *closure) {
	r := s.rs[i]
	va, vb := *s.k.at(r.l, r.front), *s.k.at(r.pl, r.pfront)
	r.set(s.k, 0, 0)
	if !anyTrade(s.ts, s.shown&^r.slots()) {
		if c == nil {
			c = s.fresh
			*c = closure{k: s.k, maxOpen: s.maxOpen}
			c.solves(s.givens)
		}
		if c.solved() || !s.whole && !s.seek.other(c) && c.ladderSolves(s.geo, s.lad, s.target, nil) {
			s.shown &^= r.slots()
			s.rated = true
			return
		}
	}
	r.set(s.k, va, vb)
}

// clearing is clearCells' questions: may the cells of a clearing go?
type clearing struct {
	geo     *regions.Geometry
	lad     *regions.Ladder
	k       *clues
	fresh   *closure // a question's own closure, when asked alone
	maxOpen int
	target  gen.Grade
	whole   bool     // the closure is the ladder cut at target
	seek    *seeker  // a search for a second solution, on sol
	sol     []int    // the full grid
	cells   []int    // the givens now
	cs      [][2]int // the clearings, in the order asked: a cell and its image (itself when none)
}

// present does nothing: every clue is shown.
func (*clearing) present(lo, hi int) {}

// add gives the cells of clearing i that are given now.
func (q *clearing) add(c *closure, i int) bool {
	ok := true
	for _, x := range q.cs[i] {
		if v := q.cells[x]; v != 0 {
			ok = c.give(x, v) && ok
		}
	}
	return ok
}

// answer keeps clearing i when the closure c without its cells places
// them (at hard and expert, when it does not, the grader started from
// it).
func (q *clearing) answer(i int, c *closure) {
	cleared := q.cs[i][:1]
	if q.cs[i][1] != q.cs[i][0] {
		cleared = q.cs[i][:]
	}
	for _, x := range cleared {
		q.cells[x] = 0
	}
	if c == nil {
		c = q.fresh
		*c = closure{k: q.k, maxOpen: q.maxOpen, until: cleared}
		c.solves(q.cells)
	}
	if c.placedAll(cleared) || !q.whole && !q.seek.other(c) && c.ladderSolves(q.geo, q.lad, q.target, cleared) {
		return
	}
	for _, x := range cleared {
		q.cells[x] = q.sol[x]
	}
}
