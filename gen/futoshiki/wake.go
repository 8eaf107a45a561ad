package futoshiki

// The closure's signs are looked at only when woken: a sign whose cells
// have not changed in a way its rule reads takes nothing away that it
// did not take the last time.

// signSet is a set of signs by their index, a bit a sign.
type signSet [(2*maxSize*(maxSize-1) + 63) / 64]uint64

// takeWoken returns the signs woken since it was last called, but for
// those taken away (z.off), and empties z's set of them.
func (z *closure) takeWoken() signSet {
	woken := z.woken
	z.woken = signSet{}
	for w := range woken {
		woken[w] &^= z.off[w]
	}
	return woken
}

// add puts sign i in s, and remove takes it out.
func (s *signSet) add(i int)    { s[i>>6] |= 1 << (i & 63) }
func (s *signSet) remove(i int) { s[i>>6] &^= 1 << (i & 63) }

// signIndex holds the set of signs (by their index) on each cell, and
// for the lazy run how many digits each sign takes away (as of when it
// was last woken; 0 once the run used it).
type signIndex struct {
	on    [maxSize * maxSize]signSet
	takes [2 * maxSize * (maxSize - 1)]uint8
}

// setSigns gives z the signs, every one woken.
func (z *closure) setSigns(signs []sign) {
	z.signs = signs
	if z.bySign == nil {
		z.bySign = new(signIndex)
	}
	x := z.bySign
	clear(x.on[:z.n*z.n])
	z.woken, z.off = signSet{}, signSet{}
	for i, s := range signs {
		x.on[s.lo].add(i)
		x.on[s.hi].add(i)
	}
	z.wakeAll()
}

// wakeAll wakes every sign.
func (z *closure) wakeAll() {
	z.woken = signSet{}
	for i := range z.signs {
		z.woken[i>>6] |= 1 << (i & 63)
	}
}

// wake wakes the signs on cell c.
func (z *closure) wake(c int) {
	on := &z.bySign.on[c]
	for w := range on {
		z.woken[w] |= on[w]
	}
}

// addAll puts the signs of o in s, word by word written out: cheaper
// than wake's loop where each placing wakes a cell's signs (place), but
// too large for narrowed to inline it.
func (s *signSet) addAll(o *signSet) {
	s[0], s[1], s[2] = s[0]|o[0], s[1]|o[1], s[2]|o[2]
}

// A signSet is three words (addAll).
var _ = [1]int{}[len(signSet{})-3]
