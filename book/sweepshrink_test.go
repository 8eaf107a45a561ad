package book

import (
	"context"
	"flag"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
)

var sweepShrink = flag.Bool("sweep.shrink", false, "TestSweep: print a smallest config that fails the same way beside each failing one (slower)")

// countRE matches a section's count, which shrinking lowers to 1.
var countRE = regexp.MustCompile(`count: [0-9]+`)

// shrinkConfig returns a config, made from text by dropping lines and
// keys and lowering counts, that still fails to build with cause: a
// repro to read instead of the random config.
func shrinkConfig(t *testing.T, file, text, cause string) string {
	dir := t.TempDir()
	fails := func(lines []string) bool {
		cfg, err := config.Parse(file, []byte(strings.Join(lines, "\n")+"\n"))
		if err != nil {
			return false
		}
		res, err := Build(context.Background(), cfg, BuildOptions{Dir: dir})
		return err != nil && slices.Contains(failureCauses(err, res, cfg), cause)
	}
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	for changed := true; changed; {
		changed = false
		for i := len(lines) - 1; i >= 0; i-- {
			// A key with the lines indented under it, else the line alone.
			for _, end := range []int{below(lines, i), i + 1} {
				if i >= len(lines) {
					break
				}
				if try := slices.Delete(slices.Clone(lines), i, end); fails(try) {
					lines, changed = try, true
					break
				}
			}
		}
		for i, l := range lines {
			for _, short := range shorter(l) {
				try := slices.Clone(lines)
				try[i] = short
				if fails(try) {
					lines, changed = try, true
					break
				}
			}
		}
	}
	return strings.Join(lines, "\n") + "\n"
}

// below returns the end of line i's block: the index of the first line
// after it indented no deeper than it.
func below(lines []string, i int) int {
	depth := indent(lines[i])
	j := i + 1
	for j < len(lines) && (strings.TrimSpace(lines[j]) == "" || indent(lines[j]) > depth) {
		j++
	}
	return j
}

// indent counts the spaces, and a list item's "- ", before a line's key.
func indent(l string) int {
	n := len(l) - len(strings.TrimLeft(l, " "))
	if strings.HasPrefix(l[n:], "- ") {
		n += 2
	}
	return n
}

// shorter returns simpler versions of line l: with count 1, and for a
// section in flow style ({kind: x, ...}), without each of its keys in
// turn (a split inside a quoted text gives YAML that does not read, and
// is dropped).
func shorter(l string) []string {
	var out []string
	if one := countRE.ReplaceAllString(l, "count: 1"); one != l {
		out = append(out, one)
	}
	head, body, ok := strings.Cut(l, "- {")
	if !ok || !strings.HasSuffix(body, "}") {
		return out
	}
	keys := strings.Split(strings.TrimSuffix(body, "}"), ", ")
	for i := range keys {
		rest := slices.Delete(slices.Clone(keys), i, i+1)
		out = append(out, head+"- {"+strings.Join(rest, ", ")+"}")
	}
	return out
}
