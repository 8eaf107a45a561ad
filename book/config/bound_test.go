package config

import (
	"testing"

	"github.com/puzzlebook/puzzlebook/layout"
)

// TestBoundWithCover checks that a book with a cover is planned as bound
// (its page count padded to an even number, and to the fewest a cover is
// printed for) and that a book without one, such as a worksheet pack, is
// not: it ends on its last page.
func TestBoundWithCover(t *testing.T) {
	const sec = "name: b\ntitle: T\nsections:\n  - kind: toy\n    size: 3\n    grade: easy\n    count: 1\n"
	for _, tt := range []struct {
		extra    string
		bound    bool
		minPages int
	}{
		{"", false, 0},
		{"output:\n  cover: true\n", true, layout.MinPODPages},
	} {
		cfg, err := parseConfig("b.yaml", []byte(sec+tt.extra), toyKinds)
		if err != nil {
			t.Fatal(err)
		}
		b := cfg.Book(cfg.Meta(), nil, nil)
		if b.Bound != tt.bound || b.MinPages != tt.minPages {
			t.Errorf("%q: got bound %v, min pages %d; want %v, %d", tt.extra, b.Bound, b.MinPages, tt.bound, tt.minPages)
		}
	}
}
