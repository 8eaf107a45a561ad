package killer

import (
	"strconv"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
)

var _ gen.Canonicalizer = Kind{}

// Canonical returns the least text form of p among its mirror images and
// turns that keep its boxes (all eight on a 4x4 and a 9x9, the four that
// keep 2x3 boxes on a 6x6), so that a book never prints one killer twice
// in disguise. Relabelling digits changes the sums, so it is no disguise.
// It returns "" for a puzzle of a shape the kind does not take.
func (Kind) Canonical(p *gen.Puzzle) string {
	if checkShape(p) != nil {
		return ""
	}
	n := p.Rows
	g := geoms()[n]
	best := ""
	for t := range 8 {
		transpose := t&4 != 0
		if transpose && g.boxRows != g.boxCols {
			continue
		}
		move := func(c gen.Cell) gen.Cell {
			r, col := c.Row, c.Col
			if t&1 != 0 {
				r = n - 1 - r
			}
			if t&2 != 0 {
				col = n - 1 - col
			}
			if transpose {
				r, col = col, r
			}
			return gen.Cell{Row: r, Col: col}
		}
		if s := formOf(p, move); best == "" || s < best {
			best = s
		}
	}
	return best
}

// formOf writes p moved by move as the text form does: the givens, each
// cell's cage named in reading order of first cells, and the sums.
func formOf(p *gen.Puzzle, move func(gen.Cell) gen.Cell) string {
	n := p.Rows
	givens, cageAt := gen.NewGrid(n, n), gen.NewGrid(n, n)
	for r := range n {
		for c := range n {
			to := move(gen.Cell{Row: r, Col: c})
			givens[to.Row][to.Col] = p.Givens[r][c]
		}
	}
	for k, cg := range p.Cages {
		for _, c := range cg.Cells {
			to := move(c)
			cageAt[to.Row][to.Col] = k
		}
	}
	var b strings.Builder
	for _, row := range givens {
		for _, v := range row {
			b.WriteByte(byte('0' + v))
		}
	}
	b.WriteByte(' ')
	name := map[int]int{}
	var sums []string
	for _, row := range cageAt {
		for _, k := range row {
			id, ok := name[k]
			if !ok {
				id = len(name)
				name[k] = id
				sums = append(sums, strconv.Itoa(p.Cages[k].Target))
			}
			b.WriteByte(cageIDs[id%len(cageIDs)])
		}
	}
	b.WriteByte(' ')
	b.WriteString(strings.Join(sums, ","))
	return b.String()
}
