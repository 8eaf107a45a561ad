package config

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
	"github.com/puzzlebook/puzzlebook/layout/lang"
)

// maxFontSize is the largest font file a config may name: far above any
// text face, and a bound on what a config makes the build read.
const maxFontSize = 32 << 20

// fontFaces is what the fonts key set: the book's families, and how a
// message names each ("Lato: ...", or the file).
type fontFaces struct {
	set                 draw.Fonts
	textNote, digitNote string
}

// latoNote is how a message names Lato, the default face.
const latoNote = "Lato: Latin, Greek and Cyrillic letters, digits and common punctuation"

// noteOf is how a message names the family a config wrote as value.
func noteOf(value string) string {
	if value == "lato" {
		return latoNote
	}
	if _, ok := draw.NamedFamily(value); ok {
		return value
	}
	return filepath.Base(value)
}

// readFonts reads the top-level fonts key, if n has one, before the rest
// of the config: printed text is checked against its text face as it is
// read.
func (d *decoder) readFonts(n *yaml.Node) {
	d.faces = fontFaces{textNote: latoNote, digitNote: latoNote}
	if n = target(n); n.Kind != yaml.MappingNode {
		return
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == "fonts" {
			d.fontsNode = n.Content[i+1]
			d.mapping(d.fontsNode, "fonts", []field{
				{"text", d.family(&d.faces.set.Text, &d.faces.textNote)},
				{"digits", d.family(&d.faces.set.Digits, &d.faces.digitNote)},
			})
		}
	}
}

// family reads a font's name, its file, or a mapping of its files by
// style, into dst.
func (d *decoder) family(dst *draw.Family, note *string) func(*yaml.Node, string) {
	return func(n *yaml.Node, path string) {
		if n = d.resolve(n); n == nil {
			return
		}
		if n.Kind == yaml.MappingNode {
			d.familyFiles(n, path, dst, note)
			return
		}
		var value string
		d.text(&value)(n, path)
		if value == "" {
			return
		}
		if fam, ok := draw.NamedFamily(value); ok {
			*dst, *note = fam, noteOf(value)
			return
		}
		if !strings.HasSuffix(strings.ToLower(value), ".ttf") && !strings.ContainsAny(value, `/\.`) {
			d.errorf(n, path, "must be %s, a TrueType file (NAME.ttf) or its files by style ({regular: NAME.ttf, bold: ...}), not %q", oneOf(draw.FamilyNames()), value)
			return
		}
		f, ok := d.fontFile(n, path, value)
		if !ok {
			return
		}
		fam, err := layout.LoadFaces([4]draw.UserFace{f, f, f, f})
		if err != nil {
			d.errorf(n, path, "%s: %s", value, strings.TrimPrefix(trimPkg(err), "draw: "))
			return
		}
		*dst, *note = fam, noteOf(value)
	}
}

// fontStyles are the keys of a family given by its files, in the order of
// draw's styles (Regular, Bold, Italic, Heavy).
var fontStyles = []string{"regular", "bold", "italic", "heavy"}

// familyFiles reads a family given by its files, {regular: FILE.ttf,
// bold: ..., italic: ..., heavy: ...}, into dst: regular is needed, bold
// and italic fall back to it, heavy to bold.
func (d *decoder) familyFiles(n *yaml.Node, path string, dst *draw.Family, note *string) {
	var files [4]draw.UserFace
	var values [4]string
	fields := make([]field, len(fontStyles))
	for s, key := range fontStyles {
		fields[s] = field{key, func(n *yaml.Node, path string) {
			var value string
			if d.text(&value)(n, path); value == "" {
				return
			}
			if _, ok := draw.NamedFamily(value); ok {
				d.errorf(n, path, "a family given by its files takes TrueType files (NAME.ttf); for the shipped %s, write %s: %s", value, path[:strings.LastIndex(path, ".")], value)
				return
			}
			if f, ok := d.fontFile(d.resolve(n), path, value); ok {
				files[s], values[s] = f, value
			}
		}}
	}
	errs := len(d.errs)
	seen := d.mapping(n, path, fields)
	if len(d.errs) > errs {
		return
	}
	if seen["regular"] == nil {
		d.errorf(n, path, "a family given by its files needs its regular face: {regular: NAME.ttf, bold: NAME-Bold.ttf, italic: NAME-Italic.ttf, heavy: NAME-Black.ttf}")
		return
	}
	for s, from := range []int{0, 0, 0, 1} {
		if files[s].Data == nil {
			files[s], values[s] = files[from], values[from]
		}
	}
	fam, err := layout.LoadFaces(files)
	if err != nil {
		d.errorf(n, path, "%s", strings.TrimPrefix(trimPkg(err), "draw: "))
		return
	}
	var names []string
	for _, v := range values {
		if b := filepath.Base(v); !slices.Contains(names, b) {
			names = append(names, b)
		}
	}
	*dst, *note = fam, strings.Join(names, ", ")
}

// fontFile reads and checks the user's font file value (relative to the
// config's folder), refusing it at n.
func (d *decoder) fontFile(n *yaml.Node, path, value string) (draw.UserFace, bool) {
	file := value
	if !filepath.IsAbs(file) && d.file != "" {
		file = filepath.Join(filepath.Dir(d.file), file)
	}
	data, err := readFont(file)
	if err != nil {
		d.errorf(n, path, "%s: %v", value, err)
		return draw.UserFace{}, false
	}
	name, err := layout.CheckFont(data)
	if err != nil {
		d.errorf(n, path, "%s: %s", value, strings.TrimPrefix(trimPkg(err), "draw: "))
		return draw.UserFace{}, false
	}
	return draw.UserFace{Name: name, Data: data}, true
}

// readFont reads a font file of at most maxFontSize bytes.
func readFont(file string) ([]byte, error) {
	f, err := os.Open(file)
	if err != nil {
		if os.IsNotExist(err) {
			return nil, fmt.Errorf("no such file")
		}
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() || st.Size() > maxFontSize {
		return nil, fmt.Errorf("not a font file of at most %d MB", maxFontSize>>20)
	}
	return os.ReadFile(file)
}

// digitText is what the grids' numbers are drawn with.
const digitText = "0123456789"

// checkFonts refuses text faces that lack a glyph of the book's fixed
// text in its language (labels, grade names, the kinds' titles, digits
// and the language's punctuation, and for an extension the fixed text
// its files print) and digit faces that lack a digit, naming the
// characters, at the fonts key. The config's own printed text was
// checked as it was read.
func (d *decoder) checkFonts(cfg *Config) {
	cfg.Fonts = d.faces.set
	if d.fontsNode == nil {
		return
	}
	w := cfg.Text()
	var b strings.Builder
	for _, k := range lang.Keys() {
		b.WriteString(w.Punctuate(w.Get(k)))
	}
	for _, s := range cfg.Sections {
		if s.Kind != nil {
			b.WriteString(s.Kind.Describe().Title)
		}
	}
	if d.ext != nil && d.ext.Printed != nil {
		b.WriteString(d.ext.Printed(cfg))
	}
	b.WriteString(w.Punctuate(digitText + `.,:;?!-()/"x"`))
	work := d.work()
	if missing := layout.MissingGlyphs(b.String(), d.faces.set.Text); len(missing) > 0 {
		d.errorf(d.fontsNode, "fonts.text", "%s: not in the %s's text face (%s), which the %s's fixed text in its language uses, so it would print as a blank; name another face", runeList(missing), work, d.faces.textNote, work)
	}
	if missing := layout.MissingDigits(digitText, d.faces.set.Digits); len(missing) > 0 {
		d.errorf(d.fontsNode, "fonts.digits", "%s: not in the %s's digits face (%s), so the grids' numbers would print as blanks; name another face", runeList(missing), work, d.faces.digitNote)
	}
}

// work names what the config makes, in messages: "book", or its
// extension's Noun.
func (d *decoder) work() string {
	if d.ext != nil && d.ext.Noun != "" {
		return d.ext.Noun
	}
	return "book"
}

// fontsField adds the fonts key, read already (readFonts), to the
// top-level keys.
func (d *decoder) fontsField(fields []field) []field {
	return append(fields, field{"fonts", func(*yaml.Node, string) {}})
}
