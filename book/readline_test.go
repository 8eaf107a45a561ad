package book

import (
	"context"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/numberlink"
	"github.com/puzzlebook/puzzlebook/gen/numbrix"
	"github.com/puzzlebook/puzzlebook/gen/sudoku"
	"github.com/puzzlebook/puzzlebook/internal/endless"
)

// solveLines solves in with k on two workers and returns one line a
// verdict (status, and the error of an invalid one) and the error.
func solveLines(k gen.Kind, in io.Reader) ([]string, error) {
	var got []string
	err := SolveStream(context.Background(), k, in, Options{Workers: 2}, func(v Verdict) error {
		line := v.Status.String()
		if v.Err != nil {
			line += ": " + v.Err.Error()
		}
		got = append(got, line)
		return nil
	})
	return got, err
}

// TestSolveStreamLongLine wants a line too long for a puzzle, of any
// kind, reported invalid at its number with its length, and the puzzles
// after it solved; a long line of space or a long comment is skipped.
func TestSolveStreamLongLine(t *testing.T) {
	const top = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	long := strings.Repeat("x", 1<<20)
	for _, tc := range []struct {
		name string
		k    gen.Kind
		good string
	}{
		{"sudoku", sudoku.Kind{}, top},
		{"numbrix", numbrix.Numbrix, "1 2 3 4 . ."},
		{"numberlink", numberlink.Kind{}, "1..1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := tc.good + "\n" + long + "\n" + strings.Repeat(" ", 1<<20) + "\n# " + long + "\n" + tc.good + "\n"
			got, err := solveLines(tc.k, strings.NewReader(in))
			if err != nil {
				t.Fatal(err)
			}
			want := fmt.Sprintf("invalid: book: line 2: %d bytes: too long for a line of a puzzle (at most %d)", len(long), maxLine)
			if len(got) != 3 || got[1] != want || got[0] != got[2] || strings.HasPrefix(got[0], "invalid") {
				t.Errorf("got %q, want a verdict, %q, and the same verdict", got, want)
			}
		})
	}
}

// TestSolveStreamHeld wants bad lines before the first puzzle held, up
// to maxHeld of them, and reported once a puzzle shows the input is one
// puzzle a line; past maxHeld, the input is not one, and the first
// line's error ends the command without reading on.
func TestSolveStreamHeld(t *testing.T) {
	const top = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	for _, tc := range []struct {
		bad    int
		want   int // verdicts
		errors bool
	}{
		{bad: 3, want: 4},
		{bad: maxHeld, want: maxHeld + 1},
		{bad: maxHeld + 1, errors: true},
	} {
		t.Run(fmt.Sprint(tc.bad), func(t *testing.T) {
			in := strings.Repeat("xyz\n", tc.bad) + top + "\n"
			got, err := solveLines(sudoku.Kind{}, strings.NewReader(in))
			if tc.errors {
				if err == nil || !strings.Contains(err.Error(), "line 1: column 1") || len(got) != 0 {
					t.Errorf("got %d verdicts and error %v, want none and the error of line 1", len(got), err)
				}
				return
			}
			if err != nil || len(got) != tc.want || !strings.HasPrefix(got[tc.want-1], "unique") {
				t.Errorf("got %d verdicts, the last %q, and error %v, want %d, the last unique", len(got), got[len(got)-1], err, tc.want)
			}
		})
	}
}

// TestRecorderBounded wants the recorder to drop blank and comment lines
// as they are read, and to turn off past maxKept bytes of other lines,
// and the one-puzzle-a-line reading to still work after blank lines
// beyond its window.
func TestRecorderBounded(t *testing.T) {
	blank := strings.Repeat(" \n# c\n\n", 1<<18) // 1.5 MB
	rec := &recorder{r: strings.NewReader(blank + "1234\n"), line: 1}
	if _, err := io.Copy(io.Discard, rec); err != nil {
		t.Fatal(err)
	}
	if rec.off || len(rec.buf)-rec.start != len("1234\n") || rec.line != 3<<18+1 {
		t.Errorf("got off %v, %d bytes kept from line %d, want on, 5 bytes from line %d", rec.off, len(rec.buf)-rec.start, rec.line, 3<<18+1)
	}
	rows := &recorder{r: strings.NewReader(strings.Repeat("12.4\n", maxKept/4)), line: 1}
	if _, err := io.Copy(io.Discard, rows); err != nil {
		t.Fatal(err)
	}
	if !rows.off || rows.buf != nil {
		t.Errorf("got off %v and %d bytes kept, want off and none past %d bytes of rows", rows.off, len(rows.buf), maxKept)
	}
	const top = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	got, err := solveLines(sudoku.Kind{}, strings.NewReader(top+"\n"+blank+"12\n"+top+"\n"))
	if err != nil || len(got) != 3 || !strings.Contains(got[1], fmt.Sprintf("line %d:", 3<<18+2)) {
		t.Errorf("got %q and error %v, want a verdict, the line of 12 invalid at line %d, a verdict", got, err, 3<<18+2)
	}
}

// TestSolveStreamEndlessLine wants an input with no puzzle in its first
// maxBefore bytes (one line that never ends) to stop with the parser's
// error of its first line, having read little more than that.
func TestSolveStreamEndlessLine(t *testing.T) {
	for _, b := range []byte{0, ' ', 'x'} {
		in := &endless.Reader{Byte: b, N: 1 << 30}
		got, err := solveLines(sudoku.Kind{}, in)
		if err == nil || len(got) != 0 || in.Done > maxBefore+1<<20 {
			t.Errorf("%q: got %d verdicts and error %v after %d bytes, want an error within %d", b, len(got), err, in.Done, maxBefore+1<<20)
		}
	}
}
