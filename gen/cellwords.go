package gen

import (
	"regexp"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// cellRef matches a cell in the steps' notation, "r3c2": row 3, column 2,
// counted from 1.
var cellRef = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\br([0-9]+)c([0-9]+)\b`) })

// CellWords returns text with every cell written in the steps' notation
// ("r3c2") put in a reader's words by name(row, column), e.g. "row 3,
// column 2", with rows and columns counted from 1. A name that starts a
// sentence is capitalised.
func CellWords(text string, name func(row, col int) string) string {
	var b strings.Builder
	last := 0
	for _, m := range cellRef().FindAllStringSubmatchIndex(text, -1) {
		r, _ := strconv.Atoi(text[m[2]:m[3]])
		c, _ := strconv.Atoi(text[m[4]:m[5]])
		words := name(r, c)
		before := strings.TrimRight(text[:m[0]], " ")
		if before == "" || strings.HasSuffix(before, ".") {
			first, size := utf8.DecodeRuneInString(words)
			words = string(unicode.ToUpper(first)) + words[size:]
		}
		b.WriteString(text[last:m[0]])
		b.WriteString(words)
		last = m[1]
	}
	b.WriteString(text[last:])
	return b.String()
}
