package config

import (
	"fmt"
	"strings"
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
