package manifest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Version names the generator in manifests. It changes when the same
// config and seed would give different puzzles or pages.
const Version = "puzzlebook 0.1.0"

// maxManifestSize bounds what ReadPuzzles reads, against runaway inputs.
const maxManifestSize = 256 << 20

// Manifest is the JSON record of a built book: its metadata and every
// puzzle with its solution, identity and pages. docs/manifest.md
// describes the format.
type Manifest struct {
	Name     string `json:"name"`
	Title    string `json:"title"`
	Subtitle string `json:"subtitle,omitempty"`
	Author   string `json:"author,omitempty"`
	Seed     uint64 `json:"seed"`
	Page     Page   `json:"page"`
	Answers  string `json:"answers"` // back, separate or none
	// Cover is the cover written with output.cover; nil without one.
	Cover     *Cover  `json:"cover,omitempty"`
	Generator string  `json:"generator"`
	Puzzles   []Entry `json:"puzzles"`
}

// ManifestPage is the page geometry recorded in a manifest.
type Page struct {
	Size   string  `json:"size"`   // as written in the config
	Width  float64 `json:"width"`  // trim width in points
	Height float64 `json:"height"` // trim height in points
	Margin float64 `json:"margin"` // in points
	Gutter float64 `json:"gutter,omitempty"`
}

// Entry is one puzzle of a manifest: the puzzle itself (its fields appear
// at the top level of the object) and where it came from and went.
type Entry struct {
	ID      string `json:"id,omitempty"`      // e.g. "sampler-s1-007"
	Number  int    `json:"number,omitempty"`  // 1-based across the book
	Section int    `json:"section,omitempty"` // 1-based section number
	Seed    uint64 `json:"seed"`              // rebuilds the puzzle with NewRand
	// Params holds the params the kind's generator was called with,
	// which rebuild the puzzle with Seed (book.Rebuild); nil in manifests
	// written before they were recorded.
	Params     *Params `json:"params,omitempty"`
	Symmetry   string  `json:"symmetry,omitempty"` // as asked for; omitted for the kind's default
	Ends       string  `json:"ends,omitempty"`     // Hidato: given or free; omitted for other kinds
	Pick       int     `json:"pick,omitempty"`     // gen.Params.Pick, for listed kinds; rebuilds the puzzle with Seed
	Page       int     `json:"page,omitempty"`     // 1-based page of the puzzle; 0 when not laid out
	AnswerPage int     `json:"answer_page"`        // 0 when the answer is not in this PDF

	// GivensRange is the section's givens key ("35-40", or "36"), which
	// the puzzle was made to and rebuilds with; "" when it has none.
	GivensRange string `json:"givens_range,omitempty"`
	gen.Puzzle
}

// WriteJSON writes v as indented JSON with a final newline, keeping each
// list of numbers (a grid row) on one line so that grids read as grids.
func WriteJSON(w io.Writer, v any) error {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return fmt.Errorf("manifest: %w", err)
	}
	if _, err := w.Write(append(joinNumberLists(b), '\n')); err != nil {
		return fmt.Errorf("manifest: %w", err)
	}
	return nil
}

// joinNumberLists puts each list of integers in indented JSON on one
// line without spaces: "[\n  1,\n  2\n]" becomes "[1,2]". JSON strings
// cannot hold a raw newline, so every such run is a list. (One pass over
// the bytes; a regular expression took 80 ms for a 400-puzzle manifest.)
func joinNumberLists(b []byte) []byte {
	out := make([]byte, 0, len(b))
	for i := 0; i < len(b); {
		if end, ok := numberList(b, i); ok {
			out = append(out, '[')
			for _, c := range b[i+1 : end] {
				if c != ' ' && c != '\n' {
					out = append(out, c)
				}
			}
			out = append(out, ']')
			i = end + 1
			continue
		}
		out = append(out, b[i])
		i++
	}
	return out
}

// numberList reports whether an indented list of integers starts at
// b[i] ("[" newline, then one or more integers each on its own indented
// line, separated by commas, then "]" on its own indented line) and where
// its "]" is.
func numberList(b []byte, i int) (int, bool) {
	if b[i] != '[' || i+1 >= len(b) || b[i+1] != '\n' {
		return 0, false
	}
	i += 2
	for {
		for i < len(b) && b[i] == ' ' {
			i++
		}
		if i < len(b) && b[i] == '-' {
			i++
		}
		digits := i
		for i < len(b) && b[i] >= '0' && b[i] <= '9' {
			i++
		}
		if i == digits || i >= len(b) {
			return 0, false
		}
		switch {
		case b[i] == ',' && i+1 < len(b) && b[i+1] == '\n':
			i += 2
		case b[i] == '\n':
			i++
			for i < len(b) && b[i] == ' ' {
				i++
			}
			if i < len(b) && b[i] == ']' {
				return i, true
			}
			return 0, false
		default:
			return 0, false
		}
	}
}

// jsonError wraps an error of the JSON decoder, naming the line of data
// it happened on when the decoder says where.
func jsonError(data []byte, err error) error {
	var syntax *json.SyntaxError
	var typ *json.UnmarshalTypeError
	at := int64(-1)
	switch {
	case errors.As(err, &syntax):
		at = syntax.Offset
	case errors.As(err, &typ):
		at = typ.Offset
	case errors.Is(err, io.ErrUnexpectedEOF):
		at = int64(len(data))
	}
	if at < 0 {
		return fmt.Errorf("manifest: reading puzzles: %w", err)
	}
	return fmt.Errorf("manifest: reading puzzles: line %d: %w", lineAt(data, at), err)
}

// lineAt is the 1-based line of byte offset at in data.
func lineAt(data []byte, at int64) int {
	at = min(max(at, 0), int64(len(data)))
	return 1 + bytes.Count(data[:at], []byte("\n"))
}
