package numbrix

// nook places the number of every free cell with at most two free
// neighbours (a tucked-in cell: a person looking for its number asks which
// numbers can reach it, as only number does for any cell) that only one
// number may still hold: only number, kept to the cells a person singles
// out. It reports whether it placed any and whether the state is still
// possible.
func (s *state) nook() (changed, ok bool) {
	_, three := s.b.crowded(s.free)
	return s.onlyNumbers(s.free.minus(three))
}
