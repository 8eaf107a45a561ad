package skyscrapers

import "sync"

// Up to maxTable, the line search reads a table in place of walking the
// orders: every order of 1..n (720 at 6x6), each packed into one word a
// byte per cell (bit h-1 of byte i for height h in cell i), listed by the
// clues it shows. A line's candidates pack the same way, so an order
// keeps them when it is within them (one AND), and the union of those
// orders is the search's answer. Past 6x6 the lists grow too long to
// read whole (5040 orders at 7x7) and the walk, which leaves a branch as
// soon as it cannot fit, is faster.

// maxTable is the largest size whose line search reads an order table.
const maxTable = 6

// orderTable lists the orders of 1..n by the clues they show: list
// f*(n+1)+b holds those seen f from the front and b from the back, and
// a side with no clue (0) takes every count.
type orderTable struct {
	n     int
	lists [][]uint64
}

// tables holds each size's table, made when first asked for.
var tables [maxTable + 1]struct {
	once sync.Once
	t    orderTable
}

// tableOf returns the order table of size n (at most maxTable).
func tableOf(n int) *orderTable {
	e := &tables[n]
	e.once.Do(func() { e.t = newOrderTable(n) })
	return &e.t
}

// newOrderTable lists every order of 1..n.
func newOrderTable(n int) orderTable {
	t := orderTable{n: n, lists: make([][]uint64, (n+1)*(n+1))}
	var line [maxSize]int
	var place func(i int, used uint16)
	place = func(i int, used uint16) {
		if i == n {
			f, b := seen(line[:n]), seenBack(line[:n])
			var p uint64
			for j, h := range line[:n] {
				p |= 1 << (8*j + h - 1)
			}
			for _, at := range [3]int{f*(n+1) + b, f * (n + 1), b} {
				t.lists[at] = append(t.lists[at], p)
			}
			return
		}
		for h := 1; h <= n; h++ {
			if used&(1<<h) == 0 {
				line[i] = h
				place(i+1, used|1<<h)
			}
		}
	}
	place(0, 0)
	return t
}

// narrow returns the candidates of each cell of a line (cand, one digit
// set per cell) that some order showing the clues front and back (0:
// none) keeps, and false when no order does: lineSearch's answer.
func (t *orderTable) narrow(front, back int, cand []uint16) ([maxSize]uint16, bool) {
	var c uint64
	for i, m := range cand {
		c |= uint64(m) << (8 * i)
	}
	var kept uint64
	for _, p := range t.lists[front*(t.n+1)+back] {
		if c&p == p {
			if kept |= p; kept == c {
				break // every candidate is kept already
			}
		}
	}
	var keep [maxSize]uint16
	for i := range cand {
		keep[i] = uint16(kept>>(8*i)) & 0xff
	}
	return keep, kept != 0
}
