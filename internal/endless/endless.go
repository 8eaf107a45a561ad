// Package endless makes long inputs for tests of readers that must stop
// early: a Reader of as many copies of one byte as asked, made as they
// are read, so that a gigabyte of input costs no memory.
package endless

import "io"

// Reader is N bytes of Byte, made as they are read. Done counts the bytes
// read so far, so a test can check how far a reader went before it
// stopped.
type Reader struct {
	Byte byte
	N    int
	Done int
}

// Read fills p with Byte, up to the N bytes in all, then returns io.EOF.
func (r *Reader) Read(p []byte) (int, error) {
	if r.Done == r.N {
		return 0, io.EOF
	}
	k := min(len(p), r.N-r.Done)
	for i := range k {
		p[i] = r.Byte
	}
	r.Done += k
	return k, nil
}
