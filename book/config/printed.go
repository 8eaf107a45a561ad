package config

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"github.com/puzzlebook/puzzlebook/layout"
)

// The longest text each key the book prints may hold, in characters:
// generous for any real book, and far from what makes setting type slow.
const (
	maxTitleLen       = 200   // title, and each section's title
	maxSubtitleLen    = 300   // subtitle
	maxAuthorLen      = 200   // author
	maxInstructionLen = 500   // a section's instruction
	maxCopyrightLen   = 5_000 // the copyright page
	maxBackTextLen    = 3_000 // the back cover's blurb
)

// textRule is what a printed key accepts: at most max characters, and
// line breaks only in text of several lines (paragraphs).
type textRule struct {
	max   int
	lines bool
}

// Rules of the keys the book prints.
var (
	titleText       = textRule{max: maxTitleLen}
	subtitleText    = textRule{max: maxSubtitleLen}
	authorText      = textRule{max: maxAuthorLen}
	instructionText = textRule{max: maxInstructionLen, lines: true}
	copyrightText   = textRule{max: maxCopyrightLen, lines: true}
	backText        = textRule{max: maxBackTextLen, lines: true}
)

// printed reads a string that the book prints, like text, and refuses
// text longer than rule allows, control characters (which print as
// nothing and reach the PDF's metadata and the manifest as they are) and
// characters that the book's fonts lack: they would print as blank
// space.
func (d *decoder) printed(dst *string, rule textRule) func(*yaml.Node, string) {
	return func(n *yaml.Node, path string) {
		before := len(d.errs)
		d.text(dst)(n, path)
		if len(d.errs) > before {
			return
		}
		n = d.resolve(n)
		if length := utf8.RuneCountInString(*dst); length > rule.max {
			d.errorf(n, path, "%d characters; at most %d", length, rule.max)
			return
		}
		if i := controlAt(*dst, rule.lines); i >= 0 {
			r, _ := utf8.DecodeRuneInString((*dst)[i:])
			line, col := d.placeOf(n, *dst, i)
			at := &yaml.Node{Line: line, Column: col}
			if r == '\n' {
				d.errorf(at, path, "a line break at line %d, column %d: this text is one line; join its lines (a block with \"|\" or \">\" keeps a break at the end, \">-\" does not)", line, col)
				return
			}
			d.errorf(at, path, "%s at line %d, column %d: a control character, which prints as nothing; remove it", controlName(r), line, col)
			return
		}
		d.glyphs(n, path, *dst)
	}
}

// glyphs refuses s, printed text read from n at path, when the text face
// lacks a character of it.
func (d *decoder) glyphs(n *yaml.Node, path, s string) {
	if missing := layout.MissingGlyphs(s, d.faces.set.Text); len(missing) > 0 {
		note := d.faces.textNote
		if note == "" {
			note = latoNote
		}
		d.errorf(n, path, "%s: not in the %s's fonts (%s), so it would print as a blank; leave it out or write it another way", runeList(missing), d.work(), note)
	}
}

// controlAt returns the byte offset of the first control character of s
// (C0, DEL or C1; a line break is allowed with lines), or -1.
func controlAt(s string, lines bool) int {
	for i, r := range s {
		if r == '\n' && lines {
			continue
		}
		if r < 0x20 || r >= 0x7f && r <= 0x9f {
			return i
		}
	}
	return -1
}

// controlNames are the usual names of the control characters configs
// are likeliest to hold.
var controlNames = map[rune]string{
	0x00: "NUL", 0x07: "BEL", 0x08: "BS", 0x09: "TAB", 0x0b: "VT",
	0x0c: "FF", 0x0d: "CR", 0x1b: "ESC", 0x7f: "DEL", 0x85: "NEL",
}

// controlName names the control character r for a message: "U+0007 (BEL)".
func controlName(r rune) string {
	if name, ok := controlNames[r]; ok {
		return fmt.Sprintf("%U (%s)", r, name)
	}
	return fmt.Sprintf("%U", r)
}

// placeOf returns the line and column in the config of the character at
// byte offset i of value, the text of the scalar n: it walks n's source,
// reading a double-quoted scalar's escapes as YAML does, to the copy of
// that character that comes after as many as value holds before i. Where
// it cannot follow the source, it gives n's own place.
func (d *decoder) placeOf(n *yaml.Node, value string, i int) (line, col int) {
	r, _ := utf8.DecodeRuneInString(value[i:])
	nth := strings.Count(value[:i], string(r)) // earlier copies of r
	src := d.from(n.Line, n.Column)
	quoted := n.Style == yaml.DoubleQuotedStyle
	line, col = n.Line, n.Column
	j := 0
	switch n.Style {
	case yaml.DoubleQuotedStyle:
		j, col = 1, col+1 // the opening quote
	case yaml.LiteralStyle, yaml.FoldedStyle:
		k := strings.IndexByte(src, '\n') // the text starts below its header
		if k < 0 {
			return n.Line, n.Column
		}
		j, line, col = k+1, line+1, 1
	}
	for j < len(src) {
		got, width := utf8.DecodeRuneInString(src[j:])
		switch {
		case quoted && got == '"':
			return n.Line, n.Column // the closing quote: not found
		case quoted && got == '\\':
			got, width = unescape(src[j:])
		}
		if got == r {
			if nth == 0 {
				return line, col
			}
			nth--
		}
		if src[j] == '\n' {
			line, col = line+1, 1
		} else {
			col += utf8.RuneCountInString(src[j : j+width])
		}
		j += width
	}
	return n.Line, n.Column
}

// from returns the config's source from the 1-based line and column on.
func (d *decoder) from(line, col int) string {
	src := d.src
	for ; line > 1; line-- {
		k := strings.IndexByte(src, '\n')
		if k < 0 {
			return ""
		}
		src = src[k+1:]
	}
	for ; col > 1 && src != ""; col-- {
		_, w := utf8.DecodeRuneInString(src)
		src = src[w:]
	}
	return src
}

// unescape reads the escape at the start of s (a backslash and what
// follows, in a double-quoted YAML scalar) and returns the character it
// stands for and its length in s.
func unescape(s string) (rune, int) {
	if len(s) < 2 {
		return '\\', 1
	}
	hex := map[byte]int{'x': 2, 'u': 4, 'U': 8}
	if n, ok := hex[s[1]]; ok && len(s) >= 2+n {
		var v rune
		if _, err := fmt.Sscanf(s[2:2+n], "%x", &v); err == nil {
			return v, 2 + n
		}
	}
	simple := map[byte]rune{'0': 0, 'a': 7, 'b': 8, 't': 9, '\t': 9, 'n': 10, 'v': 11, 'f': 12, 'r': 13, 'e': 0x1b,
		'N': 0x85, '_': 0xa0, 'L': 0x2028, 'P': 0x2029, ' ': ' ', '"': '"', '/': '/', '\\': '\\'}
	if v, ok := simple[s[1]]; ok {
		return v, 2
	}
	_, w := utf8.DecodeRuneInString(s[1:])
	return utf8.RuneError, 1 + w
}

// runeList names runes for a message: "✓" (U+2713), "★" (U+2605).
func runeList(rs []rune) string {
	var parts []string
	for _, r := range rs {
		parts = append(parts, fmt.Sprintf("%q (%U)", r, r))
	}
	return strings.Join(parts, ", ")
}
