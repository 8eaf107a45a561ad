package numbrix

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// TestShapesFillTheirSize generates every shape at every size from 4 to
// 15 (the named shapes from minNamedSide, below which Validate must name
// the minimum) and a few rectangles: the puzzle has the rows and columns
// asked for, and its first and last rows and columns each hold an open
// cell, so no empty margin shows inside the stated size.
func TestShapesFillTheirSize(t *testing.T) {
	type size struct{ rows, cols int }
	var sizes []size
	for n := minSide; n <= maxGrid; n++ {
		sizes = append(sizes, size{n, n})
	}
	sizes = append(sizes, size{6, 15}, size{15, 6}, size{7, 10}, size{9, 13}, size{11, 8})
	kinds := []struct {
		kind   Kind
		shapes []string
	}{{Numbrix, []string{ShapeRectangle}}, {Hidato, shapeNames}}
	for _, k := range kinds {
		for _, shape := range k.shapes {
			for _, sz := range sizes {
				name := fmt.Sprintf("%s/%s/%dx%d", k.kind.Name(), shape, sz.rows, sz.cols)
				t.Run(name, func(t *testing.T) {
					p := gen.Params{Rows: sz.rows, Cols: sz.cols, Grade: gen.Easy, Options: Options{Shape: shape}}
					_, isNamed := named[shape]
					if isNamed && min(sz.rows, sz.cols) < minNamedSide {
						err := k.kind.Validate(p)
						want := fmt.Sprintf("at least %dx%d", minNamedSide, minNamedSide)
						if err == nil || !strings.Contains(err.Error(), want) {
							t.Errorf("%s: got %v, want an error naming the minimum %q", name, err, want)
						}
						return
					}
					puz, err := k.kind.Generate(context.Background(), p, rand.New(rand.NewPCG(uint64(sz.rows), uint64(sz.cols))))
					if err != nil {
						t.Fatalf("%s: %v", name, err)
					}
					checkFills(t, name, puz, sz.rows, sz.cols)
				})
			}
		}
	}
}

// checkFills checks that puz is rows x cols (its heading, made from the
// params, names that size) and that each side of the grid holds an open
// cell.
func checkFills(t *testing.T, name string, puz *gen.Puzzle, rows, cols int) {
	t.Helper()
	if puz.Rows != rows || puz.Cols != cols || len(puz.Givens) != rows {
		t.Fatalf("%s: got a %dx%d puzzle with %d rows of givens, want %dx%d", name, puz.Rows, puz.Cols, len(puz.Givens), rows, cols)
	}
	sides := []struct {
		side string
		open func(r, c int) bool
	}{
		{"first row", func(r, c int) bool { return r == 0 }},
		{"last row", func(r, c int) bool { return r == rows-1 }},
		{"first column", func(r, c int) bool { return c == 0 }},
		{"last column", func(r, c int) bool { return c == cols-1 }},
	}
	for _, s := range sides {
		n := 0
		for r, row := range puz.Givens {
			if len(row) != cols {
				t.Fatalf("%s: row %d: got %d cells, want %d", name, r+1, len(row), cols)
			}
			for c, v := range row {
				if v != -1 && s.open(r, c) {
					n++
				}
			}
		}
		if n == 0 {
			t.Errorf("%s: got no open cell in the %s, want the shape to reach every side", name, s.side)
		}
	}
}

// TestNamedShapesEverySize checks the named outlines at every size the
// kind accepts, squares and rectangles alike, without generating: each
// reaches all four sides, and a king's path runs through all its cells.
func TestNamedShapesEverySize(t *testing.T) {
	for _, shape := range shapeNames {
		if named[shape] == nil {
			continue
		}
		for rows := minNamedSide; rows <= maxGrid; rows++ {
			for cols := minNamedSide; cols <= maxGrid; cols++ {
				name := fmt.Sprintf("%s/%dx%d", shape, rows, cols)
				cf, err := Hidato.config(gen.Params{Rows: rows, Cols: cols, Options: Options{Shape: shape}})
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				rng := rand.New(rand.NewPCG(uint64(rows), uint64(cols)))
				b, path, ok := cf.layoutPath(rng)
				if !ok {
					t.Errorf("%s: got no path through the shape, want one", name)
					continue
				}
				if b.rows != rows || b.cols != cols || len(path) != b.n {
					t.Errorf("%s: got a %dx%d board and a path of %d cells, want %dx%d and %d", name, b.rows, b.cols, len(path), rows, cols, b.n)
				}
				top, bottom, left, right := false, false, false, false
				for i := range rows {
					left, right = left || b.isOpen(i, 0), right || b.isOpen(i, cols-1)
				}
				for i := range cols {
					top, bottom = top || b.isOpen(0, i), bottom || b.isOpen(rows-1, i)
				}
				if !top || !bottom || !left || !right {
					t.Errorf("%s: got open cells on the top %v, bottom %v, left %v, right %v side; want all four", name, top, bottom, left, right)
				}
			}
		}
	}
}

// TestBlobKeepsItsSides generates blobs from seeds whose first outline,
// before the cut ends were given back, lost a whole side of the grid.
func TestBlobKeepsItsSides(t *testing.T) {
	for _, tc := range []struct {
		n    int
		seed uint64
	}{{10, 1804}, {12, 93}, {13, 1074}, {14, 386}} {
		name := fmt.Sprintf("hidato/blob/%dx%d/seed%d", tc.n, tc.n, tc.seed)
		t.Run(name, func(t *testing.T) {
			puz, err := Hidato.Generate(context.Background(), gen.Params{Rows: tc.n, Grade: gen.Easy}, rand.New(rand.NewPCG(tc.seed, 1)))
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			checkFills(t, name, puz, tc.n, tc.n)
		})
	}
}
