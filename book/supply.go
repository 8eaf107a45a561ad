package book

import (
	"sort"
	"time"

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
	h := mix(seed ^ 0x70757a7a6c70636b) // "puzzlpck": apart from the other streams
	for i := 0; i < len(s.kind); i++ {
		h = mix(h ^ uint64(s.kind[i]))
	}
	for _, v := range []int{s.rows, s.cols, int(s.sym), int(s.grade)} {
		h = mix(h ^ uint64(v))
	}
	if s.givens != [2]int{} { // apart, and the orders of before kept
		h = mix(h ^ uint64(s.givens[0])<<32 ^ uint64(s.givens[1]))
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

// unpicked returns p for a retry: a puzzle that repeats an earlier one, or
// misses the grade, is drawn again from the retry's seed, not picked.
func unpicked(p gen.Params) gen.Params {
	p.Pick = 0
	return p
}

// pickDay sets the Pick of the jobs of one date of a daily feed (its
// slots, in config order) whose supply is listed. The slots of one supply
// that date, in the order of their names, take consecutive positions
// from the date's day number times their count, so a slot's puzzles
// repeat nothing in as many days as the list holds puzzles (divided by
// the slots sharing it), and a date gets the same puzzles whichever run
// makes it.
func pickDay(pk *picker, date time.Time, jobs []*dailyJob) {
	day := int(date.Unix() / 86400)
	groups := map[supply][]*dailyJob{}
	sizes := map[supply]int{}
	for _, j := range jobs {
		s, n := listedSupply(j.Kind, j.Params)
		if n > 0 {
			groups[s] = append(groups[s], j)
			sizes[s] = n
		}
	}
	for s, js := range groups {
		sort.Slice(js, func(a, b int) bool { return js[a].slot.Name < js[b].slot.Name })
		for rank, j := range js {
			j.Params.Pick = pk.pick(s, sizes[s], day*len(js)+rank)
		}
	}
}
