package calcudoku

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/regions"
)

// supportOf returns, per cell of c, the digits of the tuples that fit:
// whose every digit is in its cell's mask and, when need is not 0, that
// have a bit of need (a packed set of digits by cell); and how many
// tuples fit.
func supportOf(c *cage, masks *[maxCage]uint16, need uint64) (sup [maxCage]uint16, fit int) {
	k := len(c.cells)
	out := ^pack(masks, k)
	var all uint64
	for _, tu := range c.tuples {
		if tu&out == 0 && (need == 0 || tu&need != 0) {
			all |= tu
			fit++
		}
	}
	return unpack(all, k), fit
}

// placedMasks returns, per cell of c, its digit when placed and every
// digit when not: what cage arithmetic reads.
func placedMasks(g *regions.Grader, c *cage) (m [maxCage]uint16) {
	for j, i := range c.cells {
		m[j] = 0x1ff
		if v := g.Value(i); v != 0 {
			m[j] = bit(v)
		}
	}
	return m
}

// candMasks returns the candidates of c's cells.
func candMasks(g *regions.Grader, c *cage) (m [maxCage]uint16) {
	for j, i := range c.cells {
		m[j] = cand(g, i)
	}
	return m
}

// cageArithmetic keeps a cage's empty cells to the digits of the tuples
// that make its target with the digits placed in it.
func (k *rules) cageArithmetic(g *regions.Grader, t regions.Technique) bool {
	for x := range k.b.cages {
		c := &k.b.cages[x]
		if filled(g, c.cells) {
			continue
		}
		m := placedMasks(g, c)
		if k.idle(k.arith, x, &m) {
			continue
		}
		sup, fit := supportOf(c, &m, 0)
		if fit > 0 && keep(g, c.cells, sup[:len(c.cells)]) {
			record(g, t, func() gen.Words {
				return gen.Say("%s can only be made by %s, so its cells keep only those digits.", k.cageName(c, true), tuplesText(c, &m, 0))
			})
			return true
		}
	}
	return false
}

// idle reports whether cage x had the masks m when a rule last found
// nothing in it, and else notes m for the next look. The rule's finding
// on a cage depends on the masks alone, and every step only removes
// digits, so a cage whose masks have not changed has nothing new: a
// grader that tries the rule after every single skips it.
func (k *rules) idle(seen [][maxCage]uint16, x int, m *[maxCage]uint16) bool {
	if seen[x] == *m {
		return true
	}
	seen[x] = *m
	return false
}

// cageTuples keeps a cage's empty cells to the digits of the tuples whose
// every digit the candidates allow.
func (k *rules) cageTuples(g *regions.Grader, t regions.Technique) bool {
	for x := range k.b.cages {
		c := &k.b.cages[x]
		if filled(g, c.cells) {
			continue
		}
		m := candMasks(g, c)
		if k.idle(k.tuples, x, &m) {
			continue
		}
		sup, fit := supportOf(c, &m, 0)
		if fit > 0 && keep(g, c.cells, sup[:len(c.cells)]) {
			record(g, t, func() gen.Words {
				return gen.Say("With the candidates its rows and columns leave, %s can only be %s.", k.cageName(c, false), tuplesText(c, &m, 0))
			})
			return true
		}
	}
	return false
}

// cageAndLine crosses a cage's tuples with the rows and columns it lies
// in: a digit every fitting tuple puts in the cage's cells of a line
// leaves the rest of the line; a digit a line can hold only in the
// cage's cells rules out the tuples without it there.
func (k *rules) cageAndLine(g *regions.Grader, t regions.Technique) bool {
	geo := g.Geometry()
	var lines *lineDigits // read on first need
	for x := range k.b.cages {
		c := &k.b.cages[x]
		if len(c.cells) == 1 || filled(g, c.cells) {
			continue
		}
		m := candMasks(g, c)
		memo := &k.lines[x]
		if memo.masks != m {
			memo.masks = m
			memo.always, memo.fit = alwaysInLines(c, &m)
		}
		always, fit := memo.always, memo.fit
		if fit == 0 {
			continue
		}
		for l, ln := range c.lines {
			u := ln.unit
			for a := always[l]; a != 0; a &= a - 1 {
				d := trailing(a) + 1
				if k.clearLine(g, geo.Units[u], x, d) {
					record(g, t, func() gen.Words {
						line := unitSaid(k.b.n, u, false)
						return gen.Say("Every way to make %s puts a %d in its cells of %s, so no other cell of %s holds %d.", k.cageName(c, false), d, line, line, d)
					})
					return true
				}
			}
			for d := 1; d <= k.b.n; d++ {
				if always[l]&bit(d) != 0 {
					continue
				}
				if lines == nil {
					lines = k.readLines(g)
				}
				if !lines.onlyAt(u, ln.pos, d) {
					continue
				}
				has := ln.digit(d)
				sup, with := supportOf(c, &m, has)
				if with > 0 && keep(g, c.cells, sup[:len(c.cells)]) {
					record(g, t, func() gen.Words {
						cg := k.cageName(c, false)
						return gen.Say("%s can hold %d only in %s, so %s must put a %d there: it can only be %s.", unitSaid(k.b.n, u, true), d, cg, cg, d, tuplesText(c, &m, has))
					})
					return true
				}
			}
		}
	}
	return false
}

// linesMemo is what alwaysInLines last found for a cage, with the masks
// it read: a cage whose candidates have not changed need not be read
// again (a grader tries cage and line after every step that the simpler
// rules do not make).
type linesMemo struct {
	masks  [maxCage]uint16
	always [2 * maxCage]uint16
	fit    int
}

// alwaysInLines returns, per line of c, the digits every tuple that fits
// the masks m puts in c's cells of that line, and how many tuples fit.
func alwaysInLines(c *cage, m *[maxCage]uint16) (always [2 * maxCage]uint16, fit int) {
	all := ^uint64(0)
	out := ^pack(m, len(c.cells))
	in := c.inLines()
	for t, tu := range c.tuples {
		if tu&out == 0 {
			fit++
			all &= in[t]
		}
	}
	for l := range c.lines {
		always[l] = uint16(all>>(field*l)) & 0x1ff
	}
	return always, fit
}

// digits returns the digits tuple tu puts in the cage's cells of ln.
func (ln cageLine) digits(tu uint64) uint16 {
	var in uint16
	for at := ln.at; at != 0; at &= at - 1 {
		in |= uint16(tu>>(field*bits.TrailingZeros8(at))) & 0x1ff
	}
	return in
}

// digit returns the packed set of digit d in the cage's cells of ln.
func (ln cageLine) digit(d int) uint64 {
	var w uint64
	for at := ln.at; at != 0; at &= at - 1 {
		w |= 1 << (field*bits.TrailingZeros8(at) + d - 1)
	}
	return w
}

// clearLine removes d from the cells of unit outside cage x.
func (k *rules) clearLine(g *regions.Grader, unit []int, x, d int) bool {
	changed := false
	for _, i := range unit {
		if k.b.cageOf[i] != x && g.Value(i) == 0 && g.Eliminate(i, bit(d)) {
			changed = true
		}
	}
	return changed
}

// lineDigits is where each digit may still go in each row and column
// (rows first, then columns, as the geometry's units): by cell's place in
// the line, with the digits placed in it.
type lineDigits struct {
	where  [2 * maxSize][maxSize]uint16
	placed [2 * maxSize]uint16
}

// readLines fills k's lineDigits from g's pencil marks.
func (k *rules) readLines(g *regions.Grader) *lineDigits {
	ld := &k.lineDigits
	*ld = lineDigits{}
	units := g.Geometry().Units
	for u := range 2 * k.b.n {
		for p, i := range units[u] {
			if v := g.Value(i); v != 0 {
				ld.placed[u] |= bit(v)
				continue
			}
			for m := g.Candidates(i); m != 0; m &= m - 1 {
				ld.where[u][trailing(m)] |= 1 << p
			}
		}
	}
	return ld
}

// onlyAt reports whether d is not yet placed in unit u and only its
// cells at the places pos may hold it.
func (ld *lineDigits) onlyAt(u int, pos uint16, d int) bool {
	return ld.placed[u]&bit(d) == 0 && ld.where[u][d-1]&^pos == 0
}

// cageName names a cage for explanations: "the 12× cage at r1c1"; "The
// 12× cage..." at the start of a sentence (capital).
func (k *rules) cageName(c *cage, capital bool) gen.Words {
	n := k.b.n
	at := fmt.Sprintf("r%dc%d", c.cells[0]/n+1, c.cells[0]%n+1)
	if capital {
		return gen.Say("The %s cage at %s", c.clueSaid(), at)
	}
	return gen.Say("the %s cage at %s", c.clueSaid(), at)
}

// tuplesText lists the fitting tuples of c (those with a bit of need,
// when it is not 0) as digit strings in cell order, "1-2 or 2-4"; at
// most six, then "...".
func tuplesText(c *cage, m *[maxCage]uint16, need uint64) gen.Words {
	var out []string
	k := len(c.cells)
	notIn := ^pack(m, k)
	for _, tu := range c.tuples {
		if tu&notIn != 0 || need != 0 && tu&need == 0 {
			continue
		}
		if len(out) == 6 {
			out = append(out, "...")
			break
		}
		var s strings.Builder
		digits := unpack(tu, k)
		for j, mask := range digits[:k] {
			if j > 0 {
				s.WriteByte('-')
			}
			s.WriteByte('0' + byte(trailing(mask)+1))
		}
		out = append(out, s.String())
	}
	return orChain(out)
}

// orChain says items joined by "or" alone, as tuples are listed: "1-2 or
// 2-4 or 3-5" (one item: that item).
func orChain(items []string) gen.Words {
	said := gen.Say("%s", items[len(items)-1])
	for i := len(items) - 2; i >= 0; i-- {
		said = gen.Say("%s or %s", items[i], said)
	}
	return said
}
