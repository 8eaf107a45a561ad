package config

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"

	"go.yaml.in/yaml/v3"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// Limits that keep hostile configs cheap to reject.
const (
	maxNodes       = 100_000 // YAML nodes visited, counting each alias expansion
	maxErrors      = 50      // problems reported before giving up
	maxCount       = 10_000  // puzzles in one section
	maxBookPuzzles = 100_000 // puzzles in one book
	maxNameLen     = 100
)

// MinDPI and MaxDPI bound the resolution of PNG pages (output.dpi).
const MinDPI, MaxDPI = 36, 1200

// MaxPerPage is the most puzzles to a page a section may ask for.
const MaxPerPage = 6

// MaxAnswersPerPage is the most answers to a page answers_per_page may
// ask for.
const MaxAnswersPerPage = 30

var nameRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]*$`) })

// decoder walks a parsed YAML tree into a Config, collecting every problem
// instead of stopping at the first.
type decoder struct {
	file   string
	src    string // the config's text, for the places of characters in it
	kinds  []gen.Kind
	ext    *Extension // keys another package reads, in place of sections
	budget int        // nodes left to visit
	bombed bool       // the budget ran out; stop walking
	// truncated is set when more than maxErrors problems were found.
	truncated bool
	errs      Errors
	fit       *Fitted    // the config's fit, once density or podPages needs it
	faces     fontFaces  // the book's faces (fonts), read before the rest
	fontsNode *yaml.Node // the fonts key's value; nil when the config has none
	// pictures are the picture files read so far, by path: each is read
	// once however many keys name it.
	pictures map[string]*draw.Image
}

// field is one key a mapping accepts.
type field struct {
	key string
	set func(n *yaml.Node, path string)
}

func (d *decoder) errorf(n *yaml.Node, path, format string, args ...any) {
	if len(d.errs) >= maxErrors {
		d.truncated = true
		return
	}
	e := &Error{File: d.file, Path: path, Msg: fmt.Sprintf(format, args...)}
	if n != nil {
		e.Line, e.col = n.Line, n.Column
	}
	d.errs = append(d.errs, e)
}

// decode parses data and walks it into a Config. Problems are left in d.errs.
func (d *decoder) decode(data []byte) *Config {
	d.src = string(data)
	cfg := &Config{Seed: 1, Output: Output{PDF: true, DPI: 300}, Contents: true, HowToPlay: true, WorksheetFont: "bold"}
	var doc yaml.Node
	dec := yaml.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			d.errorf(nil, "", "file is empty")
		} else {
			d.syntaxError(data, err)
		}
		return cfg
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); !errors.Is(err, io.EOF) {
		d.errorf(&extra, "", "only one YAML document is allowed")
	}
	if len(doc.Content) == 0 {
		d.errorf(&doc, "", "file is empty")
		return cfg
	}
	d.root(doc.Content[0], cfg)
	d.limits(doc.Content[0], cfg)
	sort.SliceStable(d.errs, func(i, j int) bool {
		a, b := d.errs[i], d.errs[j]
		return a.Line < b.Line || a.Line == b.Line && a.col < b.col
	})
	if d.truncated {
		d.errs = append(d.errs, &Error{File: d.file, Msg: fmt.Sprintf("more than %d problems; stopping", maxErrors)})
	}
	return cfg
}

// resolve follows aliases and charges n against the node budget. It
// returns nil once the budget is spent.
func (d *decoder) resolve(n *yaml.Node) *yaml.Node {
	for n != nil && n.Kind == yaml.AliasNode {
		n = n.Alias
		d.budget--
	}
	d.budget--
	if d.budget < 0 {
		if !d.bombed {
			d.bombed = true
			d.errorf(n, "", "more than %d YAML nodes once aliases are expanded; refusing the file", maxNodes)
		}
		return nil
	}
	return n
}

// mapping checks that n is a mapping and calls the setter of every key,
// reporting unknown, duplicate and non-string keys. It returns the keys
// that were set, with the line of each value.
func (d *decoder) mapping(n *yaml.Node, path string, fields []field) map[string]*yaml.Node {
	seen := map[string]*yaml.Node{}
	if n = d.resolve(n); n == nil {
		return seen
	}
	if n.Kind != yaml.MappingNode {
		d.errorf(n, path, "must be a mapping, not %s", describe(n))
		return seen
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := d.resolve(n.Content[i]), n.Content[i+1]
		if k == nil {
			return seen
		}
		if k.Kind != yaml.ScalarNode || k.Tag == "!!null" {
			d.errorf(k, path, "keys must be strings, not %s", describe(k))
			continue
		}
		kp := joinPath(path, k.Value)
		if k.Tag == "!!merge" {
			d.errorf(k, path, "merge keys (<<) are not supported")
			continue
		}
		if first, dup := seen[k.Value]; dup {
			d.errorf(k, kp, "duplicate key (first set on line %d)", first.Line)
			continue
		}
		f, ok := findField(fields, k.Value)
		if !ok {
			d.errorf(k, kp, "unknown key%s", suggest(k.Value, fields))
			continue
		}
		seen[k.Value] = k
		f.set(v, kp)
		if d.bombed {
			return seen
		}
	}
	return seen
}

func findField(fields []field, key string) (field, bool) {
	for _, f := range fields {
		if f.key == key {
			return f, true
		}
	}
	return field{}, false
}

// suggest returns ` (did you mean "x"?)` when key is a few edits away
// from a known key.
func suggest(key string, fields []field) string {
	best, bestDist := "", 3
	for _, f := range fields {
		// Two edits are a typo in a long word but another word in a short one.
		if dist := editDistance(strings.ToLower(key), f.key); dist < bestDist && 2*dist < len(key) {
			best, bestDist = f.key, dist
		}
	}
	if best == "" {
		return ""
	}
	return fmt.Sprintf(" (did you mean %q?)", best)
}

// editDistance is the Levenshtein distance between a and b.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

func joinPath(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

// describe names the type of n for messages.
func describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	}
	switch n.Tag {
	case "!!null":
		return "null"
	case "!!str":
		return strconv.Quote(n.Value)
	}
	return n.Value
}

// scalar resolves n and checks that it is a non-null scalar.
func (d *decoder) scalar(n *yaml.Node, path, want string) (*yaml.Node, bool) {
	if n = d.resolve(n); n == nil {
		return nil, false
	}
	if n.Kind != yaml.ScalarNode || n.Tag == "!!null" {
		d.errorf(n, path, "must be %s, not %s", want, describe(n))
		return nil, false
	}
	return n, true
}

// text reads a string. Numbers are taken as written, so `title: 2024` works.
func (d *decoder) text(dst *string) func(*yaml.Node, string) {
	return func(n *yaml.Node, path string) {
		if n, ok := d.scalar(n, path, "a string"); ok {
			if n.Tag == "!!bool" {
				d.errorf(n, path, "must be a string, not %s (quote it)", n.Value)
				return
			}
			*dst = n.Value
		}
	}
}

// integer reads an int in [lo, hi].
func (d *decoder) integer(dst *int, lo, hi int) func(*yaml.Node, string) {
	return func(n *yaml.Node, path string) {
		if v, ok := d.readInt(n, path, lo, hi); ok {
			*dst = v
		}
	}
}

// readInt reads an int in [lo, hi], reporting false after a problem.
func (d *decoder) readInt(n *yaml.Node, path string, lo, hi int) (int, bool) {
	n, ok := d.scalar(n, path, "an integer")
	if !ok {
		return 0, false
	}
	var v int64
	if n.Tag != "!!int" || n.Decode(&v) != nil {
		d.errorf(n, path, "must be an integer, not %s", describe(n))
		return 0, false
	}
	if v < int64(lo) || v > int64(hi) {
		d.errorf(n, path, "must be between %d and %d, not %d", lo, hi, v)
		return 0, false
	}
	return int(v), true
}

// boolean reads true or false.
func (d *decoder) boolean(dst *bool) func(*yaml.Node, string) {
	return tagged(d, dst, "!!bool", "true or false")
}

// tagged reads a scalar with the YAML tag into dst; want names the type in
// messages.
func tagged[T any](d *decoder, dst *T, tag, want string) func(*yaml.Node, string) {
	return func(n *yaml.Node, path string) {
		n, ok := d.scalar(n, path, want)
		if !ok {
			return
		}
		var v T
		if n.Tag != tag || n.Decode(&v) != nil {
			d.errorf(n, path, "must be %s, not %s", want, describe(n))
			return
		}
		*dst = v
	}
}

// choice reads one of a fixed set of words through parse, in any case:
// every name a config holds (kinds, grades, shapes, answers, ...) is
// read case-insensitively, and parse sees it in lower case.
func choice[T any](d *decoder, dst *T, parse func(string) (T, error)) func(*yaml.Node, string) {
	return func(n *yaml.Node, path string) {
		n, ok := d.scalar(n, path, "a string")
		if !ok {
			return
		}
		v, err := parse(strings.ToLower(n.Value))
		if err != nil {
			// Again as written, so that the message quotes the config.
			if _, asWritten := parse(n.Value); asWritten != nil {
				err = asWritten
			}
			d.errorf(n, path, "%s", err)
			return
		}
		*dst = v
	}
}

// oneOf formats choices as "a, b or c".
func oneOf[T any](choices []T) string {
	var b strings.Builder
	for i, c := range choices {
		switch {
		case i == 0:
		case i == len(choices)-1:
			b.WriteString(" or ")
		default:
			b.WriteString(", ")
		}
		fmt.Fprint(&b, c)
	}
	return b.String()
}
