package manifest

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// EachPuzzle reads the puzzles of r as ReadPuzzlesIn does and hands each
// to yield: one element at a time from a JSON array of puzzles or from
// the puzzles list of a manifest, and from ReadPuzzlesIn for anything
// else (read whole: the bytes looked at are read again).
//
// Space before the JSON value is read without being kept; the bytes of
// the input before its first puzzle are kept up to maxWhole, and those
// of one puzzle up to maxEntry, so memory stays bounded whatever the
// input holds.
func EachPuzzle(r io.Reader, dir string, yield func(Entry) error) error {
	br := bufio.NewReaderSize(r, 64<<10)
	lines, err := skipSpace(br)
	if err != nil {
		return err
	}
	tr := &jsonTracker{r: br, all: true, linesAt: lines}
	dec := json.NewDecoder(tr)
	streamed, err := streamEntries(dec, tr, yield)
	switch {
	case tr.err != nil:
		return tr.err
	case streamed:
		return err
	}
	// Read whole: the lines of the space skipped keep the line numbers.
	if lines > maxSpaceLines {
		return fmt.Errorf("manifest: reading puzzles: more than %d blank lines before the JSON value", maxSpaceLines)
	}
	ahead := io.MultiReader(bytes.NewReader(bytes.Repeat([]byte("\n"), lines)), bytes.NewReader(tr.kept), br)
	es, err := readPuzzlesIn(ahead, dir, lines+maxWhole)
	if err != nil {
		return err
	}
	for _, e := range es {
		if err := yield(e); err != nil {
			return err
		}
	}
	return nil
}

// Bounds of what check holds of its input: the bytes before the first
// puzzle (all of an input that is not streamed: one puzzle, an ipuz
// document, a daily index), and those of one puzzle of a list.
const (
	maxWhole = 16 << 20
	maxEntry = 4 << 20
	// maxSpaceLines is the most lines of space before a JSON value that
	// is read whole.
	maxSpaceLines = 1 << 20
)

// skipSpace reads the space before the JSON value of br and returns how
// many lines it spans, or an error for an input that is empty or does not
// start as a manifest or a list (a JSON object or array).
func skipSpace(br *bufio.Reader) (lines int, err error) {
	for {
		b, err := br.ReadByte()
		switch {
		case err == io.EOF:
			return 0, errors.New("manifest: reading puzzles: empty input")
		case err != nil:
			return 0, fmt.Errorf("manifest: reading puzzles: %w", err)
		case b == '\n':
			lines++
		case b == ' ' || b == '\t' || b == '\r':
		case b == '[' || b == '{':
			return lines, br.UnreadByte()
		default:
			return 0, fmt.Errorf("manifest: line %d: want a JSON manifest object or an array of puzzles, not %q", lines+1, b)
		}
	}
}

// streamEntries reads an array of puzzle objects, or a manifest whose
// puzzles list starts with a puzzle object, from dec, yielding each
// puzzle. streamed is false, with nothing yielded, when the input is
// neither (or is broken before that shows): the caller reads it whole.
func streamEntries(dec *json.Decoder, tr *jsonTracker, yield func(Entry) error) (streamed bool, err error) {
	tok, err := dec.Token()
	if err != nil {
		return false, nil
	}
	if tok == json.Delim('[') {
		if !dec.More() {
			return false, nil // an empty list: ReadPuzzlesIn says so
		}
		tr.stream(dec.InputOffset())
		n, err := streamList(dec, tr, nil, yield)
		if err == nil {
			err = endOfInput(dec, tr)
		}
		if err == nil && n == 0 {
			err = fmt.Errorf("%w: an empty list", ErrNoPuzzles)
		}
		return true, err
	}
	if tok != json.Delim('{') {
		return false, nil
	}
	// A manifest: its other members are small and come first; the
	// puzzles list is streamed once its first element shows puzzles.
	var other []byte // the other members, as an object
	n := -1
	for dec.More() {
		key, err := dec.Token()
		if err != nil {
			return n >= 0, tr.jsonErr(dec, err)
		}
		name, _ := key.(string)
		if name != "puzzles" || n >= 0 {
			var raw json.RawMessage
			if err := dec.Decode(&raw); err != nil {
				return n >= 0, tr.jsonErr(dec, err)
			}
			if name == "givens" && n < 0 {
				return false, nil // one puzzle object
			}
			other = appendMember(other, name, raw)
			continue
		}
		if t, err := dec.Token(); err != nil || t != json.Delim('[') || !dec.More() {
			return false, nil
		}
		var first json.RawMessage
		if err := dec.Decode(&first); err != nil {
			return false, nil
		}
		var probe struct{ Givens json.RawMessage }
		if json.Unmarshal(first, &probe) != nil || probe.Givens == nil {
			return false, nil // a daily index, or not puzzles
		}
		if !manifestMembers(other) {
			return false, nil // ReadPuzzlesIn names the line of the error
		}
		tr.stream(dec.InputOffset())
		if n, err = streamList(dec, tr, first, yield); err != nil {
			return true, err
		}
	}
	if n < 0 {
		return false, nil
	}
	if _, err := dec.Token(); err != nil { // the closing brace
		return true, tr.jsonErr(dec, err)
	}
	if err := endOfInput(dec, tr); err != nil {
		return true, err
	}
	if !manifestMembers(other) {
		return true, fmt.Errorf("manifest: reading puzzles: %w", json.Unmarshal(append(append([]byte("{"), other...), '}'), &Manifest{}))
	}
	return true, nil
}

// manifestMembers reports whether the members of an object, other,
// decode into a Manifest.
func manifestMembers(other []byte) bool {
	return json.Unmarshal(append(append([]byte("{"), other...), '}'), &Manifest{}) == nil
}

// appendMember appends "name": raw to the members of an object in b.
func appendMember(b []byte, name string, raw json.RawMessage) []byte {
	if len(b) > 0 {
		b = append(b, ',')
	}
	key, _ := json.Marshal(name)
	return append(append(append(b, key...), ':'), raw...)
}

// streamList yields the puzzle objects of a JSON list up to its closing
// bracket: first (already read, when not nil), then each element of dec.
// It returns how many it yielded.
func streamList(dec *json.Decoder, tr *jsonTracker, first json.RawMessage, yield func(Entry) error) (int, error) {
	n := 0
	if first != nil {
		var e Entry
		if err := json.Unmarshal(first, &e); err != nil {
			return n, fmt.Errorf("manifest: reading puzzles: puzzle 1: %w", err)
		}
		n++
		if err := yield(e); err != nil {
			return n, err
		}
	}
	for dec.More() {
		var e Entry
		before := dec.InputOffset()
		if err := dec.Decode(&e); err != nil {
			if typ, ok := errors.AsType[*json.UnmarshalTypeError](err); ok {
				// Its offset counts from the start of the element.
				at := tr.valueStart(before) + typ.Offset
				return n, fmt.Errorf("manifest: reading puzzles: line %d: %w", tr.lineAt(at), err)
			}
			return n, tr.jsonErr(dec, err)
		}
		tr.mark(dec.InputOffset())
		n++
		if err := yield(e); err != nil {
			return n, err
		}
	}
	if _, err := dec.Token(); err != nil { // the closing bracket
		return n, tr.jsonErr(dec, err)
	}
	return n, nil
}

// endOfInput checks that nothing but space follows the JSON value.
func endOfInput(dec *json.Decoder, tr *jsonTracker) error {
	if _, err := dec.Token(); err != io.EOF {
		return fmt.Errorf("manifest: reading puzzles: line %d: unexpected data after the JSON value", tr.lineAt(dec.InputOffset()))
	}
	return nil
}

// jsonTracker passes its reader's bytes to a JSON decoder. It keeps all
// of them until the input shows it can be streamed (all), so that the
// input can be read again whole; after that only those since the last
// mark, with the count of lines before them, so that an error can name
// its line.
type jsonTracker struct {
	r       io.Reader
	all     bool
	kept    []byte
	keptAt  int64 // the offset of kept[0] in the input
	linesAt int   // newlines before kept[0]
	err     error // set once kept outgrows maxWhole or maxEntry
}

func (t *jsonTracker) Read(p []byte) (int, error) {
	if t.err != nil {
		return 0, t.err
	}
	// Small reads, so that the bounds below are not passed by much (the
	// decoder asks for as much as its buffer holds, which doubles).
	n, err := t.r.Read(p[:min(len(p), 64<<10)])
	t.kept = append(t.kept, p[:n]...) // mark slices off the front, so this stays small
	switch {
	case t.all && len(t.kept) > maxWhole:
		t.err = fmt.Errorf("manifest: reading puzzles: line %d: more than %d bytes before the first puzzle (at most %d; a list of puzzles or a manifest is read a puzzle at a time)", t.lineAt(t.keptAt+int64(len(t.kept))), maxWhole, maxWhole)
	case !t.all && len(t.kept) > maxEntry:
		t.err = fmt.Errorf("manifest: reading puzzles: line %d: a puzzle of more than %d bytes (at most %d)", t.lineAt(t.keptAt), maxEntry, maxEntry)
	}
	if t.err != nil {
		return 0, t.err
	}
	return n, err
}

// stream ends keeping every byte: the input is streamed from off on.
func (t *jsonTracker) stream(off int64) {
	t.all = false
	t.mark(off)
}

// mark drops the bytes before offset off.
func (t *jsonTracker) mark(off int64) {
	if t.all {
		return
	}
	k := min(max(off-t.keptAt, 0), int64(len(t.kept)))
	t.linesAt += bytes.Count(t.kept[:k], []byte("\n"))
	t.kept = t.kept[k:]
	t.keptAt += k
}

// lineAt is the 1-based line of input offset off, as far as the bytes
// kept tell.
func (t *jsonTracker) lineAt(off int64) int {
	k := min(max(off-t.keptAt, 0), int64(len(t.kept)))
	return t.linesAt + 1 + bytes.Count(t.kept[:k], []byte("\n"))
}

// valueStart is the offset of the first byte from off on that is not
// space or a comma: where the next element of a list starts.
func (t *jsonTracker) valueStart(off int64) int64 {
	k := min(max(off-t.keptAt, 0), int64(len(t.kept)))
	for k < int64(len(t.kept)) && bytes.IndexByte([]byte(" \t\r\n,"), t.kept[k]) >= 0 {
		k++
	}
	return t.keptAt + k
}

// jsonErr is err, met by dec, naming the line where dec stopped.
func (t *jsonTracker) jsonErr(dec *json.Decoder, err error) error {
	at := dec.InputOffset()
	if errors.Is(err, io.ErrUnexpectedEOF) {
		at = t.keptAt + int64(len(t.kept)) // the end of the input
	}
	return fmt.Errorf("manifest: reading puzzles: line %d: %w", t.lineAt(at), err)
}
