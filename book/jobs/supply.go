package jobs

import (
	"github.com/puzzlebook/puzzlebook/gen"
)

// supply names the puzzles of a listed kind (gen.Lister) that one list
// holds: the kind, its size, symmetry, grade and range of givens, with
// the kind's defaults filled in (gen.Defaulter), so that a section that
// leaves the symmetry to the kind draws on the same list as one that
// names it.
type supply struct {
	kind       string
	rows, cols int
	sym        gen.Symmetry
	grade      gen.Grade
	givens     [2]int // the range of givens; a range lists its own puzzles
}

// listedSupply returns the supply of puzzles of kind k with params p and
// how many it lists, or 0 when k lists none for p.
func listedSupply(k gen.Kind, p gen.Params) (supply, int) {
	l, ok := k.(gen.Lister)
	if !ok {
		return supply{}, 0
	}
	n := l.Listed(p)
	if df, ok := k.(gen.Defaulter); ok {
		p = df.Defaults(p)
	}
	return supply{k.Name(), p.Rows, p.Cols, p.Symmetry, p.Grade, [2]int{p.MinGivens, p.MaxGivens}}, n
}

// picker deals out the puzzles of listed supplies: each supply's list in
// an order shuffled from a seed, so that puzzles at different positions
// of one supply are different puzzles, and different seeds give
// different books.
type picker struct {
	seed   uint64
	orders map[supply][]int // shuffled list numbers, 0-based
}

func newPicker(seed uint64) *picker {
	return &picker{seed: seed, orders: map[supply][]int{}}
}

// pick returns the gen.Params.Pick of the puzzle at position pos of
// supply s, which lists n puzzles: one more than the list number at pos
// (taken modulo n) of the supply's shuffled order.
func (pk *picker) pick(s supply, n, pos int) int {
	order, ok := pk.orders[s]
	if !ok || len(order) != n {
		order = NewRand(supplySeed(pk.seed, s)).Perm(n)
		pk.orders[s] = order
	}
	return order[(pos%n+n)%n] + 1
}

// supplySeed derives the seed of supply s's order from seed.
func supplySeed(seed uint64, s supply) uint64 {
	h := Mix(seed ^ 0x70757a7a6c70636b) // "puzzlpck": apart from the other streams
	for i := 0; i < len(s.kind); i++ {
		h = Mix(h ^ uint64(s.kind[i]))
	}
	for _, v := range []int{s.rows, s.cols, int(s.sym), int(s.grade)} {
		h = Mix(h ^ uint64(v))
	}
	if s.givens != [2]int{} { // apart, and the orders of before kept
		h = Mix(h ^ uint64(s.givens[0])<<32 ^ uint64(s.givens[1]))
	}
	return h
}

// pickBook sets the Pick of every job of a listed supply, numbering each
// supply's jobs in book order: a book never repeats a puzzle, so sections
// that draw on one supply take its puzzles one after the other.
func pickBook(seed uint64, jobs []Job) {
	pk := newPicker(seed)
	next := map[supply]int{}
	for i := range jobs {
		j := &jobs[i]
		s, n := listedSupply(j.Kind, j.Params)
		if n == 0 {
			continue
		}
		j.Params.Pick = pk.pick(s, n, next[s])
		next[s]++
	}
}

// Unpicked returns p for a retry: a puzzle that repeats an earlier one,
// or misses the grade, is drawn again from the retry's seed, not picked.
func Unpicked(p gen.Params) gen.Params {
	p.Pick = 0
	return p
}

// Picker deals out the puzzles of the supplies their kinds list
// (gen.Lister: 4x4 Sudoku), each list in an order shuffled from a seed.
// A daily feed deals each date's puzzles from the feed's Picker.
type Picker struct{ pk *picker }

// NewPicker returns the Picker of seed.
func NewPicker(seed uint64) *Picker { return &Picker{newPicker(seed)} }

// Deal sets the Pick of every job whose supply is listed. The jobs of one
// supply, in the order given, take consecutive positions of its shuffled
// list from first(count), count being how many of jobs share it.
func (pk *Picker) Deal(jobs []*Job, first func(count int) int) {
	type group struct {
		jobs []*Job
		size int
	}
	groups := map[supply]*group{}
	var order []supply
	for _, j := range jobs {
		s, n := listedSupply(j.Kind, j.Params)
		if n == 0 {
			continue
		}
		if groups[s] == nil {
			groups[s] = &group{size: n}
			order = append(order, s)
		}
		groups[s].jobs = append(groups[s].jobs, j)
	}
	for _, s := range order {
		g := groups[s]
		start := first(len(g.jobs))
		for rank, j := range g.jobs {
			j.Params.Pick = pk.pk.pick(s, g.size, start+rank)
		}
	}
}
