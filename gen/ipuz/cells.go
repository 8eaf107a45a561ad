package ipuz

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"unicode/utf8"
)

// cellReader turns the cells of a document's grids into gen's ints: 0
// blank, -1 not part of the grid, else the number.
type cellReader struct {
	block, empty string // the document's block and empty, as text
	charset      []rune // the document's charset, value i+1 at index i; nil for none
	maxValue     int
}

// newCellReader reads the block, empty and charset fields of d.
func newCellReader(d *document) (*cellReader, error) {
	cr := &cellReader{block: block, empty: strconv.Itoa(empty), maxValue: maxSide * maxSide}
	if d.Block != nil {
		cr.block = *d.Block
	}
	if len(d.Empty) > 0 {
		var s string
		var n int
		switch {
		case json.Unmarshal(d.Empty, &s) == nil:
			cr.empty = s
		case json.Unmarshal(d.Empty, &n) == nil:
			cr.empty = strconv.Itoa(n)
		default:
			return nil, malformed("empty: want a string or a whole number, not %s", d.Empty)
		}
	}
	if d.Charset != nil {
		cr.charset = []rune(*d.Charset)
		if len(cr.charset) == 0 || !utf8.ValidString(*d.Charset) {
			return nil, malformed("charset: want the characters of the values, not %q", *d.Charset)
		}
	}
	return cr, nil
}

// grid reads the rows of a puzzle or solution field. dim, when not nil,
// is the size the grid must have.
func (cr *cellReader) grid(rows [][]json.RawMessage, what string, dim *dimensions) ([][]int, error) {
	if dim != nil && (dim.Width < 1 || dim.Height < 1 || dim.Width > maxSide || dim.Height > maxSide) {
		return nil, malformed("dimensions: %dx%d cells, want 1 to %d a side", dim.Width, dim.Height, maxSide)
	}
	if len(rows) == 0 || len(rows[0]) == 0 {
		return nil, malformed("%s: want a list of rows of cells, not none", what)
	}
	if len(rows) > maxSide || len(rows[0]) > maxSide {
		return nil, malformed("%s: %d rows of %d cells, want 1 to %d a side", what, len(rows), len(rows[0]), maxSide)
	}
	if dim != nil && len(rows) != dim.Height {
		return nil, malformed("%s: %d rows, but dimensions say a height of %d", what, len(rows), dim.Height)
	}
	width := len(rows[0])
	if dim != nil {
		width = dim.Width
	}
	g := make([][]int, len(rows))
	for r, row := range rows {
		if len(row) != width {
			return nil, malformed("%s: row %d has %d cells, want %d", what, r+1, len(row), width)
		}
		g[r] = make([]int, width)
		for c, raw := range row {
			v, err := cr.cell(raw, 0)
			if err != nil {
				return nil, malformed("%s: row %d column %d: %v", what, r+1, c+1, err)
			}
			g[r][c] = v
		}
	}
	return g, nil
}

// cell reads one cell: null (an omitted cell) or the block is -1, the
// empty value or "" is 0, a number or a digit string is itself, a
// character of charset its place (from 1); an object is read by its cell,
// given or value member (a styled cell without one is blank).
func (cr *cellReader) cell(raw json.RawMessage, depth int) (int, error) {
	raw = bytes.TrimSpace(raw)
	switch {
	case len(raw) == 0:
		return 0, fmt.Errorf("no value")
	case string(raw) == "null":
		return -1, nil
	case raw[0] == '"':
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return 0, err
		}
		return cr.text(s)
	case raw[0] == '{' && depth == 0:
		var o struct {
			Cell, Given, Value json.RawMessage
		}
		if err := json.Unmarshal(raw, &o); err != nil {
			return 0, err
		}
		for _, m := range []json.RawMessage{o.Cell, o.Given, o.Value} {
			if m != nil {
				return cr.cell(m, depth+1)
			}
		}
		return 0, nil
	}
	if string(raw) == cr.empty {
		return 0, nil
	}
	return cr.number(string(raw))
}

// text reads a cell given as a string.
func (cr *cellReader) text(s string) (int, error) {
	switch {
	case s == cr.block:
		return -1, nil
	case s == cr.empty || s == "":
		return 0, nil
	}
	for i, ch := range cr.charset {
		if string(ch) == s {
			return i + 1, nil
		}
	}
	return cr.number(s)
}

// number reads a whole number from 1 to maxValue (0 only as the empty
// value, which the callers have read).
func (cr *cellReader) number(s string) (int, error) {
	v, err := strconv.Atoi(s)
	if err != nil || v < 0 || v > cr.maxValue {
		return 0, fmt.Errorf("%.20q is not a cell value (want %q for blank, %q for no cell, or a number from 1 to %d)", s, cr.empty, cr.block, cr.maxValue)
	}
	return v, nil
}
