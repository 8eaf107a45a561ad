package numberlink

import "encoding/binary"

// profileTable finds a profile's index in the layer being built. It is an
// open-addressing hash table of indices into that layer, kept at most half
// full, so that looking a profile up costs one hash and a compare or two.
type profileTable struct {
	slots []uint64 // the profile's hash above, index+1 into the layer below; 0 is empty
	mask  uint32
	used  int
	words int // eight-byte words of a profile in use
}

// reset empties the table, sized for about n profiles whose slots
// 0..width are in use.
func (t *profileTable) reset(n, width int) {
	t.words = width/8 + 1
	size := 1024
	for size < 2*n {
		size *= 2
	}
	if len(t.slots) < size || len(t.slots) > 8*size {
		t.slots = make([]uint64, size)
	} else {
		clear(t.slots)
	}
	t.mask = uint32(len(t.slots) - 1)
	t.used = 0
}

// find returns the index of p in layer, or -1 with the slot where it
// belongs, and p's hash.
func (t *profileTable) find(p *profile, layer []profile) (idx int32, slot uint32, hash uint32) {
	hash = hashProfile(p, t.words)
	slot = hash & t.mask
	for {
		v := t.slots[slot]
		if v == 0 {
			return -1, slot, hash
		}
		if uint32(v>>32) == hash && layer[uint32(v)-1] == *p {
			return int32(uint32(v)) - 1, slot, hash
		}
		slot = (slot + 1) & t.mask
	}
}

// add records that the profile at idx, of the given hash, lives in slot, growing the table when it is
// half full.
func (t *profileTable) add(slot, hash uint32, idx int32) {
	t.slots[slot] = uint64(hash)<<32 | uint64(idx+1)
	t.used++
	if 2*t.used <= len(t.slots) {
		return
	}
	old := t.slots
	t.slots = make([]uint64, 2*len(old))
	t.mask = uint32(len(t.slots) - 1)
	for _, v := range old {
		if v == 0 {
			continue
		}
		s := uint32(v>>32) & t.mask
		for t.slots[s] != 0 {
			s = (s + 1) & t.mask
		}
		t.slots[s] = v
	}
}

// hashProfile mixes the first words eight-byte words of p (the rest are
// zero) into 32 bits.
func hashProfile(p *profile, words int) uint32 {
	h := uint64(0x9e3779b97f4a7c15)
	for i := 0; i < 8*words; i += 8 {
		h = (h ^ binary.LittleEndian.Uint64(p[i:])) * 0xbf58476d1ce4e5b9
		h ^= h >> 31
	}
	return uint32(h ^ h>>32)
}
