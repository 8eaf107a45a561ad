package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
)

// output is a command's buffered standard output. It counts the results
// handed to it (end marks where each ends) and, when a write fails, how
// many of them reached the file whole, so that the command can say what
// was lost instead of exiting 0 with its output gone.
type output struct {
	*bufio.Writer
	file    *countingWriter
	ends    []int64 // where each result not yet known to be written ends
	results int     // results ended
	written int     // results wholly written
	stopped bool    // end returned an error: the command stopped there
	note    string  // what the lost results said in short, if anything
}

// newOutput returns an output that writes to w.
func newOutput(w io.Writer) *output {
	f := &countingWriter{w: w}
	return &output{Writer: bufio.NewWriterSize(f, 64<<10), file: f}
}

// end marks the end of one result and returns the first error of the
// writes so far; a command stops at it, as nothing more can be written.
func (o *output) end() error {
	o.results++
	o.ends = append(o.ends, o.file.n+int64(o.Buffered()))
	o.settle()
	if o.file.err != nil {
		o.stopped = true
	}
	return o.file.err
}

// settle counts the results the file has taken whole.
func (o *output) settle() {
	i := 0
	for i < len(o.ends) && o.ends[i] <= o.file.n {
		i++
	}
	o.written += i
	o.ends = o.ends[i:]
}

// close flushes o and returns the first error of its writes.
func (o *output) close() error {
	o.Flush()
	o.settle()
	return o.file.err
}

// lost says what of o's results, each called noun, a failed write lost:
// "0 of 793 results written".
func (o *output) lost(noun string) string {
	msg := fmt.Sprintf("%d of %d %s%s written", o.written, o.results, noun, plural(o.results))
	if o.note != "" {
		msg += " (" + o.note + ")"
	}
	return msg
}

// countingWriter counts the bytes its writer took and keeps its first
// error, after which it writes nothing.
type countingWriter struct {
	w   io.Writer
	n   int64
	err error
}

func (c *countingWriter) Write(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(p)
	c.n += int64(n)
	if err == nil && n < len(p) {
		err = io.ErrShortWrite
	}
	c.err = err
	return n, err
}

// writeFailure reports for the command name that standard output could
// not be written, and what was lost, and returns 1: the output is gone,
// whatever the results were.
func writeFailure(s stdio, name string, err error, lost string) int {
	if pe, ok := errors.AsType[*fs.PathError](err); ok {
		err = pe.Err // "write /dev/stdout: " says no more than the message
	}
	s.errorf("%s: writing standard output: %v; %s", name, err, lost)
	return exitFailure
}

// writeText writes text to standard output as one result; what names it
// in the message when it could not be written ("the help").
func writeText(s stdio, name, text, what string) int {
	o := newOutput(s.out)
	o.WriteString(text)
	if err := o.close(); err != nil {
		return writeFailure(s, name, err, what+" not written")
	}
	return exitOK
}
