package config

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestSectionHeadingNamesTheGrid parses Hidato sections of every shape
// at every size from 4 to 15, and rectangles, and checks that the
// default heading names the size of the grid the kind then generates (no
// size for the usual 9x9), and that the named shapes below 6x6 are
// refused with a message naming the minimum.
func TestSectionHeadingNamesTheGrid(t *testing.T) {
	type size struct{ rows, cols int }
	var sizes []size
	for n := 4; n <= 15; n++ {
		sizes = append(sizes, size{n, n})
	}
	sizes = append(sizes, size{9, 13}, size{13, 9}, size{6, 15})
	shapes := []string{"blob", "rectangle", "circle", "diamond", "cross", "ring"}
	for _, shape := range shapes {
		for _, sz := range sizes {
			name := fmt.Sprintf("%s/%dx%d", shape, sz.rows, sz.cols)
			t.Run(name, func(t *testing.T) {
				yaml := fmt.Sprintf("sections:\n  - {kind: hidato, rows: %d, cols: %d, shape: %s, grade: easy, count: 1}\n", sz.rows, sz.cols, shape)
				if sz.rows == sz.cols {
					yaml = fmt.Sprintf("sections:\n  - {kind: hidato, size: %d, shape: %s, grade: easy, count: 1}\n", sz.rows, shape)
				}
				cfg, err := Parse("shape.yaml", []byte(yaml))
				namedShape := shape != "blob" && shape != "rectangle"
				if namedShape && min(sz.rows, sz.cols) < 6 {
					if err == nil || !strings.Contains(err.Error(), "at least 6x6") {
						t.Errorf("%s: got %v, want an error naming the minimum 6x6", name, err)
					}
					return
				}
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				s := cfg.Sections[0]
				puz, err := s.Kind.Generate(context.Background(), s.Params, rand.New(rand.NewPCG(1, 2)))
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				want := fmt.Sprintf("Easy Hidato %dx%d", puz.Rows, puz.Cols)
				if puz.Rows == 9 && puz.Cols == 9 {
					want = "Easy Hidato"
				}
				if s.Title != want {
					t.Errorf("%s: got heading %q over a %dx%d grid, want %q", name, s.Title, puz.Rows, puz.Cols, want)
				}
				if puz.Rows != sz.rows || puz.Cols != sz.cols {
					t.Errorf("%s: got a %dx%d grid, want %dx%d", name, puz.Rows, puz.Cols, sz.rows, sz.cols)
				}
			})
		}
	}
}
