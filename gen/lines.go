package gen

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// ParseLines reads a text form of one puzzle a line, as many kinds' Parse
// do: each line, trimmed, goes to parseLine; blank lines are skipped. An
// error names the kind and the line ("KIND: line 3: ...").
func ParseLines(kind string, r io.Reader, parseLine func(text string) (*Puzzle, error)) ([]*Puzzle, error) {
	var out []*Puzzle
	sc := bufio.NewScanner(r)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			continue
		}
		p, err := parseLine(text)
		if err != nil {
			return nil, fmt.Errorf("%s: line %d: %w", kind, line, err)
		}
		out = append(out, p)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", kind, err)
	}
	return out, nil
}
