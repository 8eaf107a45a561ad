package main

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// printable returns s, text that may come from an input file (an ipuz
// uniqueid, a title, an error quoting a line), with its control
// characters escaped as Go quotes them (\x1b, \x07, \u009b), and any
// byte that is not UTF-8 as \xNN, so that printing it cannot move the
// cursor, retitle the terminal or ring its bell.
func printable(s string) string {
	return escapeControls(s, "")
}

// printableLines is printable for text of several lines: it keeps its
// newlines and tabs.
func printableLines(s string) string {
	return escapeControls(s, "\n\t")
}

// escapeControls escapes the control characters of s but those in keep.
func escapeControls(s, keep string) string {
	clean := true
	for i := 0; i < len(s) && clean; i++ {
		c := s[i]
		clean = c >= 0x20 && c < 0x7f || strings.IndexByte(keep, c) >= 0
	}
	if clean {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, w := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && w == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case r < 0x80 && strings.ContainsRune(keep, r):
			b.WriteRune(r)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\x%02x`, r)
		case r >= 0x80 && r < 0xa0:
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteString(s[i : i+w])
		}
		i += w
	}
	return b.String()
}
