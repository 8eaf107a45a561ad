package ipuz

import (
	"fmt"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// Version is the ipuz version the documents declare.
const Version = "http://ipuz.org/v2"

// Ext is the file name extension of an ipuz document.
const Ext = ".ipuz"

// Codec writes and reads the ipuz documents of a list of kinds, each
// through the ipuz form its descriptor states (gen.IPUZ). Its zero value
// reads and writes the kinds of kinds.All; tests give a longer list.
type Codec struct {
	Kinds []gen.Kind
	// URIs gives kinds, by name, a kind URI other than their own (a
	// site's, for a kind of puzzlebook's): documents are written with it,
	// and read with it (and no longer with the kind's own).
	URIs map[string]string
}

// form is one kind's ipuz form, with the kind's name.
type form struct {
	name string
	gen.IPUZ
}

// forms returns the ipuz forms of c's kinds, leaving out kinds without
// one.
func (c Codec) forms() []form {
	list := c.Kinds
	if list == nil {
		list = kinds.All
	}
	var fs []form
	for _, k := range list {
		if f := k.Describe().IPUZ; f.Kind != "" {
			if u, ok := c.URIs[k.Name()]; ok {
				f.Kind = u
			}
			fs = append(fs, form{k.Name(), f})
		}
	}
	return fs
}

// formOf returns the ipuz form of the kind called name.
func (c Codec) formOf(name string) (form, bool) {
	for _, f := range c.forms() {
		if strings.EqualFold(f.name, name) {
			return f, true
		}
	}
	return form{}, false
}

// KindURI returns the kind URI of the puzzle kind called name (as
// gen.Kind.Name gives it), or false for a kind with no ipuz form.
func (c Codec) KindURI(name string) (string, bool) {
	f, ok := c.formOf(name)
	return f.Kind, ok
}

// KindURI returns the kind URI of a kind of kinds.All (see Codec.KindURI).
func KindURI(name string) (string, bool) { return Codec{}.KindURI(name) }

// formsFor returns the forms of the first of uris that c reads, in the
// order of c's kinds: several kinds may share one ipuz kind (Sudoku and
// its variants share ipuz's Sudoku), and the reader takes the first whose
// fields read. A URI matches with its version ("#1") or without one.
func (c Codec) formsFor(uris []string) ([]form, error) {
	fs := c.forms()
	for _, u := range uris {
		base, version, _ := strings.Cut(u, "#")
		var out []form
		for _, f := range fs {
			kbase, kversion, _ := strings.Cut(f.Kind, "#")
			if !strings.EqualFold(base, kbase) {
				continue
			}
			if version != "" && version != kversion {
				return nil, fmt.Errorf("kind %s: version %s of the kind is newer than this reader's (%s)", u, version, f.Kind)
			}
			out = append(out, f)
		}
		if len(out) > 0 {
			return out, nil
		}
	}
	return nil, fmt.Errorf("kind %s is not one puzzlebook reads (want %s)", strings.Join(uris, ", "), strings.Join(c.uris(), ", "))
}

// uris returns the kind URIs of c's kinds, for messages.
func (c Codec) uris() []string {
	var uris []string
	for _, f := range c.forms() {
		uris = append(uris, f.Kind)
	}
	return uris
}

// isKnownURI reports whether u is an ipuz.org URI or one of c's kinds',
// with or without a version.
func (c Codec) isKnownURI(u string) bool {
	if strings.HasPrefix(u, "http://ipuz.org/") || strings.HasPrefix(u, "https://ipuz.org/") {
		return true
	}
	base, _, _ := strings.Cut(u, "#")
	for _, f := range c.forms() {
		if kbase, _, _ := strings.Cut(f.Kind, "#"); strings.EqualFold(base, kbase) {
			return true
		}
	}
	return false
}
