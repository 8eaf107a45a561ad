package manifest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen/ipuz"
)

// ErrNoPuzzles is the error of an input that holds no puzzle to check:
// `{}`, `[]`, a manifest whose puzzles list is empty, a JSON object of
// another kind.
var ErrNoPuzzles = errors.New("holds no puzzles")

// ReadPuzzles reads the puzzles of r, which holds one of the inputs
// ReadPuzzlesIn reads; a daily index is refused, as it names its
// puzzles' files relative to a folder r does not have.
func ReadPuzzles(r io.Reader) ([]Entry, error) {
	return ReadPuzzlesIn(r, "")
}

// ReadPuzzlesIn reads the puzzles of r for book.Check: a book's manifest, a
// bare JSON array of puzzle objects such as `puzzlebook gen --format
// json` writes, one puzzle object (a daily feed's SLOT.json), one ipuz
// document (package gen/ipuz; its uniqueid is the entry's ID), or a daily
// feed's index.json, whose SLOT.json files it reads, relative to dir ("",
// for an input that is not a file, refuses an index). It checks only the
// JSON; book.Check verifies the puzzles. An input without a puzzle is an error
// wrapping ErrNoPuzzles. Errors name the line when the JSON parser gives
// a place.
func ReadPuzzlesIn(r io.Reader, dir string) ([]Entry, error) {
	return readPuzzlesIn(r, dir, maxManifestSize)
}

// readPuzzlesIn is ReadPuzzlesIn reading at most limit bytes.
func readPuzzlesIn(r io.Reader, dir string, limit int) ([]Entry, error) {
	data, err := readPuzzleFile(r, limit)
	if err != nil {
		return nil, err
	}
	start := len(data) - len(bytes.TrimLeft(data, " \t\r\n"))
	if start == len(data) {
		return nil, errors.New("manifest: reading puzzles: empty input")
	}
	var es []Entry
	switch first := data[start]; first {
	case '[':
		if err := decodeAll(data, &es); err != nil {
			return nil, err
		}
		if len(es) == 0 {
			return nil, fmt.Errorf("%w: an empty list", ErrNoPuzzles)
		}
		return es, nil
	case '{':
	default:
		return nil, fmt.Errorf("manifest: line %d: want a JSON manifest object or an array of puzzles, not %q", lineAt(data, int64(start)), first)
	}
	if ipuz.IsDocument(data) {
		p, info, err := ipuz.Unmarshal(data)
		if err != nil {
			return nil, fmt.Errorf("manifest: reading puzzles: %w", err)
		}
		if p.Solution == nil {
			return nil, errors.New("manifest: reading puzzles: the ipuz document has no solution to check (solve finds one)")
		}
		return []Entry{{ID: info.UniqueID, Puzzle: *p}}, nil
	}
	// Which object it is shows in its keys, and for a list of puzzles in
	// the keys of the first: puzzle objects have givens, index rows files.
	var probe struct {
		Puzzles []struct {
			Givens, Files json.RawMessage
		}
		Givens json.RawMessage
	}
	if err := decodeAll(data, &probe); err != nil {
		return nil, err
	}
	switch {
	case probe.Givens != nil:
		var e Entry
		if err := decodeAll(data, &e); err != nil {
			return nil, err
		}
		return []Entry{e}, nil
	case len(probe.Puzzles) > 0 && probe.Puzzles[0].Givens == nil && probe.Puzzles[0].Files != nil:
		var idx DailyIndex
		if err := decodeAll(data, &idx); err != nil {
			return nil, err
		}
		return readIndexed(idx, dir)
	case probe.Puzzles != nil:
		var m Manifest
		if err := decodeAll(data, &m); err != nil {
			return nil, err
		}
		if len(m.Puzzles) == 0 {
			return nil, fmt.Errorf("%w: its puzzles list is empty", ErrNoPuzzles)
		}
		return m.Puzzles, nil
	}
	return nil, fmt.Errorf("%w: a JSON object with neither the puzzles of a manifest or index.json nor the givens of a puzzle (check reads a book's manifest, gen --format json, a daily SLOT.json or index.json)", ErrNoPuzzles)
}

// readPuzzleFile reads r whole, up to limit bytes.
func readPuzzleFile(r io.Reader, limit int) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, int64(limit)+1))
	if err != nil {
		return nil, fmt.Errorf("manifest: reading puzzles: %w", err)
	}
	if len(data) > limit {
		return nil, fmt.Errorf("manifest: reading puzzles: input is larger than %d bytes", limit)
	}
	return data, nil
}

// decodeAll decodes the one JSON value of data into v.
func decodeAll(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(v); err != nil {
		return jsonError(data, err)
	}
	end := dec.InputOffset()
	if _, err := dec.Token(); err != io.EOF {
		rest := bytes.TrimLeft(data[end:], " \t\r\n")
		return fmt.Errorf("manifest: reading puzzles: line %d: unexpected data after the JSON value", lineAt(data, int64(len(data)-len(rest))))
	}
	return nil
}

// readIndexed reads the SLOT.json of every puzzle a daily index lists,
// relative to dir, and checks that each is the puzzle the index names.
func readIndexed(idx DailyIndex, dir string) ([]Entry, error) {
	if dir == "" {
		return nil, errors.New("manifest: reading puzzles: a daily index.json names its puzzles' files relative to its folder: give its path, not standard input")
	}
	if len(idx.Puzzles) == 0 {
		return nil, fmt.Errorf("%w: its puzzles list is empty", ErrNoPuzzles)
	}
	out := make([]Entry, 0, len(idx.Puzzles))
	for i, ie := range idx.Puzzles {
		name := ""
		for _, f := range ie.Files {
			if path.Ext(f) == ".json" {
				name = f
			}
		}
		where := fmt.Sprintf("manifest: reading puzzles: index puzzle %d (%s)", i+1, ie.ID)
		if name == "" || !filepath.IsLocal(filepath.FromSlash(name)) {
			return nil, fmt.Errorf("%s: want files that hold a DATE/SLOT.json in the index's folder, not %q", where, strings.Join(ie.Files, " "))
		}
		f, err := os.Open(filepath.Join(dir, filepath.FromSlash(name)))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", where, err)
		}
		es, err := ReadPuzzles(f)
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: %s: %w", where, name, err)
		}
		if len(es) != 1 {
			return nil, fmt.Errorf("%s: %s holds %d puzzles, not one", where, name, len(es))
		}
		e := es[0]
		if e.ID != ie.ID || !strings.EqualFold(e.Kind, ie.Kind) || e.Grade != ie.Grade {
			return nil, fmt.Errorf("%s: %s holds %s (%s, %v), not the puzzle the index names (%s, %v)", where, name, e.ID, e.Kind, e.Grade, ie.Kind, ie.Grade)
		}
		out = append(out, e)
	}
	return out, nil
}
