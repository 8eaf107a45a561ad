package killer

import "sync"

// sized is a table of each size Killer Sudoku takes (4, 6 and 9), each
// built on the first use of its size, so that a run that makes 9x9
// killers builds no 4x4 or 6x6 table.
type sized[T any] [3]func() T

// newSized returns the tables build makes, one a size, built on first use.
func newSized[T any](build func(n int) T) *sized[T] {
	var s sized[T]
	for i, n := range []int{4, 6, 9} {
		s[i] = sync.OnceValue(func() T { return build(n) })
	}
	return &s
}

// of returns the table of size n, or the zero T for a size Killer does
// not take.
func (s *sized[T]) of(n int) T {
	switch n {
	case 4:
		return s[0]()
	case 6:
		return s[1]()
	case 9:
		return s[2]()
	}
	var none T
	return none
}
