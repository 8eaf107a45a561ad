package uuid

import (
	"strings"
	"testing"
)

// TestStringAndParse checks the string form of a known UUID, that Parse
// reads it back in either case, and that it refuses malformed ones.
func TestStringAndParse(t *testing.T) {
	u := UUID{0x12, 0x3e, 0x45, 0x67, 0xe8, 0x9b, 0x12, 0xd3, 0xa4, 0x56, 0x42, 0x66, 0x14, 0x17, 0x40, 0x00}
	const want = "123e4567-e89b-12d3-a456-426614174000"
	if got := u.String(); got != want {
		t.Fatalf("String: got %s, want %s", got, want)
	}
	for _, s := range []string{want, strings.ToUpper(want)} {
		if got, err := Parse(s); err != nil || got != u {
			t.Errorf("Parse(%s): got %v, %v, want %v", s, got, err, u)
		}
	}
	for _, bad := range []string{"", want[:35], want + "0", strings.Replace(want, "-", "x", 1), strings.Replace(want, "a", "g", 1)} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q): no error", bad)
		}
	}
}

// TestNew checks that New gives version-4 variant-1 UUIDs that differ.
func TestNew(t *testing.T) {
	seen := map[UUID]bool{}
	for range 100 {
		u := New()
		if u[6]>>4 != 4 || u[8]>>6 != 2 {
			t.Fatalf("%s: want version 4, variant 10", u)
		}
		if seen[u] {
			t.Fatalf("%s twice", u)
		}
		seen[u] = true
	}
}
