package numbrix

import "fmt"

// board is the geometry of one puzzle: which cells are open (part of the
// puzzle), which steps join them, and the masks that turn a set of cells
// into the set of their neighbours with a few shifts.
type board struct {
	rows, cols int
	diagonal   bool  // king steps (Hidato) as well as orthogonal ones (Numbrix)
	open       set   // the cells of the puzzle; the rest are holes
	n          int   // number of open cells: the path holds 1..n
	numbers    set   // the numbers 1..n of the path, as a set
	notFirst   set   // open cells not in the first column
	notLast    set   // open cells not in the last column
	dark       set   // open cells with row+col even (the Numbrix colouring)
	border     set   // open cells with a side on a hole or the edge
	near       []set // near[i]: the open neighbours of open cell i
	twoWords   bool  // every cell lies in the first two words of a set
	words      int   // the words of a set that hold cells
}

// newBoard returns the board of a rows x cols grid whose open cells are
// those where open(r, c) holds.
func newBoard(rows, cols int, diagonal bool, open func(r, c int) bool) (*board, error) {
	if rows < 1 || cols < 1 || rows > maxSide || cols > maxSide || rows*cols > maxCells {
		return nil, fmt.Errorf("numbrix: a %dx%d grid is out of range (at most %d rows and columns)", rows, cols, maxSide)
	}
	b := &board{rows: rows, cols: cols, diagonal: diagonal}
	for r := range rows {
		for c := range cols {
			if !open(r, c) {
				continue
			}
			i := r*cols + c
			b.open.add(i)
			b.n++
			if c > 0 {
				b.notFirst.add(i)
			}
			if c < cols-1 {
				b.notLast.add(i)
			}
			if (r+c)%2 == 0 {
				b.dark.add(i)
			}
		}
	}
	for k := 1; k <= b.n; k++ {
		b.numbers.add(k)
	}
	b.twoWords = rows*cols <= 128
	b.words = (rows*cols + 63) / 64
	b.near = make([]set, rows*cols)
	for _, i := range b.open.cells(nil) {
		var at set
		at.add(i)
		b.near[i] = b.around(at)
		r, c := i/cols, i%cols
		for _, d := range orthogonal {
			if !b.isOpen(r+d[0], c+d[1]) {
				b.border.add(i)
			}
		}
	}
	return b, nil
}

// orthogonal and king are the steps of Numbrix and of Hidato.
var (
	orthogonal = [][2]int{{-1, 0}, {0, -1}, {0, 1}, {1, 0}}
	king       = [][2]int{{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}}
)

// isOpen reports whether row r, column c is an open cell of b.
func (b *board) isOpen(r, c int) bool {
	return r >= 0 && r < b.rows && c >= 0 && c < b.cols && b.open.has(r*b.cols+c)
}

// adjacent reports whether open cells i and j are neighbours.
func (b *board) adjacent(i, j int) bool {
	dr, dc := i/b.cols-j/b.cols, i%b.cols-j%b.cols
	dr, dc = max(dr, -dr), max(dc, -dc)
	if b.diagonal {
		return max(dr, dc) == 1
	}
	return dr+dc == 1
}

// around returns the open neighbours of the cells of s (s itself only
// where one of its cells neighbours another).
func (b *board) around(s set) set {
	if b.twoWords {
		// Written out: most boards are this small, and this is the
		// solver's most frequent operation.
		w := uint(b.cols)
		l0, l1 := s[0]&b.notFirst[0], s[1]&b.notFirst[1]
		r0, r1 := s[0]&b.notLast[0], s[1]&b.notLast[1]
		o0 := r0<<1 | l0>>1 | l1<<63 | s[0]<<w | s[0]>>w | s[1]<<(64-w)
		o1 := r1<<1 | r0>>63 | l1>>1 | s[1]<<w | s[0]>>(64-w) | s[1]>>w
		if b.diagonal {
			o0 |= r0<<(w+1) | l0<<(w-1) | l0>>(w+1) | l1<<(64-w-1) | r0>>(w-1) | r1<<(64-w+1)
			o1 |= r1<<(w+1) | r0>>(64-w-1) | l1<<(w-1) | l0>>(64-w+1) | l1>>(w+1) | r1>>(w-1)
		}
		return set{o0 & b.open[0], o1 & b.open[1]}
	}
	p := b.pad(s)
	var out set
	for i := range b.words {
		st, n := b.steps(&p, i+1)
		o := uint64(0)
		for _, x := range st[:n] {
			o |= x
		}
		out[i] = o & b.open[i]
	}
	return out
}

// padded is a set of cells, those of them with a neighbour on their
// left, and those with one on their right, each with a zero word before
// and after (word i of the set is word i+1 here).
type padded struct{ all, left, right [len(set{}) + 2]uint64 }

// pad returns s padded.
func (b *board) pad(s set) padded {
	var p padded
	for i := range s {
		p.all[i+1], p.left[i+1], p.right[i+1] = s[i], s[i]&b.notFirst[i], s[i]&b.notLast[i]
	}
	return p
}

// steps returns word i (from 1) of the cells one step from p in each
// direction, and how many directions there are. Shifting by a row moves
// bits across words; a shift by 64 gives 0, as at the grid's ends.
func (b *board) steps(p *padded, i int) ([8]uint64, int) {
	w := uint(b.cols)
	all, left, right := &p.all, &p.left, &p.right
	out := [8]uint64{
		right[i]<<1 | right[i-1]>>63,
		left[i]>>1 | left[i+1]<<63,
		all[i]<<w | all[i-1]>>(64-w),
		all[i]>>w | all[i+1]<<(64-w),
	}
	if !b.diagonal {
		return out, 4
	}
	out[4] = right[i]<<(w+1) | right[i-1]>>(64-w-1)
	out[5] = left[i]<<(w-1) | left[i-1]>>(64-w+1)
	out[6] = left[i]>>(w+1) | left[i+1]<<(64-w-1)
	out[7] = right[i]>>(w-1) | right[i+1]<<(64-w+1)
	return out, 8
}

// crowded returns the open cells with at least two, and those with at
// least three, neighbours in s.
func (b *board) crowded(s set) (two, three set) {
	p := b.pad(s)
	for i := range b.words {
		st, n := b.steps(&p, i+1)
		var one, tw, th uint64
		for _, x := range st[:n] {
			th |= tw & x
			tw |= one & x
			one |= x
		}
		two[i], three[i] = tw&b.open[i], th&b.open[i]
	}
	return two, three
}

// neighbours returns the open neighbours of cell i, appended to buf.
func (b *board) neighbours(i int, buf []int) []int {
	return b.near[i].cells(buf)
}

// component returns the cells of within connected to start through
// steps inside within.
func (b *board) component(start int, within set) set {
	var comp set
	comp.add(start)
	for {
		next := comp.or(b.around(comp).and(within))
		if next == comp {
			return comp
		}
		comp = next
	}
}

// cellName names cell i for messages: "row 3 column 5" (1-based).
func (b *board) cellName(i int) string {
	return fmt.Sprintf("row %d column %d", i/b.cols+1, i%b.cols+1)
}
