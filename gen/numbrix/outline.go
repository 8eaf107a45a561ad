package numbrix

import "github.com/puzzlebook/puzzlebook/layout/draw"

// vertex is a lattice point of the grid: a cell corner.
type vertex struct{ r, c int }

// outline returns the boundary of the open cells as closed polylines on
// the page: the outer edge and the edge of every hole. Each loop repeats
// its first side at the end so that every corner is drawn as a join.
func (g *grid) outline() [][]draw.Point {
	next := g.boundary()
	var loops [][]draw.Point
	for len(next) > 0 {
		// Start at the top-left corner left, so the drawing is the same
		// whatever the map's order.
		start, first := vertex{}, true
		for v := range next {
			if first || v.r < start.r || (v.r == start.r && v.c < start.c) {
				start, first = v, false
			}
		}
		loops = append(loops, g.trace(start, next))
	}
	return loops
}

// boundary returns the sides between open and other cells, each directed
// clockwise round the open cells, as the sides leaving each vertex.
func (g *grid) boundary() map[vertex][]vertex {
	b := g.b
	next := make(map[vertex][]vertex)
	add := func(a, z vertex) { next[a] = append(next[a], z) }
	for r := range b.rows {
		for c := range b.cols {
			if !b.isOpen(r, c) {
				continue
			}
			if !b.isOpen(r-1, c) {
				add(vertex{r, c}, vertex{r, c + 1})
			}
			if !b.isOpen(r, c+1) {
				add(vertex{r, c + 1}, vertex{r + 1, c + 1})
			}
			if !b.isOpen(r+1, c) {
				add(vertex{r + 1, c + 1}, vertex{r + 1, c})
			}
			if !b.isOpen(r, c-1) {
				add(vertex{r + 1, c}, vertex{r, c})
			}
		}
	}
	return next
}

// trace follows sides from start until it returns there, removing them
// from next, and returns the loop's corners on the page.
func (g *grid) trace(start vertex, next map[vertex][]vertex) []draw.Point {
	var corners []vertex
	v := start
	for {
		outs := next[v]
		if len(outs) == 0 {
			break
		}
		w := outs[0]
		if len(outs) == 1 {
			delete(next, v)
		} else {
			next[v] = outs[1:]
		}
		corners = append(corners, v)
		v = w
		if v == start && len(next[start]) == 0 {
			break
		}
	}
	corners = straighten(corners)
	pts := make([]draw.Point, 0, len(corners)+2)
	for _, v := range corners {
		pts = append(pts, g.corner(v.r, v.c))
	}
	if len(pts) >= 2 {
		pts = append(pts, pts[0], pts[1])
	}
	return pts
}

// straighten drops the vertices of a closed loop that lie on a straight
// run between their neighbours.
func straighten(loop []vertex) []vertex {
	n := len(loop)
	var out []vertex
	for i, v := range loop {
		a, z := loop[(i+n-1)%n], loop[(i+1)%n]
		if (a.r == v.r && v.r == z.r) || (a.c == v.c && v.c == z.c) {
			continue
		}
		out = append(out, v)
	}
	return out
}
