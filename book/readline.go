package book

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"

	"github.com/puzzlebook/puzzlebook/gen"
)

// lineTooLong is the error of a line longer than maxLine, too long to be
// a puzzle's: it wraps gen.ErrMalformed.
type lineTooLong struct {
	line int // from 1
	n    int // its length in bytes when known, else 0
}

func (e *lineTooLong) Error() string {
	if e.n == 0 {
		return fmt.Sprintf("book: line %d: longer than %d bytes: too long for a line of a puzzle", e.line, maxLine)
	}
	return fmt.Sprintf("book: line %d: %d bytes: too long for a line of a puzzle (at most %d)", e.line, e.n, maxLine)
}

func (e *lineTooLong) Unwrap() error { return gen.ErrMalformed }

// lineReader reads lines of any length, holding at most maxLine bytes of
// one: of a longer line only its length and first byte that is not space
// are kept.
type lineReader struct {
	r   *bufio.Reader
	buf []byte
	// read counts the bytes read; past budget (when not 0), next stops
	// with errBudget, in the middle of a line if need be.
	read, budget int
}

// errBudget is lineReader.next's error past its budget.
var errBudget = errors.New("book: read past the budget")

// next returns the next line without its end; for a line longer than
// maxLine, its length in long and, in text, its first byte that is not
// space ("" for none). It returns io.EOF after the last line, and
// errBudget once more than lr.budget bytes have been read.
func (lr *lineReader) next() (text string, long int, err error) {
	lr.buf = lr.buf[:0]
	n, first := 0, byte(0)
	for {
		chunk, err := lr.r.ReadSlice('\n')
		n += len(chunk)
		if lr.read += len(chunk); lr.budget > 0 && lr.read > lr.budget {
			return "", 0, errBudget
		}
		if len(lr.buf) <= maxLine {
			lr.buf = append(lr.buf, chunk...)
		}
		if t := bytes.TrimLeft(chunk, " \t\r\n\v\f"); first == 0 && len(t) > 0 {
			first = t[0]
		}
		switch {
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case err == io.EOF && n == 0:
			return "", 0, io.EOF
		case err != nil && err != io.EOF:
			return "", 0, err
		case err == nil:
			n-- // the line's end
		}
		if n > maxLine {
			if first == 0 {
				return "", n, nil
			}
			return string(first), n, nil
		}
		return string(lr.buf[:n]), 0, nil
	}
}

// lineLimit passes its reader's bytes to a kind's parser up to the first
// line longer than maxLine, where it stops with a *lineTooLong, so that
// the parser never holds such a line whole.
type lineLimit struct {
	r    io.Reader
	line int // the line being read, from 1
	run  int // its bytes read so far
	err  error
}

func (l *lineLimit) Read(p []byte) (int, error) {
	if l.err != nil {
		return 0, l.err
	}
	n, err := l.r.Read(p)
	for i, b := range p[:n] {
		if b == '\n' {
			l.line, l.run = l.line+1, 0
			continue
		}
		if l.run++; l.run > maxLine {
			l.err = &lineTooLong{line: l.line}
			return i, l.err
		}
	}
	return n, err
}
