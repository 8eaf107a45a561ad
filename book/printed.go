package book

import (
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/puzzlebook/puzzlebook/layout"
)

// printed reads a string that the book prints, like text, and refuses
// characters that the book's fonts lack: they would print as blank space.
func (d *decoder) printed(dst *string) func(*yaml.Node, string) {
	return func(n *yaml.Node, path string) {
		before := len(d.errs)
		d.text(dst)(n, path)
		if len(d.errs) > before {
			return
		}
		if missing := layout.MissingGlyphs(*dst); len(missing) > 0 {
			d.errorf(d.resolve(n), path, "%s: not in the book's fonts (the Go fonts: Latin, Greek and Cyrillic letters, digits and common punctuation), so it would print as a blank; leave it out or write it another way", runeList(missing))
		}
	}
}

// runeList names runes for a message: "✓" (U+2713), "★" (U+2605).
func runeList(rs []rune) string {
	var parts []string
	for _, r := range rs {
		parts = append(parts, fmt.Sprintf("%q (%U)", r, r))
	}
	return strings.Join(parts, ", ")
}
