package config

import (
	"go.yaml.in/yaml/v3"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// Reader reads config files. Its zero value reads a book's config, whose
// sections may name the kinds of kinds.All. A package that keeps keys of its
// own in the same file (the daily feed's daily and daily_output, package
// daily) reads them through an Extension, with the messages of the book's
// own keys: FILE:LINE: PATH: MESSAGE, every problem at once.
type Reader struct {
	Kinds     []gen.Kind // the kinds a config may name; nil means kinds.All
	Extension *Extension // keys another package reads, in place of sections
}

// Extension is the top-level keys that another package reads from a
// config file beside the book's own (name, title, seed, page, ...). A
// config read with an Extension needs no sections: the extension says
// what it needs instead, in Finish.
type Extension struct {
	// Fields returns the keys, each with its reader; d reads the values.
	Fields func(d *Decoder) []Field
	// Finish, when set, is called after the top-level mapping root (with
	// seen, its keys and their lines) is read without a fatal problem,
	// with book, the book's own keys as read (page, fonts, large_print,
	// ...).
	Finish func(d *Decoder, root *yaml.Node, seen map[string]*yaml.Node, book *Config)
	// Printed, when set, returns the fixed text the extension's files
	// print beside the book's labels (its kinds' titles, its dates'
	// words), in cfg's language; it is called once the keys are read,
	// and a fonts key's text face is checked against it as against the
	// book's own.
	Printed func(cfg *Config) string
	// Noun names what the config makes, in messages ("feed": "not in
	// the feed's fonts"); "" is "book".
	Noun string
}

// Field is one key of a mapping and the function that reads its value,
// n, at path (e.g. "daily[2].size") for messages.
type Field struct {
	Key  string
	Read func(n *yaml.Node, path string)
}

// Decoder reads the values of an Extension's keys with the book's own
// readers, so that a value means and is refused alike wherever it stands.
// Every reader reports its problems on the decoder and leaves its
// destination unchanged after one.
type Decoder struct{ d *decoder }

// Load reads and validates the config file at path.
func (r Reader) Load(path string) (*Config, error) {
	data, err := readConfig(path)
	if err != nil {
		return nil, err
	}
	return r.Parse(path, data)
}

// Errorf reports a problem at n's line (n may be nil) and path.
func (d *Decoder) Errorf(n *yaml.Node, path, format string, args ...any) {
	d.d.errorf(n, path, format, args...)
}

// Problems returns how many problems were found so far, counting past
// those kept when there are too many: a reader compares it before and
// after to learn whether a value was refused.
func (d *Decoder) Problems() int {
	n := len(d.d.errs)
	if d.d.truncated {
		n++
	}
	return n
}

// Stopped reports whether reading has stopped for good: the file expands
// to more nodes than a config may hold.
func (d *Decoder) Stopped() bool { return d.d.bombed }

// Resolve follows aliases from n and counts it against the file's node
// budget; it returns nil once the budget is spent.
func (d *Decoder) Resolve(n *yaml.Node) *yaml.Node { return d.d.resolve(n) }

// Mapping checks that n is a mapping and reads each of its keys with its
// field, refusing unknown (with a suggestion), duplicate and non-string
// keys. It returns the keys read, with the node of each.
func (d *Decoder) Mapping(n *yaml.Node, path string, fields []Field) map[string]*yaml.Node {
	return d.d.mapping(n, path, internalFields(fields))
}

// List resolves n, which must be a list of at least one what ("slot"),
// or reports what is wrong and returns nil.
func (d *Decoder) List(n *yaml.Node, path, what string) *yaml.Node {
	return d.d.list(n, path, what)
}

// Text reads a string into dst.
func (d *Decoder) Text(dst *string) func(*yaml.Node, string) { return d.d.text(dst) }

// Title reads a one-line text the files print, as the config's title key
// does: at most 200 characters, no control characters, and every
// character in the text face (fonts.text).
func (d *Decoder) Title(dst *string) func(*yaml.Node, string) {
	return d.d.printed(dst, titleText)
}

// Glyphs refuses s, printed text read from n at path, when the text face
// (fonts.text) lacks a character of it.
func (d *Decoder) Glyphs(n *yaml.Node, path, s string) { d.d.glyphs(n, path, s) }

// Fonts returns the faces the fonts key set (Lato where it has none),
// read before any other key.
func (d *Decoder) Fonts() draw.Fonts { return d.d.faces.set }

// Name reads a name that names files, as the config's name key does.
func (d *Decoder) Name(dst *string) func(*yaml.Node, string) { return d.d.name(dst) }

// Boolean reads true or false into dst.
func (d *Decoder) Boolean(dst *bool) func(*yaml.Node, string) { return d.d.boolean(dst) }

// DPI reads a resolution in dots per inch, as output.dpi does.
func (d *Decoder) DPI(dst *int) func(*yaml.Node, string) {
	return d.d.integer(dst, MinDPI, MaxDPI)
}

// Grade reads a grade (easy, medium, hard or expert) into dst.
func (d *Decoder) Grade(dst *gen.Grade) func(*yaml.Node, string) {
	return choice(d.d, dst, parseGrade)
}

// KindKeys reads the mapping n at path that names a puzzle kind (its kind
// key) with the generation keys a book section takes (the common keys
// but the grade, and the kinds' own keys, from their descriptors) into p,
// which starts at the default size, and the caller's own keys. It reports
// the required keys missing, an unknown kind, and every key that does not
// apply to the kind ("shape: sudoku: shape applies to hidato only"). It
// returns the kind, or nil after any problem in the mapping, the mapping
// node and the keys read. Checking p against the kind is the caller's
// (with ParamError), as a kind's Validate needs the grade.
func (d *Decoder) KindKeys(n *yaml.Node, path string, p *gen.Params, own []Field, required ...string) (gen.Kind, *yaml.Node, map[string]*yaml.Node) {
	return d.d.kindKeys(n, path, p, internalFields(own), required...)
}

// ParamError reports err, a kind's objection (from Validate) to the
// params read from the mapping n at path with keys seen, at the key that
// set the parameter it names, or at n.
func (d *Decoder) ParamError(n *yaml.Node, path string, seen map[string]*yaml.Node, err error) {
	d.d.paramErrorf(n, path, seen, err)
}

func internalFields(fs []Field) []field {
	out := make([]field, len(fs))
	for i, f := range fs {
		out[i] = field{f.Key, f.Read}
	}
	return out
}
