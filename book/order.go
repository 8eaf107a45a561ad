package book

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/puzzlebook/puzzlebook/book/jobs"
)

// Order is the order of a section's puzzles in the book.
type Order int

// The orders. The zero value ramps from easy to hard.
const (
	OrderScore     Order = iota // by score, the least effort first
	OrderGenerated              // as planned: by index in the section
)

var orderNames = []string{"score", "generated"}

// String returns the name used in configs.
func (o Order) String() string {
	if o < 0 || int(o) >= len(orderNames) {
		return fmt.Sprintf("order(%d)", int(o))
	}
	return orderNames[o]
}

func parseOrder(s string) (Order, error) {
	for i, n := range orderNames {
		if strings.EqualFold(s, n) {
			return Order(i), nil
		}
	}
	return OrderScore, fmt.Errorf("must be %s, not %q", oneOf(orderNames), s)
}

// order puts the puzzles of gs, which generate returned in plan order,
// in book order: within each section, by score where the section asks
// for it (ties, and sections with order: generated, by index, so that
// the order does not depend on the workers), and numbers them 1, 2, ...
// in that order. A puzzle keeps its Index and Seed, its identity.
func order(cfg *Config, gs []jobs.Generated) {
	slices.SortStableFunc(gs, func(a, b jobs.Generated) int {
		if c := cmp.Compare(a.Section, b.Section); c != 0 {
			return c
		}
		if cfg.Sections[a.Section].Order == OrderScore {
			if c := cmp.Compare(a.Puzzle.Score, b.Puzzle.Score); c != 0 {
				return c
			}
		}
		return cmp.Compare(a.Index, b.Index)
	})
	for i := range gs {
		gs[i].Number = i + 1
	}
}
