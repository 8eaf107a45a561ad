// Package uuid stands in, through the replace directive of puzzlebook's
// go.mod, for github.com/google/uuid, of which it has only what
// modernc.org/libc (under the daily archive's SQLite driver) calls: New,
// Parse and UUID's String, for C's uuid_generate_random, uuid_parse and
// uuid_unparse. The original also reads the network interfaces for its
// time-based UUIDs, so importing it linked the net package, and with it
// cgo: every process then started through the dynamic loader and made
// its threads with pthreads. Without it the binary is static.
package uuid

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
)

// A UUID is 16 bytes (RFC 9562).
type UUID [16]byte

// New returns a random (version 4) UUID.
func New() UUID {
	var u UUID
	rand.Read(u[:]) // never fails (crypto/rand)
	u[6] = u[6]&0x0f | 0x40
	u[8] = u[8]&0x3f | 0x80
	return u
}

// dashes are where the string form has its dashes.
var dashes = [4]int{8, 13, 18, 23}

// String returns u as xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx, in lower case.
func (u UUID) String() string {
	var b [36]byte
	from := 0
	for i, to := range [5]int{4, 6, 8, 10, 16} {
		at := 2*from + i
		hex.Encode(b[at:], u[from:to])
		if i < len(dashes) {
			b[dashes[i]] = '-'
		}
		from = to
	}
	return string(b[:])
}

// Parse reads the string form String writes, in either case.
func Parse(s string) (UUID, error) {
	var u UUID
	if len(s) != 36 {
		return u, fmt.Errorf("uuid: %q: want 36 characters", s)
	}
	digits := make([]byte, 0, 32)
	for i := 0; i < len(s); i++ {
		if !slices.Contains(dashes[:], i) {
			digits = append(digits, s[i])
		} else if s[i] != '-' {
			return u, fmt.Errorf("uuid: %q: want a dash at %d", s, i)
		}
	}
	if _, err := hex.Decode(u[:], digits); err != nil {
		return u, errors.Join(fmt.Errorf("uuid: %q", s), err)
	}
	return u, nil
}
