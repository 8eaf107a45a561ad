package ipuz

import (
	"fmt"
	"strings"
)

// The kind URIs of the documents this package writes. KindSudoku is the
// ipuz Sudoku kind; the others are puzzlebook's own, documented in
// docs/daily.md. The "#1" is the kind's version, as ipuz asks.
const (
	KindSudoku     = "http://ipuz.org/sudoku#1"
	KindNumbrix    = "https://puzzlebook.dev/ipuz/numbrix#1"
	KindHidato     = "https://puzzlebook.dev/ipuz/hidato#1"
	KindNumberlink = "https://puzzlebook.dev/ipuz/numberlink#1"
)

// Version is the ipuz version the documents declare.
const Version = "http://ipuz.org/v2"

// Ext is the file name extension of an ipuz document.
const Ext = ".ipuz"

// kinds maps each kind URI to the gen kind name it holds.
var kinds = []struct{ uri, name string }{
	{KindSudoku, "sudoku"},
	{KindNumbrix, "numbrix"},
	{KindHidato, "hidato"},
	{KindNumberlink, "numberlink"},
}

// KindURI returns the kind URI of the puzzle kind called name (as
// gen.Kind.Name gives it), or false for a kind ipuz cannot hold.
func KindURI(name string) (string, bool) {
	for _, k := range kinds {
		if strings.EqualFold(k.name, name) {
			return k.uri, true
		}
	}
	return "", false
}

// kindName returns the gen kind name of the first of uris that this
// package reads. A URI matches with its version ("#1") or without one.
func kindName(uris []string) (string, error) {
	for _, u := range uris {
		base, version, _ := strings.Cut(u, "#")
		for _, k := range kinds {
			kbase, kversion, _ := strings.Cut(k.uri, "#")
			if !strings.EqualFold(base, kbase) {
				continue
			}
			if version != "" && version != kversion {
				return "", fmt.Errorf("kind %s: version %s of the kind is newer than this reader's (%s)", u, version, k.uri)
			}
			return k.name, nil
		}
	}
	return "", fmt.Errorf("kind %s is not one puzzlebook reads (want %s)", strings.Join(uris, ", "), kindList())
}

func kindList() string {
	uris := make([]string, len(kinds))
	for i, k := range kinds {
		uris[i] = k.uri
	}
	return strings.Join(uris, ", ")
}

// isKnownURI reports whether u is an ipuz.org URI or one of ours, with or
// without a version.
func isKnownURI(u string) bool {
	if strings.HasPrefix(u, "http://ipuz.org/") || strings.HasPrefix(u, "https://ipuz.org/") {
		return true
	}
	base, _, _ := strings.Cut(u, "#")
	for _, k := range kinds {
		if kbase, _, _ := strings.Cut(k.uri, "#"); strings.EqualFold(base, kbase) {
			return true
		}
	}
	return false
}
