package draw

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/puzzlebook/puzzlebook/fonts"
)

// Heavy is a sturdier bold than Bold for children's pages (Lato Black in
// the default family).
const Heavy Face = Italic + 1

// styles is the number of styles a family has a face for: Regular, Bold,
// Italic and Heavy.
const styles = int(Heavy) + 1

// Family is a typeface registered for printing: a face for each style
// (Regular, Bold, Italic, Heavy). The zero Family is Lato, whose faces are
// the Face constants themselves; the named families (NamedFamily) and the
// user's files (RegisterFamily) are registered once each, by content, for
// the life of the process, and never change.
type Family int

// Fonts are a book's typefaces: Text sets the body, titles and labels,
// Digits the numbers in the grids. The zero value is Lato for both.
type Fonts struct{ Text, Digits Family }

// face is one registered TrueType file.
type face struct {
	name string // the family name a PDF gives it, e.g. "LatoBold"
	data []byte
	sum  [sha256.Size]byte
	m    *metrics
}

// registry is what has been registered: faces indexed by Face, families
// indexed by Family. A registry is never changed once published;
// registering publishes a new one.
type registry struct {
	faces    []*face
	families [][styles]Face
	named    map[string]Family // the named families, by name
	user     map[[sha256.Size]byte]Family
}

// namedFamilies are the families shipped in package fonts, in the order
// of their faces: the Face of each is fixed, whatever a process registers.
var namedFamilies = []struct {
	name  string
	faces [styles]namedFace
}{
	{"lato", [styles]namedFace{{"LatoRegular", fonts.Regular}, {"LatoBold", fonts.Bold}, {"LatoItalic", fonts.Italic}, {"LatoBlack", fonts.Heavy}}},
	// Go has no heavier weight than bold.
	{"go", [styles]namedFace{{"GoRegular", fonts.GoRegular}, {"GoBold", fonts.GoBold}, {"GoItalic", fonts.GoItalic}, {"GoBold", fonts.GoBold}}},
	// Andika is shipped in its regular and bold only: its italic
	// would add 700 KB for the few words set in italic.
	{"andika", [styles]namedFace{{"Andika", fonts.AndikaRegular}, {"AndikaBold", fonts.AndikaBold}, {"Andika", fonts.AndikaRegular}, {"AndikaBold", fonts.AndikaBold}}},
}

// namedFace is one face of a named family: its PDF name and its file.
type namedFace struct {
	name string
	data []byte
}

var (
	registerMu sync.Mutex // serialises registering
	current    atomic.Pointer[registry]
	named      = sync.OnceValue(func() *registry {
		r := &registry{named: map[string]Family{}, user: map[[sha256.Size]byte]Family{}}
		for _, nf := range namedFamilies {
			var fam [styles]Face
			for s, f := range nf.faces {
				m, err := parseMetrics(f.data)
				if err != nil {
					// The fonts are embedded in the binary; a parse failure is a build bug.
					panic(fmt.Sprintf("draw: embedded font %s: %v", f.name, err))
				}
				fam[s] = r.add(&face{name: f.name, data: f.data, sum: sha256.Sum256(f.data), m: m})
			}
			r.named[nf.name] = Family(len(r.families))
			r.families = append(r.families, fam)
		}
		return r
	})
)

// Faces is the number of faces shipped (the named families' faces): every
// Face from 0 to Faces-1 has data (FaceData) whatever is registered.
var Faces = shippedFaces()

// shippedFaces counts the named families' distinct files without parsing
// or hashing them, so that a process that sets no text never reads the
// fonts (hashing and parsing them took about 5 ms of every start-up). A
// file listed twice is the same slice, which the registry's hashes also
// find to be one face.
func shippedFaces() int {
	seen := map[*byte]bool{}
	for _, nf := range namedFamilies {
		for _, f := range nf.faces {
			seen[&f.data[0]] = true
		}
	}
	return len(seen)
}

// add adds f to r, which is not yet published, unless a face with the
// same bytes is there, and returns its Face.
func (r *registry) add(f *face) Face {
	for i, g := range r.faces {
		if g.sum == f.sum {
			return Face(i)
		}
	}
	r.faces = append(r.faces, f)
	return Face(len(r.faces) - 1)
}

// load returns the registry as published.
func load() *registry {
	if r := current.Load(); r != nil {
		return r
	}
	return named()
}

// NamedFamily returns the family shipped under name ("lato", "go",
// "andika"), and false for another name.
func NamedFamily(name string) (Family, bool) {
	f, ok := named().named[name]
	return f, ok
}

// FamilyNames returns the names of the shipped families, the default
// ("lato") first.
func FamilyNames() []string {
	out := make([]string, len(namedFamilies))
	for i, nf := range namedFamilies {
		out[i] = nf.name
	}
	return out
}

// UserFace is one of the user's TrueType files: the name a PDF gives
// its font, and its bytes, which must not be modified.
type UserFace struct {
	Name string
	Data []byte
}

// RegisterFamily registers the TrueType file data as a family whose every
// style is that one face, named name in PDF files (RegisterFaces).
func RegisterFamily(name string, data []byte) (Family, error) {
	f := UserFace{Name: name, Data: data}
	return RegisterFaces([styles]UserFace{f, f, f, f})
}

// RegisterFaces registers a family of the user's files, one for each
// style (Regular, Bold, Italic, Heavy; a file may serve several), and
// returns it; the same files give the same Family. It refuses a file that
// is not a TrueType font with a Unicode character map (an OpenType font
// with CFF outlines, a collection, anything else).
func RegisterFaces(files [styles]UserFace) (Family, error) {
	var key []byte
	var ms [styles]*metrics
	for s, f := range files {
		if err := TrueType(f.Data); err != nil {
			return 0, err
		}
		sum := sha256.Sum256(f.Data)
		key = append(key, sum[:]...)
		if s > 0 && bytes.Equal(f.Data, files[s-1].Data) {
			ms[s] = ms[s-1]
			continue
		}
		m, err := parseMetrics(f.Data)
		if err == nil {
			err = m.checkMap()
		}
		if err != nil {
			return 0, fmt.Errorf("draw: not a TrueType font we can read: %w", err)
		}
		ms[s] = m
	}
	sum := sha256.Sum256(key)
	if fam, ok := load().user[sum]; ok {
		return fam, nil
	}
	registerMu.Lock()
	defer registerMu.Unlock()
	old := load()
	if fam, ok := old.user[sum]; ok {
		return fam, nil
	}
	r := &registry{
		faces:    slices.Clone(old.faces),
		families: slices.Clone(old.families),
		named:    old.named,
		user:     map[[sha256.Size]byte]Family{sum: Family(len(old.families))},
	}
	for k, v := range old.user {
		r.user[k] = v
	}
	var fam [styles]Face
	for s, f := range files {
		fam[s] = r.add(&face{name: f.Name, data: f.Data, sum: sha256.Sum256(f.Data), m: ms[s]})
	}
	r.families = append(r.families, fam)
	current.Store(r)
	return Family(len(r.families) - 1), nil
}

// TrueType refuses data that is not a TrueType font file by its first
// four bytes.
func TrueType(data []byte) error {
	switch {
	case len(data) < 12:
		return fmt.Errorf("draw: not a font file (%d bytes)", len(data))
	case bytes.HasPrefix(data, []byte("OTTO")):
		return fmt.Errorf("draw: an OpenType font with CFF (PostScript) outlines, which cannot be embedded: use a TrueType (.ttf) font")
	case bytes.HasPrefix(data, []byte("ttcf")):
		return fmt.Errorf("draw: a font collection (.ttc): use a single TrueType (.ttf) font")
	case bytes.HasPrefix(data, []byte{0, 1, 0, 0}), bytes.HasPrefix(data, []byte("true")):
		return nil
	}
	return fmt.Errorf("draw: not a TrueType font file")
}

// Face returns the face that sets style (Regular, Bold, Italic or Heavy)
// in fam. A face that is no style (one Face already resolved to a
// family's) is returned as it is, so that resolving twice is resolving
// once.
func (fam Family) Face(style Face) Face {
	if style < 0 || int(style) >= styles {
		return style
	}
	all := load().families
	if fam < 0 || int(fam) >= len(all) {
		return style
	}
	return all[fam][style]
}

// Face returns the face that sets text in style in fs: fs.Text.Face(style).
func (fs Fonts) Face(style Face) Face { return fs.Text.Face(style) }

// TextWidth measures s in f with f's style set in fs's text faces, as
// every canvas that sets a book's fonts measures it.
func (fs Fonts) TextWidth(s string, f Font) float64 {
	f.Face = fs.Face(f.Face)
	return TextWidth(s, f)
}

// Digit returns the face that sets the grids' numbers in style in fs:
// fs.Digits.Face(style).
func (fs Fonts) Digit(style Face) Face { return fs.Digits.Face(style) }

// entry returns the registered face f; an unknown face is Regular.
func entry(f Face) *face {
	all := load().faces
	if f < 0 || int(f) >= len(all) {
		f = Regular
	}
	return all[f]
}

// FaceData returns the TrueType file of face f; an unknown face is
// Regular. The backends embed, outline or rasterise these bytes; this
// package only reads their metrics.
func FaceData(f Face) []byte { return entry(f).data }

// FaceName returns the family name a PDF gives face f's font, e.g.
// "LatoBold"; an unknown face is named as Regular.
func FaceName(f Face) string { return entry(f).name }

// FaceCount returns the number of faces registered: every Face from 0 to
// FaceCount()-1 has data.
func FaceCount() int { return len(load().faces) }

// CompareFaces orders faces by what they are, not by when they were
// registered: the shipped faces in their fixed order, then the user's by
// name and content. Output that lists faces in this order is the same
// whatever else the process registered first.
func CompareFaces(a, b Face) int {
	fa, fb := entry(a), entry(b)
	na, nb := a < Face(Faces), b < Face(Faces)
	switch {
	case na && nb:
		return int(a) - int(b)
	case na != nb:
		if na {
			return -1
		}
		return 1
	}
	if fa.name != fb.name {
		if fa.name < fb.name {
			return -1
		}
		return 1
	}
	return bytes.Compare(fa.sum[:], fb.sum[:])
}

// Typesetter is implemented by canvases that can set text in a book's
// faces: the PDF, PNG and SVG backends and the Recorder. A canvas that
// wraps another (a grid's, a check's) need not be one.
type Typesetter interface {
	// InFonts calls fn with a canvas on the same page that sets text
	// asked for in a style (Regular, Bold, Italic, Heavy) in fs's text
	// face for it, and measures it so.
	InFonts(fs Fonts, fn func(Canvas))
	// TextFace returns the face text asked for in f is set in.
	TextFace(f Face) Face
}

// Resolve returns f in the face c sets it in: for a Typesetter, the face
// of the fonts in force; else f as it is. Code that measures text's ink
// or capitals beside drawing it (draw.CapHeight) measures the face drawn.
func Resolve(c Canvas, f Font) Font {
	if t, ok := c.(Typesetter); ok {
		f.Face = t.TextFace(f.Face)
	}
	return f
}

// InFonts calls fn with c setting text in fs's faces (see Typesetter), or
// with c itself where c is no Typesetter.
func InFonts(c Canvas, fs Fonts, fn func(Canvas)) {
	if t, ok := c.(Typesetter); ok {
		t.InFonts(fs, fn)
		return
	}
	fn(c)
}
