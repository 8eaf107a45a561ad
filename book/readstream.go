package book

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
)

// readEach reads the puzzles of r with k, as readPuzzles does, and hands
// each to yield as soon as it is read: a puzzle, or the reason a line that
// is taken as one puzzle did not parse. A kind that is a gen.StreamParser
// is read a puzzle at a time; others are read whole.
//
// An input that parses as a whole gives its puzzles. When the kind's
// parser fails, readEach does what readPuzzles does when every puzzle
// before the failure was one line of its own: it takes the input as one
// puzzle a line from there (the lines before gave the same puzzles either
// way), and when no line parses alone it returns the parser's error. When
// a puzzle before the failure spanned several lines, the input is not one
// puzzle a line: the puzzles before have been yielded, and the parser's
// error is returned.
func readEach(k gen.Kind, r io.Reader, yield func(p *gen.Puzzle, bad error) error) error {
	sp, ok := k.(gen.StreamParser)
	if !ok {
		ps, bad, err := readPuzzles(k, r)
		if err != nil {
			return err
		}
		for i, p := range ps {
			if err := yield(p, bad[i]); err != nil {
				return err
			}
		}
		return nil
	}
	rec := &recorder{r: r, line: 1}
	var yieldErr error
	seen := false
	err := sp.ParseEach(&lineLimit{r: rec, line: 1}, func(p *gen.Puzzle, first, last int) error {
		rec.keep(first, last)
		seen = true
		yieldErr = yield(p, nil)
		return yieldErr
	})
	switch {
	case yieldErr != nil:
		return yieldErr
	case err == nil:
		return nil
	case !errors.Is(err, gen.ErrMalformed) || rec.off || errors.Is(err, gen.ErrTooLarge):
		return err
	}
	return readLinesFrom(k, rec.rest(), rec.line, seen, err, yield)
}

// maxLine is the longest line a puzzle's text may have: a longer one is
// reported as a bad line without being parsed, and only its length is
// kept. The longest rows of the kinds are far shorter (a Numberlink row
// of its most cells, 16,384).
const maxLine = 32 << 10

// maxHeld is how many bad lines readLinesFrom holds before the first
// puzzle, and maxBefore how many bytes it reads before it: an input whose
// first maxHeld lines all fail, or that has no puzzle in its first
// maxBefore bytes (one endless line, say), is taken as not one puzzle a
// line (the whole input's error), without reading on.
const (
	maxHeld   = 1024
	maxBefore = 64 << 20
)

// readLinesFrom reads r, which starts at line first of the input, as one
// puzzle a line (see parseLine). When seen is false (no puzzle came
// before) and no line parses, or the first maxHeld lines that are not
// blank or maxBefore bytes hold none that does, it returns whole, the
// error of the input read as a whole, and yields nothing.
func readLinesFrom(k gen.Kind, r io.Reader, first int, seen bool, whole error, yield func(p *gen.Puzzle, bad error) error) error {
	lr := lineReader{r: bufio.NewReaderSize(r, 64<<10)}
	if !seen {
		lr.budget = maxBefore
	}
	var held []error // bad lines before the first puzzle, when !seen
	for line := first; ; line++ {
		text, long, err := lr.next()
		if err == io.EOF {
			break
		}
		if err == errBudget {
			return whole
		}
		if err != nil {
			return fmt.Errorf("book: %w", err)
		}
		p, bad, skip := parseLine(k, line, text)
		if long > 0 && !skip {
			p, bad = nil, &lineTooLong{line: line, n: long}
		}
		switch {
		case skip:
			continue
		case !seen && bad != nil && len(held) == maxHeld:
			return whole
		case !seen && bad != nil:
			held = append(held, bad)
			continue
		case !seen:
			seen, lr.budget = true, 0
			for _, e := range held {
				if err := yield(nil, e); err != nil {
					return err
				}
			}
			held = nil
		}
		if err := yield(p, bad); err != nil {
			return err
		}
	}
	if !seen {
		return whole
	}
	return nil
}

// parseLine parses one line of an input taken as one puzzle a line: skip
// is set for a blank or comment line; otherwise the line's puzzle, or bad
// saying why the line is not one puzzle.
func parseLine(k gen.Kind, line int, text string) (p *gen.Puzzle, bad error, skip bool) {
	text = strings.TrimSpace(text)
	if text == "" || strings.HasPrefix(text, "#") {
		return nil, nil, true
	}
	if len(text) > maxLine {
		return nil, &lineTooLong{line: line, n: len(text)}, false
	}
	got, err := k.Parse(strings.NewReader(text))
	switch {
	case err == nil && len(got) == 1:
		return got[0], nil, false
	case err == nil:
		return nil, fmt.Errorf("book: line %d: %w: %d puzzles on one line", line, gen.ErrMalformed, len(got)), false
	}
	return nil, &lineError{line: line, err: err}, false
}

// maxKept is how many bytes of lines that are not blank or comments the
// recorder keeps: more, with no puzzle yielded, and the input is not one
// puzzle a line.
const maxKept = 1 << 20

// recorder passes its reader's bytes on and keeps those a kind's parser
// has read but not yet yielded a puzzle of, from line on, so that they
// can be read again one puzzle a line. Blank and comment lines at the
// front of them are dropped as they are read, as reading one puzzle a
// line skips them. It stops keeping them (off) once a puzzle spans
// several lines, or lines that a reading one puzzle a line would see
// differently, or more than maxKept bytes: the input is then not one
// puzzle a line.
type recorder struct {
	r     io.Reader
	buf   []byte // the bytes read from line on are buf[start:]
	start int
	line  int
	off   bool
}

func (c *recorder) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	if !c.off {
		c.buf = append(c.buf, p[:n]...)
		c.dropBlank()
	}
	return n, err
}

// dropBlank drops the whole blank and comment lines at the front of the
// bytes kept, and turns the recorder off when more than maxKept bytes
// are left.
func (c *recorder) dropBlank() {
	rest := c.buf[c.start:]
	for {
		i := bytes.IndexByte(rest, '\n')
		if i < 0 {
			break
		}
		t := bytes.TrimSpace(rest[:i])
		if len(t) > 0 && t[0] != '#' {
			break
		}
		rest = rest[i+1:]
		c.line++
	}
	c.start = len(c.buf) - len(rest)
	switch {
	case len(rest) > maxKept:
		c.off, c.buf = true, nil
	case c.start > 1<<16 && c.start > len(c.buf)/2:
		c.start = 0
		c.buf = c.buf[:copy(c.buf, rest)]
	}
}

// keep notes a puzzle yielded from lines first to last. It drops the
// bytes up to last when those lines are blank or comments but for line
// first == last; otherwise it turns the recorder off.
func (c *recorder) keep(first, last int) {
	if c.off {
		return
	}
	rest := c.buf[c.start:]
	for l := c.line; l <= last && !c.off; l++ {
		text := rest
		if i := bytes.IndexByte(rest, '\n'); i >= 0 {
			text, rest = rest[:i], rest[i+1:]
		} else {
			rest = rest[len(rest):]
		}
		t := bytes.TrimSpace(text)
		puzzle := len(t) > 0 && t[0] != '#'
		c.off = first != last || puzzle != (l == first)
	}
	if c.off {
		c.buf = nil
		return
	}
	c.start, c.line = len(c.buf)-len(rest), last+1
	c.dropBlank()
}

// rest is the input from line c.line on: the bytes kept, then the rest of
// the reader.
func (c *recorder) rest() io.Reader {
	return io.MultiReader(bytes.NewReader(c.buf[c.start:]), c.r)
}
