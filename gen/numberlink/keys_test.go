package numberlink

import (
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
)

// TestKeys sets paths and solids from text and checks the options they
// give, the text they read back and the refusals of bad values.
func TestKeys(t *testing.T) {
	d := Kind{}.Describe()
	for _, tt := range []struct {
		key, value, back string
		want             Options
	}{
		{"paths", "6-9", "6-9", Options{MinPaths: 6, MaxPaths: 9}},
		{"paths", " 7 ", "7", Options{MinPaths: 7, MaxPaths: 7}},
		{"solids", "3", "3", Options{Solids: 3}},
	} {
		key, _ := d.Key(tt.key)
		var p gen.Params
		if err := key.Set(&p, tt.value); err != nil || p.Options != tt.want {
			t.Errorf("%s: %q: got %+v (%v), want %+v", tt.key, tt.value, p.Options, err, tt.want)
		}
		if got := key.Get(p); got != tt.back {
			t.Errorf("%s: %q: got %q back, want %q", tt.key, tt.value, got, tt.back)
		}
	}
	for _, bad := range []struct{ key, value, want string }{
		{"paths", "9-6", `must be a number of paths like 7 or a range like 6-9, not "9-6"`},
		{"solids", "-2", "must be between 0 and 2147483647, not -2"},
		{"solids", "two", `must be an integer, not "two"`},
	} {
		key, _ := d.Key(bad.key)
		var p gen.Params
		if err := key.Set(&p, bad.value); err == nil || err.Error() != bad.want {
			t.Errorf("%s: %q: got %v, want %s", bad.key, bad.value, err, bad.want)
		}
	}
	for _, name := range []string{gen.KeySymmetry, gen.KeyGivens} {
		if d.Takes(name) {
			t.Errorf("numberlink takes %s, want it refused", name)
		}
	}
}
