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
