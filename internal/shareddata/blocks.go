package shareddata

import (
	"bufio"
	"strings"
	"testing"
)

// Block is one puzzle of a data file in the block form most kinds' READMEs
// give: "key: value" lines, and the rows of a grid under a key alone on its
// line ("solution:").
type Block struct {
	Scalars map[string]string   // each key's value, trimmed
	Grids   map[string][]string // the lines under each key, trimmed
}

// Blocks reads the file at the path elements below Dir (see Open) as
// blocks of lines apart by blank lines, leaving out a block whose first
// line is a comment ('#').
func Blocks(tb testing.TB, elem ...string) []Block {
	tb.Helper()
	f := Open(tb, elem...)
	defer f.Close()
	var out []Block
	var block []string
	flush := func() {
		if len(block) > 0 && !strings.HasPrefix(block[0], "#") {
			out = append(out, readBlock(block))
		}
		block = nil
	}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if line := strings.TrimSpace(sc.Text()); line == "" {
			flush()
		} else {
			block = append(block, line)
		}
	}
	flush()
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return out
}

// readBlock splits one block's lines into scalars and grids. A line is a
// key when the text before its first ':' is one word (no space, no
// backslash); every other line is a row of the grid under the last key.
func readBlock(lines []string) Block {
	b := Block{Scalars: map[string]string{}, Grids: map[string][]string{}}
	key := ""
	for _, l := range lines {
		if k, v, ok := strings.Cut(l, ":"); ok && !strings.ContainsAny(k, ` \`) {
			key = k
			b.Scalars[k] = strings.TrimSpace(v)
			continue
		}
		b.Grids[key] = append(b.Grids[key], l)
	}
	return b
}
