package ipuz

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Limits on what Decode reads, far above any puzzle a kind makes, so that
// a hostile document cannot make it allocate without bound.
const (
	maxSize = 4 << 20 // bytes of one document
	maxSide = 100     // rows or columns of a grid
)

// document is an ipuz document as Decode reads it: only the fields that
// say something of the puzzles of every kind. A kind reads its own
// fields from members.
type document struct {
	Version    *string             `json:"version"`
	Kind       []string            `json:"kind"`
	Title      string              `json:"title"`
	Author     string              `json:"author"`
	Copyright  string              `json:"copyright"`
	Publisher  string              `json:"publisher"`
	URL        string              `json:"url"`
	UniqueID   string              `json:"uniqueid"`
	Date       string              `json:"date"`
	Difficulty string              `json:"difficulty"`
	Block      *string             `json:"block"`
	Empty      json.RawMessage     `json:"empty"`
	Charset    *string             `json:"charset"`
	Dimensions *dimensions         `json:"dimensions"`
	Puzzle     [][]json.RawMessage `json:"puzzle"`
	Solution   [][]json.RawMessage `json:"solution"`

	members map[string]json.RawMessage // every member, for the kind's fields
}

// Decode reads one ipuz document from r and returns its puzzle (kind,
// size, givens, solution when the document has one, the fields of the
// kind's own that its form reads, and the grade its difficulty names,
// else gen.AnyGrade) and its Info. A date not in ipuz's mm/dd/yyyy form
// is left out of Info. Errors wrap gen.ErrMalformed and say what is
// wrong, with the line for JSON that does not parse; Decode does not
// check the puzzle's rules (the kind's Verify and Solve do).
func (c Codec) Decode(r io.Reader) (*gen.Puzzle, Info, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxSize+1))
	if err != nil {
		return nil, Info{}, fmt.Errorf("ipuz: %w", err)
	}
	if len(data) > maxSize {
		return nil, Info{}, malformed("the document is larger than %d bytes", maxSize)
	}
	return c.Unmarshal(data)
}

// Decode reads a document as Codec{}.Decode does, for the kinds of
// kinds.All.
func Decode(r io.Reader) (*gen.Puzzle, Info, error) { return Codec{}.Decode(r) }

// Unmarshal reads the ipuz document data as Decode does.
func (c Codec) Unmarshal(data []byte) (*gen.Puzzle, Info, error) {
	data = bytes.TrimPrefix(data, []byte("\ufeff")) // a byte order mark, as some editors write
	var d document
	if err := decodeJSON(data, &d); err != nil {
		return nil, Info{}, err
	}
	if d.Version == nil || !strings.HasPrefix(*d.Version, "http://ipuz.org/v") {
		if d.Version == nil && len(d.Kind) == 0 {
			return nil, Info{}, malformed("not an ipuz document: it has neither version nor kind")
		}
		return nil, Info{}, malformed("version: want http://ipuz.org/v2 (or v1), not %s", quoted(d.Version))
	}
	if len(d.Kind) == 0 {
		return nil, Info{}, malformed("kind: want a list of kind URIs (%s)", strings.Join(c.uris(), ", "))
	}
	fs, err := c.formsFor(d.Kind)
	if err != nil {
		return nil, Info{}, malformed("%v", err)
	}
	p := &gen.Puzzle{Kind: fs[0].name}
	if g, err := gen.ParseGrade(d.Difficulty); err == nil {
		p.Grade = g // ipuz's difficulty is free text: another word is no grade
	}
	cr, err := newCellReader(&d)
	if err != nil {
		return nil, Info{}, err
	}
	if p.Givens, err = cr.grid(d.Puzzle, "puzzle", d.Dimensions); err != nil {
		return nil, Info{}, err
	}
	p.Rows, p.Cols = len(p.Givens), len(p.Givens[0])
	if d.Solution != nil {
		if p.Solution, err = cr.grid(d.Solution, "solution", &dimensions{Width: p.Cols, Height: p.Rows}); err != nil {
			return nil, Info{}, err
		}
	}
	if err := readFields(p, fs, d.get); err != nil {
		return nil, Info{}, fmt.Errorf("ipuz: %w: %w", err, gen.ErrMalformed)
	}
	info := Info{Title: d.Title, Author: d.Author, Copyright: d.Copyright, Publisher: d.Publisher, URL: d.URL, UniqueID: d.UniqueID}
	if t, err := time.Parse(dateLayout, d.Date); err == nil {
		info.Date = t
	}
	return p, info, nil
}

// Unmarshal reads a document as Codec{}.Unmarshal does, for the kinds of
// kinds.All.
func Unmarshal(data []byte) (*gen.Puzzle, Info, error) { return Codec{}.Unmarshal(data) }

// get unmarshals d's member key into v, for a kind's form (gen.IPUZ.Read).
// A member that is null counts as absent.
func (d *document) get(key string, v any) (bool, error) {
	raw, ok := d.members[key]
	if !ok || string(bytes.TrimSpace(raw)) == "null" {
		return false, nil
	}
	if err := json.Unmarshal(raw, v); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			return true, fmt.Errorf("%s: want %s, not a JSON %s", key, te.Type, te.Value)
		}
		return true, fmt.Errorf("%s: %w", key, err)
	}
	return true, nil
}

// IsDocument reports whether data looks like an ipuz document: a JSON
// object whose version is an ipuz version or whose kind lists an ipuz.org
// URI or one of c's kinds'. It does not check the rest.
func (c Codec) IsDocument(data []byte) bool {
	data = bytes.TrimLeft(bytes.TrimPrefix(data, []byte("\ufeff")), " \t\r\n")
	if len(data) == 0 || data[0] != '{' {
		return false
	}
	var probe struct {
		Version json.RawMessage `json:"version"`
		Kind    json.RawMessage `json:"kind"`
	}
	if json.Unmarshal(data, &probe) != nil {
		return false
	}
	var version string
	if json.Unmarshal(probe.Version, &version) == nil && strings.HasPrefix(version, "http://ipuz.org/") {
		return true
	}
	var uris []string
	if json.Unmarshal(probe.Kind, &uris) != nil {
		return false
	}
	for _, u := range uris {
		if c.isKnownURI(u) {
			return true
		}
	}
	return false
}

// IsDocument reports as Codec{}.IsDocument does, for the kinds of
// kinds.All.
func IsDocument(data []byte) bool { return Codec{}.IsDocument(data) }

// decodeJSON decodes the one JSON object of data into d.
func decodeJSON(data []byte, d *document) error {
	trimmed := bytes.TrimLeft(data, " \t\r\n")
	if len(trimmed) == 0 {
		return malformed("empty input")
	}
	if trimmed[0] != '{' {
		return malformed("line %d: want a JSON object, not %q", lineAt(data, len(data)-len(trimmed)), trimmed[0])
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(d); err != nil {
		var se *json.SyntaxError
		var te *json.UnmarshalTypeError
		switch {
		case errors.As(err, &se):
			return malformed("line %d: %v", lineAt(data, int(se.Offset)), err)
		case errors.As(err, &te):
			return malformed("line %d: field %s: want %s, not a JSON %s", lineAt(data, int(te.Offset)), te.Field, te.Type, te.Value)
		case errors.Is(err, io.ErrUnexpectedEOF):
			return malformed("the document ends before its JSON does")
		}
		return malformed("%v", err)
	}
	end := int(dec.InputOffset())
	if rest := bytes.TrimLeft(data[end:], " \t\r\n"); len(rest) > 0 {
		return malformed("line %d: data after the document", lineAt(data, len(data)-len(rest)))
	}
	if err := json.Unmarshal(data[:end], &d.members); err != nil {
		return malformed("%v", err) // not reached: the same bytes decoded above
	}
	return nil
}

// lineAt is the 1-based line of byte offset off in data.
func lineAt(data []byte, off int) int {
	off = min(max(off, 0), len(data))
	return 1 + bytes.Count(data[:off], []byte("\n"))
}

// malformed returns an error of this package wrapping gen.ErrMalformed.
func malformed(format string, args ...any) error {
	return fmt.Errorf("ipuz: %s: %w", fmt.Sprintf(format, args...), gen.ErrMalformed)
}

// quoted shows an optional string in messages.
func quoted(s *string) string {
	if s == nil {
		return "none"
	}
	return fmt.Sprintf("%q", *s)
}

// readFields reads the kind's own fields into p with the first of fs
// that reads them, and names its kind; it returns the first form's error
// when none does.
func readFields(p *gen.Puzzle, fs []form, get func(string, any) (bool, error)) error {
	var first error
	for _, f := range fs {
		p.Kind, p.BoxRows, p.BoxCols, p.Overlays = f.name, 0, 0, gen.Overlays{}
		if f.Read == nil {
			return nil
		}
		err := f.Read(p, get)
		if err == nil {
			return nil
		}
		if first == nil {
			first = err
		}
	}
	p.Kind = fs[0].name
	return first
}
