package sudoku

// The 9x9 fast path (solve_band.go) keeps, for each digit, where it may
// still go as three 27-bit band masks: bit r*9+c of band b is the cell in
// row 3b+r, column c, so bit p of band b is cell 27b+p. These tables hold
// the band geometry the propagation looks up instead of computing.
const (
	bandBits = 27
	bandFull = 1<<bandBits - 1
	rowBits  = 0x1ff // the nine cells of a band's first row
	planes   = 27    // digit d, band b is plane 3d+b
)

// bandTables is the geometry of one band, shared by every plane.
type bandTables struct {
	// boxesOf maps the nine cells of one row to the three boxes they touch
	// (bit k: box k holds at least one of them).
	boxesOf [512]uint8
	// keep maps a band's segment pattern (bit 3r+k: row r has a cell in
	// box k) to the cells of the segments that lie on some placement of
	// the digit once in each row and once in each box. It is 0 when no
	// such placement exists.
	keep [512]uint32
	// segKeep is keep at segment level: bit 3r+k of a pattern is kept
	// when segment (r, k) lies on some one-per-row, one-per-box placement.
	// A stack is a band turned on its side, so it serves stacks too.
	segKeep [512]uint16
	// house is the cell's row and box inside its band, without the cell
	// (32 entries, so that a bit position masked to five bits needs no
	// bounds check).
	house [32]uint32
	// column is every cell of column c in all three rows of a band.
	column [9]uint32
}

var bandTab = newBandTables()

func newBandTables() *bandTables {
	t := &bandTables{}
	for row := range t.boxesOf {
		for k := range 3 {
			if row>>(3*k)&7 != 0 {
				t.boxesOf[row] |= 1 << k
			}
		}
	}
	// The digit sits once in each row and once in each box of a band, so
	// its three cells match rows to boxes one to one: one of the six
	// permutations. A segment is kept when some permutation uses it and
	// finds all three of its segments present.
	perms := [6][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	var uses [6]uint32 // the segments each permutation puts the digit in
	for i, p := range perms {
		for r, k := range p {
			uses[i] |= 1 << (3*r + k)
		}
	}
	for pat := range t.keep {
		var segs uint32
		for _, use := range uses {
			if uint32(pat)&use == use {
				segs |= use
			}
		}
		for s := range 9 {
			if segs>>s&1 != 0 {
				r, k := s/3, s%3
				t.keep[pat] |= 7 << (9*r + 3*k)
			}
		}
	}
	for pat := range t.segKeep {
		for s := range 9 {
			if t.keep[pat]&(1<<(9*(s/3)+3*(s%3))) != 0 {
				t.segKeep[pat] |= 1 << s
			}
		}
	}
	for p := range bandBits {
		r, c := p/9, p%9
		for q := range bandBits {
			if q != p && (q/9 == r || q%9/3 == c/3) {
				t.house[p] |= 1 << q
			}
		}
	}
	for c := range 9 {
		t.column[c] = 1<<c | 1<<(9+c) | 1<<(18+c)
	}
	return t
}
