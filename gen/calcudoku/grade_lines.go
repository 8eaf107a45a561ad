package calcudoku

import (
	"fmt"
	"slices"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// maxTotalCells bounds the unknown cells of one line-total step: a
// person adds up to three unknowns in their head.
const maxTotalCells = 3

// lineTotals reads the totals of rows and columns: the digits of one line
// (or two side by side) add up to k*N(N+1)/2 and multiply to N!^k. The
// + (or ×) cages that touch the lines give their part of it; what is left
// is made by the lines' other cells, less (or divided by) the cells those
// cages have outside the lines. When at most three of all those cells are
// empty, their candidates keep only the digits that make the total.
func (k *rules) lineTotals(g *regions.Grader, t regions.Technique) bool {
	n := k.b.n
	if len(k.bands) == 0 {
		k.readBands()
	}
	empty := k.emptyOutside(g)
	x := 0
	for span := 1; span <= 2; span++ {
		for _, cols := range []bool{false, true} {
			for first := 0; first+span <= n; first++ {
				for o, op := range totalOps {
					// lineTotal gives up on lines with more empty cells
					// outside op's cages before it reads their band.
					u := first
					if cols {
						u += n
					}
					few := empty[o][u] <= maxTotalCells
					if span == 2 {
						few = empty[o][u]+empty[o][u+1] <= maxTotalCells
					}
					if few && k.lineTotal(g, t, k.bandAt(x, span, first, cols, op), span, first, cols, op) {
						return true
					}
					x++
				}
			}
		}
	}
	return false
}

// totalOps are the operations whose cages line sums and products count.
var totalOps = [2]string{opAdd, opMul}

// emptyOutside returns, per operation of totalOps and per row and
// column (rows first), how many of its cells are empty outside the
// operation's cages.
func (k *rules) emptyOutside(g *regions.Grader) (empty [2][2 * maxSize]int) {
	n := k.b.n
	for i := range n * n {
		if g.Value(i) != 0 {
			continue
		}
		for o, op := range totalOps {
			if k.counted[k.b.cageOf[i]].op != op {
				empty[o][i/n]++
				empty[o][n+i%n]++
			}
		}
	}
	return empty
}

// band is what lineTotal needs of one set of lines and one operation
// that does not change during a run: read on its first use in a run
// (bandAt).
type band struct {
	plain []int // the lines' cells outside the op cages that touch them
	outer []int // the cells those cages have outside the lines
	base  expo  // the cages' targets, less the lines' total
	used  int   // how many such cages there are
	read  bool  // whether the band has been read this run
	// idle is the band's last reading whose fillings kept every
	// candidate: the same reading keeps them again (totalRead.fitsAll).
	idle totalRead
}

// readBands makes room for the bands of every span, direction, first
// line and operation, in the order lineTotals tries them, and reads
// each cage as lineTotal counts it, once a run (a run starts with no
// bands: k.bands empty). It reuses the arrays of an earlier run.
func (k *rules) readBands() {
	n := k.b.n
	k.bands = slices.Grow(k.bands[:0], 4*(2*n-1))[:4*(2*n-1)]
	clear(k.bands)
	// Every band's cells share one array: each line's n cells once as
	// plain or outer cells for a span of one, twice for a span of two.
	k.bandCells = slices.Grow(k.bandCells[:0], 4*3*n*n)
	k.counted = slices.Grow(k.counted[:0], len(k.b.cages))[:len(k.b.cages)]
	clear(k.counted)
	for x := range k.b.cages {
		if c := &k.b.cages[x]; len(c.cells) > 1 && !c.hidden && (c.op == opAdd || c.op == opMul) {
			k.counted[x] = counted{c.op, valueOf(c.op, c.target)}
		}
	}
}

// bandAt returns band x (of span lines from first, columns or rows, and
// op), reading it on its first use in a run.
func (k *rules) bandAt(x, span, first int, cols bool, op string) *band {
	bd := &k.bands[x]
	if !bd.read {
		*bd, k.bandCells = k.bandOf(span, first, cols, op, k.counted, k.bandCells)
		bd.read = true
	}
	return bd
}

// bandOf reads the band of the rows (or columns) first..first+span-1
// with the cages of op (ops: each cage as it counts), its cells appended
// to buf, which it returns.
func (k *rules) bandOf(span, first int, cols bool, op string, ops []counted, buf []int) (band, []int) {
	b, n := k.b, k.b.n
	// The lines' total, less the known part, is what the empty cells in
	// must make against those out: base + in - out = 0, as a sum or as
	// the exponents of 2, 3, 5 and 7 in a product (exact however large
	// the products grow).
	var bd band
	if op == opAdd {
		bd.base[0] = -span * n * (n + 1) / 2
	} else {
		for d := 2; d <= n; d++ {
			bd.base = bd.base.minus(digitExpos[d].times(span))
		}
	}
	opCage := func(x int) bool { return ops[x].op == op }
	// The band's cells in reading order: rows first..first+span-1 are
	// one run of cells; columns take span cells of every row.
	var inside [2 * maxSize]int
	cells := inside[:0]
	if cols {
		for r := range n {
			for c := first; c < first+span; c++ {
				cells = append(cells, r*n+c)
			}
		}
	} else {
		for i := first * n; i < (first+span)*n; i++ {
			cells = append(cells, i)
		}
	}
	in := func(i int) bool {
		l := i / n
		if cols {
			l = i % n
		}
		return l >= first && l < first+span
	}
	start := len(buf)
	for _, i := range cells {
		if !opCage(b.cageOf[i]) {
			buf = append(buf, i)
		}
	}
	bd.plain = buf[start:len(buf):len(buf)]
	start = len(buf)
	var seen [maxCells]bool
	for _, i := range cells {
		x := b.cageOf[i]
		if !opCage(x) || seen[x] {
			continue
		}
		seen[x], bd.used = true, bd.used+1
		bd.base = bd.base.plus(ops[x].value)
		for _, j := range b.cages[x].cells {
			if !in(j) {
				buf = append(buf, j)
			}
		}
	}
	bd.outer = buf[start:len(buf):len(buf)]
	return bd, buf
}

// counted is a cage as lineTotal counts it: its operation, + or ×, and
// its target's value (valueOf).
type counted struct {
	op    string
	value expo
}

// valueOf is v as lineTotal counts it for op: itself for a sum, its
// exponents for a product.
func valueOf(op string, v int) expo {
	switch {
	case op == opAdd:
		return expo{v}
	case v < len(digitExpos):
		return digitExpos[v]
	}
	return factor(v)
}

// digitExpos are the exponents of the digits 0 to 9 (0 is never read).
var digitExpos = [...]expo{{}, {}, {1}, {0, 1}, {2}, {0, 0, 1}, {1, 1}, {0, 0, 0, 1}, {3}, {0, 2}}

// lineTotal tries band bd (of span lines from first, columns or rows,
// and op) on g.
func (k *rules) lineTotal(g *regions.Grader, t regions.Technique, bd *band, span, first int, cols bool, op string) bool {
	r, ok := totalOf(bd, op, g.Value)
	if !ok {
		return false
	}
	for j, i := range r.cells[:r.k] {
		r.cand[j] = cand(g, i)
	}
	sup, all := r.fitsAll(bd, k.b.n, op)
	if all || !keep(g, r.cells[:r.k], sup[:r.k]) {
		return false
	}
	record(g, t, func() gen.Words {
		return k.totalText(span, first, cols, op, r.cells[:r.in], r.cells[r.in:r.k])
	})
	return true
}

// totalRead is what line sums and products read of one band: its empty
// cells, those added in first, their candidates, and the total they
// must make (base + in - out = 0).
type totalRead struct {
	cells [maxTotalCells]int
	cand  [maxTotalCells]uint16
	k, in int
	base  expo
}

// totalOf reads band bd (of op) against value (a cell's digit, 0 when
// empty), all but the candidates; false when the band has no cage of
// op, no empty cell, or more than maxTotalCells.
func totalOf(bd *band, op string, value func(int) int) (r totalRead, ok bool) {
	if bd.used == 0 {
		return r, false
	}
	r.base = bd.base
	for _, i := range bd.plain {
		if v := value(i); v != 0 {
			r.base = r.base.plus(valueOf(op, v))
		} else if r.k == maxTotalCells {
			return r, false
		} else {
			r.cells[r.k], r.k = i, r.k+1
		}
	}
	r.in = r.k
	for _, j := range bd.outer {
		if v := value(j); v != 0 {
			r.base = r.base.minus(valueOf(op, v))
		} else if r.k == maxTotalCells {
			return r, false
		} else {
			r.cells[r.k], r.k = j, r.k+1
		}
	}
	return r, r.k > 0
}

// maxCells bounds the cells of a grid (9x9).
const maxCells = maxSize * maxSize

// fits returns, per cell of r, the digits of the fillings that keep each
// cell to its candidates, differ where cells share a line (of an n x n
// grid), and make the total.
func (r *totalRead) fits(n int, op string) (sup [maxTotalCells]uint16) {
	var digits [maxTotalCells]int
	r.fill(n, 0, r.base, op, &digits, &sup)
	return sup
}

// fitsAll is fits, and whether the fillings keep every candidate (then
// noted in bd, whose last such reading r is: it is not read again).
func (r *totalRead) fitsAll(bd *band, n int, op string) (sup [maxTotalCells]uint16, all bool) {
	if *r == bd.idle {
		return sup, true
	}
	sup, all = r.fits(n, op), true
	for j := range r.k {
		all = all && r.cand[j]&^sup[j] == 0
	}
	if all {
		bd.idle = *r
	}
	return sup, all
}

// fill tries each digit of cell j on the filling of the cells before it
// (digits), e being the total left to make, and adds each filling that
// makes it to sup.
func (r *totalRead) fill(n, j int, e expo, op string, digits *[maxTotalCells]int, sup *[maxTotalCells]uint16) {
	c := r.cells[j]
next:
	for m := r.cand[j]; m != 0; m &= m - 1 {
		d := trailing(m) + 1
		for x := range j {
			if a := r.cells[x]; digits[x] == d && (a/n == c/n || a%n == c%n) {
				continue next
			}
		}
		digits[j] = d
		f := e.plus(valueOf(op, d))
		if j >= r.in {
			f = e.minus(valueOf(op, d))
		}
		switch {
		case j+1 < r.k:
			r.fill(n, j+1, f, op, digits, sup)
		case f == expo{}:
			for x := range r.k {
				sup[x] |= bit(digits[x])
			}
		}
	}
}

// totalText explains one line-total step.
func (k *rules) totalText(span, first int, cols bool, op string, in, out []int) gen.Words {
	n := k.b.n
	lines := gen.Say("row %d", first+1)
	switch {
	case cols && span == 2:
		lines = gen.Say("columns %d and %d", first+1, first+2)
	case cols:
		lines = gen.Say("column %d", first+1)
	case span == 2:
		lines = gen.Say("rows %d and %d", first+1, first+2)
	}
	var inside any = gen.Say("the rest")
	if len(in) > 0 {
		inside = cellList(n, in)
	}
	product := op == opMul
	switch {
	case product && len(out) > 0:
		return gen.Say("The digits of %s multiply to a known product, and its %s cages give their part of it, so %s, against %s outside, must make the rest: their candidates keep only the digits that do.", lines, op, inside, cellList(n, out))
	case product:
		return gen.Say("The digits of %s multiply to a known product, and its %s cages give their part of it, so %s must make the rest: their candidates keep only the digits that do.", lines, op, inside)
	case len(out) > 0:
		return gen.Say("The digits of %s add up to a known sum, and its %s cages give their part of it, so %s, against %s outside, must make the rest: their candidates keep only the digits that do.", lines, op, inside, cellList(n, out))
	}
	return gen.Say("The digits of %s add up to a known sum, and its %s cages give their part of it, so %s must make the rest: their candidates keep only the digits that do.", lines, op, inside)
}

// cellList names cells: "r1c2, r1c3 and r2c3".
func cellList(n int, cells []int) gen.List {
	names := make([]any, len(cells))
	for j, i := range cells {
		names[j] = fmt.Sprintf("r%dc%d", i/n+1, i%n+1)
	}
	return gen.And(names...)
}

// expo is a whole number as a sum (its first entry alone), or a product
// of digits as the exponents of 2, 3, 5 and 7.
type expo [4]int

// factor returns v's exponents; a v with another prime factor (a target
// no digits make) gets an exponent of 2 no product of digits balances.
func factor(v int) expo {
	var e expo
	for k, p := range []int{2, 3, 5, 7} {
		for v%p == 0 && v > 0 {
			v /= p
			e[k]++
		}
	}
	if v != 1 {
		e[0] += 1 << 20
	}
	return e
}

func (e expo) plus(f expo) expo {
	for k := range e {
		e[k] += f[k]
	}
	return e
}

func (e expo) minus(f expo) expo {
	for k := range e {
		e[k] -= f[k]
	}
	return e
}

func (e expo) times(m int) expo {
	for k := range e {
		e[k] *= m
	}
	return e
}
