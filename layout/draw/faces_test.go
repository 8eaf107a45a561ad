package draw

import (
	"strings"
	"sync"
	"testing"

	"github.com/puzzlebook/puzzlebook/fonts"
)

func TestNamedFamilies(t *testing.T) {
	for _, tt := range []struct {
		name string
		want [styles]string // the PDF names of Regular, Bold, Italic, Heavy
	}{
		{"lato", [styles]string{"LatoRegular", "LatoBold", "LatoItalic", "LatoBlack"}},
		{"go", [styles]string{"GoRegular", "GoBold", "GoItalic", "GoBold"}},
		{"andika", [styles]string{"Andika", "AndikaBold", "Andika", "AndikaBold"}},
	} {
		fam, ok := NamedFamily(tt.name)
		if !ok {
			t.Fatalf("NamedFamily(%q): not found", tt.name)
		}
		for style := range Face(styles) {
			if got := FaceName(fam.Face(style)); got != tt.want[style] {
				t.Errorf("%s style %d: got %s, want %s", tt.name, style, got, tt.want[style])
			}
		}
	}
	if got := len(named().faces); got != Faces {
		t.Errorf("Faces is %d, but the registry holds %d shipped faces", Faces, got)
	}
	for f := range Face(Faces) {
		if err := entry(f).m.checkMap(); err != nil {
			t.Errorf("%s: %v", FaceName(f), err)
		}
	}
	if lato, _ := NamedFamily("lato"); lato != 0 || (Fonts{}).Face(Bold) != Bold || (Fonts{}).Digit(Heavy) != Heavy {
		t.Errorf("the zero Fonts must be Lato, whose faces are the styles themselves")
	}
	if _, ok := NamedFamily("comic"); ok {
		t.Errorf("NamedFamily(comic): found; want not")
	}
}

// TestRegisterFamily checks that the same bytes give the same family,
// even registered at once on many goroutines, that a face already
// resolved stays as it is, and that what is not TrueType is refused.
func TestRegisterFamily(t *testing.T) {
	data := append([]byte(nil), fonts.GoItalic...) // other bytes than the shipped face's slice, the same content
	fams := make([]Family, 8)
	var wg sync.WaitGroup
	for i := range fams {
		wg.Go(func() {
			fam, err := RegisterFamily("GoItalicUser", data)
			if err != nil {
				t.Error(err)
			}
			fams[i] = fam
		})
	}
	wg.Wait()
	for _, f := range fams[1:] {
		if f != fams[0] {
			t.Fatalf("the same file registered at once: families %v", fams)
		}
	}
	goFam, _ := NamedFamily("go")
	// The user's file has the bytes of Go Italic: the shipped face serves.
	if got, want := fams[0].Face(Bold), goFam.Face(Italic); got != want {
		t.Errorf("user family's Bold: got face %d, want Go Italic's %d", got, want)
	}
	if fams[0] == goFam {
		t.Errorf("a user file is a family of its own, not the named one")
	}
	resolved := goFam.Face(Bold)
	if got := (Fonts{}).Face(resolved); got != resolved {
		t.Errorf("resolving a resolved face: got %d, want %d", got, resolved)
	}
	for _, bad := range []struct {
		name string
		data []byte
		want string
	}{
		{"CFF", append([]byte("OTTO"), make([]byte, 64)...), "CFF"},
		{"collection", append([]byte("ttcf"), make([]byte, 64)...), "collection"},
		{"text", []byte("hello, this is not a font at all"), "not a TrueType font file"},
		{"short", []byte{0, 1, 0, 0}, "not a font file"},
		{"cut", append([]byte{0, 1, 0, 0, 0, 9}, make([]byte, 40)...), "not a TrueType font we can read"},
	} {
		if _, err := RegisterFamily("X", bad.data); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%s: got %v, want an error saying %q", bad.name, err, bad.want)
		}
	}
}

// TestCompareFaces checks the order faces are listed in: the shipped
// ones by Face, then the user's by name, whatever the registration order.
func TestCompareFaces(t *testing.T) {
	padded := func(n int) []byte { return append(append([]byte(nil), fonts.GoRegular...), make([]byte, n)...) }
	beta, err := RegisterFamily("Beta", padded(1))
	if err != nil {
		t.Fatal(err)
	}
	alpha, err := RegisterFamily("Alpha", padded(2))
	if err != nil {
		t.Fatal(err)
	}
	a, b := alpha.Face(Regular), beta.Face(Regular)
	if a < Face(Faces) || b < Face(Faces) || a == b {
		t.Fatalf("user faces %d and %d: want two new faces past the %d shipped", a, b, Faces)
	}
	for _, tt := range []struct {
		x, y Face
		want int // the sign of CompareFaces(x, y)
	}{
		{Regular, Bold, -1}, {Heavy, Face(Faces - 1), -1}, {Face(Faces - 1), a, -1},
		{a, b, -1}, {b, a, 1}, {a, a, 0}, {b, Regular, 1},
	} {
		got := CompareFaces(tt.x, tt.y)
		if got < 0 && tt.want >= 0 || got > 0 && tt.want <= 0 || got == 0 && tt.want != 0 {
			t.Errorf("CompareFaces(%s, %s): got %d, want the sign of %d", FaceName(tt.x), FaceName(tt.y), got, tt.want)
		}
	}
	// Andika Bold's bytes are shipped: a user family of them uses the shipped face.
	z, err := RegisterFamily("Zed", append([]byte(nil), fonts.AndikaBold...))
	if err != nil {
		t.Fatal(err)
	}
	if f := z.Face(Regular); f >= Face(Faces) {
		t.Errorf("shipped bytes registered again as face %d", f)
	}
}
