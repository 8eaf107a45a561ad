package ipuz

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Info is what a document says of a puzzle besides its grids and grade.
// Empty fields are left out of the document.
type Info struct {
	Title     string
	Author    string
	Copyright string
	Publisher string
	URL       string
	UniqueID  string    // a daily feed's puzzle id: FEED-DATE-SLOT, e.g. "daily-2026-12-01-morning"
	Date      time.Time // the publication date; ipuz writes it mm/dd/yyyy
}

// dateLayout is ipuz's date form, mm/dd/yyyy.
const dateLayout = "01/02/2006"

// Block and empty are the cell values of a cell outside the grid and of a
// blank cell: ipuz's defaults, so documents need not declare them.
const (
	block = "#"
	empty = 0
)

// Encode writes p as one ipuz document to w (see the package comment),
// with info's fields where set. The output is the same bytes for the same
// puzzle and info.
func (c Codec) Encode(w io.Writer, p *gen.Puzzle, info Info) error {
	b, err := c.Marshal(p, info)
	if err != nil {
		return err
	}
	_, err = w.Write(b)
	return err
}

// Encode writes p as Codec{}.Encode does, for the kinds of kinds.All.
func Encode(w io.Writer, p *gen.Puzzle, info Info) error { return Codec{}.Encode(w, p, info) }

// Marshal returns p as Encode writes it.
func (c Codec) Marshal(p *gen.Puzzle, info Info) ([]byte, error) {
	f, ok := c.formOf(p.Kind)
	if !ok {
		names := make([]string, 0, 4)
		for _, f := range c.forms() {
			names = append(names, f.name)
		}
		return nil, fmt.Errorf("ipuz: kind %q has no ipuz form (want %s)", p.Kind, strings.Join(names, ", "))
	}
	if err := checkGrid(p, p.Givens, "givens"); err != nil {
		return nil, err
	}
	if p.Solution != nil {
		if err := checkGrid(p, p.Solution, "solution"); err != nil {
			return nil, err
		}
	}
	e := &encoder{}
	e.field("version", Version)
	e.field("kind", []string{f.Kind})
	e.text("title", info.Title)
	e.text("author", info.Author)
	e.text("copyright", info.Copyright)
	e.text("publisher", info.Publisher)
	e.text("url", info.URL)
	e.text("uniqueid", info.UniqueID)
	if !info.Date.IsZero() {
		e.field("date", info.Date.Format(dateLayout))
	}
	if p.Grade != gen.AnyGrade {
		e.field("difficulty", p.Grade.String())
	}
	if f.Write != nil {
		if err := f.Write(p, e.field); err != nil {
			return nil, fmt.Errorf("ipuz: %w", err)
		}
	}
	e.field("dimensions", dimensions{Width: p.Cols, Height: p.Rows})
	outside := strconv.Quote(block)
	if f.NoCell {
		outside = "null"
	}
	e.grid("puzzle", p.Givens, outside)
	if p.Solution != nil {
		e.grid("solution", p.Solution, outside)
	}
	if e.err != nil {
		return nil, fmt.Errorf("ipuz: %w", e.err)
	}
	e.buf.WriteString("\n}\n")
	return e.buf.Bytes(), nil
}

// Marshal returns p as Codec{}.Marshal does, for the kinds of kinds.All.
func Marshal(p *gen.Puzzle, info Info) ([]byte, error) { return Codec{}.Marshal(p, info) }

// dimensions is ipuz's size of a grid.
type dimensions struct {
	Width  int `json:"width"`
	Height int `json:"height"`
}

// checkGrid checks that g has p's size.
func checkGrid(p *gen.Puzzle, g [][]int, what string) error {
	if p.Rows < 1 || p.Cols < 1 || len(g) != p.Rows {
		return fmt.Errorf("ipuz: %s has %d rows, want %d (and at least 1)", what, len(g), p.Rows)
	}
	for r, row := range g {
		if len(row) != p.Cols {
			return fmt.Errorf("ipuz: %s row %d has %d cells, want %d", what, r+1, len(row), p.Cols)
		}
		for c, v := range row {
			if v < -1 {
				return fmt.Errorf("ipuz: %s row %d column %d holds %d, want -1 (no cell), 0 (blank) or a number", what, r+1, c+1, v)
			}
		}
	}
	return nil
}

// encoder writes a JSON object one key a line, in the order of the calls;
// the first error stops it.
type encoder struct {
	buf bytes.Buffer
	err error
}

// key starts the next member.
func (e *encoder) key(k string) {
	if e.buf.Len() == 0 {
		e.buf.WriteString("{\n")
	} else {
		e.buf.WriteString(",\n")
	}
	e.buf.WriteString("  " + strconv.Quote(k) + ": ")
}

// field writes k with v as JSON on one line, a space after each comma
// and colon as in the grids.
func (e *encoder) field(k string, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		e.err = errors.Join(e.err, err)
		return
	}
	e.key(k)
	inString, escaped := false, false
	for _, ch := range b {
		e.buf.WriteByte(ch)
		switch {
		case escaped:
			escaped = false
		case inString && ch == '\\':
			escaped = true
		case ch == '"':
			inString = !inString
		case !inString && (ch == ',' || ch == ':'):
			e.buf.WriteByte(' ')
		}
	}
}

// text writes k with v, unless v is empty.
func (e *encoder) text(k, v string) {
	if v != "" {
		e.field(k, v)
	}
}

// grid writes k with g a row per line, -1 as outside (the block, or
// null).
func (e *encoder) grid(k string, g [][]int, outside string) {
	e.key(k)
	e.buf.WriteString("[")
	for r, row := range g {
		if r > 0 {
			e.buf.WriteString(",")
		}
		e.buf.WriteString("\n    [")
		for c, v := range row {
			if c > 0 {
				e.buf.WriteString(", ")
			}
			if v == -1 {
				e.buf.WriteString(outside)
			} else {
				e.buf.WriteString(strconv.Itoa(v))
			}
		}
		e.buf.WriteString("]")
	}
	e.buf.WriteString("\n  ]")
}
